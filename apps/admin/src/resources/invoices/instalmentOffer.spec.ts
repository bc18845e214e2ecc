import { describe, expect, it } from 'vitest';
import {
  instalmentSchedule,
  toInstalmentOfferPayload,
  toRefundPayload,
  validateInstalmentOffer,
  validateRefund,
} from './instalmentOffer';

const invoice = { id: 7, amount: 12_000_000, paid_amount: 2_000_000 };
const today = new Date(2026, 9, 7, 10, 0);

describe('instalment offer form', () => {
  const good = {
    amount: 10_000_000,
    count: 3,
    due_date_interval: 30,
    starting_date: '2026-10-15',
  };

  it('accepts a complete offer for what is owed', () => {
    expect(validateInstalmentOffer(good, invoice, today)).toEqual({});
    expect(
      validateInstalmentOffer({ ...good, starting_date: '2026-10-07' }, invoice, today),
    ).toEqual({});
  });

  it('asks for every field', () => {
    expect(validateInstalmentOffer({}, invoice, today)).toEqual({
      amount: 'ra.validation.required',
      count: 'ra.validation.required',
      due_date_interval: 'ra.validation.required',
      starting_date: 'ra.validation.required',
    });
  });

  it('refuses more than is owed, zero, and a past first due date', () => {
    const errors = validateInstalmentOffer(
      { ...good, amount: 10_000_001, starting_date: '2026-10-06' },
      invoice,
      today,
    );
    expect(errors.amount).toEqual({
      message: 'app.checks.amount_above',
      args: { max: '۱۰٬۰۰۰٬۰۰۰ ریال' },
    });
    expect(errors.starting_date).toBe('app.checks.not_past');
    expect(validateInstalmentOffer({ ...good, amount: 0 }, invoice, today).amount).toBe(
      'app.checks.positive_amount',
    );
    expect(validateInstalmentOffer({ ...good, amount: 999 }, invoice, today).amount).toEqual({
      message: 'app.checks.amount_below',
      args: { min: '۱٬۰۰۰ ریال' },
    });
  });

  it('keeps count and interval whole and in range (Persian digits typed are fine)', () => {
    expect(validateInstalmentOffer({ ...good, count: '۶' }, invoice, today)).toEqual({});
    expect(validateInstalmentOffer({ ...good, count: 0 }, invoice, today).count).toEqual({
      message: 'app.checks.int_between',
      args: { min: 1, max: 36 },
    });
    expect(validateInstalmentOffer({ ...good, count: 2.5 }, invoice, today).count).toBeDefined();
    expect(
      validateInstalmentOffer({ ...good, due_date_interval: 400 }, invoice, today)
        .due_date_interval,
    ).toBeDefined();
    expect(validateInstalmentOffer({ ...good, count: 37 }, invoice, today).count).toBeDefined();
    expect(validateInstalmentOffer({ ...good, amount: 2, count: 3 }, invoice, today).count).toBe(
      'app.invoices.offer.too_many_for_amount',
    );
  });

  it('sends what POST accounting/instalment_offers takes', () => {
    expect(
      toInstalmentOfferPayload({ ...good, count: '۳', description: '  با تخفیف ' }, invoice.id),
    ).toEqual({
      invoice: 7,
      amount: 10_000_000,
      count: 3,
      due_date_interval: 30,
      starting_date: '2026-10-15',
      description: 'با تخفیف',
    });
    expect(toInstalmentOfferPayload({ ...good, description: ' ' }, 7)).not.toHaveProperty(
      'description',
    );
  });

  it('previews equal instalments with the remainder on the last', () => {
    const schedule = instalmentSchedule({ ...good, amount: 10_000_000 });
    expect(schedule.map((s) => s.amount)).toEqual([3_333_333, 3_333_333, 3_333_334]);
    expect(schedule.map((s) => [s.due.getMonth(), s.due.getDate()])).toEqual([
      [9, 15],
      [10, 14],
      [11, 14],
    ]);
    expect(instalmentSchedule({ ...good, count: '' })).toEqual([]);
  });
});

describe('refund form', () => {
  it('allows up to what was paid', () => {
    expect(validateRefund({ amount: 2_000_000 }, invoice)).toEqual({});
    expect(validateRefund({ amount: 2_000_001 }, invoice).amount).toEqual({
      message: 'app.checks.amount_above',
      args: { max: '۲٬۰۰۰٬۰۰۰ ریال' },
    });
    expect(validateRefund({}, invoice).amount).toBe('ra.validation.required');
  });

  it('sends invoice, amount and a description when written', () => {
    expect(toRefundPayload({ amount: 500_000, description: 'انصراف' }, 7)).toEqual({
      invoice: 7,
      amount: 500_000,
      description: 'انصراف',
    });
  });
});
