import { Ticket, TicketCategory, TicketReply } from './entities/ticket.entity';
import { Notice, NoticeReceiver } from './entities/notice.entity';
import { Subscription } from './entities/subscription.entity';

export { MmaModule } from './mma.module';
export { Ticket, TicketCategory, TicketReply, Notice, NoticeReceiver, Subscription };
export { Subscriptions, type SubscriptionSource } from './services/subscriptions.service';
export { NoticesService, type NoticeInput } from './services/notices.service';
export { TicketsService } from './services/tickets.service';
export { TicketSources } from './services/ticket-sources';
export { keysetAudience, NoticeAudiences, type AudienceQuery, type AudienceSource } from './services/notice-audiences';
export { NoticeCampaigns } from './services/notice-campaigns.service';
export { CreateNoticeDto } from './dto/notice.dto';
export { NoticeSms, SMS_BATCH } from './services/notice-sms';
export const MMA_ENTITIES = [TicketCategory, Ticket, TicketReply, Notice, NoticeReceiver, Subscription];

/** One category per type on every installation (reference data). */
export const TICKET_CATEGORIES: { title: string; type: string }[] = [
  { title: 'آموزشی', type: 'EDUCATIONAL' },
  { title: 'مالی', type: 'FINANCIAL' },
  { title: 'محتوا', type: 'CONTENT' },
  { title: 'پژوهشی', type: 'RESEARCH' },
  { title: 'منابع انسانی', type: 'HR' },
  { title: 'عمومی', type: 'GENERAL' },
];
