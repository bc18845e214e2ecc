import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * Issue 26: a staff list over a table that has grown stops counting past the page it serves plus
 * 1,000 rows (API.md, bounded counts): the page dialect says `count_exact: false` with a count
 * that is a lower bound and a `next` page, react-admin's Content-Range names no total, and a list
 * that holds fewer rows than that still counts exactly (the Persian client's count and num_pages).
 */
const EXTRA = 1_050;

let t: TestApp;
let auth: Record<string, string>;
let firstExtra: number;

beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  const { auth: a } = await t.as(['superuser']);
  auth = a;
  // Many learners by SQL, as a platform that has grown would have them (no wallets needed here).
  const values = Array.from({ length: EXTRA }, (_, i) => {
    const n = String(i).padStart(6, '0');
    return `('0935${n}1', 'نام${i % 7}', 'خانوادگی${i}', '${'1'.repeat(4)}${n}', 'x', 0, 1, 0, 0, '2025-01-01 00:00:00', '2025-01-01 00:00:00')`;
  });
  await t.ds.query(
    `INSERT INTO uma_users (mobile_number, firstname, lastname, national_code, password, is_deleted, is_active, is_locked_out, is_superuser, creation_time, last_modification_time) VALUES ${values.join(', ')}`,
  );
  const [row] = (await t.ds.query(
    "SELECT MIN(id) AS id FROM uma_users WHERE mobile_number LIKE '0935%'",
  )) as { id: number }[];
  firstExtra = Number(row.id);
  const invoices = Array.from({ length: EXTRA }, (_, i) => {
    const status = ['PAID', 'PAYING', 'CANCELED', 'EXPIRED'][i % 4];
    return `('فاکتور ${i}', ${1000 * ((i * 37) % 101)}, '${status}', 'STORE', 'STORE', ${firstExtra + i}, '2025-02-01 00:00:00', '2025-02-01 00:00:00')`;
  });
  await t.ds.query(
    `INSERT INTO acc_invoices (title, amount, status, type, item_type, owner_id, creation_time, last_modification_time) VALUES ${invoices.join(', ')}`,
  );
}, 120_000);

afterAll(() => t?.close());

describe('bounded counts', () => {
  it('page 1 of a grown list counts to its end plus 1,000 and says the count is a lower bound', async () => {
    const res = await t.http.get('/api/uma/users?page=1&per_page=10').set(auth).expect(200);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.count_exact).toBe(false);
    expect(res.body.count).toBe(1_011);
    expect(res.body.num_pages).toBe(102);
    expect(res.body.next).toBe(2);
    expect(res.body.previous).toBeNull();
  });

  it('a page deep enough to see the end counts exactly again', async () => {
    const [row] = (await t.ds.query('SELECT COUNT(*) AS n FROM uma_users')) as { n: number }[];
    const total = Number(row.n);
    const res = await t.http.get('/api/uma/users?page=100&per_page=10').set(auth).expect(200);
    expect(res.body.count).toBe(total);
    expect(res.body).not.toHaveProperty('count_exact');
    expect(res.body.num_pages).toBe(Math.ceil(total / 10));
  });

  it('a filter that matches few rows counts them exactly', async () => {
    const res = await t.http
      .get(`/api/uma/users?id__lte=${firstExtra + 4}&id__gte=${firstExtra}`)
      .set(auth)
      .expect(200);
    expect(res.body.count).toBe(5);
    expect(res.body).not.toHaveProperty('count_exact');
    expect(res.body.results.map((u: { id: number }) => u.id)).toEqual(
      [4, 3, 2, 1, 0].map((d) => firstExtra + d),
    );
  });

  it('react-admin reads "*" for the total of a grown list and a number for a small one', async () => {
    const big = await t.http
      .get('/api/uma/users?range=[0,24]&sort=["id","DESC"]')
      .set(auth)
      .expect(200);
    expect(big.body).toHaveLength(25);
    expect(big.headers['content-range']).toBe('users 0-24/*');
    const small = await t.http
      .get(
        `/api/uma/users?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ id_gte: firstExtra + EXTRA - 3 }))}`,
      )
      .set(auth)
      .expect(200);
    expect(small.headers['content-range']).toBe('users 0-2/3');
  });

  it('a page past the end of a grown list still answers its bounded count', async () => {
    const res = await t.http.get('/api/uma/users?page=5000&per_page=10').set(auth).expect(200);
    expect(res.body.results).toEqual([]);
    const [row] = (await t.ds.query('SELECT COUNT(*) AS n FROM uma_users')) as { n: number }[];
    expect(res.body.count).toBe(Number(row.n));
    expect(res.body).not.toHaveProperty('count_exact');
  });
});

describe('deep pages', () => {
  const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
  const sqlIds = async (order: string, offset: number) =>
    (
      (await t.ds.query(
        `SELECT id FROM acc_invoices ORDER BY ${order} LIMIT 10 OFFSET ${offset}`,
      )) as { id: number }[]
    ).map((r) => Number(r.id));

  it('a deep page of invoices holds the rows the ordering puts there, each with its owner', async () => {
    const res = await t.http
      .get('/api/accounting/invoices?page=50&per_page=10')
      .set(auth)
      .expect(200);
    expect(idsOf(res.body)).toEqual(await sqlIds('id DESC', 490));
    expect(res.body.count).toBe(EXTRA);
    for (const inv of res.body.results as {
      title: string;
      owner: number;
      owner_info: { id: number; full_name: string };
    }[]) {
      expect(inv.owner_info.id).toBe(inv.owner);
      expect(inv.owner_info.full_name).toMatch(/^نام\d خانوادگی\d+$/);
    }
  });

  it('and so does a deep page in another ordering, and a deep page of a filter', async () => {
    const byAmount = await t.http
      .get('/api/accounting/invoices?page=30&per_page=10&ordering=-amount')
      .set(auth)
      .expect(200);
    expect(idsOf(byAmount.body)).toEqual(await sqlIds('amount DESC, id DESC', 290));
    const paying = await t.http
      .get('/api/accounting/invoices?page=20&per_page=10&status=PAYING')
      .set(auth)
      .expect(200);
    const expected = (
      (await t.ds.query(
        "SELECT id FROM acc_invoices WHERE status = 'PAYING' ORDER BY id DESC LIMIT 10 OFFSET 190",
      )) as { id: number }[]
    ).map((r) => Number(r.id));
    expect(idsOf(paying.body)).toEqual(expected);
    expect(paying.body.results.every((r: { status: string }) => r.status === 'PAYING')).toBe(true);
  });
});

describe('search by words (full-text index, not LIKE over every row)', () => {
  const search = async (path: string, q: string, as = auth) =>
    (await t.http.get(path).query({ search: q, per_page: '100' }).set(as).expect(200)).body as {
      count: number;
      results: { id: number; owner?: number }[];
    };

  it('finds users by the first digits of a mobile or national code and the first letters of a name', async () => {
    // Users written by SQL are indexed too (the side table's triggers).
    const mobile = await search('/api/uma/users', `0935${String(17).padStart(6, '0')}`);
    expect(mobile.results.map((u) => u.id)).toEqual([firstExtra + 17]);
    const digits = await search('/api/uma/users', '۰۹۳۵۰۰۰۰۱۷');
    expect(digits.results.map((u) => u.id)).toEqual([firstExtra + 17]);
    const code = await search('/api/uma/users', `1111${String(5).padStart(6, '0')}`);
    expect(code.results.map((u) => u.id)).toEqual([firstExtra + 5]);
    // Two words: each begins a word of the row («خانوادگی1» and «نام1»).
    const both = await search('/api/uma/users', 'نام3 خانوادگی10');
    expect(both.results.map((u) => u.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: EXTRA }, (_, i) => i)
        .filter((i) => i % 7 === 3 && String(i).startsWith('10'))
        .map((i) => firstExtra + i),
    );
    // Not a substring in the middle of a word: «انوادگی» begins no word.
    expect((await search('/api/uma/users', 'انوادگی')).count).toBe(0);
    // Signs only: nothing to match.
    expect((await search('/api/uma/users', '%_*')).count).toBe(0);
  });

  it('folds Arabic ي and ك to Persian, both ways, and follows a rename', async () => {
    const made = await t.http
      .post('/api/uma/users')
      .set(auth)
      .send({ firstname: 'علي', lastname: 'كاظمي', mobile_number: '09127778899' })
      .expect(201);
    const persian = await search('/api/uma/users', 'علی کاظمی');
    expect(persian.results.map((u) => u.id)).toEqual([made.body.id]);
    const arabic = await search('/api/uma/users', 'علي كاظ');
    expect(arabic.results.map((u) => u.id)).toEqual([made.body.id]);
    await t.http.put(`/api/uma/users/${made.body.id}`).set(auth).send({ lastname: 'رضایی' }).expect(200);
    expect((await search('/api/uma/users', 'کاظمی')).count).toBe(0);
    expect((await search('/api/uma/users', 'علی رضا')).results.map((u) => u.id)).toEqual([made.body.id]);
  });

  it("finds a list's rows by their owner's words, and the picker never by a national code", async () => {
    const owner = firstExtra + 21;
    const invoices = await search('/api/accounting/invoices', `0935${String(21).padStart(6, '0')}`);
    expect(invoices.results.map((i) => i.owner)).toEqual([owner]);
    // A title's words (three letters or more: MariaDB indexes no shorter word).
    const byTitle = await search('/api/accounting/invoices', 'فاکتور 210');
    expect(byTitle.results.map((i) => i.owner)).toEqual([firstExtra + 210]);
    expect((await search('/api/accounting/invoices', 'اکتور')).count).toBe(0);
    const picker = await search('/api/uma/users/picker', `1111${String(21).padStart(6, '0')}`);
    expect(picker.count).toBe(0);
    expect((await search('/api/uma/users/picker', `0935${String(21).padStart(6, '0')}`)).results.map((u) => u.id)).toEqual([owner]);
  });

  it('costs the same statements as the list without a search', async () => {
    const plain = await t.http.get('/api/uma/users?per_page=10').set(auth).expect(200);
    const searched = await t.http.get('/api/uma/users?per_page=10&search=0935').set(auth).expect(200);
    expect(searched.body.count).toBeGreaterThan(1000);
    expect(searched.headers['x-query-count']).toBe(plain.headers['x-query-count']);
  });
});
