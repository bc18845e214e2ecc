import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@daneshsara/domain';
import { StatusChip } from '../../payments/components/StatusChip';
import { INVOICE_STATUS_TONE } from '../model';

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <StatusChip label={INVOICE_STATUS_LABELS[status]} tone={INVOICE_STATUS_TONE[status]} />;
}
