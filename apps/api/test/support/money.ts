import { InvoiceType } from '@daneshsara/domain';
import { expect } from 'vitest';
import { InvoicesService, LedgerService, type NewInvoice } from '../../src/modules/accounting';
import { Tx } from '../../src/core/database/tx';
import type { TestApp } from './app';

/** An invoice as another module (a classroom, a basket) would make it: through InvoicesService. */
export async function makeInvoice(t: TestApp, ownerId: number, amount: number, extra: Partial<NewInvoice> = {}) {
  const invoices = t.app.get(InvoicesService);
  return t.app.get(Tx).run((em) =>
    invoices.createInTx(em, { owner_id: ownerId, title: 'صورت حساب آزمایشی', amount, type: InvoiceType.CLASSROOM, ...extra }),
  );
}

/**
 * Money into a wallet the way a learner puts it there: deposit → the sandbox bank page → «پرداخت»
 * → the callback. Answers the callback's redirect target.
 */
export async function depositViaSandbox(
  t: TestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
  answer: 'pay' | 'cancel' = 'pay',
): Promise<{ landing: string; callback: string; authority: string }> {
  const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send(body);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const url: string = start.body.url;
  expect(url).toMatch(/^\/api\/accounting\/gateway\/sandbox\/S[0-9A-F]+$/);
  const page = await t.http.get(url);
  expect(page.status).toBe(200);
  expect(page.text).toContain('پرداخت');
  const bank = await t.http.post(`${url}/${answer}`);
  expect(bank.status).toBe(303);
  const callback = new URL(bank.headers.location, 'http://x').pathname + new URL(bank.headers.location, 'http://x').search;
  const back = await t.http.get(callback);
  expect(back.status).toBe(302);
  return { landing: back.headers.location, callback, authority: url.split('/').pop()! };
}

export async function balanceOf(t: TestApp, auth: Record<string, string>): Promise<number> {
  const res = await t.http.get('/api/accounting/wallets').set(auth);
  expect(res.status).toBe(200);
  // No wallet yet (made by the first money write, never by a read): a zero balance.
  return res.body.results[0]?.inventory ?? 0;
}

export async function auditClean(t: TestApp): Promise<void> {
  expect(await t.app.get(LedgerService).audit()).toEqual([]);
}
