/** API paths of the gateway transaction screens, under /api. */
export const TRANSACTIONS_PATH = 'accounting/transactions';

export const reVerifyPath = (id: number | string) =>
  `${TRANSACTIONS_PATH}/${encodeURIComponent(String(id))}/re_verify_failed_transaction`;

/** «استعلام مجدد» is offered for every attempt the bank has not confirmed yet. */
export const canReVerify = (status: string | undefined) => Boolean(status) && status !== 'SUCCESS';

/** POST: the reconcile job, at once (finance and admins). */
export const RECONCILE_PATH = `${TRANSACTIONS_PATH}/reconcile`;

/** The trips still waiting for the bank's word (the reconcile job asks about them). */
export const WAITING_FILTER = { status__in: 'IN_PROGRESS,VERIFYING,UNKNOWN' };
