import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { Classroom } from '../lma/entities/lma.entities';
import { Product } from '../store/entities/store.entities';
import { Content, ContentTopic, Post } from './entities/content.entities';
import { firstPaintData, withFirstPaintData } from './first-paint';
import { SeoService, SITE_NAME, type SeoMeta, type SeoType } from './seo';
import { pageSeo, SettingsService } from './settings';
import {
  drawnPagesStale,
  isDrawnPath,
  preloadsOf,
  serverRender,
  warmServerRender,
  withServerRender,
} from './ssr';

/**
 * Writes that change nothing a drawn page shows (sign-ins, codes, a learner's profile, a test's
 * answers): frequent, so they do not drop the drawn pages (ssr.ts); what they move (the users
 * count on the home) shows within the pages' ten seconds.
 */
const QUIET_WRITES = /^\/api\/(uma\/|lma\/answer_(sheets|books)\b)/;

/**
 * Public paths whose meta comes from their page setting (ENDPOINTS.md 1.4.1 route names), with
 * the title they are served under while staff have not set one.
 */
const ROUTE_PAGES: Record<string, [route: string, title: string]> = {
  '/': ['Public.Home', SITE_NAME],
  '/faq': ['Public.FAQ', 'پرسش‌های پرتکرار'],
  '/rules': ['Public.Rules', 'قوانین و مقررات'],
  '/about-us': ['Public.AboutUs', 'درباره ما'],
  '/contact-us': ['Public.ContactUs', 'تماس با ما'],
  '/content': ['Public.Content.List', 'محتوای آموزشی'],
  '/post': ['Public.Post.List', 'خبرها و راهنماها'],
  '/post-topic': ['Public.PostTopic.List', 'مباحث'],
  '/landing': ['Public.Landing.List', 'صفحه‌های ویژه'],
  '/shop': ['Public.Shop', 'فروشگاه'],
  '/all-classrooms': ['Public.AllClassrooms', 'همه کلاس‌ها'],
  '/all-events': ['Public.AllEvents', 'همه رویدادها'],
  '/post/news': ['Public.Post.List', 'خبرها'],
  '/post/guide': ['Public.Post.List', 'راهنماها'],
  '/professor': ['Public.Professor.List', 'استادان'],
  '/content_category/parent/parent': ['Public.ContentCategoryParentParent.List', 'دسته‌های محتوا'],
  '/donation-category': ['Public.DonationCategory.List', 'دسته‌بندی‌های نیکوکاری'],
};
/** An item's page and its /seo type. */
const ITEM_PAGES = /^\/(post|content|post-topic|product|classroom|event)\/(\d+)\/?$/;
const ITEM_TYPES: Record<string, SeoType> = { 'post-topic': 'topic' };

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a page's meta. */
export function headTags(m: SeoMeta): string {
  const meta = (attr: string, key: string, value: string | null) =>
    value ? `<meta ${attr}="${key}" content="${esc(value)}">` : '';
  return [
    `<title>${esc(m.title)}</title>`,
    meta('name', 'description', m.description),
    meta('name', 'robots', m.robots),
    `<link rel="canonical" href="${esc(m.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', m.site),
    meta('property', 'og:title', m.ogTitle),
    meta('property', 'og:description', m.ogDescription),
    meta('property', 'og:url', m.ogUrl),
    meta('property', 'og:image', m.ogImage),
  ].join('');
}

/** The storefront's index.html with the page's own head: its title replaced, the tags added. */
export function withHead(html: string, m: SeoMeta): string {
  const tags = headTags(m);
  const noTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  return /<\/head>/i.test(noTitle)
    ? noTitle.replace(/<\/head>/i, `${tags}</head>`)
    : `${tags}${noTitle}`;
}

/**
 * What search engines and link previews read before any script runs: per public page its title,
 * description, canonical URL and Open Graph tags (from the item's /seo meta or the page setting's
 * `seo`), the sitemap and robots.txt.
 */
@Injectable()
export class SeoPages {
  constructor(
    private readonly ds: DataSource,
    private readonly seo: SeoService,
    private readonly settings: SettingsService,
  ) {}

  async metaFor(path: string): Promise<SeoMeta | null> {
    const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
    const item = ITEM_PAGES.exec(clean);
    if (item)
      return this.seo
        .of(ITEM_TYPES[item[1]] ?? (item[1] as SeoType), Number(item[2]))
        .catch(() => null);
    const landing = /^\/landing\/([^/]+)$/.exec(clean);
    const route = landing
      ? `Landing-params:${JSON.stringify({ slug: decodeURIComponent(landing[1]) })}`
      : ROUTE_PAGES[clean]?.[0];
    if (!route) return null;
    const raw = await this.settings.get(`route_name:${route}`);
    const seo = pageSeo(raw);
    const text = (k: string) => (typeof seo[k] === 'string' ? (seo[k] as string) : '');
    if (!raw && landing) return null;
    const fallback = ROUTE_PAGES[clean]?.[1] ?? SITE_NAME;
    const title = text('ogTitle') || text('title').replace(` | ${SITE_NAME}`, '') || fallback;
    const meta = this.seo.meta(
      clean === '/' ? '/' : clean,
      title,
      text('description') || text('ogDescription'),
      text('ogImage') || null,
    );
    if (text('title')) meta.title = text('title');
    if (text('robots')) meta.robots = text('robots');
    return meta;
  }

  async sitemap(origin: string): Promise<string> {
    const [posts, contents, products, classes, topics, landings] = await Promise.all([
      this.ds
        .getRepository(Post)
        .find({ select: { id: true, last_modification_time: true }, where: { is_hidden: false } }),
      this.ds
        .getRepository(Content)
        .find({ select: { id: true, last_modification_time: true }, where: { is_hidden: false } }),
      this.ds
        .getRepository(Product)
        .find({ select: { id: true, last_modification_time: true }, where: { is_hidden: false } }),
      this.ds
        .getRepository(Classroom)
        .createQueryBuilder('c')
        .select(['c.id'])
        .where('c.publish_time IS NOT NULL AND c.publish_time <= :now', { now: new Date() })
        .getMany(),
      // Topics of hidden contents are hidden with them.
      this.ds
        .getRepository(ContentTopic)
        .createQueryBuilder('t')
        .leftJoin(Content, 'c', 'c.id = t.content_id')
        .select(['t.id', 't.last_modification_time'])
        .where('(c.id IS NULL OR c.is_hidden = :h)', { h: false })
        .getMany(),
      this.settings.landings(),
    ]);
    const url = (path: string, at?: Date) =>
      `<url><loc>${esc(`${origin}${path}`)}</loc>${at ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      ...Object.keys(ROUTE_PAGES).map((p) => url(p)),
      ...posts.map((p) => url(`/post/${p.id}`, p.last_modification_time)),
      ...contents.map((c) => url(`/content/${c.id}`, c.last_modification_time)),
      ...topics.map((x) => url(`/post-topic/${x.id}`, x.last_modification_time)),
      ...landings.map((l) =>
        url(`/landing/${encodeURIComponent(l.slug)}`, new Date(l.last_modification_time)),
      ),
      ...products.map((p) => url(`/product/${p.id}`, p.last_modification_time)),
      ...classes.map((c) => url(`/classroom/${c.id}`)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  }
}

function originOf(req: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl || `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

async function text(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string>)
      chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

/**
 * Wires the storefront's SEO into the server that serves it: the head of every HTML page outside
 * /admin, /api and /uploads (and the API answers its first render reads: first-paint.ts), and
 * /sitemap.xml and /robots.txt. `pages` is read when a request comes (the Nest app is built
 * after the routes are registered). The home and a post are drawn on the server too when the web
 * build's server bundle `ssr.entry` is there (ssr.ts); `ssr.manifest` is the client build's
 * manifest (the drawn pages' route code).
 */
export function registerSeoPages(
  fastify: FastifyInstance,
  pages: () => SeoPages | null,
  publicUrl: string | undefined,
  ssr?: { entry: string; manifest: string },
): void {
  fastify.get('/robots.txt', async (req, reply) => {
    void reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /panel/\nDisallow: /api/\nDisallow: /page-preview\nSitemap: ${originOf(req, publicUrl)}/sitemap.xml\n`;
  });
  fastify.get('/sitemap.xml', async (req, reply) => {
    const p = pages();
    void reply.type('application/xml; charset=utf-8');
    return p ? p.sitemap(originOf(req, publicUrl)) : '';
  });
  const withMeta = async (
    req: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> => {
    const path = req.url.split('?')[0];
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const p = pages();
    if (!p) return payload;
    const html = await text(payload);
    if (html === null) return payload;
    const [meta, drawn] = await Promise.all([
      p.metaFor(path).catch(() => null),
      ssr && isDrawnPath(path) ? serverRender(fastify, req, req.url, ssr.entry) : null,
    ]);
    const head = meta
      ? withHead(html, {
          ...meta,
          canonical: meta.canonical.startsWith('http')
            ? meta.canonical
            : `${originOf(req, publicUrl)}${meta.canonical}`,
          ogUrl: meta.ogUrl.startsWith('http')
            ? meta.ogUrl
            : `${originOf(req, publicUrl)}${meta.ogUrl}`,
        })
      : html;
    // A drawn page carries its answers in its own block; otherwise the first render's answers.
    const out =
      (drawn &&
        ssr &&
        withServerRender(head, drawn, preloadsOf(drawn.modules ?? [], ssr.manifest))) ??
      withFirstPaintData(head, await firstPaintData(fastify, req, path).catch(() => ({})));
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    // The page grew with its first-render answers; gzip it (~1 ms) for the browsers
    // that accept it, like the built assets (Lighthouse's text compression, issue 12).
    void reply.header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      void reply.header('content-encoding', 'gzip');
      return gzipSync(out);
    }
    return out;
  };
  // The first render loads the bundle and its route modules (about a second on this machine):
  // done once at start-up, so no visitor waits for it.
  if (ssr)
    fastify.addHook('onReady', (done) => {
      done();
      setImmediate(() => void warmServerRender(fastify, ssr.entry));
    });
  // Every answer passes here, the API's too: those leave at once, without a promise (an async
  // hook cost every API request one; issue 15).
  fastify.addHook(
    'onSend',
    (
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: Error | null, value?: unknown) => void,
    ) => {
      const url = req.url;
      if (
        req.method !== 'GET' &&
        req.method !== 'HEAD' &&
        req.method !== 'OPTIONS' &&
        reply.statusCode < 400 &&
        !QUIET_WRITES.test(url)
      )
        drawnPagesStale();
      if (
        req.method !== 'GET' ||
        reply.statusCode !== 200 ||
        url.startsWith('/api') ||
        url.startsWith('/admin') ||
        url.startsWith('/uploads/')
      ) {
        done(null, payload);
        return;
      }
      withMeta(req, reply, payload).then(
        (out) => done(null, out),
        (err: Error) => done(err),
      );
    },
  );
}
