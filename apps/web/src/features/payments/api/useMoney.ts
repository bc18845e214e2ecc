import type { DepositBody, PaymentListParams, TransactionListParams } from '@daneshsara/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { useSession } from '../../auth/session';
import { moneyKeys } from '../keys';

/** The logged-in person's id: every money list is asked for with owner=<me> (staff see all). */
export function useMyId(): number | undefined {
  return useSession().user?.user_id;
}

/** After any movement of money: balance, invoices, ledger and the overdue flag are all stale. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
    [queryClient],
  );
}

/**
 * POST /accounting/transactions/deposit, then off to the bank. `redirecting` stays true after the
 * call succeeds, until the browser has left, so the button keeps its spinner.
 */
export function useGatewayDeposit() {
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: DepositBody) => api.accounting.deposit(body),
    onSuccess: ({ url }) => {
      setRedirecting(true);
      window.location.assign(url);
    },
  });
  return { ...mutation, busy: mutation.isPending || redirecting };
}

export function usePayments(params: PaymentListParams) {
  const me = useMyId();
  const full = { ...params, wallet__owner: me };
  return useQuery({
    queryKey: moneyKeys.payments(full),
    queryFn: ({ signal }) => api.accounting.listPayments(full, signal),
    enabled: !!me,
    placeholderData: keepPreviousData,
  });
}

export function usePayment(id: number) {
  return useQuery({
    queryKey: moneyKeys.payment(id),
    queryFn: ({ signal }) => api.accounting.getPayment(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTransactions(params: TransactionListParams) {
  const me = useMyId();
  const full = { ...params, owner: me };
  return useQuery({
    queryKey: moneyKeys.transactions(full),
    queryFn: ({ signal }) => api.accounting.listTransactions(full, signal),
    enabled: !!me,
    placeholderData: keepPreviousData,
  });
}

export function useTransaction(id: number | null | undefined) {
  return useQuery({
    queryKey: moneyKeys.transaction(id ?? 0),
    queryFn: ({ signal }) => api.accounting.getTransaction(id as number, signal),
    enabled: !!id,
  });
}
