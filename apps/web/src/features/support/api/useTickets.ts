import type { CreateTicketBody, TicketListParams } from '@daneshsara/api-client';
import type { TicketCategoryType, TicketRow } from '@daneshsara/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../notify/toast';
import { useMyId, useRefreshMoney } from '../../payments/api/useMoney';
import { moneyKeys } from '../../payments/keys';

/** My tickets (owner=<me>: staff would otherwise also see the tickets of their department). */
export function useTickets(params: TicketListParams) {
  const me = useMyId();
  const full = { ...params, owner: me };
  return useQuery({
    queryKey: moneyKeys.tickets(full),
    queryFn: ({ signal }) => api.mma.listTickets(full, signal),
    enabled: !!me,
    placeholderData: keepPreviousData,
  });
}

/** The departments a new ticket may go to (only the source's when it has one). */
export function useTicketCategories(type?: TicketCategoryType) {
  return useQuery({
    queryKey: moneyKeys.ticketCategories(type),
    queryFn: ({ signal }) => api.mma.ticketCategories(type, signal),
    staleTime: 60 * 60_000,
  });
}

export function useTicket(id: number | null) {
  return useQuery({
    queryKey: moneyKeys.ticket(id ?? 0),
    queryFn: ({ signal }) => api.mma.getTicket(id as number, signal),
    enabled: !!id && Number.isInteger(id) && id > 0,
  });
}

/**
 * The ticket's answer is the whole ticket: put it in the cache at once (the new bubble shows
 * without waiting), then refresh the rest (lists, the invoice's `ticket`).
 */
function useTicketAnswer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMoney();
  return async (ticket: TicketRow) => {
    queryClient.setQueryData(moneyKeys.ticket(ticket.id), ticket);
    await refresh();
  };
}

/** «درخواست مساعدت» and any other new ticket. The form shows a refusal itself. */
export function useCreateTicket() {
  const settle = useTicketAnswer();
  return useMutation({
    mutationFn: (body: CreateTicketBody) => api.mma.createTicket(body),
    meta: { silentError: true },
    onSuccess: settle,
  });
}

/** A reply from the learner; the box shows a refusal (a closed ticket's 409) under itself. */
export function useReplyTicket(id: number) {
  const settle = useTicketAnswer();
  return useMutation({
    mutationFn: (body: string) => api.mma.replyTicket(id, body),
    meta: { silentError: true },
    onSuccess: async (ticket) => {
      toast.success('پاسخ شما ثبت شد.');
      await settle(ticket);
    },
  });
}

export function useCloseTicket(id: number) {
  const settle = useTicketAnswer();
  return useMutation({
    mutationFn: () => api.mma.closeTicket(id),
    onSuccess: async (ticket) => {
      toast.success('درخواست بسته شد.');
      await settle(ticket);
    },
  });
}
