import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { listResponse, parseListQuery } from '../../src/core/list';
import { User, USERS_LIST, UsersService } from '../../src/modules/uma';
import { bootTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['as']>>;
let learner: Awaited<ReturnType<TestApp['as']>>;

beforeAll(async () => {
  t = await bootTestApp();
  admin = await t.as(['admin']);
  learner = await t.as(['user']);
  for (let i = 0; i < 55; i++) {
    await t.createUser({ roles: i % 5 === 0 ? ['grader', 'user'] : ['user'], firstname: i % 2 ? 'رضا' : 'مریم', living_province: 'قم' });
  }
});
afterAll(async () => t?.close());

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the learner profile', () => {
  it('saves every profile field and answers them back', async () => {
    const body = {
      firstname: 'زهرا',
      lastname: 'محمدی',
      father_name: 'علی',
      gender: 'FEMALE',
      marital_status: 'MARRIED',
      birthdate: '1995-08-23',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      has_seminary_education: true,
      last_academic_degree: 'MASTER',
      last_academic_degree_field: 'الهیات',
      living_country: 'ایران',
      living_province: 'قم',
      living_city: 'قم',
      living_address: 'خیابان صفائیه',
      living_postal_code: '3713456789',
      mobile_number: learner.user.mobile_number,
    };
    const res = await t.http.put('/api/uma/users/current').set(learner.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, national_code: '0499370899' });
    const again = await t.http.get('/api/uma/users/current').set(learner.auth);
    expect(again.body).toMatchObject({ birthdate: '1995-08-23', living_city: 'قم' });
  });

  it('accepts legacy gender 1/0 and multipart booleans, and a picture upload', async () => {
    const res = await t.http
      .put('/api/uma/users/current')
      .set(learner.auth)
      .field('gender', '1')
      .field('has_seminary_education', 'False')
      .attach('picture', PNG, { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.gender).toBe('MALE');
    expect(res.body.has_seminary_education).toBe(false);
    expect(res.body.picture).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const file = await t.http.get(res.body.picture);
    expect(file.status).toBe(200);
  });

  it('refuses a non-image picture, a bad national code, a future birthdate, and unknown fields', async () => {
    const pdf = await t.http
      .put('/api/uma/users/current')
      .set(learner.auth)
      .attach('picture', Buffer.from('%PDF-1.4 fake'), { filename: 'x.png', contentType: 'image/png' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.picture[0]).toBe('تنها امکان ارسال فایل تصویری وجود دارد.');
    const bad = await t.http
      .put('/api/uma/users/current')
      .set(learner.auth)
      .send({ national_code: '1234567890', birthdate: '2999-01-01', favourite_colour: 'blue' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      national_code: ['کد ملی معتبر نیست.'],
      birthdate: ['تاریخ تولد معتبر نیست.'],
      favourite_colour: ['این فیلد مجاز نیست.'],
    });
  });

  it('never lets a learner set their own roles, activity, superuser flag or someone else’s number', async () => {
    for (const body of [{ roles: ['admin'] }, { is_active: false }, { is_superuser: true }, { password: 'x12345678' }]) {
      const res = await t.http.put('/api/uma/users/current').set(learner.auth).send(body);
      expect(res.status).toBe(400);
    }
    const contact = await t.http.put('/api/uma/users/current').set(learner.auth).send({ mobile_number: '09129999999' });
    expect(contact.status).toBe(400);
    expect(contact.body.mobile_number[0]).toMatch(/کد تایید/);
    const me = await t.http.get('/api/uma/users/current').set(learner.auth);
    expect(me.body.roles).toEqual(['user']);
    expect(me.body.is_active).toBe(true);
  });

  it("answers 404 for another user's profile and 200 for one's own", async () => {
    expect((await t.http.get(`/api/uma/users/${admin.user.id}`).set(learner.auth)).status).toBe(404);
    expect((await t.http.get(`/api/uma/users/${learner.user.id}`).set(learner.auth)).status).toBe(200);
    expect((await t.http.get(`/api/uma/users/abc`).set(learner.auth)).status).toBe(404);
    expect((await t.http.put(`/api/uma/users/${admin.user.id}`).set(learner.auth).send({ firstname: 'x' })).status).toBe(403);
    expect((await t.http.get('/api/uma/users/current')).status).toBe(401);
  });
});

describe('the users list in both dialects', () => {
  it('pages in the page dialect with filters and search', async () => {
    const res = await t.http.get('/api/uma/users').query({ role: 'grader', per_page: 5, page: 2, ordering: 'id' }).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 11, current: 2, per_page: 5, num_pages: 3, next: 3, previous: 1 });
    expect(res.body.results).toHaveLength(5);
    expect(res.body.results.every((u: { roles: string[] }) => u.roles.includes('grader'))).toBe(true);
    const ids = res.body.results.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // A page past the end is empty and still says how many there are.
    const past = await t.http.get('/api/uma/users').query({ role: 'grader', per_page: 5, page: 9 }).set(admin.auth);
    expect(past.body).toMatchObject({ count: 11, results: [], num_pages: 3 });

    const search = await t.http.get('/api/uma/users').query({ search: 'مریم', living_province: 'قم', per_page: 100 }).set(admin.auth);
    expect(search.body.count).toBe(28);
    const byIn = await t.http.get('/api/uma/users').query({ id__in: `${admin.user.id},${learner.user.id}` }).set(admin.auth);
    expect(byIn.body.results.map((u: { id: number }) => u.id).sort()).toEqual([admin.user.id, learner.user.id].sort());
  });

  it('answers react-admin with an array and Content-Range', async () => {
    const res = await t.http
      .get('/api/uma/users')
      .query({ sort: JSON.stringify(['firstname', 'ASC']), range: JSON.stringify([0, 9]), filter: JSON.stringify({ role: 'grader', q: 'رضا' }) })
      .set(admin.auth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    const total = Number(res.headers['content-range'].split('/')[1]);
    expect(total).toBe(res.body.length);
    expect(res.body.every((u: { firstname: string }) => u.firstname === 'رضا')).toBe(true);
    const many = await t.http.get('/api/uma/users').query({ filter: JSON.stringify({ id: [admin.user.id] }) }).set(admin.auth);
    expect(many.body.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
  });

  it('refuses unknown filters, operators and orderings in both dialects', async () => {
    const a = await t.http.get('/api/uma/users').query({ password: 'x' }).set(admin.auth);
    expect(a.status).toBe(400);
    expect(a.body.password[0]).toBe('این فیلتر پشتیبانی نمی‌شود.');
    expect((await t.http.get('/api/uma/users').query({ firstname__gte: 'a' }).set(admin.auth)).status).toBe(400);
    expect((await t.http.get('/api/uma/users').query({ ordering: 'password' }).set(admin.auth)).status).toBe(400);
    expect((await t.http.get('/api/uma/users').query({ role: 'pope' }).set(admin.auth)).status).toBe(400);
    const ra = await t.http.get('/api/uma/users').query({ filter: JSON.stringify({ "1'; DROP TABLE uma_users; --": 1 }) }).set(admin.auth);
    expect(ra.status).toBe(400);
    expect((await t.http.get('/api/uma/users').query({ filter: '{not json' }).set(admin.auth)).status).toBe(400);
    expect((await t.http.get('/api/uma/users').query({ page: 0 }).set(admin.auth)).status).toBe(400);
  });

  it('costs the same number of SQL queries for 5 rows and 50', async () => {
    // A row this process has not listed yet (or that was written since) is read once, for the
    // whole page in one statement: a first view costs one more, whatever the page size.
    const first = [
      await t.http.get('/api/uma/users').query({ per_page: 5, ordering: 'lastname' }).set(admin.auth),
      await t.http.get('/api/uma/users').query({ per_page: 50, ordering: 'firstname' }).set(admin.auth),
    ];
    expect(first.map((r) => Number(r.headers['x-query-count']))).toEqual([2, 2]);
    const five = await t.http.get('/api/uma/users').query({ per_page: 5 }).set(admin.auth);
    const fifty = await t.http.get('/api/uma/users').query({ per_page: 50 }).set(admin.auth);
    expect(five.body.results).toHaveLength(5);
    expect(fifty.body.results).toHaveLength(50);
    // Seen rows: one statement for the page, its versions and total, and the caller's own
    // access row (active, sessions, roles: @AccessReadWithData).
    expect(Number((await t.http.get('/api/uma/users').query({ per_page: 5 }).set(admin.auth)).headers['x-query-count'])).toBe(1);
    expect(Number((await t.http.get('/api/uma/users').query({ per_page: 50 }).set(admin.auth)).headers['x-query-count'])).toBe(1);
    expect(five.body.count).toBe(fifty.body.count);
    // A page past the end has no row to carry the total or the caller's access: each is read
    // apart, and still right.
    const past = await t.http.get('/api/uma/users').query({ per_page: 5, page: 1000 }).set(admin.auth);
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
    expect(past.body.count).toBe(five.body.count);
    expect(Number(past.headers['x-query-count'])).toBe(3);
    const filtered = await t.http.get('/api/uma/users').query({ per_page: 1, role: 'professor' }).set(admin.auth);
    expect(filtered.body.count).toBe(
      (await t.http.get('/api/uma/users').query({ per_page: 50, role: 'professor' }).set(admin.auth)).body.results.length,
    );
    const raFive = await t.http.get('/api/uma/users').query({ range: '[0,4]' }).set(admin.auth);
    const raFifty = await t.http.get('/api/uma/users').query({ range: '[0,49]' }).set(admin.auth);
    expect(raFifty.headers['x-query-count']).toBe(raFive.headers['x-query-count']);
  });

  it('answers the very bytes of the mapped rows, first view, seen, and after every kind of write', async () => {
    const users = t.app.get(UsersService);
    const fromObjects = async (query: Record<string, unknown>) => {
      const headers: Record<string, string> = {};
      const reply = { header: (k: string, v: string) => ((headers[k.toLowerCase()] = v), reply) } as unknown as FastifyReply;
      const lq = parseListQuery(query, USERS_LIST, t.config.MAX_PAGE_SIZE);
      const { rows, count } = await users.list(lq);
      return { text: JSON.stringify(listResponse(reply, lq, USERS_LIST, rows, count)), range: headers['content-range'] };
    };
    const same = async (query: Record<string, unknown>) => {
      const res = await t.http.get('/api/uma/users').query(query).set(admin.auth);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const want = await fromObjects(query);
      expect(res.text).toBe(want.text);
      expect(res.headers['content-range']).toBe(want.range);
    };
    const queries = [
      { per_page: 10, ordering: '-id' },
      { per_page: 7, page: 3, ordering: 'lastname' },
      { range: '[0,9]', sort: '["id","DESC"]' },
      { range: '[3,12]', filter: '{"role":"grader"}' },
      { per_page: 5, page: 1000 },
    ];
    for (const q of queries) await same(q); // rows seen for the first time or not, both
    for (const q of queries) await same(q); // every row seen
    const target = await t.createUser({ roles: ['user'] });
    await same({ id: target.id });
    // Written by staff (an update of the row), by a deactivation, by TypeORM's plain update (as
    // another API replica writes: nothing tells this process's kept answers, only the row's
    // version does), and by the person (profile): each time the list answers the new row.
    await t.http.put(`/api/uma/users/${target.id}`).set(admin.auth).send({ firstname: 'نگار', living_city: 'قم', roles: ['user', 'grader'] });
    await same({ id: target.id });
    expect((await t.http.get('/api/uma/users').query({ id: target.id }).set(admin.auth)).body.results[0]).toMatchObject({ firstname: 'نگار', living_city: 'قم' });
    // A change of roles alone: the kept row answers them too, so its version must move with them.
    await t.http.put(`/api/uma/users/${target.id}`).set(admin.auth).send({ roles: ['grader', 'professor'] });
    await same({ id: target.id });
    expect((await t.http.get('/api/uma/users').query({ id: target.id }).set(admin.auth)).body.results[0].roles).toEqual(['grader', 'professor']);
    await t.http.put(`/api/uma/users/${target.id}`).set(admin.auth).send({ is_active: false });
    await same({ id: target.id });
    expect((await t.http.get('/api/uma/users').query({ id: target.id }).set(admin.auth)).body.results[0].is_active).toBe(false);
    await t.ds.getRepository(User).update({ id: target.id }, { failed_login_attempts: 4, last_login: new Date('2026-01-02T03:04:05.000Z') });
    const row = (await t.http.get('/api/uma/users').query({ id: target.id }).set(admin.auth)).body.results[0];
    expect(row).toMatchObject({ failed_login_attempts: 4, last_login: '2026-01-02T03:04:05.000Z' });
    expect(row).toEqual((await t.http.get(`/api/uma/users/${target.id}`).set(admin.auth)).body);
    await same({ id: target.id });
    const me = await t.as(['user']);
    await t.http.put('/api/uma/users/current').set(me.auth).send({ nickname: 'نیک' });
    await same({ id: me.user.id });
    expect((await t.http.get('/api/uma/users').query({ id: me.user.id }).set(admin.auth)).body.results[0].nickname).toBe('نیک');
  });

  it('lists each user with the same fields and values as the user’s own page', async () => {
    const page = await t.http.get('/api/uma/users').query({ per_page: 50, ordering: '-id' }).set(admin.auth);
    const ra = await t.http.get('/api/uma/users').query({ range: '[0,49]', sort: '["id","DESC"]' }).set(admin.auth);
    expect(ra.body).toEqual(page.body.results);
    for (const row of page.body.results.slice(0, 12)) {
      const one = await t.http.get(`/api/uma/users/${row.id}`).set(admin.auth);
      expect(row).toEqual(one.body);
    }
  });

  it('caps what one page may cost', async () => {
    const res = await t.http.get('/api/uma/users').query({ per_page: 9999 }).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(t.config.MAX_PAGE_SIZE);
  });
});

describe('staff edit users', () => {
  it('changes roles and activity; the change is what the list shows', async () => {
    const target = await t.createUser();
    const res = await t.http.put(`/api/uma/users/${target.id}`).set(admin.auth).send({ roles: ['user', 'grader'], is_active: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: ['user', 'grader'], is_active: false });
    const list = await t.http.get('/api/uma/users').query({ id: target.id }).set(admin.auth);
    // In the order granted, as the user's own page shows them (not the alphabet's).
    expect(list.body.results[0].roles).toEqual(['user', 'grader']);
  });

  it('lets only a superuser grant or take the admin and superuser roles', async () => {
    const target = await t.createUser();
    const byAdmin = await t.http.put(`/api/uma/users/${target.id}`).set(admin.auth).send({ roles: ['admin'] });
    expect(byAdmin.status).toBe(403);
    const superuser = await t.as(['superuser']);
    const bySuper = await t.http.put(`/api/uma/users/${target.id}`).set(superuser.auth).send({ roles: ['admin'] });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.roles).toEqual(['admin']);
  });

  it('creates a user and refuses a duplicate mobile number with 409', async () => {
    const res = await t.http.post('/api/uma/users').set(admin.auth).send({ firstname: 'نوید', lastname: 'امینی', mobile_number: '09127770001', roles: ['professor'], password: 'prof12345' });
    expect(res.status).toBe(201);
    expect(res.body.roles).toEqual(['professor']);
    // A user made by staff is born with one empty wallet, like one who signs up.
    const wallets = await t.http.get('/api/accounting/wallets').query({ owner: res.body.id }).set(admin.auth);
    expect(wallets.body.results).toEqual([expect.objectContaining({ owner: res.body.id, inventory: 0 })]);
    const dup = await t.http.post('/api/uma/users').set(admin.auth).send({ firstname: 'الف', lastname: 'ب', mobile_number: '09127770001' });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toMatch(/شماره همراه/);
    const profs = await t.http.get('/api/uma/users/professors');
    expect(profs.status).toBe(200);
    expect(profs.body.results.map((p: { lastname: string }) => p.lastname)).toContain('امینی');
    expect(profs.body.results[0]).not.toHaveProperty('mobile_number');
  });

  it('soft-deletes a user, whose token then stops working', async () => {
    const victim = await t.as(['user']);
    expect((await t.http.delete(`/api/uma/users/${victim.user.id}`).set(admin.auth)).status).toBe(200);
    expect((await t.http.get('/api/uma/users/current').set(victim.auth)).status).toBe(401);
    expect((await t.http.get(`/api/uma/users/${victim.user.id}`).set(admin.auth)).status).toBe(404);
  });

  it('exports the filtered list as an xlsx with Persian headers and Jalali dates', async () => {
    const res = await t.http
      .get('/api/uma/users/export_report')
      .query({ role: 'grader' })
      .set(admin.auth)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="users\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(2).value).toBe('نام');
    expect(ws.rowCount - 1).toBeGreaterThanOrEqual(11);
    const joined = String(ws.getRow(2).getCell(13).value);
    expect(joined).toMatch(/[۰-۹]{4}/);
    expect((await t.http.get('/api/uma/users/export_report').set(learner.auth)).status).toBe(403);
  });
});
