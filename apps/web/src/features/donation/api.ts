import {
  createDmaApi,
  type CreateDonationInvoiceBody,
  type DonationListParams,
  type ListParams,
} from '@daneshsara/api-client';
import type { DonationCategoryRow, DonationRow, Paginated } from '@daneshsara/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { moneyKeys } from '../payments/keys';
import { useSession } from '../auth/session';
import { displayCategory, displayDonation } from './model';

const dma = createDmaApi(api.http);

export const donationKeys = {
  all: ['dma'] as const,
  categories: (params: ListParams) => ['dma', 'categories', params] as const,
  category: (id: number) => ['dma', 'category', id] as const,
  donations: (params: DonationListParams) => ['dma', 'donations', params] as const,
  donation: (id: number) => ['dma', 'donation', id] as const,
};

/** Rows as people read them (Persian digits in staff text); stable functions, so memoised. */
const categoryPage = (page: Paginated<DonationCategoryRow>) => ({
  ...page,
  results: page.results.map(displayCategory),
});
const donationPage = (page: Paginated<DonationRow>) => ({
  ...page,
  results: page.results.map(displayDonation),
});

/** Public lists change rarely; a minute of freshness spares the API on back-and-forth. */
const PUBLIC_STALE = 60_000;

export function useDonationCategories(params: ListParams = {}) {
  return useQuery({
    queryKey: donationKeys.categories(params),
    queryFn: ({ signal }) => dma.listDonationCategories(params, signal),
    select: categoryPage,
    staleTime: PUBLIC_STALE,
    placeholderData: keepPreviousData,
  });
}

export function useDonationCategory(id: number | null) {
  return useQuery({
    queryKey: donationKeys.category(id ?? 0),
    queryFn: ({ signal }) => dma.getDonationCategory(id ?? 0, signal),
    select: displayCategory,
    enabled: id !== null,
    staleTime: PUBLIC_STALE,
  });
}

export function useDonations(params: DonationListParams, enabled = true) {
  return useQuery({
    queryKey: donationKeys.donations(params),
    queryFn: ({ signal }) => dma.listDonations(params, signal),
    select: donationPage,
    staleTime: PUBLIC_STALE,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDonation(id: number | null) {
  return useQuery({
    queryKey: donationKeys.donation(id ?? 0),
    queryFn: ({ signal }) => dma.getDonation(id ?? 0, signal),
    select: displayDonation,
    enabled: id !== null,
    staleTime: PUBLIC_STALE,
  });
}

export function useCreateDonationInvoice(donationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDonationInvoiceBody) => dma.createDonationInvoice(donationId, body),
    onSuccess: (invoice) => queryClient.setQueryData(moneyKeys.invoice(invoice.id), invoice),
  });
}

export function useInvoice(id: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: moneyKeys.invoice(id ?? 0),
    queryFn: ({ signal }) => api.accounting.getInvoice(id ?? 0, signal),
    enabled: !!token && id !== null,
    staleTime: 0,
  });
}

/** "My wallet" = the first result of GET /accounting/wallets?owner=<me> (none before the first money write: null, a zero balance). */
export function useMyWallet() {
  const { user } = useSession();
  return useQuery({
    queryKey: moneyKeys.wallet,
    queryFn: ({ signal }) => api.accounting.getWallet(user?.user_id ?? 0, signal),
    enabled: !!user,
    staleTime: 0,
  });
}

/** After paying or cancelling: the invoice, the balance and the causes' totals are stale. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      // Collected amounts and donor counts change once the gift is paid.
      queryClient.invalidateQueries({ queryKey: donationKeys.all }),
    ]);
}

export function usePayInvoice(invoiceId: number) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: () => api.accounting.payInvoice(invoiceId),
    onSettled: refresh,
  });
}

export function useCancelInvoice(invoiceId: number) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: () => api.accounting.cancelInvoice(invoiceId),
    onSettled: refresh,
  });
}

export function useDepositForInvoice(invoiceId: number) {
  return useMutation({
    mutationFn: (amount: number) => api.accounting.deposit({ amount, invoice: invoiceId }),
  });
}
