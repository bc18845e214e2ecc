import type { InvoiceHelpBody, InvoiceListParams } from '@daneshsara/api-client';
import { toPersianDigits, type InvoiceRow } from '@daneshsara/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toast } from '../../notify/toast';
import { useMyId, useRefreshMoney } from '../../payments/api/useMoney';
import { moneyKeys } from '../../payments/keys';

export function useInvoices(params: InvoiceListParams) {
  const me = useMyId();
  const full = { ...params, owner: me };
  return useQuery({
    queryKey: moneyKeys.invoices(full),
    queryFn: ({ signal }) => api.accounting.listInvoices(full, signal),
    enabled: !!me,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: moneyKeys.invoice(id ?? 0),
    queryFn: ({ signal }) => api.accounting.getInvoice(id as number, signal),
    enabled: !!id && Number.isInteger(id) && id > 0,
  });
}

/** A money action that answers `{detail}`: toast it and refresh every money screen. */
function useDetailAction(call: (id: number) => Promise<{ detail: string }>) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ detail }) => {
      toast.success(detail);
      await refresh();
    },
  });
}

export const usePayInvoice = () => useDetailAction((id) => api.accounting.payInvoice(id));
export const useCancelInvoice = () => useDetailAction((id) => api.accounting.cancelInvoice(id));

/** «لغو همه»: every PAYING invoice of mine, each freeing its seat or stock (toast: how many). */
export function useCancelAllPaying() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: () => api.accounting.cancelAllPayingInvoices(),
    onSuccess: async ({ canceled_count }) => {
      toast.success(
        canceled_count
          ? `${toPersianDigits(canceled_count)} صورت حساب در حال پرداخت لغو شد.`
          : 'صورت حسابی در حال پرداخت نمانده بود.',
      );
      await refresh();
    },
  });
}

export function useAnswerOffer() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      accept ? api.accounting.acceptInstalmentOffer(id) : api.accounting.rejectInstalmentOffer(id),
    onSuccess: async (_offer, { accept }) => {
      toast.success(
        accept
          ? 'پیشنهاد اقساط پذیرفته شد؛ اقساط شما در همین صفحه آمده است.'
          : 'پیشنهاد اقساط رد شد.',
      );
      await refresh();
    },
  });
}

/**
 * «درخواست مساعدت»: a ticket about this invoice (POST /mma/tickets, source INVOICE; the server
 * files it under FINANCIAL). The answer is the ticket: cached for its page, and the invoice is
 * refreshed so it shows the link to it.
 */
export function useInvoiceHelp(invoiceId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ title, body }: InvoiceHelpBody) =>
      api.mma.createTicket({ title, body, source_type: 'INVOICE', source_id: invoiceId }),
    // The dialog shows the server's refusal itself.
    meta: { silentError: true },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(moneyKeys.ticket(ticket.id), ticket);
      queryClient.setQueryData<InvoiceRow>(moneyKeys.invoice(invoiceId), (invoice) =>
        invoice ? { ...invoice, ticket: ticket.id } : invoice,
      );
      toast.success('درخواست مساعدت شما ثبت شد و پس از بررسی، نتیجه به شما اعلام می‌شود.');
      await refresh();
    },
  });
}
