import {
  DEFAULT_DONATION_AMOUNT,
  MIN_DEPOSIT_AMOUNT,
  MIN_DONATION_AMOUNT,
} from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import {
  causeOfInvoice,
  displayDonation,
  DonationMessages,
  formatRialInput,
  idParam,
  initialDonationValues,
  MAX_DONATION_AMOUNT,
  pageParam,
  parsePaymentResult,
  parseRialInput,
  payButtonLabel,
  planPayment,
  QUICK_AMOUNTS,
  toInvoiceBody,
  tomanHint,
  validateAmount,
  validateDonation,
} from './model';
import { donationPaths } from './paths';

describe('the Rial amount field', () => {
  it('reads Persian, Arabic and Latin digits with or without grouping', () => {
    expect(parseRialInput('۵۰٬۰۰۰')).toBe(50_000);
    expect(parseRialInput('٥٠,٠٠٠')).toBe(50_000);
    expect(parseRialInput('1,000,000')).toBe(1_000_000);
    expect(parseRialInput(' 12 500 ')).toBe(12_500);
    expect(parseRialInput('ریال')).toBeNull();
    expect(parseRialInput('')).toBeNull();
  });

  it('shows the amount grouped in Persian digits, without the unit', () => {
    expect(formatRialInput(50_000)).toBe('۵۰٬۰۰۰');
    expect(formatRialInput(1000)).toBe('۱٬۰۰۰');
    expect(formatRialInput(null)).toBe('');
    // What is shown reads back as the same number.
    expect(parseRialInput(formatRialInput(1_234_567))).toBe(1_234_567);
  });

  it('says the amount in Tomans too', () => {
    expect(tomanHint(50_000)).toBe('معادل ۵٬۰۰۰ تومان');
    expect(tomanHint(null)).toBe('');
  });
});

describe('amount validation', () => {
  it('defaults to 1,000 Rials, the smallest gift', () => {
    expect(DEFAULT_DONATION_AMOUNT).toBe(1000);
    expect(initialDonationValues({}).amount).toBe(DEFAULT_DONATION_AMOUNT);
    expect(validateAmount(MIN_DONATION_AMOUNT)).toBeNull();
  });

  it('refuses empty, too small, fractional and absurd amounts', () => {
    expect(validateAmount(null)).toBe(DonationMessages.AMOUNT_REQUIRED);
    expect(validateAmount(0)).toBe(DonationMessages.AMOUNT_REQUIRED);
    expect(validateAmount(999)).toBe(DonationMessages.AMOUNT_TOO_SMALL);
    expect(validateAmount(1000.5)).toBe(DonationMessages.AMOUNT_TOO_SMALL);
    expect(validateAmount(MAX_DONATION_AMOUNT + 1)).toBe(DonationMessages.AMOUNT_TOO_LARGE);
    expect(DonationMessages.AMOUNT_TOO_SMALL).toBe('کمترین مبلغ کمک ۱٬۰۰۰ ریال است.');
  });

  it('offers quick amounts that are all valid, ascending and distinct', () => {
    expect(QUICK_AMOUNTS.length).toBeGreaterThanOrEqual(3);
    expect(QUICK_AMOUNTS).toContain(50_000);
    for (const amount of QUICK_AMOUNTS) expect(validateAmount(amount)).toBeNull();
    expect([...QUICK_AMOUNTS].sort((a, b) => a - b)).toEqual(QUICK_AMOUNTS);
    expect(new Set(QUICK_AMOUNTS).size).toBe(QUICK_AMOUNTS.length);
  });
});

describe('the donation form', () => {
  const valid = { amount: 50_000, fullName: 'مریم کاظمی', mobile: '', isPrivate: false };

  it('prefills the name and mobile of the logged-in person', () => {
    expect(initialDonationValues({ fullName: ' مریم کاظمی ', mobile: '09351000002' })).toEqual({
      amount: 1000,
      fullName: 'مریم کاظمی',
      mobile: '09351000002',
      isPrivate: false,
    });
  });

  it('needs a name; the mobile is optional but must be a mobile when given', () => {
    expect(validateDonation(valid)).toEqual({});
    expect(validateDonation({ ...valid, fullName: ' ' }).fullName).toBe(
      DonationMessages.FULL_NAME_REQUIRED,
    );
    // A guest logs in next and the account supplies the name.
    expect(validateDonation({ ...valid, fullName: '' }, { guest: true })).toEqual({});
    expect(validateDonation({ ...valid, mobile: '0912' }).mobile).toBe(
      DonationMessages.MOBILE_INVALID,
    );
    expect(validateDonation({ ...valid, mobile: '09121234567' })).toEqual({});
    expect(validateDonation({ ...valid, amount: 10 }).amount).toBe(
      DonationMessages.AMOUNT_TOO_SMALL,
    );
  });

  it('sends the create_invoice body the API expects', () => {
    expect(toInvoiceBody({ ...valid, mobile: '۰۹۱۲۱۲۳۴۵۶۷', isPrivate: true })).toEqual({
      amount: 50_000,
      full_name: 'مریم کاظمی',
      mobile_number: '09121234567',
      is_private: true,
    });
    expect(toInvoiceBody(valid)).toEqual({
      amount: 50_000,
      full_name: 'مریم کاظمی',
      is_private: false,
    });
  });
});

describe('pay from the wallet or deposit first', () => {
  const paying = (amount: number) => ({ amount, status: 'PAYING' as const });

  it('pays from the wallet when the balance covers the amount', () => {
    expect(planPayment(paying(50_000), 50_000)).toEqual({ kind: 'wallet' });
    expect(planPayment(paying(50_000), 80_000)).toEqual({ kind: 'wallet' });
    expect(payButtonLabel({ kind: 'wallet' })).toBe('پرداخت از کیف پول');
  });

  it('deposits the difference when the wallet is short', () => {
    expect(planPayment(paying(50_000), 0)).toEqual({
      kind: 'deposit',
      shortfall: 50_000,
      depositAmount: 50_000,
    });
    expect(planPayment(paying(50_000), 20_000)).toEqual({
      kind: 'deposit',
      shortfall: 30_000,
      depositAmount: 30_000,
    });
    // A negative balance (a held withdrawal) never makes the deposit larger than the amount.
    expect(planPayment(paying(5_000), -3_000)).toMatchObject({ depositAmount: 5_000 });
    expect(payButtonLabel(planPayment(paying(50_000), 0))).toBe('افزایش موجودی و پرداخت');
  });

  it('never asks for a deposit below the smallest one the gateway takes', () => {
    expect(planPayment(paying(50_000), 49_900)).toEqual({
      kind: 'deposit',
      shortfall: 100,
      depositAmount: MIN_DEPOSIT_AMOUNT,
    });
  });

  it('offers no payment unless the invoice is PAYING', () => {
    expect(planPayment({ amount: 1000, status: 'PAID_FULL' }, 0)).toEqual({ kind: 'paid' });
    expect(planPayment({ amount: 1000, status: 'PAID_IN_INSTALMENT' }, 0)).toEqual({
      kind: 'paid',
    });
    expect(planPayment({ amount: 1000, status: 'CANCELED' }, 5000)).toEqual({ kind: 'canceled' });
    expect(planPayment({ amount: 1000, status: 'TRANSACTION_VERIFYING' }, 0)).toEqual({
      kind: 'verifying',
    });
    expect(planPayment({ amount: 1000, status: 'PAYING_IN_INSTALMENT' }, 5000)).toEqual({
      kind: 'unpayable',
    });
    expect(payButtonLabel({ kind: 'paid' })).toBeNull();
  });
});

describe('the payment result the gateway returns to', () => {
  it('reads status, tracking code and invoice', () => {
    expect(parsePaymentResult(new URLSearchParams('status=true&code=A1B2C3&invoice=42'))).toEqual({
      success: true,
      code: 'A1B2C3',
      invoice: 42,
    });
    expect(parsePaymentResult(new URLSearchParams('status=false&code=&invoice=7'))).toEqual({
      success: false,
      code: null,
      invoice: 7,
    });
    expect(parsePaymentResult(new URLSearchParams('status=TRUE&code=null&invoice=x'))).toEqual({
      success: false,
      code: null,
      invoice: null,
    });
  });

  it('builds the URLs of the flow', () => {
    expect(donationPaths.payment(12)).toBe('/panel/donation/payment-from-wallet?invoice=12');
    expect(donationPaths.result(12, true)).toBe(
      '/panel/donation/payment-result?status=true&invoice=12',
    );
    expect(donationPaths.cause(3, 9)).toBe('/donation-category/3/donation/9');
    expect(donationPaths.allFiltered(2, 3)).toBe('/donation/all?category=2&page=3');
    expect(donationPaths.allFiltered(null, 1)).toBe('/donation/all');
  });

  it('reads ids and pages defensively', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('۱۲')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('abc')).toBeNull();
    expect(idParam(undefined)).toBeNull();
    expect(pageParam('3')).toBe(3);
    expect(pageParam('-1')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});

describe('reading a donation invoice and staff text', () => {
  it('finds the cause a DONATION invoice pays for', () => {
    const invoice = {
      type: 'DONATION' as const,
      item_id: 8,
      item_info: { id: 8, title: 'تجهیز درمانگاه', thumbnail: null, category: 2 },
    };
    expect(causeOfInvoice(invoice)).toEqual({
      donation: 8,
      category: 2,
      title: 'تجهیز درمانگاه',
      thumbnail: null,
    });
    expect(causeOfInvoice({ ...invoice, type: 'CLASSROOM' })).toBeNull();
    expect(causeOfInvoice({ ...invoice, item_info: null })).toBeNull();
    expect(causeOfInvoice(undefined)).toBeNull();
  });

  it('shows the numbers of titles and summaries in Persian digits', () => {
    const row = displayDonation({
      id: 1,
      title: 'نوشت‌افزار 200 دانش‌آموز',
      summary: 'برای 3 مدرسه',
      description: '<a href="/uploads/1.png">1</a>',
      thumbnail: '/uploads/2.png',
      category: 1,
      category_info: { id: 1, title: 'آموزش 1', thumbnail: null },
      collected_amount: 0,
      donors_count: 0,
      is_active: true,
      creation_time: '2026-01-01T00:00:00Z',
    });
    expect(row.title).toBe('نوشت‌افزار ۲۰۰ دانش‌آموز');
    expect(row.summary).toBe('برای ۳ مدرسه');
    expect(row.category_info.title).toBe('آموزش ۱');
    // Markup and file paths keep their Latin digits (RichText converts text nodes only).
    expect(row.description).toBe('<a href="/uploads/1.png">1</a>');
    expect(row.thumbnail).toBe('/uploads/2.png');
  });
});
