import { describe, expect, it } from 'vitest';
import {
  manualInvoiceTypeChoices,
  toManualInvoicePayload,
  userOptionText,
  userSearchFilter,
  validateManualInvoice,
} from './manualInvoice';

describe('manual invoice form', () => {
  const good = { owner: 12, title: ' شهریه دوره ', amount: 1_500_000, type: 'CLASSROOM' };

  it('accepts a learner, a title, at least 1,000 Rials and one of three kinds', () => {
    expect(validateManualInvoice(good)).toEqual({});
    expect(manualInvoiceTypeChoices.map((c) => c.id)).toEqual([
      'CLASSROOM',
      'EVENT',
      'STORE_BASKET',
    ]);
  });

  it('says what is missing or wrong, in i18n keys', () => {
    expect(validateManualInvoice({})).toEqual({
      owner: 'app.invoices.create.owner_required',
      title: 'ra.validation.required',
      amount: 'ra.validation.required',
      type: 'ra.validation.required',
    });
    expect(validateManualInvoice({ ...good, title: '   ' }).title).toBe('ra.validation.required');
    expect(validateManualInvoice({ ...good, amount: 999 }).amount).toEqual({
      message: 'app.checks.amount_below',
      args: { min: '۱٬۰۰۰ ریال' },
    });
    expect(validateManualInvoice({ ...good, amount: 10_000_000_001 }).amount).toMatchObject({
      message: 'app.checks.amount_above',
    });
    // Donations are billed by their own flow, not by hand.
    expect(validateManualInvoice({ ...good, type: 'DONATION' }).type).toBe(
      'ra.validation.required',
    );
  });

  it('sends only what POST accounting/invoices reads', () => {
    expect(toManualInvoicePayload({ ...good, description: '  ' })).toEqual({
      owner: 12,
      title: 'شهریه دوره',
      amount: 1_500_000,
      type: 'CLASSROOM',
    });
    expect(toManualInvoicePayload({ ...good, owner: '12', description: ' قسط اول ' })).toEqual({
      owner: 12,
      title: 'شهریه دوره',
      amount: 1_500_000,
      type: 'CLASSROOM',
      description: 'قسط اول',
    });
  });
});

describe('owner picker', () => {
  it('shows a user by name and mobile in Persian digits', () => {
    expect(
      userOptionText({ firstname: 'محمد', lastname: 'اندیشه‌جو', mobile_number: '09120000001' }),
    ).toBe('محمد اندیشه‌جو، ۰۹۱۲۰۰۰۰۰۰۱');
    expect(userOptionText({ firstname: 'سارا', mobile_number: null })).toBe('سارا');
    expect(userOptionText(undefined)).toBe('');
  });

  it('searches with Latin digits whatever was typed', () => {
    expect(userSearchFilter(' ۰۹۱۲۰ ')).toEqual({ q: '09120' });
    expect(userSearchFilter('محمد')).toEqual({ q: 'محمد' });
    expect(userSearchFilter('  ')).toEqual({});
  });
});
