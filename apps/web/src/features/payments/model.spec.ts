import { describe, expect, it } from 'vitest';
import {
  amountTone,
  formatSignedRial,
  ledgerFilterParams,
  paymentSummary,
  readLedgerFilter,
  signedAmount,
} from './model';

describe('ledger amounts', () => {
  it('signs each row by its effect on the wallet', () => {
    expect(signedAmount({ type: 'DEPOSIT', amount: 500 })).toBe(500);
    expect(signedAmount({ type: 'WITHDRAW_REJECT', amount: 500 })).toBe(500);
    expect(signedAmount({ type: 'WITHDRAW', amount: 500 })).toBe(-500);
    expect(signedAmount({ type: 'WITHDRAW_REQUEST', amount: 500 })).toBe(-500);
    expect(signedAmount({ type: 'WITHDRAW_ADMITTED', amount: 500 })).toBe(0);
  });

  it('colours by sign and writes a real minus', () => {
    expect(amountTone(1)).toBe('positive');
    expect(amountTone(-1)).toBe('negative');
    expect(amountTone(0)).toBe('neutral');
    expect(formatSignedRial(500_000)).toBe('+۵۰۰٬۰۰۰');
    expect(formatSignedRial(-200_000)).toBe('\u2212۲۰۰٬۰۰۰');
    expect(formatSignedRial(0)).toBe('۰');
  });
});

describe('ledger lines', () => {
  const invoice = { id: 3, title: 'دوره تفسیر', status: 'PAID_FULL' as const, amount: 10 };

  it('prefers the server description', () => {
    expect(
      paymentSummary({
        type: 'DEPOSIT',
        description: ' شارژ ',
        invoice_info: null,
        instalment: null,
      }),
    ).toBe('شارژ');
  });

  it('says what a row was from its links', () => {
    expect(
      paymentSummary({ type: 'DEPOSIT', description: null, invoice_info: null, instalment: null }),
    ).toBe('افزایش موجودی کیف پول');
    expect(
      paymentSummary({
        type: 'WITHDRAW',
        description: null,
        invoice_info: invoice,
        instalment: null,
      }),
    ).toBe('پرداخت صورت حساب «دوره تفسیر»');
    expect(
      paymentSummary({ type: 'WITHDRAW', description: '', invoice_info: invoice, instalment: 4 }),
    ).toBe('پرداخت قسط «دوره تفسیر»');
  });

  it('filters the ledger by direction', () => {
    expect(readLedgerFilter('out')).toBe('out');
    expect(readLedgerFilter('nope')).toBe('all');
    expect(ledgerFilterParams('in')).toEqual({ type__in: ['DEPOSIT', 'WITHDRAW_REJECT'] });
    expect(ledgerFilterParams('requests')).toEqual({ type: 'WITHDRAW_REQUEST' });
    expect(ledgerFilterParams('all')).toEqual({});
  });
});
