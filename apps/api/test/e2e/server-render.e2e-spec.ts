import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { bootServingClients } from '../support/clients';

/**
 * The storefront's server render as the API runs it (docs/architecture.md, "Server rendering"),
 * with a stand-in bundle: the page's GETs go in as a visitor, a render that throws or hangs sends
 * the page as before, and the drawn markup, styles and data land where the browser looks for them.
 */
const PAGE =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>دانش‌سرا</title></head><body><div id="root"></div><noscript>x</noscript></body></html>';

// The stand-in for apps/web/dist-ssr/entry-server.cjs: draws a post's title as the API answers it.
// It runs in the render worker, so it counts its renders in a file beside it.
const BUNDLE = `
exports.render = async (url, fetchApi) => {
  require('node:fs').appendFileSync(require('node:path').join(__dirname, 'renders'), url + '\\n');
  if (url === '/') throw new Error('boom');
  const res = await fetchApi('/api/cma/posts/' + url.split('/')[2]);
  const post = res.status === 200 ? await res.json() : null;
  if (post && post.title === 'کند') return new Promise(() => {});
  if (post && post.title === 'سنگین') for (const end = Date.now() + 4000; Date.now() < end; );
  return {
    html: '<main><h1>' + (post ? post.title : 'نیست') + '</h1></main>',
    modules: ['src/pages/PostPage.tsx'],
    styles: '<style data-emotion="muirtl abc">.muirtl-abc{color:red}</style>',
    data: { path: url, status: res.status },
  };
};`;

// The client build's manifest: the post page's chunk, the chunk it shares, and the entry's.
const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_runtime-b2.js'] },
  '_runtime-b2.js': { file: 'assets/runtime-b2.js' },
  '_Card-c3.js': { file: 'assets/Card-c3.js', imports: ['_runtime-b2.js', 'index.html'] },
  'src/pages/PostPage.tsx': { file: 'assets/PostPage-d4.js', imports: ['_Card-c3.js', 'index.html'] },
});

let t: TestApp;
let staff: Record<string, string>;
let rendersFile: string;
beforeAll(async () => {
  t = await bootServingClients(PAGE, {
    'dist-ssr/entry-server.cjs': BUNDLE,
    'web/.vite/manifest.json': MANIFEST,
  });
  rendersFile = join(dirname(t.config.WEB_DIST), 'dist-ssr', 'renders');
  staff = (await t.as(['public_relations_department_head'])).auth;
});
afterAll(async () => t?.close());

const post = async (body: Record<string, unknown>) =>
  (await t.http.post('/api/cma/posts').set(staff).send(body)).body as { id: number };
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><noscript>/.exec(html)?.[1];

describe('the storefront drawn on the server', () => {
  it('a post arrives drawn: its markup in #root, its styles in the head, its data for hydration', async () => {
    const { id } = await post({ title: 'خبر تازه' });
    const res = await t.http.get(`/post/${id}`);
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('<main><h1>خبر تازه</h1></main>');
    expect(res.text).toMatch(/<style data-emotion="muirtl abc">[^<]*<\/style><\/head>/);
    // With the files of its route's code for the script to preload (not the entry's or what the
    // entry imports: those come first).
    expect(res.text).toContain(
      `<script type="application/json" id="daneshsara-ssr">{"path":"/post/${id}","status":200,"preload":["/assets/PostPage-d4.js","/assets/Card-c3.js"]}</script>`,
    );
    // None fetched before the page paints.
    expect(res.text).not.toContain('modulepreload');
    // The drawn page carries its answers itself: no second copy in the first-paint block.
    expect(res.text).not.toContain('id="daneshsara-data"');
  });

  it('is drawn as a visitor: a staffer asking for a hidden post gets the visitor’s page', async () => {
    const { id } = await post({ title: 'پیش‌نویس پنهان', is_hidden: true });
    const res = await t.http.get(`/post/${id}`).set(staff);
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('<main><h1>نیست</h1></main>');
    expect(res.text).not.toContain('پیش‌نویس پنهان');
  });

  it('a render that fails or takes too long sends the page as before, never an error', async () => {
    const home = await t.http.get('/');
    expect(home.status).toBe(200);
    expect(rootOf(home.text)).toBe('');
    expect(home.text).not.toContain('daneshsara-ssr');

    const { id } = await post({ title: 'کند' });
    const started = Date.now();
    const slow = await t.http.get(`/post/${id}`);
    expect(slow.status).toBe(200);
    expect(rootOf(slow.text)).toBe('');
    // The browser draws it from the first-paint answer, as before the server render.
    expect(slow.text).toContain('id="daneshsara-data"');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a render that keeps the CPU busy never holds up the API: pages are drawn beside it', async () => {
    const { id } = await post({ title: 'سنگین' });
    const page = t.http.get(`/post/${id}`).then((r) => r);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    // The render's four seconds of script run in the render worker, not in the API's thread.
    expect(Date.now() - started).toBeLessThan(2000);
    const res = await page;
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
  });

  it('keeps a drawn page for the next visitors, drawn once for several at once, and draws it again after a write', async () => {
    const renders = () => (existsSync(rendersFile) ? readFileSync(rendersFile, 'utf8').split('\n').length - 1 : 0);
    const { id } = await post({ title: 'نسخه نخست' });
    const before = renders();
    const first = await Promise.all([1, 2, 3].map(() => t.http.get(`/post/${id}`)));
    for (const r of first) expect(rootOf(r.text)).toBe('<main><h1>نسخه نخست</h1></main>');
    expect((await t.http.get(`/post/${id}`)).status).toBe(200);
    expect(renders() - before).toBe(1);
    // Staff edit the post: the next visitor sees the edit, drawn again.
    const edited = await t.http.put(`/api/cma/posts/${id}`).set(staff).send({ title: 'نسخه ویراسته' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(rootOf((await t.http.get(`/post/${id}`)).text)).toBe('<main><h1>نسخه ویراسته</h1></main>');
    expect(renders() - before).toBe(2);
  });

  it('reads the client build manifest but does not serve it', async () => {
    const res = await t.http.get('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('PostPage-d4.js');
  });

  it('other pages are not drawn', async () => {
    const res = await t.http.get('/shop');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe('');
  });
});
