import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatJalaliDateTime, TICKET_STATUS_LABELS, type TicketStatus } from '@daneshsara/domain';
import { Exports } from '../../../core/exports';
import { Ticket } from '../entities/ticket.entity';
import { TICKETS_LIST, TicketsService } from './tickets.service';

type TicketRow = Awaited<ReturnType<TicketsService['list']>>['rows'][number];

const SOURCE_LABELS: Record<string, string> = {
  TRAINING_CLASSROOM: 'دوره آموزشی',
  DISCUSSION_CIRCLE_CLASSROOM: 'حلقه مباحثاتی',
  EVENT: 'رویداد',
  INVOICE: 'صورت حساب',
  CONTENT: 'محتوا',
  GENERAL: 'عمومی',
};

/** GET /mma/tickets/export_report: the ticket list as the caller sees it (their departments). */
@Injectable()
export class TicketsExport implements OnModuleInit {
  constructor(
    private readonly exports: Exports,
    private readonly tickets: TicketsService,
  ) {}

  onModuleInit(): void {
    this.exports.register<TicketRow>({
      name: 'tickets',
      file: 'tickets',
      sheet: 'درخواست‌ها',
      spec: TICKETS_LIST,
      entity: Ticket,
      list: (caller, lq) => this.tickets.list(caller, lq),
      columns: [
        { header: 'شناسه', width: 9, value: (t) => t.id },
        { header: 'عنوان', width: 30, value: (t) => t.title },
        { header: 'دسته', width: 16, value: (t) => t.category_info?.title },
        {
          header: 'وضعیت',
          width: 16,
          value: (t) => TICKET_STATUS_LABELS[t.status as TicketStatus] ?? t.status,
        },
        {
          header: 'مبدأ',
          width: 14,
          value: (t) => (t.source_type ? (SOURCE_LABELS[t.source_type] ?? t.source_type) : 'عمومی'),
        },
        { header: 'کاربر', width: 22, value: (t) => t.owner_info?.full_name },
        { header: 'کد ملی', width: 13, value: (t) => t.owner_info?.national_code },
        { header: 'تاریخ ایجاد', width: 22, value: (t) => formatJalaliDateTime(t.creation_time) },
        {
          header: 'آخرین تغییر',
          width: 22,
          value: (t) => formatJalaliDateTime(t.last_modification_time),
        },
      ],
    });
  }
}
