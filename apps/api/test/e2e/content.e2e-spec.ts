import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, Purchase } from '../../src/modules/store';
import { bootTestApp, type TestApp } from '../support/app';

/** The site's own address: an embed may not frame it (docs/domain-rules.md "Embeds"). */
const SITE = 'https://daneshsara.example';
let t: TestApp;
let staff: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false', PUBLIC_URL: SITE });
  staff = (await t.as(['cultural_department_head'])).auth;
  learner = (await t.as(['user'])).auth;
});
afterAll(async () => t?.close());

const PERSIAN = /[\u0600-\u06FF]/;
const XSS =
  '<p>متن<script>window.__x=1</script><img src="x" onerror="window.__x=1"><a href="javascript:alert(1)">پیوند</a></p>';

async function post(path: string, body: Record<string, unknown>, auth = staff) {
  const res = await t.http.post(`/api/cma/${path}`).set(auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const queries = (res: { headers: Record<string, string> }) => Number(res.headers['x-query-count']);

describe('page settings (ENDPOINTS.md 1.4.1)', () => {
  const KEY = 'route_name:Public.Home';
  it('keep a JSON string or object exactly as sent; only staff write; anyone reads', async () => {
    const page = JSON.stringify({
      sections: [{ data: { rows: [{ cols: [{ widgets: [{ name: 'TodayHadith' }] }] }] } }],
      layoutConfig: {},
      seo: { title: 'خانه' },
    });
    expect(
      (await t.http.post('/api/cma/settings').set(learner).send({ key: KEY, value: page })).status,
    ).toBe(403);
    expect((await t.http.post('/api/cma/settings').send({ key: KEY, value: page })).status).toBe(
      401,
    );
    await post('settings', { key: KEY, value: page });
    const read = await t.http.get(`/api/cma/settings/key/${encodeURIComponent(KEY)}`);
    expect(read.body).toMatchObject({ id: KEY, key: KEY, value: page });
    // POST again replaces; an object stays an object.
    const obj = {
      sections: [],
      layoutConfig: { dense: true },
      seo: { title: 'خانه نو', robots: 'index, follow' },
    };
    await post('settings', { key: KEY, value: obj });
    expect(
      (await t.http.get(`/api/cma/settings/key/${encodeURIComponent(KEY)}`)).body.value,
    ).toEqual(obj);
    const landing = 'route_name:Landing-params:{"slug":"nowruz"}';
    await post('settings', { key: landing, value: '{"sections":[]}' });
    expect(
      (await t.http.get(`/api/cma/settings/key/${encodeURIComponent(landing)}`)).body.value,
    ).toBe('{"sections":[]}');
    const list = await t.http.get('/api/cma/settings?search=route_name').set(staff);
    expect(list.body.results.map((s: { key: string }) => s.key)).toEqual(
      expect.arrayContaining([KEY, landing]),
    );
  });

  it('an unknown key is a Persian 404; a non-page key from content staff is refused', async () => {
    const missing = await t.http.get(`/api/cma/settings/key/${encodeURIComponent('route_name:Public.Nowhere')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(PERSIAN);
    expect((await t.http.post('/api/cma/settings').set(staff).send({ key: 'PurchaseRegulations', value: '<p>x</p>' })).status).toBe(403);
    const admin = (await t.as(['admin'])).auth;
    await post('settings', { key: 'DeliveryCost-post-pishtaz', value: '۵۰۰۰۰۰' }, admin);
    expect((await t.http.get('/api/cma/settings/key/DeliveryCost-post-pishtaz')).body.value).toBe(
      '500000',
    );
  });
});

describe('landing pages', () => {
  it('the public list names each landing by its seo, newest first; a noindex one is left out', async () => {
    const landing = (slug: string) => `route_name:Landing-params:${JSON.stringify({ slug })}`;
    const seo = (title: string, robots = 'index, follow') => ({
      title: `${title} | دانش‌سرا`,
      description: `درباره ${title}`,
      robots,
      ogImage: '/a.png',
    });
    t.clock.set(new Date(Date.now() + 3_600_000));
    await post('settings', {
      key: landing('yalda'),
      value: JSON.stringify({ sections: [], seo: seo('شب یلدا') }),
    });
    t.clock.set(new Date(Date.now() + 7_200_000));
    await post('settings', {
      key: landing('mehr'),
      value: { sections: [], seo: seo('بازگشایی مهر') },
    });
    await post('settings', {
      key: landing('draft'),
      value: { sections: [], seo: seo('پیش‌نویس', 'noindex, nofollow') },
    });
    t.clock.set(new Date());
    const res = await t.http.get('/api/cma/settings/landings?per_page=2');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        slug: 'mehr',
        title: 'بازگشایی مهر',
        description: 'درباره بازگشایی مهر',
        image: '/a.png',
      }),
      expect.objectContaining({ slug: 'yalda', title: 'شب یلدا' }),
    ]);
    const all = (await t.http.get('/api/cma/settings/landings')).body;
    expect(all.results.map((l: { slug: string }) => l.slug)).not.toContain('draft');
    expect(all.count).toBe(all.results.length);
  });

  it('keep a value of just under 1 MB exactly; just over is refused in Persian and nothing is written', async () => {
    const MB = 1024 * 1024;
    const url = (key: string) => `/api/cma/settings/key/${encodeURIComponent(key)}`;
    // Persian letters are 2 bytes of UTF-8: the limit counts bytes, not letters.
    const under = 'ب'.repeat(MB / 2 - 8) + '1234567'; // 1,048,567 bytes
    const page = JSON.stringify({ sections: [], seo: { description: under.slice(0, MB / 2 - 40) } });
    expect(Buffer.byteLength(page)).toBeLessThan(MB);
    await post('settings', { key: 'route_name:Public.AboutUs', value: page });
    const read = await t.http.get(url('route_name:Public.AboutUs'));
    expect(read.body.value).toBe(page);
    await post('settings', { key: 'route_name:Public.Rules', value: under });
    expect((await t.http.get(url('route_name:Public.Rules'))).body.value).toBe(under);
    // An object of just under 1 MB as its JSON text comes back equal.
    const obj = { html: 'ج'.repeat(MB / 2 - 20) };
    expect(Buffer.byteLength(JSON.stringify(obj))).toBeLessThanOrEqual(MB);
    await post('settings', { key: 'route_name:Public.ContactUs', value: obj });
    expect((await t.http.get(url('route_name:Public.ContactUs'))).body.value).toEqual(obj);

    // Just over, as a string, as an object, and through PUT: a Persian 400, the old value kept.
    const over = under + 'پپپپپ'; // 1,048,577 bytes
    for (const [key, value] of [
      ['route_name:Public.Rules', over],
      ['route_name:Public.FAQ', { html: 'ج'.repeat(MB / 2) }],
    ] as const) {
      const big = await t.http.post('/api/cma/settings').set(staff).send({ key, value });
      expect(big.status).toBe(400);
      expect(big.body.value[0]).toMatch(/۱ مگابایت/);
    }
    const put = await t.http.put(url('route_name:Public.Rules')).set(staff).send({ value: over });
    expect(put.status).toBe(400);
    expect(put.body.detail).toMatch(PERSIAN);
    // Sent with every letter escaped (\uXXXX: 3 MB of body), still the service's Persian answer.
    const escaped = JSON.stringify({ key: 'route_name:Public.Rules', value: over }).replace(/[\u0600-\u06FF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const raw = await t.http.post('/api/cma/settings').set(staff).set('content-type', 'application/json').send(escaped);
    expect(raw.status).toBe(400);
    expect(raw.body.value[0]).toMatch(/۱ مگابایت/); // the setting's own refusal, not the body limit's
    expect((await t.http.get(url('route_name:Public.Rules'))).body.value).toBe(under);
    expect((await t.http.get(url('route_name:Public.FAQ'))).status).toBe(404);
  });
});

describe('category trees', () => {
  it('refuse cycles, a fourth content level, and removing a category with children or items (409)', async () => {
    const a = await post('contents/categories', { title: 'معارف' });
    const b = await post('contents/categories', { title: 'قرآن', parent: a.id });
    const c = await post('contents/categories', { title: 'تفسیر', parent: b.id });
    const tree = await t.http.get('/api/cma/contents/categories?parent__isnull=true');
    const root = tree.body.results.find((x: { id: number }) => x.id === a.id);
    expect(root.children[0]).toMatchObject({
      title: 'قرآن',
      parent_info: { id: a.id, title: 'معارف' },
    });
    expect(root.children[0].children[0].title).toBe('تفسیر');
    const cycle = await t.http
      .put(`/api/cma/contents/categories/${a.id}`)
      .set(staff)
      .send({ title: 'معارف', parent: c.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.parent[0]).toMatch(PERSIAN);
    expect(
      (
        await t.http
          .post('/api/cma/contents/categories')
          .set(staff)
          .send({ title: 'چهارم', parent: c.id })
      ).status,
    ).toBe(400);
    expect((await t.http.delete(`/api/cma/contents/categories/${b.id}`).set(staff)).status).toBe(
      409,
    );
    await post('contents', { title: 'درس تفسیر', category: c.id });
    const used = await t.http.delete(`/api/cma/contents/categories/${c.id}`).set(staff);
    expect(used.status).toBe(409);
    expect(used.body.detail).toMatch(PERSIAN);
    // a post category of another tree is not a content category
    const pc = await post('posts/categories', { title: 'اخبار' });
    expect(
      (await t.http.post('/api/cma/contents').set(staff).send({ title: 'x', category: pc.id }))
        .status,
    ).toBe(400);
    const empty = await post('posts/categories', { title: 'موقت' });
    expect((await t.http.delete(`/api/cma/posts/categories/${empty.id}`).set(staff)).status).toBe(
      200,
    );
  });

  it('sort media into a tree of their own (SPEC section 3: category, category_info)', async () => {
    const films = await post('medias/categories', { title: 'فیلم‌ها' });
    const talks = await post('medias/categories', { title: 'سخنرانی‌ها', parent: films.id });
    const talk = await post('medias', {
      title: 'سخنرانی افتتاحیه',
      type: 'VIDEO',
      url: 'https://example.org/talk.mp4',
      category: talks.id,
    });
    expect(talk).toMatchObject({
      category: talks.id,
      category_info: { id: talks.id, title: 'سخنرانی‌ها', parent: films.id },
    });
    const other = await post('medias', { title: 'بی‌دسته', type: 'SOUND', url: 'https://example.org/a.mp3' });
    expect(other).toMatchObject({ category: null, category_info: null });
    // the list filters by category and carries category_info; a visitor reads it too
    const listed = await t.http.get(`/api/cma/medias?category=${talks.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((m: { id: number }) => m.id)).toEqual([talk.id]);
    expect(listed.body.results[0].category_info.title).toBe('سخنرانی‌ها');
    expect((await t.http.get(`/api/cma/medias/${talk.id}`)).body.category_info.title).toBe('سخنرانی‌ها');
    // a content category is not a media category; a used or parent category stays
    const cc = await post('contents/categories', { title: 'دسته محتوا' });
    const wrong = await t.http
      .post('/api/cma/medias')
      .set(staff)
      .send({ title: 'x', type: 'VIDEO', url: 'https://example.org/x.mp4', category: cc.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.category[0]).toMatch(PERSIAN);
    for (const id of [films.id, talks.id]) {
      const refused = await t.http.delete(`/api/cma/medias/categories/${id}`).set(staff);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(PERSIAN);
    }
    // a cycle is refused in this tree too
    const cycle = await t.http.put(`/api/cma/medias/categories/${films.id}`).set(staff).send({ title: 'فیلم‌ها', parent: talks.id });
    expect(cycle.status).toBe(400);
    // learners do not write the tree
    expect((await t.http.post('/api/cma/medias/categories').set(learner).send({ title: 'x' })).status).toBe(403);
  });
});

describe('posts', () => {
  it('sanitise rich text, filter by category levels, keep hidden posts with staff', async () => {
    const news = await post('posts/categories', { title: 'خبر' });
    const sub = await post('posts/categories', { title: 'خبر همایش', parent: news.id });
    const tag = await post('hashtags', { title: '#همایش ملی' });
    expect(tag.title).toBe('همایش_ملی');
    const shown = await post('posts', {
      title: 'همایش اخلاق',
      text: XSS,
      summary: 'خلاصه',
      category: sub.id,
      hashtags: [tag.id],
    });
    expect(shown.text).toBe('<p>متن<img src="x" /><a>پیوند</a></p>');
    expect(shown).toMatchObject({
      category_info: { id: sub.id, title: 'خبر همایش' },
      hashtags_info: [{ id: tag.id, title: 'همایش_ملی' }],
    });
    const hidden = await post('posts', { title: 'پیش‌نویس', category: sub.id, is_hidden: true });
    const pub = await t.http.get(`/api/cma/posts?category__parent=${news.id}`);
    expect(pub.body.results.map((p: { title: string }) => p.title)).toEqual(['همایش اخلاق']);
    expect((await t.http.get(`/api/cma/posts/${hidden.id}`)).status).toBe(404);
    expect((await t.http.get(`/api/cma/posts/${hidden.id}`).set(learner)).status).toBe(404);
    expect((await t.http.get(`/api/cma/posts/${hidden.id}`).set(staff)).status).toBe(200);
    const all = await t.http.get(`/api/cma/posts?category=${sub.id}`).set(staff);
    expect(all.body.count).toBe(2);
    expect((await t.http.post('/api/cma/posts').set(learner).send({ title: 'x' })).status).toBe(
      403,
    );
    const noTitle = await t.http.post('/api/cma/posts').set(staff).send({ title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.title[0]).toMatch(PERSIAN);
    expect((await t.http.delete(`/api/cma/hashtags/${tag.id}`).set(staff)).status).toBe(409);
  });
});

describe('uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const pdf = Buffer.from('%PDF-1.4\n%\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

  it('staff upload a post thumbnail, a category thumbnail and a media file; another kind is refused in Persian', async () => {
    const made = await t.http
      .post('/api/cma/posts')
      .set(staff)
      .field('title', 'با تصویر')
      .attach('thumbnail', png, 't.png');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.thumbnail).toMatch(/^\/uploads\/cma\//);
    const cat = await t.http
      .post('/api/cma/contents/categories')
      .set(staff)
      .field('title', 'با تصویر')
      .attach('thumbnail', png, 't.png');
    expect(cat.status, JSON.stringify(cat.body)).toBe(201);
    const doc = await t.http
      .post('/api/cma/medias')
      .set(staff)
      .field('title', 'جزوه')
      .field('type', 'TEXT')
      .attach('file', pdf, 'j.pdf');
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const wrong = await t.http
      .post('/api/cma/posts')
      .set(staff)
      .field('title', 'نادرست')
      .attach('thumbnail', pdf, 'j.pdf');
    expect(wrong.status).toBe(400);
    expect(wrong.body.thumbnail[0]).toMatch(PERSIAN);
    const stray = await t.http
      .post('/api/cma/hashtags')
      .set(staff)
      .field('title', 'برچسب_پرونده')
      .attach('file', png, 't.png');
    expect(stray.status).toBe(400);
    expect((await t.http.get('/api/cma/hashtags?search=برچسب_پرونده').set(staff)).body.count).toBe(
      0,
    );
  });
});

describe('contents and their media', () => {
  it('a non-free content shows its media to staff and to a buyer only', async () => {
    const root = await post('contents/categories', { title: 'دوره‌ها' });
    const leaf = await post('contents/categories', { title: 'منطق', parent: root.id });
    const video = await post('medias', {
      title: 'جلسه اول',
      type: 'VIDEO',
      url: 'https://cdn.example.ir/1.mp4',
    });
    const doc = await post('medias', {
      title: 'جزوه',
      type: 'TEXT',
      iframe_code:
        '<iframe src="https://docs.example.ir/x" onload="window.__x=1"></iframe><script>window.__x=1</script>',
      script_code: '<script>window.__x=1</script>',
    });
    expect(doc.iframe_code).toBe(
      '<iframe src="https://docs.example.ir/x" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>',
    );
    expect(doc.script_code).toBeNull();
    const free = await post('contents', { title: 'آشنایی', category: leaf.id, medias: [video.id] });
    const paid = await post('contents', {
      title: 'منطق پیشرفته',
      summary: 'خلاصه دوره',
      description: XSS,
      specification: XSS,
      is_free: false,
      category: leaf.id,
      medias: [video.id, doc.id],
    });
    expect(paid.description).toBe('<p>متن<img src="x" /><a>پیوند</a></p>');
    expect(free.medias_info).toHaveLength(1);
    // a product of the root category covers the leaf's contents
    const product = await t.ds.getRepository(Product).save({
      title: 'دوره منطق',
      unit_price: 100,
      sellable_price: 100,
      content_category_id: root.id,
      creation_time: new Date(),
      last_modification_time: new Date(),
    });
    const buyer = await t.as(['user']);
    await t.ds
      .getRepository(Purchase)
      .insert({ user_id: buyer.user.id, product_id: product.id, creation_time: new Date() });
    const seen = async (auth?: Record<string, string>) => {
      const res = auth
        ? await t.http.get(`/api/cma/contents/${paid.id}`).set(auth)
        : await t.http.get(`/api/cma/contents/${paid.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ summary: 'خلاصه دوره', medias_count: 2 });
      return res.body.medias_info.map((m: { id: number }) => m.id);
    };
    expect(await seen(staff)).toEqual([video.id, doc.id]);
    expect(await seen(buyer.auth)).toEqual([video.id, doc.id]);
    // who has not bought it is told which products open it: the leaf's first, never a hidden one
    const near = await t.ds.getRepository(Product).save({
      title: 'جزوه منطق',
      unit_price: 50,
      sellable_price: 50,
      content_category_id: leaf.id,
      creation_time: new Date(),
      last_modification_time: new Date(),
    });
    await t.ds.getRepository(Product).save({
      title: 'پنهان',
      unit_price: 50,
      sellable_price: 50,
      is_hidden: true,
      content_category_id: leaf.id,
      creation_time: new Date(),
      last_modification_time: new Date(),
    });
    const covering = [
      { id: near.id, title: 'جزوه منطق', sellable_price: 50 },
      { id: product.id, title: 'دوره منطق', sellable_price: 100 },
    ];
    expect((await t.http.get(`/api/cma/contents/${paid.id}`)).body.covering_products_info).toEqual(
      covering,
    );
    expect(
      (await t.http.get(`/api/cma/contents/${paid.id}`).set(learner)).body.covering_products_info,
    ).toEqual(covering);
    expect(
      (await t.http.get(`/api/cma/contents/${paid.id}`).set(buyer.auth)).body
        .covering_products_info,
    ).toEqual([]);
    expect((await t.http.get(`/api/cma/contents/${free.id}`)).body.covering_products_info).toEqual(
      [],
    );
    expect(await seen(learner)).toEqual([]);
    expect(await seen()).toEqual([]);
    // the media themselves: not through /cma/medias either
    expect((await t.http.get(`/api/cma/medias/${doc.id}`)).status).toBe(404);
    expect((await t.http.get(`/api/cma/medias/${doc.id}`).set(learner)).status).toBe(404);
    expect((await t.http.get(`/api/cma/medias/${doc.id}`).set(buyer.auth)).status).toBe(200);
    expect((await t.http.get(`/api/cma/medias/${video.id}`)).status).toBe(200); // also in a free content
    const listed = (await t.http.get('/api/cma/medias?per_page=50')).body.results.map(
      (m: { id: number }) => m.id,
    );
    expect(listed).toContain(video.id);
    expect(listed).not.toContain(doc.id);
    // hidden contents and their topics stay with staff
    const hidden = await post('contents', { title: 'پنهان', category: leaf.id, is_hidden: true });
    const topic = await post('topics', { title: 'مبحث پنهان', content: hidden.id });
    expect((await t.http.get(`/api/cma/contents/${hidden.id}`)).status).toBe(404);
    expect((await t.http.get(`/api/cma/topics/${topic.id}`)).status).toBe(404);
    expect((await t.http.get(`/api/cma/topics/${topic.id}`).set(staff)).body.content_info).toEqual({
      id: hidden.id,
      title: 'پنهان',
    });
    expect((await t.http.get(`/api/seo?type=topic&id=${topic.id}`)).status).toBe(404);
    expect((await t.http.delete(`/api/cma/medias/${doc.id}`).set(staff)).status).toBe(409);
    const bad = await t.http
      .post('/api/cma/medias')
      .set(staff)
      .send({ title: 'بی‌منبع', type: 'IMAGE' });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.http
          .post('/api/cma/medias')
          .set(staff)
          .send({ title: 'x', type: 'PDF', url: 'https://a.ir' })
      ).status,
    ).toBe(400);
  });

  it('an embed frames only another site over https, and only staff write one', async () => {
    const before = (await t.http.get('/api/cma/medias?per_page=50').set(staff)).body.count;
    for (const [field, src] of [
      ['iframe_code', `${SITE}/api/uma/users/me`],
      ['iframe_code', 'https://www.daneshsara.example/admin'],
      ['iframe_code', '/admin'],
      ['iframe_code', 'http://www.aparat.com/video/x'],
      ['script_code', `${SITE}/`],
    ]) {
      const res = await t.http.post('/api/cma/medias').set(staff).send({ title: 'قاب', type: 'VIDEO', [field]: `<iframe src="${src}"></iframe>` });
      expect(res.status, src).toBe(400);
      expect(res.body[field][0], src).toMatch(/^کد نمایش باید قابی با نشانی کامل https/);
    }
    const learnerEmbed = await t.http
      .post('/api/cma/medias')
      .set(learner)
      .send({ title: 'قاب', type: 'VIDEO', iframe_code: '<iframe src="https://www.aparat.com/video/x"></iframe>' });
    expect(learnerEmbed.status).toBe(403);
    expect(learnerEmbed.body.detail).toMatch(PERSIAN);
    expect((await t.http.get('/api/cma/medias?per_page=50').set(staff)).body.count).toBe(before);
    // a foreign https player is kept, sandboxed; changing it to this site's page is refused too
    const ok = await post('medias', { title: 'گزارش', type: 'VIDEO', iframe_code: '<iframe src="https://www.aparat.com/video/x"></iframe>' });
    const moved = await t.http.put(`/api/cma/medias/${ok.id}`).set(staff).send({ title: 'گزارش', type: 'VIDEO', iframe_code: `<iframe src="${SITE}/post/1"></iframe>` });
    expect(moved.status).toBe(400);
    expect((await t.http.get(`/api/cma/medias/${ok.id}`)).body.iframe_code).toBe(
      '<iframe src="https://www.aparat.com/video/x" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>',
    );
  });

  it('topics filter by content, category and hashtags, with the creator', async () => {
    const cat = await post('topics/categories', { title: 'مباحث' });
    const c = await post('contents', { title: 'اخلاق' });
    const tag = await post('hashtags', { title: 'صبر' });
    const topic = await post('topics', {
      title: 'صبر در سختی',
      text: XSS,
      content: c.id,
      category: cat.id,
      hashtags: [tag.id],
    });
    expect(topic.text).toBe('<p>متن<img src="x" /><a>پیوند</a></p>');
    expect(topic.creator_info).toMatchObject({ firstname: expect.any(String) });
    for (const q of [
      `content=${c.id}`,
      `category__in=${cat.id}`,
      `hashtags__id__in=${tag.id}`,
      `hashtags__in=${tag.id}`,
    ]) {
      const res = await t.http.get(`/api/cma/topics?${q}`);
      expect(
        res.body.results.map((x: { id: number }) => x.id),
        q,
      ).toEqual([topic.id]);
    }
  });
});

describe('hadith', () => {
  it('the hadith of the day, passed and upcoming ones; Jalali dates; visitors never see a future day', async () => {
    t.clock.set(new Date('2027-03-25T08:00:00Z')); // 1406/01/05 in Tehran
    await post('hadithes', {
      persian_text: 'دیروز',
      arabian_text: 'أمس',
      narrator: 'امام علی (ع)',
      source: 'نهج‌البلاغه',
      publish_date: '1406/01/04',
    });
    const today = await post('hadithes', { persian_text: 'امروز', publish_date: '2027-03-25' });
    await post('hadithes', { persian_text: 'فردا', publish_date: '۱۴۰۶/۰۱/۰۶' });
    const texts = async (q: string, auth?: Record<string, string>) => {
      const req = t.http.get(`/api/cma/hadithes?${q}`);
      return (await (auth ? req.set(auth) : req)).body.results.map(
        (h: { persian_text: string }) => h.persian_text,
      );
    };
    expect(await texts('status=TODAY')).toEqual(['امروز']);
    expect(await texts('status=PASSED&ordering=-publish_date')).toEqual(['دیروز']);
    expect(await texts('ordering=-publish_date')).toEqual(['امروز', 'دیروز']);
    expect(await texts('status=ONGOING', staff)).toEqual(['فردا', 'امروز']);
    expect((await t.http.get('/api/cma/hadithes?status=SOON')).status).toBe(400);
    const first = (await t.http.get('/api/cma/hadithes?status=PASSED')).body.results[0];
    expect(first).toMatchObject({
      publish_date: '2027-03-24',
      narrator: 'امام علی (ع)',
      arabian_text: 'أمس',
    });
    await t.http.delete(`/api/cma/hadithes/${today.id}`).set(staff);
    expect(await texts('status=TODAY')).toEqual(['دیروز']); // a day without one shows the latest
    expect(
      (
        await t.http
          .post('/api/cma/hadithes')
          .set(staff)
          .send({ persian_text: 'x', publish_date: '1406/13/40' })
      ).status,
    ).toBe(400);
    t.clock.set(new Date());
  });
});

describe('a media’s detail', () => {
  it('is its list row, read with the list’s own statements (category joined, links in one)', async () => {
    const films = await post('medias/categories', { title: 'مستند' });
    const docs = await post('medias/categories', { title: 'تاریخی', parent: films.id });
    const tag = await post('hashtags', { title: 'مستند_تاریخی' });
    const face = await post('celebrities', { name: 'راوی' });
    const media = await post('medias', {
      title: 'مستند تاریخ',
      type: 'VIDEO',
      url: 'https://example.org/doc.mp4',
      category: docs.id,
      hashtags: [tag.id],
      celebrities: [face.id],
    });
    const detail = await t.http.get(`/api/cma/medias/${media.id}`).set(staff);
    const list = await t.http.get(`/api/cma/medias?id=${media.id}`).set(staff);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(list.body.results[0]);
    expect(detail.body).toMatchObject({
      category: docs.id,
      category_info: { id: docs.id, title: 'تاریخی', parent: films.id },
      hashtags_info: [{ id: tag.id, title: 'مستند_تاریخی' }],
      celebrities_info: [{ id: face.id, name: 'راوی', thumbnail: null }],
    });
    // sign-in, the row with its category, its links: no statement for the category alone
    expect(queries(detail)).toBe(queries(list));
    expect(queries(detail)).toBe(3);
    // a visitor reads the same row (a media in no content is open to all)
    const visitor = await t.http.get(`/api/cma/medias/${media.id}`);
    expect(visitor.body).toEqual(detail.body);
    const uncategorised = await post('medias', { title: 'بی‌دسته', type: 'SOUND', url: 'https://example.org/b.mp3' });
    expect((await t.http.get(`/api/cma/medias/${uncategorised.id}`)).body).toMatchObject({ category: null, category_info: null });
    expect((await t.http.get('/api/cma/medias/987654')).status).toBe(404);
  });
});

describe('public lists cost the same queries for 5 and 50 rows', () => {
  it('posts, contents, topics, media and hadith: at most 3 for a visitor', async () => {
    const cat = await post('contents/categories', { title: 'انبوه' });
    const tag = await post('hashtags', { title: 'انبوه' });
    for (let i = 0; i < 12; i++) {
      const m = await post('medias', {
        title: `رسانه ${i}`,
        type: 'IMAGE',
        url: `https://a.ir/${i}.png`,
      });
      await post('posts', { title: `مطلب ${i}`, hashtags: [tag.id] });
      const c = await post('contents', {
        title: `محتوا ${i}`,
        category: cat.id,
        medias: [m.id],
        hashtags: [tag.id],
        is_free: i % 2 === 0,
      });
      await post('topics', { title: `مبحث ${i}`, content: c.id, hashtags: [tag.id] });
      await post('hadithes', {
        persian_text: `حدیث ${i}`,
        publish_date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      });
    }
    for (const path of ['posts', 'contents', 'topics', 'medias', 'hadithes']) {
      const five = await t.http.get(`/api/cma/${path}?per_page=5`);
      const fifty = await t.http.get(`/api/cma/${path}?per_page=50`);
      expect(fifty.body.results.length, path).toBeGreaterThan(five.body.results.length);
      expect([queries(five), queries(fifty)], path).toEqual([queries(five), queries(five)]);
      expect(queries(fifty), path).toBeLessThanOrEqual(3);
    }
    // a signed-in learner's contents add what they bought and the tree: still fixed
    const a = await t.http.get('/api/cma/contents?per_page=5').set(learner);
    const b = await t.http.get('/api/cma/contents?per_page=50').set(learner);
    expect(queries(a)).toBe(queries(b));
  });
});

describe('seo', () => {
  it('answers the meta of a post, content, product; hidden ones are 404', async () => {
    const p = await post('posts', {
      title: 'سخنرانی هفته',
      text: '<p>متن کامل <b>سخنرانی</b> این هفته.</p>',
    });
    const res = await t.http.get(`/api/seo?type=post&id=${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ogTitle: 'سخنرانی هفته',
      description: 'متن کامل سخنرانی این هفته.',
      robots: 'index, follow',
    });
    expect(res.body.canonical).toMatch(new RegExp(`/post/${p.id}$`));
    const topic = await post('topics', { title: 'مبحث صبر', text: '<p>صبر بر <b>سختی</b></p>' });
    expect((await t.http.get(`/api/seo?type=topic&id=${topic.id}`)).body).toMatchObject({
      ogTitle: 'مبحث صبر',
      description: 'صبر بر سختی',
    });
    expect((await t.http.get(`/api/seo?type=topic&id=${topic.id}`)).body.canonical).toMatch(
      new RegExp(`/post-topic/${topic.id}$`),
    );
    const h = await post('posts', { title: 'پنهان', is_hidden: true });
    expect((await t.http.get(`/api/seo?type=post&id=${h.id}`)).status).toBe(404);
    const bad = await t.http.get('/api/seo?type=page&id=1');
    expect(bad.status).toBe(400);
    expect(bad.body.type[0]).toMatch(PERSIAN);
  });
});
