import { describe, expect, it } from 'vitest';
import {
  canAnswerOffer,
  helpTicketTitle,
  instalmentBadge,
  instalmentPayPlan,
  invoicePayPlan,
  invoiceClassroom,
  isPayable,
  offerBadge,
  paidInstalments,
  showsPaymentCard,
} from './model';

describe('paying an invoice', () => {
  it('pays from the wallet when it holds the whole amount', () => {
    expect(invoicePayPlan({ amount: 500_000, wallet_inventory: 500_000 })).toEqual({
      kind: 'wallet',
    });
    expect(invoicePayPlan({ amount: 500_000, wallet_inventory: 900_000 })).toEqual({
      kind: 'wallet',
    });
  });

  it('deposits only the difference when the wallet is short', () => {
    expect(invoicePayPlan({ amount: 500_000, wallet_inventory: 120_000 })).toEqual({
      kind: 'deposit',
      amount: 380_000,
    });
    expect(invoicePayPlan({ amount: 500_000, wallet_inventory: 0 })).toEqual({
      kind: 'deposit',
      amount: 500_000,
    });
  });

  it('allows wallet payment, cancel and help only while PAYING', () => {
    expect(isPayable('PAYING')).toBe(true);
    expect(isPayable('PAYING_IN_INSTALMENT')).toBe(false);
    expect(isPayable('PAID_FULL')).toBe(false);
    expect(showsPaymentCard('PAYING_IN_INSTALMENT')).toBe(true);
    expect(showsPaymentCard('CANCELED')).toBe(false);
  });

  it('names the help ticket after the invoice', () => {
    expect(helpTicketTitle({ id: 12, title: 'ثبت نام دوره «منطق»' })).toBe(
      'درخواست مساعدت: ثبت نام دوره «منطق»',
    );
    // A number in Persian digits when the invoice has no title; a long title is cut short.
    expect(helpTicketTitle({ id: 12, title: ' ' })).toBe('درخواست مساعدت برای صورت حساب ۱۲');
    expect(helpTicketTitle({ id: 1, title: 'ا'.repeat(400) }).length).toBeLessThanOrEqual(255);
  });
});

describe('paying an instalment', () => {
  it('deposits the whole instalment, not the difference, when the wallet is short', () => {
    expect(instalmentPayPlan({ amount: 300_000 }, 100_000)).toEqual({
      kind: 'deposit',
      amount: 300_000,
    });
  });

  it('pays from the wallet when it holds the instalment', () => {
    expect(instalmentPayPlan({ amount: 300_000 }, 300_000)).toEqual({ kind: 'wallet' });
  });

  it('labels instalments paid, overdue or waiting', () => {
    expect(instalmentBadge({ paid_time: '2026-01-01T00:00:00Z', is_overdue: true }).label).toBe(
      'پرداخت شده',
    );
    expect(instalmentBadge({ paid_time: null, is_overdue: true }).tone).toBe('error');
    expect(instalmentBadge({ paid_time: null, is_overdue: false }).label).toBe('در انتظار پرداخت');
  });

  it('sums what is paid', () => {
    expect(
      paidInstalments([
        { amount: 100, paid_time: 'x' },
        { amount: 200, paid_time: null },
        { amount: 300, paid_time: 'y' },
      ]),
    ).toEqual({ count: 2, amount: 400 });
  });
});

describe('instalment offers', () => {
  it('badges the answer', () => {
    expect(offerBadge({ is_accepted: true }).label).toBe('تایید شده');
    expect(offerBadge({ is_accepted: false }).label).toBe('رد شده');
    expect(offerBadge({ is_accepted: null }).tone).toBe('warning');
  });

  it('can be answered once, while the invoice is PAYING', () => {
    expect(canAnswerOffer({ is_accepted: null }, 'PAYING')).toBe(true);
    expect(canAnswerOffer({ is_accepted: true }, 'PAYING')).toBe(false);
    expect(canAnswerOffer({ is_accepted: null }, 'PAYING_IN_INSTALMENT')).toBe(false);
  });
});

describe('the classroom an invoice pays for', () => {
  it('reads the title, the professor and the price from a CLASSROOM or EVENT item_info', () => {
    const item_info = {
      id: 4,
      title: 'منطق مقدماتی',
      price: 300_000,
      professor_info: { id: 9, firstname: 'مرتضی', lastname: 'حسینی' },
    };
    expect(invoiceClassroom({ type: 'CLASSROOM', item_info })).toEqual({
      title: 'منطق مقدماتی',
      professor: 'مرتضی حسینی',
      price: 300_000,
    });
    expect(
      invoiceClassroom({ type: 'EVENT', item_info: { ...item_info, professor_info: null } }),
    ).toEqual({
      title: 'منطق مقدماتی',
      professor: null,
      price: 300_000,
    });
  });

  it('has nothing for a store or donation invoice, or without item_info', () => {
    expect(invoiceClassroom({ type: 'STORE_BASKET', item_info: { title: 'سبد' } })).toBeNull();
    expect(invoiceClassroom({ type: 'CLASSROOM', item_info: null })).toBeNull();
  });
});
