import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

/**
 * PATCH changes only the fields it sends, on every resource that takes it (docs/api.md "PATCH");
 * PUT still replaces the whole form.
 */
let t: TestApp;
let staff: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['admin'])).auth;
  learner = (await t.as(['user'])).auth;
});
afterAll(async () => t?.close());

const PERSIAN = /[\u0600-\u06FF]/;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
type Row = Record<string, unknown> & { id: number };

async function made(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await t.http.post(`/api/${path}`).set(staff).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function read(path: string): Promise<Row> {
  const res = await t.http.get(`/api/${path}`).set(staff);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function patch(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await t.http.patch(`/api/${path}`).set(staff).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/**
 * PATCHes `sent` to the row and reads it again: it is the row as read before but for the sent fields
 * (and what follows from them, `derived`; its modification time aside). Answers the PATCH's answer.
 */
async function patchKeeps(path: string, sent: Record<string, unknown>, derived: Record<string, unknown> = {}): Promise<Row> {
  const before = await read(path);
  const answer = await patch(path, sent);
  expect(answer).toMatchObject({ ...sent, ...derived });
  const drop = ({ last_modification_time: _t, ...rest }: Row) => rest;
  expect(drop(await read(path))).toEqual(drop({ ...before, ...sent, ...derived }));
  return answer;
}

describe('PATCH on cma resources', () => {
  let post: Row;
  beforeAll(async () => {
    const cat = await made('cma/posts/categories', { title: 'اخبار' });
    const tag = await made('cma/hashtags', { title: 'نو' });
    const media = await made('cma/medias', { title: 'فیلم', type: 'VIDEO', url: 'https://example.org/a.mp4' });
    const res = await t.http
      .post('/api/cma/posts')
      .set(staff)
      .field('title', 'خبر نخست')
      .field('text', '<p>متن کامل خبر</p>')
      .field('summary', 'خلاصه خبر')
      .field('category', String(cat.id))
      .field('order', '7')
      .field('is_hidden', 'true')
      .field('hashtags', String(tag.id))
      .field('medias', String(media.id))
      .attach('thumbnail', PNG, 't.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    post = res.body;
    expect(post).toMatchObject({ category: cat.id, summary: 'خلاصه خبر', order: 7, is_hidden: true, hashtags: [tag.id], medias: [media.id] });
    expect(post.thumbnail).toMatch(/^\/uploads\/cma\//);
  });

  it('a post PATCHed with only its title keeps its category, text, thumbnail, links and the rest', async () => {
    post = await patchKeeps(`cma/posts/${post.id}`, { title: 'خبر ویرایش‌شده' });
    expect(post.category_info).not.toBeNull();
    expect(post.thumbnail).toMatch(/^\/uploads\/cma\//);
    // A field sent as null is cleared; the others stay.
    post = await patchKeeps(`cma/posts/${post.id}`, { summary: null });
  });

  it('PUT still replaces the whole form: what it leaves out is cleared', async () => {
    const cat = await made('cma/posts/categories', { title: 'گزارش' });
    const row = await made('cma/posts', { title: 'گزارش', category: cat.id, text: '<p>متن</p>' });
    const put = await t.http.put(`/api/cma/posts/${row.id}`).set(staff).send({ title: 'گزارش نو' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'گزارش نو', category: null, category_info: null, text: null });
    // ... and without the title the form is incomplete.
    const noTitle = await t.http.put(`/api/cma/posts/${row.id}`).set(staff).send({ category: cat.id });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.title[0]).toMatch(PERSIAN);
  });

  it('a media PATCHed with only its title keeps its category, description and links', async () => {
    const films = await made('cma/medias/categories', { title: 'فیلم‌ها' });
    const tag = await made('cma/hashtags', { title: 'سخنرانی' });
    const media = await made('cma/medias', {
      title: 'سخنرانی',
      type: 'VIDEO',
      url: 'https://example.org/talk.mp4',
      category: films.id,
      description: '<p>درباره سخنرانی</p>',
      is_live_streaming: true,
      hashtags: [tag.id],
    });
    const after = await patchKeeps(`cma/medias/${media.id}`, { title: 'سخنرانی افتتاحیه' });
    expect(after.category_info).toMatchObject({ id: films.id, title: 'فیلم‌ها' });
  });

  it('contents, topics, hadithes and category trees keep what the PATCH leaves out too', async () => {
    const root = await made('cma/contents/categories', { title: 'معارف', description: '<p>درباره</p>' });
    const leaf = await made('cma/contents/categories', { title: 'قرآن', parent: root.id });
    await patchKeeps(`cma/contents/categories/${leaf.id}`, { title: 'علوم قرآنی' });
    const content = await made('cma/contents', {
      title: 'تفسیر',
      description: '<p>شرح</p>',
      specification: '<p>مشخصات</p>',
      category: leaf.id,
      is_free: false,
      order: 3,
    });
    await patchKeeps(`cma/contents/${content.id}`, { summary: 'خلاصه' });
    const topicCat = await made('cma/topics/categories', { title: 'پرسش‌ها' });
    const topic = await made('cma/topics', { title: 'پرسش', text: '<p>متن</p>', content: content.id, category: topicCat.id });
    await patchKeeps(`cma/topics/${topic.id}`, { title: 'پرسش نو' });
    const hadith = await made('cma/hadithes', { persian_text: 'علم نور است', arabian_text: 'العلم نور', narrator: 'راوی', publish_date: '1403-01-01' });
    await patchKeeps(`cma/hadithes/${hadith.id}`, { source: 'کتاب' });
  });

  it('what is sent is still checked: a wrong type, a null title or an unknown field is a Persian 400 and changes nothing', async () => {
    const before = await read(`cma/posts/${post.id}`);
    for (const [body, field] of [
      [{ order: 'نخست' }, 'order'],
      [{ category: 'abc' }, 'category'],
      [{ title: null }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ colour: 'سبز' }, 'colour'],
    ] as const) {
      const res = await t.http.patch(`/api/cma/posts/${post.id}`).set(staff).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body[field][0], JSON.stringify(res.body)).toMatch(PERSIAN);
    }
    const wrongTree = await made('cma/contents/categories', { title: 'دسته محتوا' });
    const refused = await t.http.patch(`/api/cma/posts/${post.id}`).set(staff).send({ category: wrongTree.id });
    expect(refused.status).toBe(400);
    expect(refused.body.category[0]).toMatch(PERSIAN);
    expect(await read(`cma/posts/${post.id}`)).toEqual(before);
  });

  it('a learner gets 403 and an unknown id 404, both in Persian', async () => {
    const before = await read(`cma/posts/${post.id}`);
    const learnerPatch = await t.http.patch(`/api/cma/posts/${post.id}`).set(learner).send({ title: 'ربوده' });
    expect(learnerPatch.status).toBe(403);
    expect(learnerPatch.body.detail).toMatch(PERSIAN);
    expect(await read(`cma/posts/${post.id}`)).toEqual(before);
    const missing = await t.http.patch('/api/cma/posts/987654').set(staff).send({ title: 'هیچ' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(PERSIAN);
    expect((await t.http.patch('/api/store/products/987654').set(staff).send({ unit_price: 1 })).status).toBe(404);
  });
});

describe('PATCH on the store', () => {
  it('a product PATCHed with only its price keeps its category, stock and flags; the answer’s "out of stock" is not written back', async () => {
    const cat = await made('store/categories', { title: 'کتاب‌ها' });
    const product = await made('store/products', {
      title: 'دیوان',
      unit_price: 200_000,
      discount_percent: 10,
      description: '<p>چاپ نفیس</p>',
      store_category: cat.id,
      is_physical: true,
      physical_type: 'BOOK',
      weight: 800,
      maximum_order_count: 2,
      inventory: 0,
    });
    // Out of stock: the answer says it cannot be added, though staff never disabled it.
    expect(product.is_add_to_basket_disabled).toBe(true);
    await patchKeeps(`store/products/${product.id}`, { unit_price: 300_000 }, { sellable_price: 270_000 });
    // Back in stock, it can be added again: the PATCH kept staff's own "not disabled".
    const restocked = await patch(`store/products/${product.id}`, { inventory: 5 });
    expect(restocked).toMatchObject({ inventory: 5, is_add_to_basket_disabled: false, store_category: cat.id, weight: 800 });
    const wrong = await t.http.patch(`/api/store/products/${product.id}`).set(staff).send({ unit_price: 'گران' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.unit_price[0]).toMatch(PERSIAN);
    expect((await t.http.patch(`/api/store/products/${product.id}`).set(learner).send({ unit_price: 1 })).status).toBe(403);
  });

  it('a package PATCHed with only its title keeps its products', async () => {
    const a = await made('store/products', { title: 'جلد یک', unit_price: 1000 });
    const b = await made('store/products', { title: 'جلد دو', unit_price: 1000 });
    const pack = await made('store/packages', { title: 'دوره', unit_price: 1500, products: [a.id, b.id] });
    await patchKeeps(`store/packages/${pack.id}`, { title: 'دوره کامل' });
  });
});

describe('PATCH on the resources with routes of their own', () => {
  it('a classroom keeps its unit, periods and its own empty title (the answer shows the unit’s)', async () => {
    const room = await openClassroom(t, staff, 'TRAINING', { price: 50_000, description: '<p>درباره کلاس</p>' });
    const after = await patchKeeps(`lma/classrooms/${room.id}`, { capacity: 30 }, { remaining_capacity: 30 });
    expect(after).toMatchObject({ title: room.title, unit: room.unit, price: 50_000, description: '<p>درباره کلاس</p>' });
    // The unit's new title still shows: the PATCH did not copy it into the classroom.
    const unit = await t.http.put(`/api/lma/units/${room.unit}`).set(staff).send({ title: 'درس نو', category: room.category });
    expect(unit.status, JSON.stringify(unit.body)).toBe(200);
    expect((await read(`lma/classrooms/${room.id}`)).title).toBe('درس نو');
  });

  it('a discount and a donation keep what the PATCH leaves out', async () => {
    const expire = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const code = await made('accounting/discounts', { code: 'NOWRUZ', target: 'STORE', percent: 20, order_price: 5000, expire_time: expire });
    await patchKeeps(`accounting/discounts/${code.id}`, { code: 'NOWRUZ2' });

    const cat = await made('dma/donations/categories', { title: 'آموزش', description: '<p>کمک به آموزش</p>' });
    await patchKeeps(`dma/donations/categories/${cat.id}`, { title: 'آموزش روستا' });
    const cause = await made('dma/donations', { title: 'کتاب', category: cat.id, summary: 'خلاصه', is_active: false });
    const after = await patchKeeps(`dma/donations/${cause.id}`, { title: 'کتاب برای روستا' });
    expect(after).toMatchObject({ is_active: false, summary: 'خلاصه', category: cat.id });
  });
});
