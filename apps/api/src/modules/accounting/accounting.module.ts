import { Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Clock } from '../../core/clock/clock';
import { UserFlags } from '../../core/user-flags';
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
import { InstalmentsService } from './services/instalments.service';
import { InvoiceItems } from './services/invoice-items';
import { InvoicesService } from './services/invoices.service';
import { LedgerService } from './services/ledger.service';
import { PaymentsService } from './services/payments.service';
import { TransactionsService } from './services/transactions.service';

/** Cancels unpaid invoices past their 24 hours, once a minute; each cancel is its own atomic step. */
@Injectable()
export class InvoiceExpiryJob {
  private readonly logger = new Logger('InvoiceExpiry');
  private running = false;

  constructor(
    private readonly invoices: InvoicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Interval(60_000)
  async tick(): Promise<void> {
    if (!this.config.JOBS_ENABLED || this.running) return;
    this.running = true;
    try {
      const n = await this.invoices.expireStale();
      if (n) this.logger.log(`${n} unpaid invoice(s) cancelled`);
    } catch (err) {
      this.logger.error(`expiry failed: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
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
    AccountingWiring,
  ],
  exports: [InvoiceItems, InvoicesService, LedgerService, PaymentsService, DiscountsService, TransactionsService],
})
export class AccountingModule {}
