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
} as const;
