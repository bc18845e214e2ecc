/** API paths of the gateway transaction screens, under /api. */
export const TRANSACTIONS_PATH = 'accounting/transactions';

export const reVerifyPath = (id: number | string) =>
  `${TRANSACTIONS_PATH}/${encodeURIComponent(String(id))}/re_verify_failed_transaction`;

/** «استعلام مجدد» is offered for every attempt the bank has not confirmed yet. */
export const canReVerify = (status: string | undefined) => Boolean(status) && status !== 'SUCCESS';
