import type { ChipColor } from '../../inputs/ChipLabelField';
import { keyed } from '../invoices/choices';
import { TicketStatus } from '@daneshsara/domain';

export const ticketStatusChoices = keyed('app.ticket_status', Object.values(TicketStatus));

export const TICKET_STATUS_COLORS: Record<TicketStatus, ChipColor> = {
  OPENED: 'warning',
  ADMIN_REPLIED: 'info',
  USER_REPLIED: 'secondary',
  CLOSED: 'default',
};
