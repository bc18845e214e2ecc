import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The API answers a public page's first render asks for, written into its HTML so the page does
 * not wait for them after its scripts arrive (Lighthouse, issue 12): the post of /post/{id}, which
 * otherwise drew a skeleton first and then moved the footer down (CLS 0.064). Only public answers
 * that are the same for every visitor; the storefront takes each one once, as the initial data of
 * the query that asks the very same GET (apps/web/src/lib/firstPaint.ts). The home's page setting
 * was tried too and left out: the home then drew all its sections in its first render, later.
 */
const POST_PAGE = /^\/post\/(\d+)$/;

/** The API paths (under /api, as the storefront asks them) a page's first render reads. */
export function firstPaintUrls(path: string): string[] {
  const post = POST_PAGE.exec(path.replace(/\/+$/, ''));
  return post ? [`/api/cma/posts/${post[1]}`] : [];
}

export interface FirstPaintAnswer {
  status: number;
  body: unknown;
}

/**
 * Asks the API itself (in process, as the visitor: their address counts against the same rate
 * limit the page's own request would), without the visitor's credentials: public answers only.
 * An answer that is not a 200 or 404 is left out and the page asks for it as before.
 */
export async function firstPaintData(
  fastify: FastifyInstance,
  req: FastifyRequest,
  path: string,
): Promise<Record<string, FirstPaintAnswer>> {
  const out: Record<string, FirstPaintAnswer> = {};
  await Promise.all(
    firstPaintUrls(path).map(async (url) => {
      const res = await fastify.inject({
        method: 'GET',
        url,
        remoteAddress: req.ip,
        headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      });
      if (res.statusCode !== 200 && res.statusCode !== 404) return;
      try {
        out[url] = {
          status: res.statusCode,
          body: res.body ? (JSON.parse(res.body) as unknown) : null,
        };
      } catch {
        /* not JSON: left out */
      }
    }),
  );
  return out;
}

/** `<`, `>` and `&` escaped: the JSON cannot close its script element or open a comment. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The answers as a JSON data block (not a script: the CSP allows no inline script) in the body. */
export function withFirstPaintData(html: string, data: Record<string, FirstPaintAnswer>): string {
  if (!Object.keys(data).length) return html;
  const block = `<script type="application/json" id="daneshsara-data">${safeJson(data)}</script>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${block}</body>`) : `${html}${block}`;
}
