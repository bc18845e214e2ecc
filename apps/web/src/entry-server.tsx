/**
 * The server render of the public pages' first screen (docs/architecture.md, "Server rendering").
 * Built by `web:build` into apps/web/dist-ssr (a CommonJS bundle the API requires) and called by
 * apps/api/src/modules/cma/ssr.ts for `/` and `/post/{id}`: the page as a visitor sees it, the
 * MUI styles it uses (same Emotion key as the browser's, so hydration inserts none again), and the
 * API answers it drew from, for TanStack Query and React Router to hydrate with (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createEmotionServer from '@emotion/server/create-instance';
import { createRtlCache } from '@daneshsara/ui/rtl';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { parseDocument } from 'htmlparser2';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { AppShell } from './app/App';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { setHtmlParser, type HtmlNode } from './kit/RichText';
import { setServerFetch } from './lib/api';

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  /**
   * The modules the page's lazy routes load, as the client build's manifest names them
   * (`src/…`): the API lists their files in the page's data, which main.tsx preloads.
   */
  modules: string[];
  /** The `<style data-emotion>` elements the markup uses. */
  styles: string;
  /** What main.tsx hydrates with (the `daneshsara-ssr` data block). */
  data: { path: string; queries: DehydratedState; router: HydrationState };
}

/** The API as the page's queries ask it, per render (concurrent renders keep their own). */
const apiOfRender = new AsyncLocalStorage<typeof fetch>();
setServerFetch((input, init) => {
  const fetchApi = apiOfRender.getStore();
  return fetchApi ? fetchApi(input, init) : Promise.reject(new Error('no server render'));
});

type ParsedNode = ReturnType<typeof parseDocument>['children'][number];

/** htmlparser2's tree as the parts of the browser's DOM that RichText reads. */
function asHtmlNode(node: ParsedNode): HtmlNode {
  if (node.type === 'text') return { nodeType: 3, textContent: node.data };
  if (!('attribs' in node)) return { nodeType: 8, textContent: null };
  return {
    nodeType: 1,
    textContent: null,
    tagName: node.name,
    childNodes: node.children.map(asHtmlNode),
    getAttribute: (name) => node.attribs[name] ?? null,
  };
}
setHtmlParser((html) => parseDocument(html).children.map(asHtmlNode));

const handler = createStaticHandler(routes);

/**
 * The modules each route's `lazy` loads, by route id. The server bundle's every `import()` of our
 * code names its module first (vite.config.mts, noteLazyImports); a route's `lazy` runs once per
 * process (React Router keeps what it loaded), so what it names is kept here.
 */
const modulesOfRoute = new Map<string, string[]>();
let noting: string[] | null = null;
(globalThis as { __daneshsaraLazyImport?: (module: string) => void }).__daneshsaraLazyImport = (
  module,
) => noting?.push(module);
(function noteLazyRoutes(dataRoutes: typeof handler.dataRoutes) {
  for (const route of dataRoutes) {
    const load = route.lazy;
    if (typeof load === 'function')
      route.lazy = () => {
        noting = [];
        try {
          return load();
        } finally {
          modulesOfRoute.set(route.id, noting);
          noting = null;
        }
      };
    if (route.children) noteLazyRoutes(route.children);
  }
})(handler.dataRoutes);

/** Rounds of answers at most: each render may reveal the queries of what the last ones drew. */
const MAX_ROUNDS = 4;

async function toHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as AsyncIterable<Buffer | string>)
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function enabled(query: Query): boolean {
  const value = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof value === 'function' ? value(query) : value !== false;
}

/**
 * The page at `url` (path and query) as a visitor sees it, or null when it is not a plain page
 * (a redirect, an error, a route with a loader's refusal): the browser then draws it as before.
 * `fetchApi` answers the page's own GETs (`/api/...`) without the visitor's credentials.
 */
export function render(url: string, fetchApi: typeof fetch): Promise<ServerRender | null> {
  return apiOfRender.run(fetchApi, () => draw(url));
}

/** One render of the page with the answers `client` holds, and the styles it used. */
async function drawOnce(
  client: ReturnType<typeof createQueryClient>,
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>,
) {
  const cache = createRtlCache();
  // Emotion keeps the styles for @emotion/server instead of writing them into the markup.
  cache.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <StrictMode>
      <AppShell client={client} cache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
  return { html, cache };
}

async function draw(url: string): Promise<ServerRender | null> {
  const context = await handler.query(new Request(new URL(url, 'http://storefront.local')));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const client = createQueryClient();
  const asked = new Set<string>();
  // Render, ask what the render asked for, render again with the answers; the last render is the
  // page (a query still waiting then waits in the browser too, so hydration matches).
  for (let round = 0; ; round++) {
    const { html, cache } = await drawOnce(client, context);
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data === undefined && !asked.has(q.queryHash) && enabled(q));
    if (!waiting.length || round === MAX_ROUNDS) return finish(url, html, cache, client, context);
    await Promise.all(
      waiting.map((q) => {
        asked.add(q.queryHash);
        return client.prefetchQuery({ ...q.options, queryKey: q.queryKey, retry: false });
      }),
    );
    // A refused or failed answer is asked again by the browser (its query hydrates as pending).
    for (const q of client.getQueryCache().getAll())
      if (q.state.status === 'error') client.getQueryCache().remove(q);
  }
}

function finish(
  url: string,
  html: string,
  cache: ReturnType<typeof createRtlCache>,
  client: ReturnType<typeof createQueryClient>,
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>,
): ServerRender {
  const emotion = createEmotionServer(cache);
  // Every style the render registered, not only those the markup names: a component that wraps
  // another (AppBar over Paper, IconButton over ButtonBase) registers its own part as well, which
  // no element carries, and the browser's hydration would serialise and insert each such part
  // again in its commit (on the home page, a third of that one long task).
  const registered = Object.keys(cache.registered).join(' ');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(registered));
  return {
    html,
    modules: [...new Set(context.matches.flatMap((m) => modulesOfRoute.get(m.route.id) ?? []))],
    styles,
    data: {
      path: url,
      queries: dehydrate(client),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
  };
}
