import { TransactionStatus } from '@daneshsara/domain';
import type { ChipColor } from '../../inputs/ChipLabelField';
import { keyed } from '../invoices/choices';

export const transactionStatusChoices = keyed(
  'app.transaction_status',
  Object.values(TransactionStatus),
);

export const TRANSACTION_STATUS_COLORS: Record<TransactionStatus, ChipColor> = {
  SUCCESS: 'success',
  FAILED: 'error',
  ERRORED: 'error',
  CANCELED: 'default',
  UNKNOWN: 'default',
  IN_PROGRESS: 'info',
  VERIFYING: 'info',
};
