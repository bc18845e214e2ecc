import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Notifier } from '../../core/notifier';
import { AccountingModule } from '../accounting';
import { TicketsController } from './controllers/tickets.controller';
import { TicketsService } from './services/tickets.service';
import { NoticesController } from './controllers/notices.controller';
import { SubscriptionsController } from './controllers/subscriptions.controller';
import { Subscriptions } from './services/subscriptions.service';
import { NoticeAudiences } from './services/notice-audiences';
import { NoticeCampaigns } from './services/notice-campaigns.service';
import { NoticesService } from './services/notices.service';
import { NoticeSms } from './services/notice-sms';
import { TicketSources } from './services/ticket-sources';
import { TicketsExport } from './services/tickets.export';

/** Lends NoticesService to the modules below mma (accounting) through the core Notifier port. */
@Injectable()
class NoticesWiring implements OnModuleInit {
  constructor(
    private readonly notifier: Notifier,
    private readonly notices: NoticesService,
  ) {}

  onModuleInit(): void {
    this.notifier.use((userIds, input, em) => this.notices.send(userIds, input, em));
  }
}

@Module({
  imports: [AccountingModule],
  controllers: [TicketsController, NoticesController, SubscriptionsController],
  providers: [TicketsService, TicketSources, NoticesService, NoticesWiring, NoticeAudiences, NoticeCampaigns, NoticeSms, Subscriptions, TicketsExport],
  exports: [Subscriptions, TicketsService, TicketSources, NoticesService, NoticeAudiences, NoticeCampaigns, NoticeSms],
})
export class MmaModule {}
