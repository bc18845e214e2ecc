import type {
  InstalmentListParams,
  InvoiceListParams,
  PaymentListParams,
  TicketListParams,
  TransactionListParams,
} from '@daneshsara/api-client';
import { USER_SCOPE } from '../../lib/queryKeys';

const ALL = [...USER_SCOPE, 'money'] as const;

/**
 * Every money query lives under ['me', 'money']: one invalidation after a payment, a deposit or a
 * withdraw refreshes the balance, the invoices, the ledger and the help tickets together (and
 * logout drops them).
 */
export const moneyKeys = {
  all: ALL,
  wallet: [...ALL, 'wallet'] as const,
  invoices: (params: InvoiceListParams) => [...ALL, 'invoices', params] as const,
  invoice: (id: number) => [...ALL, 'invoice', id] as const,
  instalments: (params: InstalmentListParams) => [...ALL, 'instalments', params] as const,
  payments: (params: PaymentListParams) => [...ALL, 'payments', params] as const,
  payment: (id: number) => [...ALL, 'payment', id] as const,
  transactions: (params: TransactionListParams) => [...ALL, 'transactions', params] as const,
  transaction: (id: number) => [...ALL, 'transaction', id] as const,
  /**
   * Tickets sit here too: an invoice ticket carries the invoice and its instalment offers, so
   * answering an offer or paying must refresh it, and asking for help must refresh the invoice.
   */
  tickets: (params: TicketListParams) => [...ALL, 'tickets', params] as const,
  ticket: (id: number) => [...ALL, 'ticket', id] as const,
  ticketCategories: (type: string | undefined) => [...ALL, 'ticket-categories', type] as const,
};
