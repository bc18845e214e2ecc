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
