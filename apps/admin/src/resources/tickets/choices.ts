import type { ChipColor } from '../../inputs/ChipLabelField';
import { keyed } from '../invoices/choices';
import { TicketCategoryType, TicketSourceType, TicketStatus } from '@daneshsara/domain';

export const ticketStatusChoices = keyed('app.ticket_status', Object.values(TicketStatus));

export const TICKET_STATUS_COLORS: Record<TicketStatus, ChipColor> = {
  OPENED: 'warning',
  ADMIN_REPLIED: 'info',
  USER_REPLIED: 'secondary',
  CLOSED: 'default',
};

export const ticketCategoryTypeChoices = keyed(
  'app.ticket_category_type',
  Object.values(TicketCategoryType),
);

export const ticketSourceChoices = keyed('app.ticket_source_type', Object.values(TicketSourceType));
