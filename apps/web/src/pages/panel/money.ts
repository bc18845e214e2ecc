/**
 * The money pages share most of their parts (lists, amounts, chips, dialogs): one lazy chunk for
 * all of them (the help tickets too, which show invoices and offers, and the notices) keeps the
 * router's preload map, which is part of the first load, short.
 */
export { InvoiceDetailPage } from './InvoiceDetailPage';
export { InvoiceListPage } from './InvoiceListPage';
export { InvoiceThankYouPage } from './InvoiceThankYouPage';
export { OverdueInstalmentsPage } from './OverdueInstalmentsPage';
export { PaymentDetailPage } from './PaymentDetailPage';
export { PaymentListPage } from './PaymentListPage';
export { InvoiceTicketDetailPage, TicketDetailPage } from './TicketDetailPage';
export { InvoiceTicketListPage, TicketListPage } from './TicketListPage';
export { TicketCreatePage } from './TicketCreatePage';
export { TransactionListPage } from './TransactionListPage';
export { WalletPage } from './WalletPage';
export { NoticesPage } from '../../features/notices/NoticesPage';
