import { toLatinDigits, type DiscountRow } from '@daneshsara/domain';

/** A code takes either a percent or a fixed amount off; the form asks which. */
export type DiscountKind = 'percent' | 'price';

export interface DiscountFormValues {
  code?: string | null;
  target?: string | null;
  kind?: DiscountKind;
  percent?: number | string | null;
  price?: number | null;
  order_price?: number | null;
  expire_time?: string | null;
}

type Errors = Record<string, string | { message: string; args: Record<string, unknown> }>;

export function discountKind(
  record: Partial<Pick<DiscountRow, 'price' | 'percent'>> | undefined,
): DiscountKind {
  return record && (record.price ?? 0) > 0 && !(record.percent ?? 0) ? 'price' : 'percent';
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = toLatinDigits(value).trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  }
  return null;
}

/**
 * A code as the learner will type it: no spaces, Persian digits as Latin ones. Letter case is
 * kept (the API matches codes exactly).
 */
export function normalizeCode(value: unknown): string {
  return typeof value === 'string' ? toLatinDigits(value).replace(/\s+/g, '') : '';
}

const CODE_PATTERN = /^\S{3,50}$/;

/**
 * The discount form: a code of 3..50 characters without spaces; a target; a whole percent
 * between 1 and 100 or a positive fixed amount; a minimum order of zero or more; an expiry (if
 * any) not already past when the code is made.
 */
export function validateDiscount(
  values: DiscountFormValues,
  { isNew, now = new Date() }: { isNew: boolean; now?: Date },
): Errors {
  const errors: Errors = {};
  const code = normalizeCode(values.code);
  if (!code) errors.code = 'ra.validation.required';
  else if (!CODE_PATTERN.test(code)) errors.code = 'app.discounts.code_format';
  if (!values.target) errors.target = 'ra.validation.required';

  const kind = values.kind ?? 'percent';
  if (kind === 'percent') {
    const percent = toNumber(values.percent);
    if (values.percent === null || values.percent === undefined || values.percent === '') {
      errors.percent = 'ra.validation.required';
    } else if (percent === null || !Number.isInteger(percent) || percent < 0 || percent > 100) {
      errors.percent = { message: 'app.checks.int_between', args: { min: 0, max: 100 } };
    } else if (percent === 0) {
      errors.percent = 'app.discounts.nothing_off';
    }
  } else {
    const price = toNumber(values.price);
    if (values.price === null || values.price === undefined)
      errors.price = 'ra.validation.required';
    else if (price === null || price <= 0) errors.price = 'app.checks.positive_amount';
  }

  const orderPrice = toNumber(values.order_price);
  if (
    values.order_price !== null &&
    values.order_price !== undefined &&
    (orderPrice === null || orderPrice < 0)
  ) {
    errors.order_price = 'app.checks.positive_amount';
  }

  if (values.expire_time) {
    const expiry = new Date(values.expire_time);
    if (Number.isNaN(expiry.getTime())) errors.expire_time = 'app.checks.date';
    else if (isNew && expiry <= now) errors.expire_time = 'app.checks.future';
  }
  return errors;
}

/** POST/PUT accounting/discounts: only the fields the API takes; the unused kind is sent as 0. */
export function toDiscountPayload(values: DiscountFormValues) {
  const kind = values.kind ?? 'percent';
  return {
    code: normalizeCode(values.code),
    target: values.target,
    percent: kind === 'percent' ? (toNumber(values.percent) ?? 0) : 0,
    price: kind === 'price' ? (toNumber(values.price) ?? 0) : 0,
    order_price: toNumber(values.order_price) ?? 0,
    expire_time: values.expire_time || null,
  };
}
