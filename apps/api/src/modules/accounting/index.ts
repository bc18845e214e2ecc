import { Discount } from './entities/discount.entity';
import { Instalment, InstalmentOffer } from './entities/instalment.entity';
import { Invoice } from './entities/invoice.entity';
import { Payment } from './entities/payment.entity';
import { SandboxPayment } from './entities/sandbox-payment.entity';
import { Transaction } from './entities/transaction.entity';
import { Wallet } from './entities/wallet.entity';

export { AccountingModule, InvoiceExpiryJob } from './accounting.module';
export { Discount, Instalment, InstalmentOffer, Invoice, Payment, SandboxPayment, Transaction, Wallet };
export { InvoiceItems, type InvoiceItemHandler } from './services/invoice-items';
export { InvoicesService, type NewInvoice } from './services/invoices.service';
export { LedgerService } from './services/ledger.service';
export { PaymentsService } from './services/payments.service';
export { InstalmentReminders } from './services/instalment-reminders';
export { DiscountsService, discountAmount } from './services/discounts.service';
export { TransactionsService } from './services/transactions.service';
export const ACCOUNTING_ENTITIES = [Wallet, Invoice, InstalmentOffer, Instalment, Transaction, Payment, Discount, SandboxPayment];
