import { describe, expect, it } from 'vitest';
import { discountKind, normalizeCode, toDiscountPayload, validateDiscount } from './discount';

const now = new Date('2026-10-07T08:00:00Z');
const base = {
  code: 'nowruz1405',
  target: 'STORE',
  kind: 'percent' as const,
  percent: 20,
  order_price: 0,
};

describe('discount form', () => {
  it('accepts a percent code', () => {
    expect(validateDiscount(base, { isNew: true, now })).toEqual({});
  });

  it('keeps the percent whole and between 0 and 100', () => {
    for (const percent of [101, -1, 12.5, 'abc']) {
      expect(validateDiscount({ ...base, percent }, { isNew: true, now }).percent).toEqual({
        message: 'app.checks.int_between',
        args: { min: 0, max: 100 },
      });
    }
    expect(validateDiscount({ ...base, percent: 100 }, { isNew: true, now })).toEqual({});
    expect(validateDiscount({ ...base, percent: '۵۰' }, { isNew: true, now })).toEqual({});
    expect(validateDiscount({ ...base, percent: 0 }, { isNew: true, now }).percent).toBe(
      'app.discounts.nothing_off',
    );
  });

  it('asks for a positive amount for a fixed discount and ignores the percent', () => {
    const fixed = { ...base, kind: 'price' as const, percent: 500, price: null };
    expect(validateDiscount(fixed, { isNew: true, now })).toEqual({
      price: 'ra.validation.required',
    });
    expect(validateDiscount({ ...fixed, price: 0 }, { isNew: true, now }).price).toBe(
      'app.checks.positive_amount',
    );
    expect(validateDiscount({ ...fixed, price: 500_000 }, { isNew: true, now })).toEqual({});
  });

  it('checks the code, the target and a new code’s expiry', () => {
    expect(validateDiscount({ ...base, code: 'ab' }, { isNew: true, now }).code).toBe(
      'app.discounts.code_format',
    );
    expect(validateDiscount({ ...base, code: 'x'.repeat(51) }, { isNew: true, now }).code).toBe(
      'app.discounts.code_format',
    );
    expect(validateDiscount({ ...base, code: 'یلدا' }, { isNew: true, now })).toEqual({});
    expect(validateDiscount({ ...base, code: ' ' }, { isNew: true, now }).code).toBe(
      'ra.validation.required',
    );
    expect(validateDiscount({ ...base, target: null }, { isNew: true, now }).target).toBe(
      'ra.validation.required',
    );
    const past = { ...base, expire_time: '2026-10-01T00:00:00Z' };
    expect(validateDiscount(past, { isNew: true, now }).expire_time).toBe('app.checks.future');
    expect(validateDiscount(past, { isNew: false, now })).toEqual({});
  });

  it('sends one kind, the other as 0, with a normalised code', () => {
    expect(
      toDiscountPayload({
        ...base,
        code: ' yalda ۱۴۰۵ ',
        price: 900,
        expire_time: '2026-12-21T20:30:00.000Z',
      }),
    ).toEqual({
      code: 'yalda1405',
      target: 'STORE',
      percent: 20,
      price: 0,
      order_price: 0,
      expire_time: '2026-12-21T20:30:00.000Z',
    });
    expect(
      toDiscountPayload({ ...base, kind: 'price', price: 750_000, order_price: null }),
    ).toMatchObject({
      percent: 0,
      price: 750_000,
      order_price: 0,
      expire_time: null,
    });
  });

  it('reads the kind of a stored code', () => {
    expect(discountKind({ price: 500_000, percent: 0 })).toBe('price');
    expect(discountKind({ price: 0, percent: 10 })).toBe('percent');
    expect(discountKind(undefined)).toBe('percent');
    expect(normalizeCode('Ab-c_1 ۲')).toBe('Ab-c_12');
  });
});
