import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Storage } from '../../src/core/storage/storage';
import { CmaLink, LegacyMediaFiles, Media } from '../../src/modules/cma';
import { Product, Purchase } from '../../src/modules/store';
import { bootTestApp, rawBody, type TestApp } from '../support/app';

/**
 * A media's uploaded file (docs/domain-rules.md «Content media files»): kept out of /uploads and
 * served by /api/cma/medias/{id}/file/{name} under the media's rule, by bearer or session cookie.
 */
let t: TestApp;
let staff: Record<string, string>;
type Caller = Awaited<ReturnType<TestApp['as']>>;
let nonBuyer: Caller;
let buyer: Caller;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = (await t.as(['cultural_department_head'])).auth;
  nonBuyer = await t.as(['user']);
  buyer = await t.as(['user']);
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.7\n% جزوه خریداری‌شده\n%%EOF\n');
// An MP4's first box (ftyp), then bytes enough to ask a range of.
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from('video-bytes-'.repeat(50)),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a picture'),
]);
const FILE_URL = /^\/api\/cma\/medias\/\d+\/file\/[0-9a-f-]{36}\.(pdf|mp4|png)$/;

async function upload(title: string, type: string, bytes: Buffer, name: string) {
  const res = await t.http
    .post('/api/cma/medias')
    .set(staff)
    .field('title', title)
    .field('type', type)
    .attach('file', bytes, name);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.file).toMatch(FILE_URL);
  return res.body as { id: number; file: string };
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.http.post(`/api/cma/${path}`).set(staff).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const cookie = (token: string) => ({
  Cookie: `BearerAccessToken=${encodeURIComponent(token)}`,
  'Sec-Fetch-Site': 'same-origin',
});
const get = (url: string, headers: Record<string, string> = {}) =>
  t.http.get(url).set(headers).buffer(true).parse(rawBody);

/** Every file under the public /uploads folder. */
function publicFiles(dir = t.config.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? publicFiles(join(dir, e.name)) : [e.name],
  );
}

describe('the files of a non-free content’s media', () => {
  let doc: { id: number; file: string };
  let video: { id: number; file: string };
  let picture: { id: number; file: string };
  let free: { id: number };
  let leaf: { id: number };

  beforeAll(async () => {
    const root = await post('contents/categories', { title: 'دوره‌های پرونده‌دار' });
    leaf = await post('contents/categories', { title: 'فقه', parent: root.id });
    doc = await upload('جزوه فقه', 'TEXT', PDF, 'notes.pdf');
    video = await upload('جلسه فقه', 'VIDEO', MP4, 'lesson.mp4');
    picture = await upload('تصویر آزاد', 'IMAGE', PNG, 'p.png');
    await post('contents', {
      title: 'فقه پیشرفته',
      is_free: false,
      category: leaf.id,
      medias: [doc.id, video.id],
    });
    free = await post('contents', { title: 'فقه آزاد', category: leaf.id, medias: [picture.id] });
    const product = await t.ds.getRepository(Product).save({
      title: 'دوره فقه',
      unit_price: 100,
      sellable_price: 100,
      content_category_id: root.id,
      creation_time: new Date(),
      last_modification_time: new Date(),
    });
    await t.ds
      .getRepository(Purchase)
      .insert({ user_id: buyer.user.id, product_id: product.id, creation_time: new Date() });
  });

  it('are refused to a visitor, a non-buyer and another site’s page, and never lie under /uploads', async () => {
    expect((await get(doc.file)).status).toBe(404);
    expect((await get(doc.file, nonBuyer.auth)).status).toBe(404);
    expect((await get(doc.file, cookie(nonBuyer.token))).status).toBe(404);
    // The buyer's cookie on a request another site's page made does not count.
    expect(
      (await get(doc.file, { ...cookie(buyer.token), 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(404);
    const name = doc.file.split('/').pop()!;
    for (const old of [`/uploads/cma/${name}`, `/uploads/media/${name}`, `/uploads/${name}`]) {
      expect((await get(old)).status, old).toBe(404);
    }
    expect((await get(`/uploads/../private/media/${name}`)).status).toBe(403);
    expect(publicFiles()).not.toContain(name);
    // A name that is not the media's own file is nothing, even for staff.
    expect((await get(doc.file.replace(/[0-9a-f]{4}\.pdf$/, '0000.pdf'), staff)).status).toBe(404);
    expect((await get(`/api/cma/medias/${video.id}/file/${name}`, staff)).status).toBe(404);
  });

  it('are served to the buyer (by the session cookie, as a link opens them) and to staff', async () => {
    for (const headers of [cookie(buyer.token), buyer.auth, staff]) {
      const res = await get(doc.file, headers);
      expect(res.status).toBe(200);
      expect((res.body as Buffer).equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    // What the buyer's content page hands the player is that same URL.
    const seen = await t.http
      .get(`/api/cma/contents?search=${encodeURIComponent('فقه پیشرفته')}`)
      .set(buyer.auth);
    expect(seen.body.results[0].medias_info.map((m: { file: string }) => m.file)).toEqual([
      doc.file,
      video.file,
    ]);
  });

  it('a video answers a byte range (206), so the player seeks', async () => {
    const whole = await get(video.file, cookie(buyer.token));
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect((whole.body as Buffer).equals(MP4)).toBe(true);
    const part = await get(video.file, { ...cookie(buyer.token), Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP4.length}`);
    expect((part.body as Buffer).equals(MP4.subarray(100, 200))).toBe(true);
    expect(
      (await get(video.file, { ...cookie(buyer.token), Range: `bytes=${MP4.length + 10}-` }))
        .status,
    ).toBe(416);
    expect((await get(video.file, { ...nonBuyer.auth, Range: 'bytes=0-9' })).status).toBe(404);
  });

  it('a free content’s media stay open to all, until the content stops being free', async () => {
    const open = await get(picture.file);
    expect(open.status).toBe(200);
    expect((open.body as Buffer).equals(PNG)).toBe(true);
    expect(open.headers['content-type']).toBe('image/png');
    const res = await t.http
      .patch(`/api/cma/contents/${free.id}`)
      .set(staff)
      .send({ title: 'فقه آزاد', category: leaf.id, is_free: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await get(picture.file)).status).toBe(404);
    expect((await get(picture.file, nonBuyer.auth)).status).toBe(404);
    expect((await get(picture.file, cookie(buyer.token))).status).toBe(200);
  });

  it('a replaced or removed file is gone from its old URL', async () => {
    const loose = await upload('پرونده جداگانه', 'TEXT', PDF, 'a.pdf');
    expect((await get(loose.file)).status).toBe(200); // in no content: open to all, like the media
    const res = await t.http
      .patch(`/api/cma/medias/${loose.id}`)
      .set(staff)
      .field('title', 'پرونده جداگانه')
      .field('type', 'TEXT')
      .attach('file', PDF, 'b.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.file).not.toBe(loose.file);
    expect((await get(loose.file)).status).toBe(404);
    expect((await get(res.body.file)).status).toBe(200);
    expect((await t.http.delete(`/api/cma/medias/${loose.id}`).set(staff)).status).toBe(200);
    expect((await get(res.body.file, staff)).status).toBe(404);
  });

  it('a file uploaded before files were private is moved out of /uploads at start-up', async () => {
    const url = await t.app
      .get(Storage)
      .save(
        'cma',
        { fieldname: 'file', filename: 'old.pdf', mimetype: 'application/pdf', buffer: PDF },
        'pdf',
      );
    expect((await get(url)).status).toBe(200);
    const old = await t.ds.getRepository(Media).save({
      title: 'جزوه قدیمی',
      type: 'TEXT',
      source_type: 'CONTENT',
      file: url,
      is_live_streaming: false,
      creation_time: new Date(),
    });
    const paid = await t.http
      .get(`/api/cma/contents?search=${encodeURIComponent('فقه پیشرفته')}`)
      .set(staff);
    await t.ds.getRepository(CmaLink).insert({
      owner_kind: 'CONTENT',
      owner_id: paid.body.results[0].id,
      tag_kind: 'MEDIA',
      tag_id: old.id,
      position: 9,
    });
    expect(await t.app.get(LegacyMediaFiles).adopt()).toBe(1);
    expect(await t.app.get(LegacyMediaFiles).adopt()).toBe(0);
    expect((await get(url)).status).toBe(404);
    const moved = (await t.http.get(`/api/cma/medias/${old.id}`).set(buyer.auth)).body.file;
    expect(moved).toMatch(FILE_URL);
    expect((await get(moved)).status).toBe(404);
    const res = await get(moved, cookie(buyer.token));
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(PDF)).toBe(true);
  });
});
