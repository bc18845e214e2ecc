/** API paths of the invoice screens (docs/api.md "accounting"), under /api. */
export const INVOICES_PATH = 'accounting/invoices';
export const INSTALMENT_OFFERS_PATH = 'accounting/instalment_offers';
export const REFUND_PATH = 'accounting/payments/refund_by_amount';

export const invoiceActionPath = (id: number | string, action: 'cancel') =>
  `${INVOICES_PATH}/${encodeURIComponent(String(id))}/${action}`;
