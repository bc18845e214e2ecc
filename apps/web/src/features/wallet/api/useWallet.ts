import type { WithdrawRequestBody } from '@daneshsara/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMyId, useRefreshMoney } from '../../payments/api/useMoney';
import { moneyKeys } from '../../payments/keys';

/** GET /accounting/wallets?owner=<me>: the first row is my wallet (ENDPOINTS.md 4.4). */
export function useWallet() {
  const me = useMyId();
  return useQuery({
    queryKey: moneyKeys.wallet,
    queryFn: ({ signal }) => api.accounting.getWallet(me as number, signal),
    enabled: !!me,
  });
}

/** PUT /accounting/payments/request_withdraw: the amount is held until finance decides. */
export function useRequestWithdraw() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: WithdrawRequestBody) => api.accounting.requestWithdraw(body),
    // The form shows refusals under its fields.
    meta: { silentError: true },
    onSuccess: () => refresh(),
  });
}
