import type { PaymentListParams } from '@daneshsara/api-client';
import { formatRial, PAYMENT_SIGN, type PaymentRow } from '@daneshsara/domain';

export type AmountTone = 'positive' | 'negative' | 'neutral';

/** The effect of a ledger row on the wallet: deposits add, withdrawals take away. */
export function signedAmount(row: Pick<PaymentRow, 'type' | 'amount'>): number {
  return PAYMENT_SIGN[row.type] * row.amount;
}

export function amountTone(signed: number): AmountTone {
  if (signed > 0) return 'positive';
  if (signed < 0) return 'negative';
  return 'neutral';
}

/** +۵۰۰٬۰۰۰ / −۲۰۰٬۰۰۰ (a real minus sign), without the unit. */
export function formatSignedRial(signed: number): string {
  const text = formatRial(Math.abs(signed), false);
  if (signed > 0) return `+${text}`;
  if (signed < 0) return `\u2212${text}`;
  return text;
}

/** One line saying what a ledger row was, for lists: the server's text, else one from its links. */
export function paymentSummary(
  row: Pick<PaymentRow, 'type' | 'description' | 'invoice_info' | 'instalment'>,
): string {
  if (row.description?.trim()) return row.description.trim();
  const invoice = row.invoice_info?.title;
  switch (row.type) {
    case 'DEPOSIT':
      return invoice ? `افزایش موجودی برای «${invoice}»` : 'افزایش موجودی کیف پول';
    case 'WITHDRAW':
      if (row.instalment && invoice) return `پرداخت قسط «${invoice}»`;
      return invoice ? `پرداخت صورت حساب «${invoice}»` : 'برداشت از کیف پول';
    case 'WITHDRAW_REQUEST':
      return 'درخواست برداشت به حساب بانکی';
    case 'WITHDRAW_ADMITTED':
      return 'واریز به حساب بانکی';
    case 'WITHDRAW_REJECT':
      return 'بازگشت مبلغ درخواست برداشت رد شده';
    default:
      return '';
  }
}

export const LEDGER_FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'in', label: 'واریزها' },
  { value: 'out', label: 'برداشت‌ها' },
  { value: 'requests', label: 'درخواست‌های برداشت' },
] as const;

export type LedgerFilter = (typeof LEDGER_FILTERS)[number]['value'];

export function readLedgerFilter(value: string | null): LedgerFilter {
  return LEDGER_FILTERS.some((f) => f.value === value) ? (value as LedgerFilter) : 'all';
}

export function ledgerFilterParams(
  filter: LedgerFilter,
): Pick<PaymentListParams, 'type' | 'type__in'> {
  switch (filter) {
    case 'in':
      return { type__in: ['DEPOSIT', 'WITHDRAW_REJECT'] };
    case 'out':
      return { type: 'WITHDRAW' };
    case 'requests':
      return { type: 'WITHDRAW_REQUEST' };
    default:
      return {};
  }
}
