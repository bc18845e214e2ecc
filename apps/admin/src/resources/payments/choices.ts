import {
  PaymentType,
  WithdrawState,
  type PaymentType as PaymentTypeValue,
} from '@daneshsara/domain';
import type { ChipColor } from '../../inputs/ChipLabelField';
import { keyed } from '../invoices/choices';

export const paymentTypeChoices = keyed('app.payment_type', Object.values(PaymentType));
export const withdrawStateChoices = keyed('app.withdraw_state', Object.values(WithdrawState));

export const PAYMENT_TYPE_COLORS: Record<PaymentTypeValue, ChipColor> = {
  DEPOSIT: 'success',
  WITHDRAW: 'error',
  WITHDRAW_REQUEST: 'warning',
  WITHDRAW_ADMITTED: 'info',
  WITHDRAW_REJECT: 'default',
};

export const WITHDRAW_STATE_COLORS: Record<string, ChipColor> = {
  PENDING: 'warning',
  ADMITTED: 'success',
  REJECTED: 'error',
};
