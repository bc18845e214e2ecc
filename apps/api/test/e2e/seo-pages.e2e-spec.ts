import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { bootServingClients } from '../support/clients';

const SITE = 'https://daneshsara.example';
const PAGE =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>دانش‌سرا</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootServingClients(PAGE, {}, { PUBLIC_URL: SITE });
  staff = (await t.as(['public_relations_department_head'])).auth;
});
afterAll(async () => t?.close());

describe('the served HTML carries each public page’s head', () => {
  it('a post page: title, description, canonical and Open Graph before any script runs', async () => {
    const post = (
      await t.http
        .post('/api/cma/posts')
        .set(staff)
        .send({ title: 'سخنرانی "هفته" <ویژه>', summary: 'خلاصه سخنرانی این هفته.' })
    ).body;
    const res = await t.http.get(`/post/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>سخنرانی &quot;هفته&quot; &lt;ویژه&gt; | دانش‌سرا</title>');
    expect(res.text).toContain('<meta name="description" content="خلاصه سخنرانی این هفته.">');
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/post/${post.id}">`);
    expect(res.text).toContain(
      '<meta property="og:title" content="سخنرانی &quot;هفته&quot; &lt;ویژه&gt;">',
    );
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    const hidden = (
      await t.http
        .post('/api/cma/posts')
        .set(staff)
        .send({ title: 'پیش‌نویس پنهان', is_hidden: true })
    ).body;
    const plain = await t.http.get(`/post/${hidden.id}`);
    expect(plain.text).not.toContain('پیش‌نویس پنهان');
    expect(plain.text).toContain('<title>دانش‌سرا</title>');
  });

  it('pages from their page setting, the home page included; the console is left alone', async () => {
    const seo = {
      title: 'پرسش‌های پرتکرار | دانش‌سرا',
      description: 'پاسخ پرسش‌های ثبت‌نام.',
      ogTitle: 'پرسش‌های پرتکرار',
      robots: 'index, follow',
    };
    await t.http
      .post('/api/cma/settings')
      .set(staff)
      .send({ key: 'route_name:Public.FAQ', value: JSON.stringify({ sections: [], seo }) });
    const faq = await t.http.get('/faq');
    expect(faq.text).toContain('<title>پرسش‌های پرتکرار | دانش‌سرا</title>');
    expect(faq.text).toContain('<meta name="description" content="پاسخ پرسش‌های ثبت‌نام.">');
    expect(faq.text).toContain(`<link rel="canonical" href="${SITE}/faq">`);
    await t.http
      .post('/api/cma/settings')
      .set(staff)
      .send({
        key: 'route_name:Public.Home',
        value: { sections: [], seo: { title: 'دانش‌سرا | خانه', description: 'آموزش و رویداد' } },
      });
    const home = await t.http.get('/');
    expect(home.text).toContain('<title>دانش‌سرا | خانه</title>');
    expect(home.text).toContain(`<meta property="og:url" content="${SITE}/">`);
    const admin = await t.http.get('/admin/');
    expect(admin.text).toBe(PAGE);
  });

  it('a public page carries the API answers its first render reads', async () => {
    const post = (
      await t.http
        .post('/api/cma/posts')
        .set(staff)
        .send({ title: 'نشست </script> هفته', text: '<p>متن نشست</p>' })
    ).body;
    const page = await t.http.get(`/post/${post.id}`).set('accept-encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    const block = /<script type="application\/json" id="daneshsara-data">([\s\S]*?)<\/script>/.exec(
      page.text,
    );
    expect(block).not.toBeNull();
    // The block cannot be closed early by the post's own text.
    expect(block?.[1]).not.toContain('</');
    const data = JSON.parse(block?.[1] ?? '{}') as Record<
      string,
      { status: number; body: unknown }
    >;
    const api = await t.http.get(`/api/cma/posts/${post.id}`);
    expect(data[`/api/cma/posts/${post.id}`]).toEqual({ status: 200, body: api.body });

    // A hidden post is a 404 like its API answer; a page with no first-render answers has no block.
    const hidden = (
      await t.http.post('/api/cma/posts').set(staff).send({ title: 'پنهان', is_hidden: true })
    ).body;
    const gone = await t.http.get(`/post/${hidden.id}`);
    expect(gone.text).not.toContain('پنهان');
    expect(gone.text).toContain('"status":404');
    for (const path of ['/', '/shop'])
      expect((await t.http.get(path)).text).not.toContain('daneshsara-data');
  });

  it('serves the sitemap of public pages and items, and robots.txt', async () => {
    const post = (await t.http.post('/api/cma/posts').set(staff).send({ title: 'در نقشه سایت' }))
      .body;
    const hidden = (
      await t.http.post('/api/cma/posts').set(staff).send({ title: 'نه در نقشه', is_hidden: true })
    ).body;
    const topic = (await t.http.post('/api/cma/topics').set(staff).send({ title: 'مبحث در نقشه' }))
      .body;
    await t.http
      .post('/api/cma/settings')
      .set(staff)
      .send({
        key: 'route_name:Landing-params:{"slug":"yalda"}',
        value: { sections: [], seo: { title: 'یلدا' } },
      });
    const map = await t.http.get('/sitemap.xml');
    expect(map.status).toBe(200);
    expect(map.headers['content-type']).toMatch(/application\/xml/);
    expect(map.text).toContain(`<loc>${SITE}/post/${post.id}</loc>`);
    expect(map.text).not.toContain(`/post/${hidden.id}<`);
    expect(map.text).toContain(`<loc>${SITE}/faq</loc>`);
    expect(map.text).toContain(`<loc>${SITE}/post-topic/${topic.id}</loc>`);
    for (const path of ['/post-topic', '/landing', '/landing/yalda'])
      expect(map.text).toContain(`<loc>${SITE}${path}</loc>`);
    // the topic pages are served under their own titles, the list under its own while staff set none
    expect((await t.http.get(`/post-topic/${topic.id}`)).text).toContain(
      '<title>مبحث در نقشه | دانش‌سرا</title>',
    );
    expect((await t.http.get('/post-topic')).text).toContain('<title>مباحث | دانش‌سرا</title>');
    const robots = await t.http.get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Disallow: /panel/');
    expect(robots.text).toContain('Disallow: /page-preview');
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
