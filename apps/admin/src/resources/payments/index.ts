import { PAYMENT_TYPE_LABELS, toPersianDigits, type PaymentRow } from '@daneshsara/domain';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { PAYMENTS_PATH } from './api';

/** Payments, the wallets' ledger (accounting): /admin/payments ⇄ /api/accounting/payments. */
export const payments: ResourceModule = {
  name: 'payments',
  apiPath: PAYMENTS_PATH,
  menuGroup: 'finance',
  menuOrder: 2,
  permission: 'accounting.read',
  icon: AccountBalanceWalletOutlinedIcon,
  list: lazy(() => import('./PaymentList').then((m) => ({ default: m.PaymentList }))),
  show: lazy(() => import('./PaymentShow').then((m) => ({ default: m.PaymentShow }))),
  recordRepresentation: (record) => {
    const r = record as Partial<PaymentRow>;
    const kind = r.type ? PAYMENT_TYPE_LABELS[r.type] : '';
    return `${kind} ${toPersianDigits(String(r.id ?? ''))}`.trim();
  },
};
