import { InvoiceStatus, InvoiceType } from '@daneshsara/domain';
import type { ChipColor } from '../../inputs/ChipLabelField';

export interface Choice {
  id: string;
  name: string;
}

/** Choices whose names are i18n keys (react-admin translates them). */
export const keyed = (prefix: string, values: readonly string[]): Choice[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const invoiceStatusChoices = keyed('app.invoice_status', Object.values(InvoiceStatus));
export const invoiceTypeChoices = keyed('app.invoice_type', Object.values(InvoiceType));

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, ChipColor> = {
  VERIFYING: 'info',
  CANCELED: 'default',
  NOT_VERIFIED: 'error',
  PAYING: 'warning',
  TRANSACTION_VERIFYING: 'info',
  PAID_FULL: 'success',
  PAYING_IN_INSTALMENT: 'secondary',
  PAID_IN_INSTALMENT: 'success',
};

export const INVOICE_TYPE_COLORS: Record<InvoiceType, ChipColor> = {
  CLASSROOM: 'primary',
  STORE_BASKET: 'secondary',
  EVENT: 'info',
  DONATION: 'success',
};
