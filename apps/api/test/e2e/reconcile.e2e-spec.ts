import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus } from '@daneshsara/domain';
import { LedgerService, PaymentGateway, Transaction } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';
import { auditClean, balanceOf, makeInvoice } from '../support/money';

const MIN = 60_000;

/** A learner starts a bank payment and pays at the (sandbox) bank, then never comes back. */
async function paidButGone(t: TestApp, auth: Record<string, string>, body: Record<string, unknown>) {
  const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send(body);
  expect(start.status).toBe(200);
  const url: string = start.body.url;
  const bank = await t.http.post(`${url}/pay`);
  expect(bank.status).toBe(303);
  const back = new URL(bank.headers.location);
  return { authority: url.split('/').pop()!, callback: back.pathname + back.search };
}

const txnOf = (t: TestApp, authority: string) => t.ds.getRepository(Transaction).findOneByOrFail({ authority_code: authority });

describe('the reconcile job, run by finance from the console', () => {
  let t: TestApp;
  let finance: { auth: Record<string, string> };
  beforeAll(async () => {
    t = await bootTestApp({ JOBS_ENABLED: 'false' });
    finance = await t.as(['financial_department_head']);
  });
  afterAll(async () => t?.close());
  const reconcile = () => t.http.post('/api/accounting/transactions/reconcile').set(finance.auth);

  it('credits a payer who paid and never came back, once, a few minutes later; a replayed callback adds nothing', async () => {
    const { auth } = await t.as(['user']);
    const { authority, callback } = await paidButGone(t, auth, { amount: 350_000 });
    t.clock.advance(4 * MIN);
    expect((await reconcile()).body).toMatchObject({ checked: 0, credited: 0 });
    expect(await balanceOf(t, auth)).toBe(0);
    t.clock.advance(2 * MIN);
    const run = await reconcile();
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ checked: 1, credited: 1, expired: 0, waiting: 0 });
    expect(run.body.detail).toContain('۱ تراکنش تایید');
    expect(await balanceOf(t, auth)).toBe(350_000);
    const row = (await t.http.get(`/api/accounting/transactions/${(await txnOf(t, authority)).id}`).set(finance.auth)).body;
    expect(row).toMatchObject({ status: 'SUCCESS' });
    expect(row.reconcile_note).toContain('کد ۱۰۰');
    expect(row.reconciled_time).not.toBeNull();
    // Run again, and the bank's own return arriving late: nothing more.
    expect((await reconcile()).body).toMatchObject({ checked: 0, credited: 0 });
    expect((await t.http.get(callback)).headers.location).toMatch(/status=true/);
    expect(await balanceOf(t, auth)).toBe(350_000);
    await auditClean(t);
  });

  it('the API died between the bank\'s verify and our commit: the job hears 101 and credits once', async () => {
    const { auth } = await t.as(['user']);
    const { authority } = await paidButGone(t, auth, { amount: 120_000 });
    const txn = await txnOf(t, authority);
    expect(await t.app.get(PaymentGateway).verify(authority, txn.amount)).toMatchObject({ ok: true, alreadyVerified: false });
    t.clock.advance(6 * MIN);
    expect((await reconcile()).body).toMatchObject({ credited: 1 });
    const after = await txnOf(t, authority);
    expect(after).toMatchObject({ status: 'SUCCESS', bank_code: 101 });
    expect(after.reconcile_note).toContain('کد ۱۰۱');
    expect(await balanceOf(t, auth)).toBe(120_000);
    await auditClean(t);
  });

  it('pays the invoice the money was for', async () => {
    const { user, auth } = await t.as(['user']);
    const inv = await makeInvoice(t, user.id, 800_000);
    await paidButGone(t, auth, { amount: 800_000, invoice: inv.id });
    t.clock.advance(6 * MIN);
    expect((await reconcile()).body).toMatchObject({ credited: 1 });
    const seen = await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth);
    expect(seen.body.status).toBe(InvoiceStatus.PAID_FULL);
    expect(await balanceOf(t, auth)).toBe(0);
    expect(await t.app.get(LedgerService).audit()).toEqual([]);
  });

  it('a bank trip never paid waits, then expires after the authority\'s life; the bank then refuses it', async () => {
    const { auth } = await t.as(['user']);
    const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 60_000 });
    const url: string = start.body.url;
    const authority = url.split('/').pop()!;
    t.clock.advance(6 * MIN);
    expect((await reconcile()).body).toMatchObject({ checked: 1, waiting: 1, expired: 0 });
    let txn = await txnOf(t, authority);
    expect(txn.status).toBe('IN_PROGRESS');
    expect(txn.reconcile_note).toContain('هنوز پرداختی ثبت نکرده');
    // Finance sees it among the waiting ones.
    const waiting = await t.http.get('/api/accounting/transactions?status__in=IN_PROGRESS,VERIFYING,UNKNOWN&per_page=100').set(finance.auth);
    expect(waiting.body.results.map((r: { id: number }) => r.id)).toContain(txn.id);
    t.clock.advance(25 * MIN);
    expect((await reconcile()).body).toMatchObject({ expired: 1 });
    txn = await txnOf(t, authority);
    expect(txn.status).toBe('CANCELED');
    expect(txn.reconcile_note).toContain('منقضی شد');
    const late = await t.http.post(`${url}/pay`);
    expect(late.headers.location).toMatch(/Status=NOK/);
    expect(await balanceOf(t, auth)).toBe(0);
  });

  it('only finance and admins may run it', async () => {
    const learner = await t.as(['user']);
    expect((await t.http.post('/api/accounting/transactions/reconcile').set(learner.auth)).status).toBe(403);
    const admin = await t.as(['admin']);
    expect((await t.http.post('/api/accounting/transactions/reconcile').set(admin.auth)).status).toBe(200);
  });
});

describe('the reconcile job on the Jobs port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ JOBS_ENABLED: 'true', JOBS_TICK_MS: '200' });
  });
  afterAll(async () => t?.close());

  it('credits a stuck payment on its own tick', async () => {
    const { auth } = await t.as(['user']);
    await paidButGone(t, auth, { amount: 90_000 });
    t.clock.advance(6 * MIN);
    const end = Date.now() + 10_000;
    while ((await balanceOf(t, auth)) !== 90_000 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await balanceOf(t, auth)).toBe(90_000);
    await auditClean(t);
  });
});
