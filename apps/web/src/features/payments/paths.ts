import type { TicketSourceType } from '@daneshsara/domain';
import { paths } from '../../config/paths';

/** The money screens of the learner panel (SPEC section 2: wallet, invoice, payment). */
export const moneyPaths = {
  wallet: paths.panel.wallet,
  invoices: paths.panel.invoices,
  invoice: (id: number | string) => `${paths.panel.invoices}/${id}`,
  invoiceThankYou: `${paths.panel.invoices}/thankyou`,
  payments: `${paths.panel.root}/payment`,
  payment: (id: number | string) => `${paths.panel.root}/payment/${id}`,
  transactions: `${paths.panel.root}/payment/transactions`,
  overdueInstalments: `${paths.panel.root}/profile/overdue-instalments`,
  /** «درخواست مساعدت»: the tickets opened from invoices, and one of them. */
  invoiceTickets: `${paths.panel.invoices}/ticket`,
  invoiceTicket: (id: number | string) => `${paths.panel.invoices}/ticket/${id}`,
  /** Every ticket of mine, and one of them (the same page as an invoice ticket). */
  tickets: paths.panel.tickets,
  ticket: (id: number | string) => `${paths.panel.tickets}/${id}`,
  /** A new ticket; from a classroom, event or content page it carries what it is about. */
  newTicket: (about?: { source_type: TicketSourceType; source_id: number; title: string }) =>
    about
      ? `${paths.panel.tickets}/create?${new URLSearchParams({ ...about, source_id: String(about.source_id) }).toString()}`
      : `${paths.panel.tickets}/create`,
} as const;
