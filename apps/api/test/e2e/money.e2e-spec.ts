import { InvoiceStatus, PaymentType } from '@daneshsara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesService } from '../../src/modules/accounting';
import type { MigrationInterface } from 'typeorm';
import { migrationsFor } from '../../src/migrations';
import { bootTestApp, DB_TYPE, type TestApp } from '../support/app';
import { auditClean, balanceOf, depositViaSandbox, makeInvoice } from '../support/money';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
/** A valid Iranian IBAN (checksum correct). */
const IBAN = 'IR820540102680020817909002';

describe('wallets', () => {
  it('the migration gives each user who has none one empty wallet, as old as the user, and leaves the rest', async () => {
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 70_000 });
    // Users written before wallets came with them (by SQL: no TypeORM listener runs).
    await t.ds.query(
      "INSERT INTO uma_users (mobile_number, firstname, lastname, password, is_deleted, is_active, is_locked_out, is_superuser, creation_time, last_modification_time) VALUES ('09351110001', 'قدیمی', 'یک', 'x', 0, 1, 0, 0, '2024-03-01 10:00:00', '2024-03-01 10:00:00'), ('09351110002', 'قدیمی', 'دو', 'x', 0, 1, 0, 0, '2024-03-02 10:00:00', '2024-03-02 10:00:00')",
    );
    const old = (await t.ds.query("SELECT id FROM uma_users WHERE mobile_number LIKE '0935111000%' ORDER BY id")) as { id: number }[];
    const walletsOf = async (id: number) =>
      (await t.ds.query('SELECT inventory, creation_time FROM acc_wallets WHERE owner_id = ?', [id])) as { inventory: number | string; creation_time: string | Date }[];
    expect(await walletsOf(old[0].id)).toEqual([]);
    const migration = migrationsFor(DB_TYPE).find((m) => m.name === 'UserWallets1796600000000') as new () => MigrationInterface;
    const runner = t.ds.createQueryRunner();
    try {
      await new migration().up(runner);
      await new migration().up(runner); // run twice, as a retried deploy would: still one each
    } finally {
      await runner.release();
    }
    for (const [i, row] of old.entries()) {
      const wallets = await walletsOf(row.id);
      expect(wallets).toHaveLength(1);
      expect(Number(wallets[0].inventory)).toBe(0);
      expect(new Date(wallets[0].creation_time).toISOString().slice(0, 10)).toBe(`2024-03-0${i + 1}`);
    }
    expect(await walletsOf(user.id)).toEqual([expect.objectContaining({})]);
    expect(await balanceOf(t, auth)).toBe(70_000);
    const [{ users }] = (await t.ds.query('SELECT COUNT(*) AS users FROM uma_users')) as { users: number }[];
    const [{ wallets }] = (await t.ds.query('SELECT COUNT(*) AS wallets FROM acc_wallets')) as { wallets: number }[];
    expect(Number(wallets)).toBe(Number(users));
    await auditClean(t);
  });
});

describe('wallet and gateway', () => {
  it('deposits through the sandbox bank and lands on the wallet page with the tracking code', async () => {
    const { auth } = await t.as(['user']);
    expect(await balanceOf(t, auth)).toBe(0);
    const { landing } = await depositViaSandbox(t, auth, { amount: 500_000 });
    expect(landing).toMatch(/^\/panel\/wallet\?status=true&code=\d+$/);
    expect(await balanceOf(t, auth)).toBe(500_000);
    const txns = await t.http.get('/api/accounting/transactions').set(auth);
    expect(txns.body.results[0]).toMatchObject({ status: 'SUCCESS', amount: 500_000 });
    expect(txns.body.results[0].reference_code).toMatch(/^\d+$/);
    // Found by the first digits of its reference code (words, not a scan), not by its middle.
    const code: string = txns.body.results[0].reference_code;
    const byCode = await t.http.get('/api/accounting/transactions').query({ search: code.slice(0, 5) }).set(auth);
    expect(byCode.body.results.map((r: { reference_code: string }) => r.reference_code)).toEqual([code]);
    expect((await t.http.get('/api/accounting/transactions').query({ search: code.slice(2, 7) }).set(auth)).body.count).toBe(0);
    const ledger = await t.http.get('/api/accounting/payments').set(auth);
    expect(ledger.body.results.map((p: { type: string }) => p.type)).toEqual([PaymentType.DEPOSIT]);
    await auditClean(t);
  });

  it('a replayed or concurrent callback credits once', async () => {
    const { auth } = await t.as(['user']);
    const { callback } = await depositViaSandbox(t, auth, { amount: 40_000 });
    for (let i = 0; i < 10; i++) expect((await t.http.get(callback)).headers.location).toMatch(/status=true/);
    const replays = await Promise.all(Array.from({ length: 10 }, () => t.http.get(callback)));
    for (const r of replays) expect(r.headers.location).toMatch(/status=true/);
    expect(await balanceOf(t, auth)).toBe(40_000);
    await auditClean(t);
  });

  it('concurrent first callbacks credit once', async () => {
    const { auth } = await t.as(['user']);
    const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 70_000 });
    const url: string = start.body.url;
    const bank = await t.http.post(`${url}/pay`);
    const location = new URL(bank.headers.location);
    const calls = await Promise.all(Array.from({ length: 10 }, () => t.http.get(location.pathname + location.search)));
    expect(calls.every((c) => c.status === 302)).toBe(true);
    expect(await balanceOf(t, auth)).toBe(70_000);
  });

  it('a cancelled bank page, an unpaid authority and an unknown authority credit nothing', async () => {
    const { auth } = await t.as(['user']);
    const cancelled = await depositViaSandbox(t, auth, { amount: 20_000 }, 'cancel');
    expect(cancelled.landing).toMatch(/^\/panel\/wallet\?status=false/);
    // Claiming OK for an authority that was never paid at the bank.
    const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 30_000 });
    const authority = start.body.url.split('/').pop();
    const forged = await t.http.get(`/api/accounting/gateway/callback?Authority=${authority}&Status=OK`);
    expect(forged.headers.location).toMatch(/status=false/);
    const unknown = await t.http.get('/api/accounting/gateway/callback?Authority=NOPE&Status=OK');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toMatch(/status=false/);
    expect(await balanceOf(t, auth)).toBe(0);
    const txns = await t.http.get('/api/accounting/transactions').set(auth);
    expect(txns.body.results.map((x: { status: string }) => x.status).sort()).toEqual(['CANCELED', 'FAILED']);
  });

  it('refuses bad amounts with Persian messages', async () => {
    const { auth } = await t.as(['user']);
    const small = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 10 });
    expect(small.status).toBe(400);
    expect(small.body.amount[0]).toContain('ریال');
    const extra = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 5000, owner: 1 });
    expect(extra.status).toBe(400);
  });
});

describe('invoices', () => {
  it('pays from the wallet, refuses a second payment and a short balance', async () => {
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 100_000 });
    const inv = await makeInvoice(t, user.id, 60_000);
    const shown = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(shown.body).toMatchObject({ status: 'PAYING', amount: 60_000, wallet_inventory: 100_000 });
    expect(shown.body.expire_time).toBeTruthy();
    const paid = await t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(auth);
    expect(paid.status).toBe(200);
    expect(paid.body.detail).toBeTruthy();
    const again = await t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(auth);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('این صورت حساب قبلا پرداخت شده است.');
    const second = await makeInvoice(t, user.id, 60_000);
    const short = await t.http.put(`/api/accounting/invoices/${second.id}/pay`).set(auth);
    expect(short.status).toBe(409);
    expect(short.body.detail).toBe('موجودی کیف پول کافی نیست.');
    expect(await balanceOf(t, auth)).toBe(40_000);
    const after = await t.http.get(`/api/accounting/invoices/${second.id}`).set(auth);
    expect(after.body.status).toBe('PAYING');
    await auditClean(t);
  });

  it('«افزایش موجودی و پرداخت»: a deposit bound to an invoice pays it on return', async () => {
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 10_000 });
    const inv = await makeInvoice(t, user.id, 45_000);
    const { landing } = await depositViaSandbox(t, auth, { amount: 35_000, invoice: inv.id });
    expect(landing).toMatch(new RegExp(`^/panel/invoice/thankyou\\?status=true&code=\\d+&invoice=${inv.id}$`));
    const shown = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(shown.body).toMatchObject({ status: 'PAID_FULL', paid_amount: 45_000 });
    expect(await balanceOf(t, auth)).toBe(0);
    await auditClean(t);
  });

  it('a failed bank return leaves the invoice payable', async () => {
    const { user, auth } = await t.as(['user']);
    const inv = await makeInvoice(t, user.id, 25_000);
    const { landing } = await depositViaSandbox(t, auth, { amount: 25_000, invoice: inv.id }, 'cancel');
    expect(landing).toContain('status=false');
    expect(landing).toContain(`invoice=${inv.id}`);
    const shown = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(shown.body.status).toBe('PAYING');
  });

  it('cancel works while PAYING only; unpaid invoices cancel themselves after 24 hours', async () => {
    const { user, auth } = await t.as(['user']);
    const a = await makeInvoice(t, user.id, 10_000);
    expect((await t.http.put(`/api/accounting/invoices/${a.id}/cancel`).set(auth)).status).toBe(200);
    const again = await t.http.put(`/api/accounting/invoices/${a.id}/cancel`).set(auth);
    expect(again.status).toBe(409);
    const b = await makeInvoice(t, user.id, 10_000);
    const jobs = t.app.get(InvoicesService);
    t.clock.advance(23 * HOUR);
    await jobs.expireStale();
    expect((await t.http.get(`/api/accounting/invoices/${b.id}`).set(auth)).body.status).toBe('PAYING');
    t.clock.advance(2 * HOUR);
    expect(await jobs.expireStale()).toBeGreaterThanOrEqual(1);
    expect((await t.http.get(`/api/accounting/invoices/${b.id}`).set(auth)).body.status).toBe(InvoiceStatus.CANCELED);
  });

  it('20 concurrent wallet payments of 30,000 against 100,000: exactly 3 succeed', async () => {
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 100_000 });
    const invoices = await Promise.all(Array.from({ length: 20 }, () => makeInvoice(t, user.id, 30_000)));
    const results = await Promise.all(invoices.map((inv) => t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(auth)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.detail).toBe('موجودی کیف پول کافی نیست.');
    expect(await balanceOf(t, auth)).toBe(10_000);
    await auditClean(t);
  });

  it('10 concurrent pays of one invoice charge once', async () => {
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 200_000 });
    const inv = await makeInvoice(t, user.id, 50_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(auth)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balanceOf(t, auth)).toBe(150_000);
    const ledger = await t.http.get(`/api/accounting/payments?invoice=${inv.id}`).set(auth);
    expect(ledger.body.count).toBe(1);
    await auditClean(t);
  });

  it('a learner sees and pays only their own invoices', async () => {
    const owner = await t.as(['user']);
    const other = await t.as(['user']);
    const inv = await makeInvoice(t, owner.user.id, 10_000);
    expect((await t.http.get(`/api/accounting/invoices/${inv.id}`).set(other.auth)).status).toBe(404);
    expect((await t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(other.auth)).status).toBe(404);
    expect((await t.http.put(`/api/accounting/invoices/${inv.id}/cancel`).set(other.auth)).status).toBe(404);
    const list = await t.http.get(`/api/accounting/invoices?owner=${owner.user.id}`).set(other.auth);
    expect(list.body.count).toBe(0);
    const deposit = await t.http.post('/api/accounting/transactions/deposit').set(other.auth).send({ amount: 10_000, invoice: inv.id });
    expect(deposit.status).toBe(400);
  });

  it('finance lists every invoice in both dialects, filters and exports; the list costs the same queries for 5 and 50', async () => {
    const fin = await t.as(['financial_department_head']);
    const { user } = await t.as(['user']);
    for (let i = 0; i < 6; i++) await makeInvoice(t, user.id, 10_000 + i);
    const page = await t.http.get(`/api/accounting/invoices?owner=${user.id}&status=PAYING&per_page=5`).set(fin.auth);
    expect(page.body).toMatchObject({ count: 6, num_pages: 2 });
    const ra = await t.http
      .get(`/api/accounting/invoices?filter=${encodeURIComponent(JSON.stringify({ owner: user.id }))}&range=[0,2]&sort=["amount","DESC"]`)
      .set(fin.auth);
    expect(ra.headers['content-range']).toBe('invoices 0-2/6');
    expect(ra.body[0].amount).toBe(10_005);
    const bad = await t.http.get('/api/accounting/invoices?colour=red').set(fin.auth);
    expect(bad.status).toBe(400);
    const q5 = await t.http.get('/api/accounting/invoices?per_page=5').set(fin.auth);
    const q50 = await t.http.get('/api/accounting/invoices?per_page=50').set(fin.auth);
    expect(q50.body.results.length).toBeGreaterThan(q5.body.results.length);
    expect(q5.headers['x-query-count']).toBe(q50.headers['x-query-count']);
    // sign-in, the page with its total, owners, wallets, paid sums, tickets and the items read
    // by join (orders, gifts), the offers (issue 15)
    expect(Number(q5.headers['x-query-count'])).toBe(3);
    const raQ = await t.http.get('/api/accounting/invoices?range=[0,49]').set(fin.auth);
    expect(raQ.headers['x-query-count']).toBe(q5.headers['x-query-count']);
    // payments: sign-in, the page with its total, wallet, owner, creator and invoice joined in;
    // wallets: sign-in, the page with its total, owner and held amount (a read makes no wallet)
    for (const [path, queries] of [['/api/accounting/payments', 2], ['/api/accounting/wallets', 2]] as const) {
      const few = await t.http.get(`${path}?per_page=5`).set(fin.auth);
      const many = await t.http.get(`${path}?per_page=50`).set(fin.auth);
      expect(few.status, path).toBe(200);
      expect([Number(few.headers['x-query-count']), Number(many.headers['x-query-count'])], path).toEqual([queries, queries]);
    }
    const xlsx = await t.http.get('/api/accounting/invoices/export_report?report_type=invoices_list').set(fin.auth).buffer(true);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const learner = await t.as(['user']);
    expect((await t.http.get('/api/accounting/invoices/export_report').set(learner.auth)).status).toBe(403);
  });
});

describe('another learner and forged bodies', () => {
  it('reaches none of another learner\'s money rows (404) and sets no amount, status or owner through a body', async () => {
    const fin = await t.as(['financial_department_head']);
    const owner = await t.as(['user']);
    const other = await t.as(['user']);
    await depositViaSandbox(t, owner.auth, { amount: 200_000 });
    const inv = await makeInvoice(t, owner.user.id, 90_000);
    const offer = await t.http
      .post('/api/accounting/instalment_offers')
      .set(fin.auth)
      .send({ invoice: inv.id, amount: 90_000, count: 3, due_date_interval: 30, starting_date: t.clock.now().toISOString() });
    await t.http.put(`/api/accounting/instalment_offers/${offer.body.id}/accept`).set(owner.auth);
    const wallet = (await t.http.get('/api/accounting/wallets').set(owner.auth)).body.results[0];
    const payment = (await t.http.get('/api/accounting/payments').set(owner.auth)).body.results[0];
    const txn = (await t.http.get('/api/accounting/transactions').set(owner.auth)).body.results[0];
    const instalment = (await t.http.get(`/api/accounting/instalments?invoice=${inv.id}`).set(owner.auth)).body.results[0];
    for (const path of [
      `/api/accounting/wallets/${wallet.id}`,
      `/api/accounting/payments/${payment.id}`,
      `/api/accounting/transactions/${txn.id}`,
      `/api/accounting/instalments/${instalment.id}`,
      `/api/accounting/invoices/${inv.id}`,
    ]) {
      expect({ path, status: (await t.http.get(path).set(other.auth)).status }).toEqual({ path, status: 404 });
    }
    expect((await t.http.put(`/api/accounting/instalments/${instalment.id}/pay`).set(other.auth)).status).toBe(404);
    expect((await t.http.put(`/api/accounting/instalment_offers/${offer.body.id}/reject`).set(other.auth)).status).toBe(404);
    for (const q of ['wallets', 'payments', 'transactions', 'instalments']) {
      const list = await t.http.get(`/api/accounting/${q}?per_page=100`).set(other.auth);
      const owners = list.body.results.map((r: { owner?: number; wallet_info?: { owner: number } }) => r.owner ?? r.wallet_info?.owner);
      expect(owners.every((o: number | undefined) => o === undefined || o === other.user.id)).toBe(true);
    }
    const forged = [
      t.http.post('/api/accounting/transactions/deposit').set(other.auth).send({ amount: 5000, status: 'SUCCESS' }),
      t.http.put('/api/accounting/payments/request_withdraw').set(other.auth).send({ IBAN, amount: 1000, wallet: wallet.id }),
      t.http.put('/api/accounting/payments/request_withdraw').set(other.auth).send({ IBAN, amount: 1000, withdraw_state: 'ADMITTED' }),
      t.http.post('/api/mma/tickets').set(other.auth).send({ title: 't', body: 'b', status: 'CLOSED' }),
    ];
    for (const res of await Promise.all(forged)) expect(res.status).toBe(400);
  });

  it('finance makes a manual invoice for a user; a learner cannot', async () => {
    const fin = await t.as(['financial_department_head']);
    const { user, auth } = await t.as(['user']);
    const made = await t.http.post('/api/accounting/invoices').set(fin.auth).send({ owner: user.id, title: 'هزینه کارگاه', amount: 75_000, type: 'EVENT' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ owner: user.id, status: 'PAYING', amount: 75_000, detail: 'صورت حساب شما ایجاد شد' });
    expect((await t.http.post('/api/accounting/invoices').set(auth).send({ owner: user.id, title: 'x', amount: 1000, type: 'EVENT' })).status).toBe(403);
    const bad = await t.http.post('/api/accounting/invoices').set(fin.auth).send({ owner: 999_999, title: 'x', amount: 1000, type: 'EVENT' });
    expect(bad.status).toBe(400);
    expect(bad.body.owner[0]).toBe('کاربر یافت نشد.');
  });
});

describe('instalments', () => {
  it('offer → accept → schedule summing exactly → overdue gate → pay each → PAID_IN_INSTALMENT', async () => {
    const fin = await t.as(['financial_department_head']);
    const { user, auth } = await t.as(['user']);
    const inv = await makeInvoice(t, user.id, 100_000);
    const start = new Date(t.clock.now().getTime() + 24 * HOUR);
    const offer = await t.http
      .post('/api/accounting/instalment_offers')
      .set(fin.auth)
      .send({ invoice: inv.id, amount: 100_000, count: 3, due_date_interval: 30, starting_date: start.toISOString() });
    expect(offer.status).toBe(201);
    expect((await t.http.post('/api/accounting/instalment_offers').set(auth).send({ invoice: inv.id, amount: 1000, count: 1, due_date_interval: 1, starting_date: start.toISOString() })).status).toBe(403);
    const shown = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(shown.body.instalment_offers_info[0]).toMatchObject({ is_accepted: null, count: 3 });
    const accepted = await t.http.put(`/api/accounting/instalment_offers/${offer.body.id}/accept`).set(auth);
    expect(accepted.status).toBe(200);
    expect(accepted.body.is_accepted).toBe(true);
    expect((await t.http.put(`/api/accounting/instalment_offers/${offer.body.id}/reject`).set(auth)).status).toBe(409);
    const after = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(after.body.status).toBe('PAYING_IN_INSTALMENT');
    const amounts = after.body.instalments_info.map((i: { amount: number }) => i.amount);
    expect(amounts).toEqual([33_333, 33_333, 33_334]);

    expect((await t.http.get('/api/uma/users/current').set(auth)).body.has_overdue_instalment).toBe(false);
    t.clock.advance(2 * 24 * HOUR);
    expect((await t.http.get('/api/uma/users/current').set(auth)).body.has_overdue_instalment).toBe(true);
    const overdue = await t.http.get('/api/accounting/instalments?type=overdue').set(auth);
    expect(overdue.body.count).toBe(1);
    const first = overdue.body.results[0];
    expect((await t.http.put(`/api/accounting/instalments/${first.id}/pay`).set(auth)).status).toBe(409);
    // Paying an instalment through the bank: deposit bound to it.
    const { landing } = await depositViaSandbox(t, auth, { amount: first.amount, instalment: first.id });
    expect(landing).toContain(`invoice=${inv.id}`);
    expect((await t.http.get('/api/uma/users/current').set(auth)).body.has_overdue_instalment).toBe(false);
    await depositViaSandbox(t, auth, { amount: 66_667 });
    for (const it of after.body.instalments_info.slice(1)) {
      expect((await t.http.put(`/api/accounting/instalments/${it.id}/pay`).set(auth)).status).toBe(200);
    }
    const twice = await t.http.put(`/api/accounting/instalments/${first.id}/pay`).set(auth);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('این قسط قبلا پرداخت شده است.');
    const done = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(done.body.status).toBe('PAID_IN_INSTALMENT');
    expect(done.body.paid_amount).toBe(100_000);
    expect(await balanceOf(t, auth)).toBe(0);
    await auditClean(t);
  });
});

describe('withdrawals and refunds', () => {
  it('holds a request, finance confirms with a receipt once; a rejected one releases the money', async () => {
    const fin = await t.as(['financial_department_head']);
    const { auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 300_000 });
    const bad = await t.http.put('/api/accounting/payments/request_withdraw').set(auth).send({ IBAN: 'IR000000000000000000000000', amount: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.IBAN[0]).toBe('شماره شبا معتبر نیست.');
    const tooMuch = await t.http.put('/api/accounting/payments/request_withdraw').set(auth).send({ IBAN, amount: 400_000 });
    expect(tooMuch.status).toBe(409);
    const req1 = await t.http.put('/api/accounting/payments/request_withdraw').set(auth).send({ IBAN, amount: 100_000 });
    expect(req1.status).toBe(200);
    expect(req1.body).toMatchObject({ type: 'WITHDRAW_REQUEST', withdraw_state: 'PENDING', IBAN });
    expect(req1.body.detail).toContain('درخواست برداشت با موفقیت ثبت شد');
    const wallet = (await t.http.get('/api/accounting/wallets').set(auth)).body.results[0];
    expect(wallet).toMatchObject({ inventory: 200_000, held_amount: 100_000 });
    expect((await t.http.put(`/api/accounting/payments/${req1.body.id}/confirm_withdraw`).set(auth).send({})).status).toBe(403);

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const [c1, c2] = await Promise.all([
      t.http.put(`/api/accounting/payments/${req1.body.id}/confirm_withdraw`).set(fin.auth).field('description', 'واریز شد').attach('receipt', png, 'r.png'),
      t.http.put(`/api/accounting/payments/${req1.body.id}/reject_withdraw`).set(fin.auth).send({ description: 'رد' }),
    ]);
    expect([c1.status, c2.status].sort()).toEqual([200, 409]);
    const req2 = await t.http.put('/api/accounting/payments/request_withdraw').set(auth).send({ IBAN, amount: 50_000 });
    const rejected = await t.http.put(`/api/accounting/payments/${req2.body.id}/reject_withdraw`).set(fin.auth).send({ description: 'شبا به نام شما نیست' });
    expect(rejected.body.withdraw_state).toBe('REJECTED');
    const confirmedFirst = c1.status === 200;
    expect(await balanceOf(t, auth)).toBe(confirmedFirst ? 200_000 : 300_000);
    await auditClean(t);
  });

  it('refunds by amount up to what was paid, never more', async () => {
    const fin = await t.as(['financial_department_head']);
    const { user, auth } = await t.as(['user']);
    await depositViaSandbox(t, auth, { amount: 80_000 });
    const inv = await makeInvoice(t, user.id, 80_000);
    const unpaid = await t.http.post('/api/accounting/payments/refund_by_amount').set(fin.auth).send({ invoice: inv.id, amount: 1000 });
    expect(unpaid.status).toBe(409);
    await t.http.put(`/api/accounting/invoices/${inv.id}/pay`).set(auth);
    const part = await t.http.post('/api/accounting/payments/refund_by_amount').set(fin.auth).send({ invoice: inv.id, amount: 50_000 });
    expect(part.status).toBe(200);
    const over = await t.http.post('/api/accounting/payments/refund_by_amount').set(fin.auth).send({ invoice: inv.id, amount: 40_000 });
    expect(over.status).toBe(409);
    expect(over.body.detail).toContain('بیش از مبلغ پرداخت شده');
    expect(await balanceOf(t, auth)).toBe(50_000);
    await auditClean(t);
  });
});

describe('donations', () => {
  it('a cause is given to through the gateway; the gift is recorded once and finance exports it', async () => {
    const fin = await t.as(['financial_department_head']);
    const cat = await t.http.post('/api/dma/donations/categories').set(fin.auth).send({ title: 'آموزش' });
    expect(cat.status).toBe(201);
    const cause = await t.http.post('/api/dma/donations').set(fin.auth).send({ title: 'کتاب برای روستا', category: cat.body.id, summary: 'خلاصه' });
    expect(cause.status).toBe(201);
    const pub = await t.http.get(`/api/dma/donations?category=${cat.body.id}`);
    expect(pub.body.results[0]).toMatchObject({ title: 'کتاب برای روستا', collected_amount: 0 });
    const { auth } = await t.as(['user']);
    const low = await t.http.put(`/api/dma/donations/${cause.body.id}/create_invoice`).set(auth).send({ amount: 500 });
    expect(low.status).toBe(400);
    const inv = await t.http.put(`/api/dma/donations/${cause.body.id}/create_invoice`).set(auth).send({ amount: 50_000, is_private: true });
    expect(inv.status).toBe(200);
    expect(inv.body).toMatchObject({ type: 'DONATION', status: 'PAYING', amount: 50_000 });
    const { landing, callback } = await depositViaSandbox(t, auth, { amount: 50_000, invoice: inv.body.id });
    expect(landing).toMatch(new RegExp(`^/panel/donation/payment-result\\?status=true&code=\\d+&invoice=${inv.body.id}$`));
    await t.http.get(callback);
    const mine = await t.http.get('/api/dma/registrations').set(auth);
    expect(mine.body.count).toBe(1);
    expect(mine.body.results[0]).toMatchObject({
      amount: 50_000,
      is_private: true,
      donation_info: { id: cause.body.id, title: 'کتاب برای روستا', category_info: { id: cat.body.id, title: 'آموزش' } },
    });
    expect(mine.body.results[0].owner_info.full_name).not.toBe('');
    // sign-in, the page with its total, donation, category and owner joined in (issue 15)
    const staffList = await t.http.get('/api/dma/registrations?per_page=50').set(fin.auth);
    expect(staffList.body.results.length).toBeGreaterThan(0);
    expect(Number(staffList.headers['x-query-count'])).toBe(2);
    const after = await t.http.get(`/api/dma/donations/${cause.body.id}`);
    expect(after.body).toMatchObject({ collected_amount: 50_000, donors_count: 1 });
    const xlsx = await t.http.get('/api/dma/registrations/export_report').set(fin.auth).buffer(true);
    expect(xlsx.status).toBe(200);
    const other = await t.as(['user']);
    expect((await t.http.get('/api/dma/registrations').set(other.auth)).body.count).toBe(0);
  });
});

describe('«درخواست مساعدت»: the financial help ticket of an invoice', () => {
  it('goes to finance only, carries the invoice with its offers, and takes replies until closed', async () => {
    const fin = await t.as(['financial_department_head']);
    const hr = await t.as(['human_resource_department_head']);
    const { user, auth } = await t.as(['user']);
    const other = await t.as(['user']);
    const inv = await makeInvoice(t, user.id, 300_000);
    const foreign = await t.http.post('/api/mma/tickets').set(other.auth).send({ title: 'x', body: 'y', source_type: 'INVOICE', source_id: inv.id });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(400);
    const opened = await t.http
      .post('/api/mma/tickets')
      .set(auth)
      .send({ title: `درخواست مساعدت برای صورت حساب ${inv.id}`, body: 'امکان پرداخت یکجا ندارم.\nلطفا اقساطی کنید.', source_type: 'INVOICE', source_id: inv.id });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: 'OPENED', category_info: { type: 'FINANCIAL' } });
    expect(opened.body.body).toBe('امکان پرداخت یکجا ندارم.<br>لطفا اقساطی کنید.');
    expect((await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth)).body.ticket).toBe(opened.body.id);

    expect((await t.http.get(`/api/mma/tickets/${opened.body.id}`).set(other.auth)).status).toBe(404);
    expect((await t.http.get(`/api/mma/tickets/${opened.body.id}`).set(hr.auth)).status).toBe(404);
    const finList = await t.http.get('/api/mma/tickets?category__type=FINANCIAL&status=OPENED').set(fin.auth);
    expect(finList.body.results.map((x: { id: number }) => x.id)).toContain(opened.body.id);

    await t.http
      .post('/api/accounting/instalment_offers')
      .set(fin.auth)
      .send({ invoice: inv.id, amount: 300_000, count: 2, due_date_interval: 30, starting_date: new Date(t.clock.now().getTime() + 7 * 24 * HOUR).toISOString() });
    const replied = await t.http.put(`/api/mma/tickets/${opened.body.id}/reply`).set(fin.auth).send({ body: 'پیشنهاد اقساط ثبت شد.' });
    expect(replied.body.status).toBe('ADMIN_REPLIED');
    const seen = await t.http.get(`/api/mma/tickets/${opened.body.id}`).set(auth);
    expect(seen.body.source.instalment_offers_info).toHaveLength(1);
    expect(seen.body.replies_info[0]).toMatchObject({ body: 'پیشنهاد اقساط ثبت شد.', is_staff: true });
    expect((await t.http.put(`/api/mma/tickets/${opened.body.id}/close`).set(auth)).body.status).toBe('CLOSED');
    const late = await t.http.put(`/api/mma/tickets/${opened.body.id}/reply`).set(auth).send({ body: 'ممنون' });
    expect(late.status).toBe(409);
  });
});
