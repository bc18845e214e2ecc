import { TICKET_STATUS_LABELS, type TicketStatus } from '@daneshsara/domain';
import { StatusChip } from '../../payments/components/StatusChip';
import { TICKET_STATUS_TONE } from '../model';

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <StatusChip label={TICKET_STATUS_LABELS[status]} tone={TICKET_STATUS_TONE[status]} />;
}
