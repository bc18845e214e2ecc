import {
  formatRial,
  fullName,
  InvoiceType,
  MIN_DEPOSIT_AMOUNT,
  toLatinDigits,
  toPersianDigits,
  type User,
} from '@daneshsara/domain';
import { keyed } from './choices';

/** What finance may bill by hand (POST accounting/invoices); donations have their own flow. */
export const MANUAL_INVOICE_TYPES = [
  InvoiceType.CLASSROOM,
  InvoiceType.EVENT,
  InvoiceType.STORE_BASKET,
] as const;
export const manualInvoiceTypeChoices = keyed('app.invoice_type', MANUAL_INVOICE_TYPES);

/** The largest amount the API takes (10 billion Rials). */
export const MAX_INVOICE_AMOUNT = 10_000_000_000;

export interface ManualInvoiceValues {
  owner?: number | string | null;
  title?: string | null;
  amount?: number | null;
  type?: string | null;
  description?: string | null;
}

type Errors = Record<string, string | { message: string; args: Record<string, unknown> }>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's check: a learner, a title, at least 1,000 Rials, one of the three kinds. */
export function validateManualInvoice(values: ManualInvoiceValues): Errors {
  const errors: Errors = {};
  if (values.owner === null || values.owner === undefined || values.owner === '') {
    errors.owner = 'app.invoices.create.owner_required';
  }
  if (!text(values.title)) errors.title = 'ra.validation.required';
  const amount = values.amount;
  if (amount === null || amount === undefined) errors.amount = 'ra.validation.required';
  else if (!Number.isInteger(amount) || amount < MIN_DEPOSIT_AMOUNT) {
    errors.amount = {
      message: 'app.checks.amount_below',
      args: { min: formatRial(MIN_DEPOSIT_AMOUNT) },
    };
  } else if (amount > MAX_INVOICE_AMOUNT) {
    errors.amount = {
      message: 'app.checks.amount_above',
      args: { max: formatRial(MAX_INVOICE_AMOUNT) },
    };
  }
  if (!(MANUAL_INVOICE_TYPES as readonly string[]).includes(values.type ?? '')) {
    errors.type = 'ra.validation.required';
  }
  return errors;
}

/** POST accounting/invoices: only the fields it reads, trimmed; no empty description. */
export function toManualInvoicePayload(values: ManualInvoiceValues) {
  const description = text(values.description);
  return {
    owner: Number(values.owner),
    title: text(values.title),
    amount: values.amount ?? 0,
    type: values.type ?? '',
    ...(description ? { description } : {}),
  };
}

/** How a user reads in the owner picker: the name, then the mobile (the picker answers no more). */
export function userOptionText(user: Partial<User> | undefined | null): string {
  if (!user) return '';
  const name = fullName(user) || '';
  const extras = [user.mobile_number]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => toPersianDigits(v));
  // A Persian comma: a middle dot between Persian digits reads as a zero (۰).
  return [name, ...extras].filter(Boolean).join('، ');
}

/** What the picker sends as the users list's search (`q`): typed Persian digits as Latin ones. */
export function userSearchFilter(typed: string): { q?: string } {
  const q = toLatinDigits(typed ?? '').trim();
  return q ? { q } : {};
}
