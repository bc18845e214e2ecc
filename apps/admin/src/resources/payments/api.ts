/** API paths of the payment (wallet ledger) screens, under /api. */
export const PAYMENTS_PATH = 'accounting/payments';

export const paymentActionPath = (
  id: number | string,
  action: 'confirm_withdraw' | 'reject_withdraw',
) => `${PAYMENTS_PATH}/${encodeURIComponent(String(id))}/${action}`;
