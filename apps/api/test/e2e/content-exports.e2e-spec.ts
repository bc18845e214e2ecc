import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/core/xlsx/xlsx';
import { bootTestApp, type TestApp } from '../support/app';

/* The cma lists' .xlsx (GET /cma/<list>/export_report): the list as staff filter it. */
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['cultural_department_head'])).auth;
});
afterAll(async () => t?.close());

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.http.post(`/api/cma/${path}`).set(staff).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The answer's bytes (supertest buffers a blob response as a Buffer). */
const xlsx = (path: string, auth: Record<string, string> = staff) =>
  t.http.get(`/api/cma/${path}`).set(auth).responseType('blob');

async function rows(path: string) {
  const res = await xlsx(path);
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  return readXlsx(res.body as Buffer);
}

describe('cma exports', () => {
  it('contents: filtered by free, hidden and category like the list, hidden rows included for staff', async () => {
    const cat = await post('contents/categories', { title: 'اخلاق' });
    const other = await post('contents/categories', { title: 'تاریخ' });
    const star = await post('celebrities', { name: 'استاد مطهری' });
    await post('contents', { title: 'درس رایگان', category: cat.id, is_free: true });
    await post('contents', {
      title: 'درس فروشی',
      category: cat.id,
      is_free: false,
      celebrities: [star.id],
    });
    await post('contents', {
      title: 'پیش‌نویس فروشی',
      category: cat.id,
      is_free: false,
      is_hidden: true,
    });
    await post('contents', { title: 'درس تاریخ', category: other.id, is_free: false });

    const sold = await rows(`contents/export_report?category=${cat.id}&is_free=false`);
    expect(sold.map((r) => r['عنوان']).sort()).toEqual(['درس فروشی', 'پیش‌نویس فروشی'].sort());
    const row = sold.find((r) => r['عنوان'] === 'درس فروشی')!;
    expect(row).toMatchObject({
      دسته: 'اخلاق',
      رایگان: 'خیر',
      پنهان: 'خیر',
      چهره‌ها: 'استاد مطهری',
    });
    const hidden = await rows(`contents/export_report?is_hidden=true`);
    expect(hidden.map((r) => r['عنوان'])).toEqual(['پیش‌نویس فروشی']);
    // The list and the file agree on the same filter.
    const list = await t.http.get(`/api/cma/contents?category=${cat.id}&is_free=false`).set(staff);
    expect(list.body.count).toBe(sold.length);
  });

  it('posts by a creation date range, media by type, hadith by publish date, a category tree', async () => {
    await post('posts', { title: 'خبر امروز' });
    const day = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await rows(`posts/export_report?creation_time__gte=${day}`)).map((r) => r['عنوان']),
    ).toEqual(['خبر امروز']);
    expect(await rows(`posts/export_report?creation_time__gte=${tomorrow}`)).toEqual([]);

    await post('medias', { title: 'فیلم کلاس', type: 'VIDEO', url: 'https://example.com/a.mp4' });
    await post('medias', { title: 'صوت کلاس', type: 'SOUND', url: 'https://example.com/a.mp3' });
    const videos = await rows('medias/export_report?type=VIDEO');
    expect(videos.map((r) => [r['عنوان'], r['نوع']])).toEqual([['فیلم کلاس', 'ویدیو']]);

    await post('hadithes', { persian_text: 'حدیث بهار', publish_date: '2027-03-25' });
    await post('hadithes', { persian_text: 'حدیث پاییز', publish_date: '2027-10-01' });
    const spring = await rows(
      'hadithes/export_report?publish_date__gte=2027-03-01&publish_date__lt=2027-04-01',
    );
    expect(spring.map((r) => r['متن فارسی'])).toEqual(['حدیث بهار']);
    expect(spring[0]['تاریخ انتشار']).toMatch(/۱۴۰۶/);
    // The console's range sends instants (local midnights): each is read as its Tehran day.
    const day25 = await rows(
      'hadithes/export_report?publish_date__gte=2027-03-24T20:30:00.000Z&publish_date__lt=2027-03-25T20:30:00.000Z',
    );
    expect(day25.map((r) => r['متن فارسی'])).toEqual(['حدیث بهار']);
    expect(
      await rows(
        'hadithes/export_report?publish_date__gte=2027-03-25T20:30:00.000Z&publish_date__lt=2027-09-01',
      ),
    ).toEqual([]);

    const root = await post('posts/categories', { title: 'اخبار' });
    await post('posts/categories', { title: 'اخبار همایش', parent: root.id });
    const tree = await rows(`posts/categories/export_report?parent=${root.id}`);
    expect(tree.map((r) => [r['عنوان'], r['دسته والد']])).toEqual([['اخبار همایش', 'اخبار']]);
  });

  it('are for content staff: a learner gets 403, a visitor 401, a bad filter a Persian 400', async () => {
    const learner = (await t.as(['user'])).auth;
    expect((await xlsx('contents/export_report', learner)).status).toBe(403);
    expect((await t.http.get('/api/cma/hashtags/export_report')).status).toBe(401);
    const bad = await t.http.get('/api/cma/medias/export_report?type=MOVIE').set(staff);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/[\u0600-\u06FF]/);
  });
});
