import { BASKET_STATUS_LABELS, type BasketStatus } from '@daneshsara/domain';
import type { ChipTone } from '../../invoice/model';
import { StatusChip } from '../../payments/components/StatusChip';

export const ORDER_STATUS_TONE: Record<BasketStatus, ChipTone> = {
  OPEN: 'default',
  CLOSED: 'warning',
  PAID: 'info',
  SENT: 'success',
  CANCELED: 'default',
};

export function OrderStatusChip({ status }: { status: BasketStatus }) {
  return <StatusChip label={BASKET_STATUS_LABELS[status]} tone={ORDER_STATUS_TONE[status]} />;
}
