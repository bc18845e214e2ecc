import type { InstalmentListParams } from '@daneshsara/api-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../notify/toast';
import { useMyId, useRefreshMoney } from '../../payments/api/useMoney';
import { moneyKeys } from '../../payments/keys';

/** GET /accounting/instalments?type=overdue&owner=<me> (ENDPOINTS.md 4.5). */
export function useOverdueInstalments(params: Omit<InstalmentListParams, 'type' | 'owner'> = {}) {
  const me = useMyId();
  const full: InstalmentListParams = { ...params, type: 'overdue', owner: me };
  return useQuery({
    queryKey: moneyKeys.instalments(full),
    queryFn: ({ signal }) => api.accounting.listInstalments(full, signal),
    enabled: !!me,
    placeholderData: keepPreviousData,
  });
}

/** PUT /accounting/instalments/{id}/pay from the wallet; toasts the server's `detail`. */
export function usePayInstalment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number) => api.accounting.payInstalment(id),
    onSuccess: async ({ detail }) => {
      toast.success(detail);
      await refresh();
    },
  });
}
