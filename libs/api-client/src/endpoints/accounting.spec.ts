import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { depositBody, withFilters } from './accounting';

type Call = { url: string; init: RequestInit };

function fakeApi(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { api: createApiClient({ fetch }), calls };
}

const page = (results: unknown[]) => ({
  results,
  count: results.length,
  current: 1,
  per_page: 10,
  num_pages: 1,
  next: null,
  previous: null,
});

describe('accounting api', () => {
  it('reads my wallet as the first row of the owner filter', async () => {
    const { api, calls } = fakeApi(page([{ id: 7, inventory: 1200 }]));
    const wallet = await api.accounting.getWallet(42);
    expect(wallet).toMatchObject({ id: 7, inventory: 1200 });
    expect(calls[0].url).toBe('/api/accounting/wallets?owner=42&page=1&per_page=1');
  });

  it('answers null when the owner has no wallet row', async () => {
    const { api } = fakeApi(page([]));
    expect(await api.accounting.getWallet(42)).toBeNull();
  });

  it('lists my invoices in the page dialect with the named filters', async () => {
    const { api, calls } = fakeApi(page([]));
    await api.accounting.listInvoices({ owner: 5, status: 'PAYING', page: 2 });
    expect(calls[0].url).toBe('/api/accounting/invoices?owner=5&status=PAYING&page=2&per_page=10');
  });

  it('cancels every PAYING invoice with one PUT on the contract path', async () => {
    const { api, calls } = fakeApi({
      detail: 'صورت حساب لغو شد.',
      canceled: [3, 4],
      canceled_count: 2,
    });
    const answer = await api.accounting.cancelAllPayingInvoices();
    expect(answer.canceled_count).toBe(2);
    expect(calls[0].url).toBe('/api/accounting/invoices/cancel_all_paying_invoices');
    expect(calls[0].init.method).toBe('PUT');
  });

  it('asks for overdue instalments of one owner', async () => {
    const { api, calls } = fakeApi(page([]));
    await api.accounting.listInstalments({ type: 'overdue', owner: 5, per_page: 50 });
    expect(calls[0].url).toBe(
      '/api/accounting/instalments?owner=5&type=overdue&page=1&per_page=50',
    );
  });

  it('joins __in filters with commas and leaves unset ones out', async () => {
    const { api, calls } = fakeApi(page([]));
    await api.accounting.listPayments({
      wallet__owner: 3,
      type__in: ['WITHDRAW_REQUEST', 'WITHDRAW'],
      withdraw_state: undefined,
    });
    expect(calls[0].url).toBe(
      '/api/accounting/payments?wallet__owner=3&type__in=WITHDRAW_REQUEST%2CWITHDRAW&page=1&per_page=10',
    );
  });

  it('sends a deposit with only the links that are present', async () => {
    const { api, calls } = fakeApi({ url: '/api/accounting/gateway/sandbox/A1' });
    const res = await api.accounting.deposit({ amount: 500000, invoice: null });
    expect(res.url).toBe('/api/accounting/gateway/sandbox/A1');
    expect(calls[0].url).toBe('/api/accounting/transactions/deposit');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ amount: 500000 });
  });

  it('puts a withdraw request with the IBAN and amount', async () => {
    const { api, calls } = fakeApi({ id: 1 });
    await api.accounting.requestWithdraw({ IBAN: 'IR062960000000100324200001', amount: 1000 });
    expect(calls[0].url).toBe('/api/accounting/payments/request_withdraw');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      IBAN: 'IR062960000000100324200001',
      amount: 1000,
    });
  });

  it('pays, cancels and answers offers with bodiless PUTs', async () => {
    const { api, calls } = fakeApi({ detail: 'ok' });
    await api.accounting.payInvoice(9);
    await api.accounting.cancelInvoice(9);
    await api.accounting.payInstalment(4);
    await api.accounting.acceptInstalmentOffer(2);
    await api.accounting.rejectInstalmentOffer(3);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'PUT /api/accounting/invoices/9/pay',
      'PUT /api/accounting/invoices/9/cancel',
      'PUT /api/accounting/instalments/4/pay',
      'PUT /api/accounting/instalment_offers/2/accept',
      'PUT /api/accounting/instalment_offers/3/reject',
    ]);
    expect(calls.every((c) => c.init.body === undefined)).toBe(true);
  });

  it('opens the help ticket with the invoice as its source', async () => {
    const { api, calls } = fakeApi({ id: 11 });
    await api.accounting.requestInvoiceHelp(9, { title: 'درخواست مساعدت', body: 'متن' });
    expect(calls[0].url).toBe('/api/mma/tickets');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      title: 'درخواست مساعدت',
      body: 'متن',
      source_type: 'INVOICE',
      source_id: 9,
    });
  });
});

describe('accounting helpers', () => {
  it('folds named params into filters', () => {
    expect(withFilters({ owner: 1, page: 3, status: undefined }, ['owner', 'status'])).toEqual({
      page: 3,
      filters: { owner: 1 },
    });
  });

  it('keeps instalment and invoice links only when set', () => {
    expect(depositBody({ amount: 10, invoice: 4, instalment: undefined })).toEqual({
      amount: 10,
      invoice: 4,
    });
    expect(depositBody({ amount: 10, instalment: 0 })).toEqual({ amount: 10, instalment: 0 });
  });
});
