// First-load JS of a Vite client: the module entry plus its modulepreloads, gzip level 9.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function resolveAsset(dist, ref) {
  if (/^[a-z]+:|^\/\//i.test(ref)) return null; // another origin: not ours to count
  const parts = ref.split(/[?#]/)[0].split('/').filter(Boolean);
  // The client's base (`/admin/`) is part of the URL but not of the dist folder.
  for (let i = 0; i < parts.length; i++) {
    const file = join(dist, ...parts.slice(i));
    if (existsSync(file)) return file;
  }
  return null;
}

function attr(tag, name) {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

const gzipBytes = (files) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);

/**
 * Reads `<dist>/index.html`: `<script type="module" src>` (and the entry a starter script names in
 * `data-starts`) and `<link rel="modulepreload" href>` are what the browser fetches before the
 * first render (lazy route chunks are not counted);
 * stylesheets are reported beside them. `{ built: false }` when the client has not been built.
 */
export function firstLoad(root, { name, dist, budgetKiB }) {
  const dir = join(root, dist);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return { name, built: false, budget_kib: budgetKiB };
  const html = readFileSync(index, 'utf8');
  const js = new Set();
  const css = new Set();
  const missing = [];
  const add = (set, ref) => {
    if (!ref) return;
    const file = resolveAsset(dir, ref);
    if (file) set.add(file);
    else missing.push(ref);
  };
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (attr(tag, 'type') !== 'module') continue;
    add(js, attr(tag, 'src'));
    // A starter that imports the entry once the page has painted (the storefront's) names it.
    add(js, attr(tag, 'data-starts'));
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    if (rel === 'modulepreload') add(js, attr(tag, 'href'));
    else if (rel === 'stylesheet') add(css, attr(tag, 'href'));
  }
  const jsGzip = gzipBytes(js);
  return {
    name,
    built: true,
    budget_kib: budgetKiB,
    over_budget: jsGzip > budgetKiB * 1024,
    js_files: [...js].map((f) => f.slice(dir.length + 1)),
    js_gzip_bytes: jsGzip,
    css_gzip_bytes: gzipBytes(css),
    missing,
  };
}
