import { formatRial, MIN_DEPOSIT_AMOUNT, toLatinDigits, type InvoiceRow } from '@daneshsara/domain';
import { isoToDate } from '../../inputs/isoDate';

/** What the «ایجاد پیشنهاد اقساط» dialog collects. */
export interface InstalmentOfferValues {
  amount?: number | null;
  count?: number | string | null;
  due_date_interval?: number | string | null;
  /** `YYYY-MM-DD` from the Jalali date input. */
  starting_date?: string | null;
  description?: string | null;
}

/** The API's limits (CreateOfferDto): 1..36 instalments, 1..365 days apart, at least 1,000 Rials. */
export const MAX_INSTALMENTS = 36;
export const MAX_INTERVAL_DAYS = 365;

type Invoice = Pick<InvoiceRow, 'id' | 'amount'> & Partial<Pick<InvoiceRow, 'paid_amount'>>;

/** What is still owed on an invoice: the default and the ceiling of an offer. */
export function remainingOf(invoice: Invoice): number {
  return Math.max(0, invoice.amount - (invoice.paid_amount ?? 0));
}

function toInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string') {
    const text = toLatinDigits(value).trim();
    return /^\d+$/.test(text) ? Number(text) : null;
  }
  return null;
}

function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * The dialog's form-level check (messages are i18n keys with their numbers): a positive total no
 * more than what is owed (at least 1,000 Rials), 1..36 instalments of at least one Rial each, 1..365 days apart, and a
 * first due date from today on.
 */
export function validateInstalmentOffer(
  values: InstalmentOfferValues,
  invoice: Invoice,
  now: Date = new Date(),
): Record<string, string | { message: string; args: Record<string, unknown> }> {
  const errors: Record<string, string | { message: string; args: Record<string, unknown> }> = {};
  const remaining = remainingOf(invoice);
  const amount = toInt(values.amount);
  const count = toInt(values.count);
  const interval = toInt(values.due_date_interval);

  if (values.amount === null || values.amount === undefined || (values.amount as unknown) === '') {
    errors.amount = 'ra.validation.required';
  } else if (amount === null || amount <= 0) {
    errors.amount = 'app.checks.positive_amount';
  } else if (amount < MIN_DEPOSIT_AMOUNT) {
    errors.amount = {
      message: 'app.checks.amount_below',
      args: { min: formatRial(MIN_DEPOSIT_AMOUNT) },
    };
  } else if (amount > remaining) {
    errors.amount = { message: 'app.checks.amount_above', args: { max: formatRial(remaining) } };
  }

  if (values.count === null || values.count === undefined || values.count === '') {
    errors.count = 'ra.validation.required';
  } else if (count === null || count < 1 || count > MAX_INSTALMENTS) {
    errors.count = { message: 'app.checks.int_between', args: { min: 1, max: MAX_INSTALMENTS } };
  } else if (amount !== null && amount > 0 && amount < count) {
    errors.count = 'app.invoices.offer.too_many_for_amount';
  }

  if (
    values.due_date_interval === null ||
    values.due_date_interval === undefined ||
    values.due_date_interval === ''
  ) {
    errors.due_date_interval = 'ra.validation.required';
  } else if (interval === null || interval < 1 || interval > MAX_INTERVAL_DAYS) {
    errors.due_date_interval = {
      message: 'app.checks.int_between',
      args: { min: 1, max: MAX_INTERVAL_DAYS },
    };
  }

  const start = isoToDate(values.starting_date);
  if (!values.starting_date) errors.starting_date = 'ra.validation.required';
  else if (!start) errors.starting_date = 'app.checks.date';
  else if (start < startOfToday(now)) errors.starting_date = 'app.checks.not_past';
  return errors;
}

/** POST accounting/instalment_offers */
export function toInstalmentOfferPayload(values: InstalmentOfferValues, invoiceId: number) {
  const description = typeof values.description === 'string' ? values.description.trim() : '';
  return {
    invoice: invoiceId,
    amount: toInt(values.amount) ?? 0,
    count: toInt(values.count) ?? 0,
    due_date_interval: toInt(values.due_date_interval) ?? 0,
    starting_date: values.starting_date ?? null,
    ...(description ? { description } : {}),
  };
}

export interface ScheduledInstalment {
  index: number;
  amount: number;
  due: Date;
}

/**
 * The schedule the learner gets if they accept (the server makes it on accept the same way):
 * equal whole-Rial instalments with the remainder on the last, every `interval` days from the
 * first due date. Empty while the form is incomplete.
 */
export function instalmentSchedule(values: InstalmentOfferValues): ScheduledInstalment[] {
  const amount = toInt(values.amount);
  const count = toInt(values.count);
  const interval = toInt(values.due_date_interval);
  const start = isoToDate(values.starting_date);
  if (!amount || !count || !interval || !start || count > MAX_INSTALMENTS || amount < count) {
    return [];
  }
  const each = Math.floor(amount / count);
  return Array.from({ length: count }, (_, i) => {
    const due = new Date(start);
    due.setDate(due.getDate() + i * interval);
    return { index: i + 1, amount: i === count - 1 ? amount - each * (count - 1) : each, due };
  });
}

/** What the «بازگشت وجه» dialog collects. */
export interface RefundValues {
  amount?: number | null;
  description?: string | null;
}

/** A refund: a positive amount no more than what was paid. */
export function validateRefund(
  values: RefundValues,
  invoice: Invoice,
): Record<string, string | { message: string; args: Record<string, unknown> }> {
  const errors: Record<string, string | { message: string; args: Record<string, unknown> }> = {};
  const paid = invoice.paid_amount ?? 0;
  const amount = toInt(values.amount);
  if (values.amount === null || values.amount === undefined)
    errors.amount = 'ra.validation.required';
  else if (amount === null || amount <= 0) errors.amount = 'app.checks.positive_amount';
  else if (amount > paid)
    errors.amount = { message: 'app.checks.amount_above', args: { max: formatRial(paid) } };
  return errors;
}

/** POST accounting/payments/refund_by_amount */
export function toRefundPayload(values: RefundValues, invoiceId: number) {
  const description = typeof values.description === 'string' ? values.description.trim() : '';
  return {
    invoice: invoiceId,
    amount: toInt(values.amount) ?? 0,
    ...(description ? { description } : {}),
  };
}
