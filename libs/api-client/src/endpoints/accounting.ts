import type {
  InstalmentOfferRow,
  InstalmentRow,
  InvoiceRow,
  InvoiceStatus,
  InvoiceType,
  Paginated,
  PaymentRow,
  PaymentType,
  TransactionRow,
  TransactionStatus,
  WalletRow,
  WithdrawState,
} from '@daneshsara/domain';
import type { HttpClient } from '../http';
import { fetchPage, type ListParams } from '../list';

/** What the pay, cancel and similar actions answer: a Persian sentence to show as it is. */
export interface DetailResponse {
  detail: string;
}

/** PUT invoices/cancel_all_paying_invoices: the ids it cancelled (none when nothing was PAYING). */
export interface CancelAllAnswer extends DetailResponse {
  canceled: number[];
  canceled_count: number;
}

/** The bank gateway page to send the browser to. */
export interface GatewayUrlResponse {
  url: string;
}

/**
 * POST /accounting/transactions/deposit. SPEC section 5: `invoice` and `instalment` go along only
 * when present; the callback then lands on the invoice's thank-you page instead of the wallet.
 */
export interface DepositBody {
  amount: number;
  invoice?: number | null;
  instalment?: number | null;
}

export interface WithdrawRequestBody {
  /** IR followed by 24 digits. */
  IBAN: string;
  amount: number;
}

/** The financial help ticket ("درخواست مساعدت") opened from an invoice (ENDPOINTS.md 4.5). */
export interface InvoiceHelpBody {
  title: string;
  body: string;
}

export interface InvoiceListParams extends ListParams {
  owner?: number;
  status?: InvoiceStatus;
  status__in?: readonly InvoiceStatus[];
  type?: InvoiceType;
}

export interface InstalmentListParams extends ListParams {
  owner?: number;
  /** `overdue`: only unpaid instalments past their due date. */
  type?: 'overdue';
  invoice?: number;
  paid?: boolean;
}

export interface PaymentListParams extends ListParams {
  wallet__owner?: number;
  type?: PaymentType;
  type__in?: readonly PaymentType[];
  withdraw_state?: WithdrawState;
  invoice?: number;
}

export interface TransactionListParams extends ListParams {
  owner?: number;
  status?: TransactionStatus;
  invoice?: number;
}

/** A list call's params with the named filters folded into `filters` (undefined ones dropped). */
export function withFilters<P extends ListParams>(
  params: P,
  names: ReadonlyArray<Exclude<keyof P, keyof ListParams>>,
): ListParams {
  const filters: Record<string, unknown> = { ...params.filters };
  const rest = { ...params } as Record<string, unknown>;
  for (const name of names) {
    const key = name as string;
    if (rest[key] !== undefined) filters[key] = rest[key];
    delete rest[key];
  }
  return { ...(rest as ListParams), filters: filters as ListParams['filters'] };
}

/** The deposit body with the optional links left out when absent (SPEC section 5). */
export function depositBody({ amount, invoice, instalment }: DepositBody): DepositBody {
  const body: DepositBody = { amount };
  if (invoice !== null && invoice !== undefined) body.invoice = invoice;
  if (instalment !== null && instalment !== undefined) body.instalment = instalment;
  return body;
}

export function createAccountingApi(http: HttpClient) {
  const base = '/accounting';
  return {
    /** ENDPOINTS.md 4.4: "my wallet" is the first row of the owner's list (none before the first money write: null, a zero balance). */
    getWallet: async (owner: number, signal?: AbortSignal): Promise<WalletRow | null> => {
      const page = await fetchPage<WalletRow>(
        http,
        `${base}/wallets`,
        { per_page: 1, filters: { owner } },
        signal,
      );
      return page.results[0] ?? null;
    },

    listInvoices: (params: InvoiceListParams = {}, signal?: AbortSignal) =>
      fetchPage<InvoiceRow>(
        http,
        `${base}/invoices`,
        withFilters(params, ['owner', 'status', 'status__in', 'type']),
        signal,
      ),
    getInvoice: (id: number, signal?: AbortSignal) =>
      http.get<InvoiceRow>(`${base}/invoices/${id}`, undefined, signal),
    /** Pays the whole invoice from the wallet. */
    payInvoice: (id: number) => http.put<DetailResponse>(`${base}/invoices/${id}/pay`),
    cancelInvoice: (id: number) => http.put<DetailResponse>(`${base}/invoices/${id}/cancel`),
    /** Every invoice of the caller still PAYING, each cancelled once (SPEC section 7). */
    cancelAllPayingInvoices: () =>
      http.put<CancelAllAnswer>(`${base}/invoices/cancel_all_paying_invoices`),

    listInstalments: (params: InstalmentListParams = {}, signal?: AbortSignal) =>
      fetchPage<InstalmentRow>(
        http,
        `${base}/instalments`,
        withFilters(params, ['owner', 'type', 'invoice', 'paid']),
        signal,
      ),
    payInstalment: (id: number) => http.put<DetailResponse>(`${base}/instalments/${id}/pay`),
    acceptInstalmentOffer: (id: number) =>
      http.put<InstalmentOfferRow>(`${base}/instalment_offers/${id}/accept`),
    rejectInstalmentOffer: (id: number) =>
      http.put<InstalmentOfferRow>(`${base}/instalment_offers/${id}/reject`),

    /** Starts a bank payment; send the browser to the answered `url`. */
    deposit: (body: DepositBody) =>
      http.post<GatewayUrlResponse>(`${base}/transactions/deposit`, depositBody(body)),
    listTransactions: (params: TransactionListParams = {}, signal?: AbortSignal) =>
      fetchPage<TransactionRow>(
        http,
        `${base}/transactions`,
        withFilters(params, ['owner', 'status', 'invoice']),
        signal,
      ),
    getTransaction: (id: number, signal?: AbortSignal) =>
      http.get<TransactionRow>(`${base}/transactions/${id}`, undefined, signal),

    listPayments: (
      params: PaymentListParams = {},
      signal?: AbortSignal,
    ): Promise<Paginated<PaymentRow>> =>
      fetchPage<PaymentRow>(
        http,
        `${base}/payments`,
        withFilters(params, ['wallet__owner', 'type', 'type__in', 'withdraw_state', 'invoice']),
        signal,
      ),
    getPayment: (id: number, signal?: AbortSignal) =>
      http.get<PaymentRow>(`${base}/payments/${id}`, undefined, signal),
    /** The amount is held at once; finance pays it out to the IBAN or releases it. */
    requestWithdraw: (body: WithdrawRequestBody) =>
      http.put<PaymentRow>(`${base}/payments/request_withdraw`, body),

    /** POST /mma/tickets with the invoice as its source (category FINANCIAL on the server). */
    requestInvoiceHelp: (invoiceId: number, { title, body }: InvoiceHelpBody) =>
      http.post<{ id: number }>('/mma/tickets', {
        title,
        body,
        source_type: 'INVOICE',
        source_id: invoiceId,
      }),
  };
}

export type AccountingApi = ReturnType<typeof createAccountingApi>;
