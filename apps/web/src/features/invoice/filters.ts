import type { InvoiceListParams } from '@daneshsara/api-client';

/** The status filter of the invoice list, as it sits in the URL (?status=paying). */
export const INVOICE_FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'paying', label: 'در انتظار پرداخت' },
  { value: 'instalment', label: 'اقساطی' },
  { value: 'paid', label: 'پرداخت شده' },
  { value: 'canceled', label: 'لغو شده' },
] as const;

export type InvoiceFilter = (typeof INVOICE_FILTERS)[number]['value'];

export function readInvoiceFilter(value: string | null): InvoiceFilter {
  return INVOICE_FILTERS.some((f) => f.value === value) ? (value as InvoiceFilter) : 'all';
}

/** The API filters behind each choice. */
export function invoiceFilterParams(filter: InvoiceFilter): InvoiceListParams {
  switch (filter) {
    case 'paying':
      return { status: 'PAYING' };
    case 'instalment':
      return { status: 'PAYING_IN_INSTALMENT' };
    case 'paid':
      return { status__in: ['PAID_FULL', 'PAID_IN_INSTALMENT'] };
    case 'canceled':
      return { status: 'CANCELED' };
    default:
      return {};
  }
}
