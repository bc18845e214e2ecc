import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { existsSync, readFileSync } from 'node:fs';
import { safeJson } from './first-paint';
import { RenderWorker, type AskApi, type ServerRender } from './ssr-worker';

export type { ServerRender } from './ssr-worker';

/**
 * The public pages the server draws (docs/architecture.md, "Server rendering"): the home, a
 * post and a certificate's check (issue 28: a scanned QR opens it on a phone). Their first screen arrives as markup with its styles, so it paints before any script runs
 * (Lighthouse mobile, issue 12); the storefront then hydrates it (apps/web/src/main.tsx).
 */
const DRAWN = /^\/(post\/\d+|certificate\/[A-Za-z0-9%-]{1,40})?$/;

/** Longer than this and the page goes out as before, drawn by the browser. */
const RENDER_TIMEOUT_MS = 1500;

const logger = new Logger('ServerRender');
const logged = new Set<string>();
/** Each kind of failure once: a page that falls back keeps working, the log stays readable. */
function logOnce(message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  logger.warn(`${message}; the page is drawn by the browser`);
}

/** The render worker of each server bundle (ssr-worker.ts), started on its first render. */
const workers = new Map<string, RenderWorker>();

function workerFor(entry: string): RenderWorker | null {
  let worker = workers.get(entry);
  if (!worker) {
    if (!existsSync(entry)) {
      logOnce(`no server render bundle at ${entry}`);
      return null;
    }
    workers.set(entry, (worker = new RenderWorker(entry, logOnce)));
  }
  return worker.broken ? null : worker;
}

/** A module of the client build's manifest (Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
/** Each manifest as read (null: none there), and per manifest and set of modules, the files. */
const manifests = new Map<string, Record<string, ManifestChunk> | null>();
const preloads = new Map<string, string[]>();

function readManifest(file: string): Record<string, ManifestChunk> | null {
  if (!manifests.has(file)) {
    try {
      manifests.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
    } catch {
      manifests.set(file, null);
      logOnce(`no client manifest at ${file} (the drawn pages preload no route code)`);
    }
  }
  return manifests.get(file) ?? null;
}

/**
 * The storefront's built files that `modules` need, as `/assets/…` addresses: each module's own
 * file and its static imports, transitively, without the entry's own imports (the page loads
 * those first).
 * `file` is the web build's manifest (dist/.vite/manifest.json), read once.
 */
export function preloadsOf(modules: string[], file: string): string[] {
  const chunks = readManifest(file);
  if (!chunks) return [];
  const key = `${file}\n${modules.join(' ')}`;
  const known = preloads.get(key);
  if (known) return known;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const chunk = chunks[name];
    if (seen.has(name) || !chunk || chunk.isEntry) return;
    seen.add(name);
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // What the entry imports is on its way already (index.html preloads it).
  for (const chunk of Object.values(chunks)) {
    if (chunk.isEntry) for (const imported of chunk.imports ?? []) seen.add(imported);
  }
  for (const module of modules) visit(module);
  preloads.set(key, [...files]);
  return [...files];
}

export function isDrawnPath(path: string): boolean {
  return DRAWN.test(path.replace(/(.)\/+$/, '$1'));
}

/**
 * The page's GETs, asked of the API in process, as the visitor (their address counts against the
 * same rate limit their browser's request would) and without their credentials: what every
 * visitor sees.
 */
function apiFor(fastify: FastifyInstance, ip: string): AskApi {
  return async (url, method) => {
    if (method !== 'GET' || !url.startsWith('/api/')) throw new Error(`the server render asked ${method} ${url}`);
    const res = await fastify.inject({
      method: 'GET',
      url,
      remoteAddress: ip,
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
    });
    const type = res.headers['content-type'];
    return { status: res.statusCode, body: res.body, type: typeof type === 'string' ? type : undefined };
  };
}

/**
 * Drawn pages kept a few seconds: a render costs 40-400 ms of CPU (the home asks the API for a
 * dozen answers and draws up to four times), and every visitor is drawn the same page (always as
 * an anonymous visitor). A write answered by this process (any POST, PUT, PATCH or DELETE:
 * `drawnPagesStale`) drops them at once, so staff see their edit on the next visit; another
 * replica's write shows within `KEEP_MS`. Visitors asking for the same page at once share one render.
 */
const KEEP_MS = 10_000;
const kept = new LRUCache<string, { gen: number; page: Promise<ServerRender | null> }>({ max: 200, ttl: KEEP_MS });
let generation = 0;

/** A write went through this process: drawn pages may show something old. */
export function drawnPagesStale(): void {
  generation++;
}

/** The page at `url` drawn as a visitor sees it, or null (not drawn here, failed, too slow). */
export function serverRender(fastify: FastifyInstance, req: FastifyRequest, url: string, entry: string): Promise<ServerRender | null> {
  const hit = kept.get(url);
  if (hit && hit.gen === generation) return hit.page;
  const gen = generation;
  const page = drawFresh(fastify, req, url, entry);
  kept.set(url, { gen, page });
  // A page that could not be drawn is asked again next time.
  void page.then((out) => {
    if (!out && kept.get(url)?.page === page) kept.delete(url);
  });
  return page;
}

async function drawFresh(
  fastify: FastifyInstance,
  req: FastifyRequest,
  url: string,
  entry: string,
): Promise<ServerRender | null> {
  const worker = workerFor(entry);
  if (!worker) return null;
  const { out, error } = await worker.render(url, apiFor(fastify, req.ip), RENDER_TIMEOUT_MS);
  if (error) logOnce(error);
  return out;
}

/** Draws the home once, its answers thrown away: starts the worker and warms its code. */
export async function warmServerRender(fastify: FastifyInstance, entry: string): Promise<void> {
  await workerFor(entry)?.render('/', apiFor(fastify, '127.0.0.1'), 30_000);
}

/**
 * The storefront's index.html with the drawn page: its styles in the head, its markup in #root
 * and what the browser hydrates with as a JSON data block (the CSP allows no inline script),
 * with `preload`, the files of the page's route code: the script preloads them a few at a time
 * before it hydrates (apps/web/src/main.tsx). Not as links in the head: they would be fetched
 * before the page paints, beside the fonts (Lighthouse counts every request that starts before
 * the largest paint against it), and the browser starts them all in one long task.
 * React hoists the page's `<title>` itself; the head already has the page's own.
 */
export function withServerRender(html: string, page: ServerRender, preload: string[] = []): string | null {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !/<\/head>/i.test(html) || !/<\/body>/i.test(html)) return null;
  const markup = page.html.replace(/^<title>[\s\S]*?<\/title>/, '');
  const data = safeJson({ ...page.data, preload });
  const block = `<script type="application/json" id="daneshsara-ssr">${data}</script>`;
  return html
    .replace(/<\/head>/i, () => `${page.styles}</head>`)
    .replace(root, () => `<div id="root">${markup}</div>`)
    .replace(/<\/body>/i, () => `${block}</body>`);
}
