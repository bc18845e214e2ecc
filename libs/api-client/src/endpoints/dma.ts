import type {
  DonationCategoryRow,
  DonationRegistrationRow,
  DonationRow,
  InvoiceRow,
  Paginated,
} from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';

/** GET /dma/donations filters (docs/api.md "accounting (money) and dma"). */
export interface DonationListParams extends ListParams {
  category?: number;
  is_active?: boolean;
}

/** GET /dma/registrations filters: one's own donations, or every one for finance staff. */
export interface DonationRegistrationListParams extends ListParams {
  donation?: number;
  donation__category?: number;
  owner?: number;
}

/**
 * PUT /dma/donations/{id}/create_invoice. `amount` is whole Rials (at least MIN_DONATION_AMOUNT);
 * `is_private` hides the donor's name from public lists.
 */
export interface CreateDonationInvoiceBody {
  amount: number;
  full_name?: string;
  mobile_number?: string;
  is_private?: boolean;
}

/** dma (donations): public causes and their categories, and giving to one (ENDPOINTS.md 1.5). */
export function createDmaApi(http: HttpClient) {
  const donations = '/dma/donations';
  const categories = `${donations}/categories`;
  return {
    listDonationCategories: (
      params: ListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<DonationCategoryRow>> =>
      fetchPage<DonationCategoryRow>(http, categories, params, signal),
    getDonationCategory: (id: number, signal?: AbortSignal) =>
      http.get<DonationCategoryRow>(`${categories}/${id}`, undefined, signal),

    listDonations: (
      { category, is_active, ...params }: DonationListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<DonationRow>> =>
      fetchPage<DonationRow>(
        http,
        donations,
        { ...params, filters: { ...params.filters, category, is_active } },
        signal,
      ),
    getDonation: (id: number, signal?: AbortSignal) =>
      http.get<DonationRow>(`${donations}/${id}`, undefined, signal),

    /** Answers the DONATION invoice (status PAYING) to pay from the wallet or the gateway. */
    createDonationInvoice: (id: number, body: CreateDonationInvoiceBody) =>
      http.put<InvoiceRow>(`${donations}/${id}/create_invoice`, body),

    listDonationRegistrations: (
      { donation, donation__category, owner, ...params }: DonationRegistrationListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<DonationRegistrationRow>> =>
      fetchPage<DonationRegistrationRow>(
        http,
        '/dma/registrations',
        { ...params, filters: { ...params.filters, donation, donation__category, owner } },
        signal,
      ),
  };
}

export type DmaApi = ReturnType<typeof createDmaApi>;
