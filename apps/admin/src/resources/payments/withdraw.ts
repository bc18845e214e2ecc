import { PaymentType, WithdrawState, type PaymentRow } from '@daneshsara/domain';
import { isPickedFile } from '../../providers/dataProvider';

/** The quick filter «درخواست‌های برداشت در انتظار». */
export const PENDING_WITHDRAWALS_FILTER = {
  type: PaymentType.WITHDRAW_REQUEST,
  withdraw_state: WithdrawState.PENDING,
} as const;

export function isPendingWithdrawalsFilter(filter: Record<string, unknown> | undefined): boolean {
  return (
    filter?.type === PENDING_WITHDRAWALS_FILTER.type &&
    filter?.withdraw_state === PENDING_WITHDRAWALS_FILTER.withdraw_state
  );
}

/** Only a request still held waits for finance: confirm (pay out) or reject. */
export function isPendingWithdrawRequest(
  payment: Pick<PaymentRow, 'type' | 'withdraw_state'> | undefined,
): boolean {
  return (
    payment?.type === PaymentType.WITHDRAW_REQUEST &&
    payment.withdraw_state === WithdrawState.PENDING
  );
}

export interface ConfirmWithdrawValues {
  /** The FileInput's value: `{rawFile, src, title}` once a file is picked. */
  receipt?: unknown;
  description?: string | null;
}

export interface RejectWithdrawValues {
  description?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The bank receipt is required; the description is free. */
export function validateConfirmWithdraw(values: ConfirmWithdrawValues): Record<string, string> {
  return isPickedFile(values.receipt) ? {} : { receipt: 'app.payments.confirm.receipt_required' };
}

/**
 * PUT accounting/payments/{id}/confirm_withdraw is multipart: the receipt as a file part under
 * `receipt` (with its own name) and `description` as text when written.
 */
export function confirmWithdrawBody(values: ConfirmWithdrawValues): FormData {
  const form = new FormData();
  if (isPickedFile(values.receipt)) {
    const file = values.receipt.rawFile;
    const name = file instanceof File ? file.name : (values.receipt.title ?? 'receipt');
    form.append('receipt', file, name);
  }
  const description = text(values.description);
  if (description) form.append('description', description);
  return form;
}

/** A rejection says why (the learner reads it). */
export function validateRejectWithdraw(values: RejectWithdrawValues): Record<string, string> {
  return text(values.description) ? {} : { description: 'app.payments.reject.reason_required' };
}

/** PUT accounting/payments/{id}/reject_withdraw */
export function rejectWithdrawBody(values: RejectWithdrawValues): { description: string } {
  return { description: text(values.description) };
}
