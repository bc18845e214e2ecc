import {
  DEFAULT_DONATION_AMOUNT,
  formatRial,
  MIN_DEPOSIT_AMOUNT,
  MIN_DONATION_AMOUNT,
  MoneyMessages,
  normalizeMobile,
  toLatinDigits,
  toPersianDigits,
  type DonationCategoryRow,
  type DonationRow,
  type InvoiceRow,
  type InvoiceStatus,
} from '@daneshsara/domain';

/** Amounts offered as one tap, in Rials (the form's own field takes any other amount). */
export const QUICK_AMOUNTS: readonly number[] = [50_000, 100_000, 200_000, 500_000, 1_000_000];

/** Causes per page in the lists: three rows of three cards. */
export const CAUSES_PER_PAGE = 9;

/** The largest gift the API takes in one invoice (apps/api dma DonateDto). */
export const MAX_DONATION_AMOUNT = 10_000_000_000;

export const DonationMessages = {
  AMOUNT_REQUIRED: 'مبلغ کمک را وارد کنید.',
  AMOUNT_TOO_SMALL: `کمترین مبلغ کمک ${formatRial(MIN_DONATION_AMOUNT)} است.`,
  AMOUNT_TOO_LARGE: 'مبلغ وارد شده بیش از حد مجاز است.',
  FULL_NAME_REQUIRED: 'نام و نام خانوادگی را وارد کنید.',
  MOBILE_INVALID: 'شماره تلفن همراه معتبر نیست.',
  LOGIN_TO_DONATE: 'برای ثبت کمک ابتدا وارد حساب کاربری خود شوید.',
  PAY_FROM_WALLET: 'پرداخت از کیف پول',
  AUTO_CANCEL:
    'کمک شما هنوز قطعی نشده است و در صورت عدم پرداخت تا ۲۴ ساعت بعد از ایجاد صورتحساب، لغو خواهد شد.',
  CANCEL_CONFIRM: 'آیا از انصراف از این کمک اطمینان دارید؟',
} as const;

/**
 * What the person typed into the Rial field, as a whole number of Rials: Persian, Arabic or
 * Latin digits, with or without grouping separators. null when there is no digit at all.
 */
export function parseRialInput(text: string): number | null {
  const digits = toLatinDigits(text).replace(/\D/g, '');
  if (!digits) return null;
  // Longer than any allowed amount: keep it out of float territory, validation refuses it.
  if (digits.length > 15) return Number(digits.slice(0, 15));
  return Number(digits);
}

/** ۵۰٬۰۰۰ (no unit): how the Rial field shows its value while typing. */
export function formatRialInput(amount: number | null): string {
  return amount === null ? '' : formatRial(amount, false);
}

/** A Rial amount also said in Tomans, as Iranians usually count: «معادل ۵٬۰۰۰ تومان». */
export function tomanHint(amount: number | null): string {
  if (amount === null || amount < 10) return '';
  return `معادل ${formatRial(Math.floor(amount / 10), false)} تومان`;
}

export function validateAmount(amount: number | null): string | null {
  if (amount === null || amount === 0) return DonationMessages.AMOUNT_REQUIRED;
  if (!Number.isInteger(amount) || amount < MIN_DONATION_AMOUNT) {
    return DonationMessages.AMOUNT_TOO_SMALL;
  }
  if (amount > MAX_DONATION_AMOUNT) return DonationMessages.AMOUNT_TOO_LARGE;
  return null;
}

export interface DonationFormValues {
  amount: number | null;
  fullName: string;
  /** Latin digits as typed; may be empty. */
  mobile: string;
  isPrivate: boolean;
}

export type DonationFormErrors = Partial<Record<'amount' | 'fullName' | 'mobile', string>>;

export function initialDonationValues(prefill: {
  fullName?: string | null;
  mobile?: string | null;
}): DonationFormValues {
  return {
    amount: DEFAULT_DONATION_AMOUNT,
    fullName: prefill.fullName?.trim() ?? '',
    mobile: prefill.mobile ?? '',
    isPrivate: false,
  };
}

/**
 * A guest is not asked for a name: they log in next, and the account fills it in. A member
 * gives under a name (their own by default).
 */
export function validateDonation(
  values: DonationFormValues,
  { guest = false }: { guest?: boolean } = {},
): DonationFormErrors {
  const errors: DonationFormErrors = {};
  const amountError = validateAmount(values.amount);
  if (amountError) errors.amount = amountError;
  if (!guest && values.fullName.trim().length < 2) {
    errors.fullName = DonationMessages.FULL_NAME_REQUIRED;
  }
  if (values.mobile.trim() && !normalizeMobile(values.mobile)) {
    errors.mobile = DonationMessages.MOBILE_INVALID;
  }
  return errors;
}

/** The body of PUT /dma/donations/{id}/create_invoice; call only after validateDonation passed. */
export function toInvoiceBody(values: DonationFormValues) {
  const mobile = values.mobile.trim() ? normalizeMobile(values.mobile) : null;
  return {
    amount: values.amount ?? 0,
    full_name: values.fullName.trim(),
    ...(mobile ? { mobile_number: mobile } : {}),
    is_private: values.isPrivate,
  };
}

/**
 * How a donation invoice gets paid (ENDPOINTS.md 4.1 step 6): from the wallet when it covers the
 * amount, otherwise a deposit of the difference through the gateway (never below the smallest
 * deposit the server takes). Only an invoice in PAYING can be paid.
 */
export type PaymentPlan =
  | { kind: 'wallet' }
  | { kind: 'deposit'; shortfall: number; depositAmount: number }
  | { kind: 'paid' }
  | { kind: 'canceled' }
  | { kind: 'verifying' }
  | { kind: 'unpayable' };

export function planPayment(
  { amount, status }: { amount: number; status: InvoiceStatus },
  inventory: number,
): PaymentPlan {
  switch (status) {
    case 'PAID_FULL':
    case 'PAID_IN_INSTALMENT':
      return { kind: 'paid' };
    case 'CANCELED':
      return { kind: 'canceled' };
    case 'TRANSACTION_VERIFYING':
      return { kind: 'verifying' };
    case 'PAYING':
      break;
    default:
      return { kind: 'unpayable' };
  }
  const balance = Math.max(0, inventory);
  if (balance >= amount) return { kind: 'wallet' };
  const shortfall = amount - balance;
  return { kind: 'deposit', shortfall, depositAmount: Math.max(shortfall, MIN_DEPOSIT_AMOUNT) };
}

/** The label of the main payment button for a plan, if it has one. */
export function payButtonLabel(plan: PaymentPlan): string | null {
  if (plan.kind === 'wallet') return DonationMessages.PAY_FROM_WALLET;
  if (plan.kind === 'deposit') return MoneyMessages.DEPOSIT_AND_PAY;
  return null;
}

export interface PaymentResult {
  success: boolean;
  /** The bank's reference (کد پیگیری); null for a wallet payment. */
  code: string | null;
  invoice: number | null;
}

/** /panel/donation/payment-result?status=true|false&code=&invoice= */
export function parsePaymentResult(search: URLSearchParams): PaymentResult {
  const invoice = Number(toLatinDigits(search.get('invoice') ?? ''));
  const code = search.get('code')?.trim();
  return {
    success: search.get('status') === 'true',
    code: code && code !== 'null' && code !== 'undefined' ? code : null,
    invoice: Number.isInteger(invoice) && invoice > 0 ? invoice : null,
  };
}

/** A positive integer route or query parameter, else null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value) return null;
  const n = Number(toLatinDigits(value));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A page number from the query string (1 when absent or nonsense). */
export function pageParam(value: string | null | undefined): number {
  return idParam(value) ?? 1;
}

/** The cause a DONATION invoice pays for: the API puts it in `item_info` ({id, title, category}). */
export interface InvoiceCause {
  donation: number;
  category: number;
  title: string;
  thumbnail: string | null;
}

export function causeOfInvoice(
  invoice: Pick<InvoiceRow, 'type' | 'item_id' | 'item_info'> | undefined,
): InvoiceCause | null {
  if (!invoice || invoice.type !== 'DONATION' || !invoice.item_info) return null;
  const info = invoice.item_info;
  const donation = typeof info.id === 'number' ? info.id : invoice.item_id;
  const category = info.category;
  if (typeof donation !== 'number' || typeof category !== 'number') return null;
  return {
    donation,
    category,
    title: typeof info.title === 'string' ? info.title : '',
    thumbnail: typeof info.thumbnail === 'string' ? info.thumbnail : null,
  };
}

/**
 * Staff text reaches the API with its digits turned Latin; people read Persian digits (DESIGN.md).
 * Titles and summaries are converted whole; descriptions (maybe HTML with URLs) are converted
 * text node by text node when drawn (RichText).
 */
export function faText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? toPersianDigits(text) : text) as T;
}

export function displayDonation(row: DonationRow): DonationRow {
  return {
    ...row,
    title: faText(row.title),
    summary: faText(row.summary),
    category_info: row.category_info && {
      ...row.category_info,
      title: faText(row.category_info.title),
    },
  };
}

export function displayCategory(row: DonationCategoryRow): DonationCategoryRow {
  return { ...row, title: faText(row.title) };
}
