import { Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock } from '../../core/clock/clock';
import { Jobs } from '../../core/jobs';
import { UserFlags } from '../../core/user-flags';
import { PaymentReconciler } from './services/payment-reconciler';
import {
  DiscountsController,
  InstalmentOffersController,
  InstalmentsController,
  InvoicesController,
  PaymentsController,
  TransactionsController,
  WalletsController,
} from './controllers/accounting.controller';
import { GatewayController } from './controllers/gateway.controller';
import { StoreDiscountsController } from './controllers/store-discounts.controller';
import { PaymentGateway } from './gateway/payment-gateway';
import { SandboxGateway } from './gateway/sandbox.gateway';
import { ZarinpalGateway } from './gateway/zarinpal.gateway';
import { DiscountsService } from './services/discounts.service';
import { InstalmentReminders } from './services/instalment-reminders';
import { InstalmentsService } from './services/instalments.service';
import { InvoiceItems } from './services/invoice-items';
import { InvoicesService } from './services/invoices.service';
import { LedgerService } from './services/ledger.service';
import { PaymentsService } from './services/payments.service';
import { TransactionsService } from './services/transactions.service';

/** Cancels unpaid invoices past their 24 hours, once a minute; each cancel is its own atomic step. */
@Injectable()
export class InvoiceExpiryJob implements OnModuleInit {
  private readonly logger = new Logger('InvoiceExpiry');

  constructor(
    private readonly invoices: InvoicesService,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every('invoice-expiry', 60_000, async () => {
      const n = await this.invoices.expireStale();
      if (n) this.logger.log(`${n} unpaid invoice(s) cancelled`);
    });
  }
}

@Injectable()
class AccountingWiring implements OnModuleInit {
  constructor(
    private readonly flags: UserFlags,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    this.flags.setOverdueCheck((id) => this.invoices.hasOverdue(id));
  }
}

@Module({
  controllers: [
    InvoicesController,
    StoreDiscountsController,
    InstalmentsController,
    InstalmentOffersController,
    WalletsController,
    TransactionsController,
    PaymentsController,
    DiscountsController,
    GatewayController,
  ],
  providers: [
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, DataSource, Clock],
      useFactory: (config: AppConfig, ds: DataSource, clock: Clock): PaymentGateway =>
        config.PAYMENT_GATEWAY === 'zarinpal'
          ? new ZarinpalGateway({ merchantId: config.ZARINPAL_MERCHANT_ID ?? '', baseUrl: config.ZARINPAL_BASE_URL })
          : new SandboxGateway(ds, clock),
    },
    InvoiceItems,
    LedgerService,
    InvoicesService,
    InstalmentsService,
    PaymentsService,
    TransactionsService,
    DiscountsService,
    InvoiceExpiryJob,
    PaymentReconciler,
    InstalmentReminders,
    AccountingWiring,
  ],
  exports: [InvoiceItems, InvoicesService, InstalmentReminders, LedgerService, PaymentsService, DiscountsService, TransactionsService],
})
export class AccountingModule {}
