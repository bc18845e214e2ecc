import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';
import { startFakeZarinpal, type FakeZarinpal } from '../support/fake-zarinpal';
import { auditClean, balanceOf, makeInvoice } from '../support/money';

let t: TestApp;
let bank: FakeZarinpal;
beforeAll(async () => {
  bank = await startFakeZarinpal();
  t = await bootTestApp({
    JOBS_ENABLED: 'false',
    PAYMENT_GATEWAY: 'zarinpal',
    ZARINPAL_MERCHANT_ID: bank.merchantId,
    ZARINPAL_BASE_URL: bank.baseUrl,
    PUBLIC_URL: 'https://daneshsara.example',
  });
});
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

async function startDeposit(auth: Record<string, string>, body: Record<string, unknown>) {
  const res = await t.http.post('/api/accounting/transactions/deposit').set(auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const authority = res.body.url.split('/').pop() as string;
  return { url: res.body.url as string, authority };
}

describe('the Zarinpal gateway behind our callback', () => {
  it('sends the browser to StartPay with our callback, verifies with the stored amount and credits once', async () => {
    const { user, auth } = await t.as(['user']);
    const inv = await makeInvoice(t, user.id, 120_000);
    const { url, authority } = await startDeposit(auth, { amount: 120_000, invoice: inv.id });
    expect(url).toBe(`${bank.startPayUrl}${authority}`);
    const sent = bank.payments.get(authority)!;
    expect(sent).toMatchObject({ amount: 120_000, currency: 'IRR', callbackUrl: 'https://daneshsara.example/api/accounting/gateway/callback' });
    bank.markPaid(authority);
    const back = await t.http.get(`/api/accounting/gateway/callback?Authority=${authority}&Status=OK`);
    expect(back.headers.location).toMatch(new RegExp(`^/panel/invoice/thankyou\\?status=true&code=\\d+&invoice=${inv.id}$`));
    // The bank calls back twice (or the user reloads): 101 "already verified", no second credit.
    const again = await t.http.get(`/api/accounting/gateway/callback?Authority=${authority}&Status=OK`);
    expect(again.headers.location).toContain('status=true');
    expect((await t.http.get(`/api/accounting/invoices/${inv.id}`).set(auth)).body.status).toBe('PAID_FULL');
    expect(await balanceOf(t, auth)).toBe(0);
    await auditClean(t);
  });

  it('a payment of a different amount at the bank credits nothing (-50)', async () => {
    const { auth } = await t.as(['user']);
    const { authority } = await startDeposit(auth, { amount: 90_000 });
    // The payer tampered with the amount on the way: the bank holds another figure than ours.
    bank.payments.get(authority)!.amount = 9_000;
    bank.markPaid(authority);
    const back = await t.http.get(`/api/accounting/gateway/callback?Authority=${authority}&Status=OK`);
    expect(back.headers.location).toContain('status=false');
    expect(await balanceOf(t, auth)).toBe(0);
    const txn = (await t.http.get('/api/accounting/transactions').set(auth)).body.results[0];
    expect(txn.status).toBe('FAILED');
  });

  it('an unreadable bank answer leaves the transaction UNKNOWN; finance re-verifies and it credits once', async () => {
    const fin = await t.as(['financial_department_head']);
    const { auth } = await t.as(['user']);
    const { authority } = await startDeposit(auth, { amount: 60_000 });
    bank.markPaid(authority);
    bank.failNextWith('html');
    const back = await t.http.get(`/api/accounting/gateway/callback?Authority=${authority}&Status=OK`);
    expect(back.headers.location).toContain('status=false');
    const txn = (await t.http.get('/api/accounting/transactions').set(auth)).body.results[0];
    expect(txn.status).toBe('UNKNOWN');
    expect((await t.http.put(`/api/accounting/transactions/${txn.id}/re_verify_failed_transaction`).set(auth)).status).toBe(403);
    const re = await t.http.put(`/api/accounting/transactions/${txn.id}/re_verify_failed_transaction`).set(fin.auth);
    expect(re.status).toBe(200);
    expect(re.body.status).toBe('SUCCESS');
    const twice = await t.http.put(`/api/accounting/transactions/${txn.id}/re_verify_failed_transaction`).set(fin.auth);
    expect(twice.status).toBe(409);
    expect(await balanceOf(t, auth)).toBe(60_000);
    await auditClean(t);
  });

  it('a bank that refuses the request answers 503 with a Persian message and writes nothing', async () => {
    const { auth } = await t.as(['user']);
    bank.failNextWith('html');
    const res = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 10_000 });
    expect(res.status).toBe(503);
    expect(res.body.detail).toMatch(/درگاه/);
    expect((await t.http.get('/api/accounting/transactions').set(auth)).body.count).toBe(0);
  });
});
