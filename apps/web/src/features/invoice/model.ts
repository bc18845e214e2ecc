import {
  InvoiceStatus,
  toPersianDigits,
  type InstalmentOfferRow,
  type InstalmentRow,
  type InvoiceRow,
} from '@daneshsara/domain';

/**
 * How a payment goes (ENDPOINTS.md 4.1 step 6 and 4.5): straight from the wallet when it holds
 * enough, otherwise through the bank for the deposit needed first.
 */
export type PayPlan = { kind: 'wallet' } | { kind: 'deposit'; amount: number };

/** An invoice: a deposit tops the wallet up by the difference, then the invoice is paid. */
export function invoicePayPlan(invoice: Pick<InvoiceRow, 'amount' | 'wallet_inventory'>): PayPlan {
  const short = invoice.amount - Math.max(0, invoice.wallet_inventory);
  return short > 0 ? { kind: 'deposit', amount: short } : { kind: 'wallet' };
}

/** An instalment: when the wallet is short the deposit is the whole instalment (ENDPOINTS 4.5). */
export function instalmentPayPlan(
  instalment: Pick<InstalmentRow, 'amount'>,
  walletInventory: number,
): PayPlan {
  return instalment.amount > walletInventory
    ? { kind: 'deposit', amount: instalment.amount }
    : { kind: 'wallet' };
}

/** Wallet payment, cancelling and asking for help all need a PAYING invoice. */
export function isPayable(status: InvoiceStatus): boolean {
  return status === InvoiceStatus.PAYING;
}

/** The payment card is shown for these (ENDPOINTS.md 4.1 step 6). */
export function showsPaymentCard(status: InvoiceStatus): boolean {
  return (
    status === InvoiceStatus.PAYING ||
    status === InvoiceStatus.PAYING_IN_INSTALMENT ||
    status === InvoiceStatus.PAID_IN_INSTALMENT
  );
}

export type ChipTone = 'default' | 'success' | 'warning' | 'error' | 'info';

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, ChipTone> = {
  VERIFYING: 'info',
  CANCELED: 'default',
  NOT_VERIFIED: 'error',
  PAYING: 'warning',
  TRANSACTION_VERIFYING: 'info',
  PAID_FULL: 'success',
  PAYING_IN_INSTALMENT: 'info',
  PAID_IN_INSTALMENT: 'success',
};

export interface Badge {
  label: string;
  tone: ChipTone;
}

/** ENDPOINTS.md 4.5: offers carry is_accepted null / true / false. */
export function offerBadge(offer: Pick<InstalmentOfferRow, 'is_accepted'>): Badge {
  if (offer.is_accepted === true) return { label: 'تایید شده', tone: 'success' };
  if (offer.is_accepted === false) return { label: 'رد شده', tone: 'error' };
  return { label: 'در انتظار پاسخ شما', tone: 'warning' };
}

/** An offer can be answered once, while the invoice still waits for payment. */
export function canAnswerOffer(
  offer: Pick<InstalmentOfferRow, 'is_accepted'>,
  status: InvoiceStatus,
): boolean {
  return offer.is_accepted === null && status === InvoiceStatus.PAYING;
}

export function instalmentBadge(row: Pick<InstalmentRow, 'paid_time' | 'is_overdue'>): Badge {
  if (row.paid_time) return { label: 'پرداخت شده', tone: 'success' };
  if (row.is_overdue) return { label: 'سررسید گذشته', tone: 'error' };
  return { label: 'در انتظار پرداخت', tone: 'default' };
}

/** The help ticket's title, as the learner and finance see it in their lists (at most 255). */
export function helpTicketTitle(invoice: Pick<InvoiceRow, 'id' | 'title'>): string {
  const title = invoice.title.trim();
  if (!title) return `درخواست مساعدت برای صورت حساب ${toPersianDigits(invoice.id)}`;
  const short = title.length > 200 ? `${title.slice(0, 200)}…` : title;
  return `درخواست مساعدت: ${short}`;
}

/** Sum of instalments already paid, for the progress line of an invoice paid in parts. */
export function paidInstalments(rows: readonly Pick<InstalmentRow, 'amount' | 'paid_time'>[]) {
  const paid = rows.filter((r) => r.paid_time);
  return { count: paid.length, amount: paid.reduce((sum, r) => sum + r.amount, 0) };
}

/** What a CLASSROOM or EVENT invoice's `item_info` tells about the classroom it pays for. */
export interface InvoiceClassroom {
  title: string | null;
  professor: string | null;
  price: number | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The classroom summary of a CLASSROOM/EVENT invoice (`item_info` {title, price, professor_info
 * {firstname, lastname}}), or null for any other invoice or without one.
 */
export function invoiceClassroom(
  invoice: Pick<InvoiceRow, 'type' | 'item_info'>,
): InvoiceClassroom | null {
  if ((invoice.type !== 'CLASSROOM' && invoice.type !== 'EVENT') || !invoice.item_info) return null;
  const info = invoice.item_info;
  const prof = info.professor_info;
  const names =
    prof && typeof prof === 'object'
      ? [(prof as Record<string, unknown>).firstname, (prof as Record<string, unknown>).lastname]
          .map(text)
          .filter((s): s is string => s !== null)
      : [];
  return {
    title: text(info.title),
    professor: names.length ? names.join(' ') : null,
    price: typeof info.price === 'number' ? info.price : null,
  };
}
