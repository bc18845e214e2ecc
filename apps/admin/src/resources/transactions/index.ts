import { toPersianDigits } from '@daneshsara/domain';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { TRANSACTIONS_PATH } from './api';

/** Bank gateway attempts (accounting): /admin/transactions ⇄ /api/accounting/transactions. */
export const transactions: ResourceModule = {
  name: 'transactions',
  apiPath: TRANSACTIONS_PATH,
  menuGroup: 'finance',
  menuOrder: 3,
  permission: 'accounting.read',
  icon: CreditCardOutlinedIcon,
  list: lazy(() => import('./TransactionList').then((m) => ({ default: m.TransactionList }))),
  show: lazy(() => import('./TransactionShow').then((m) => ({ default: m.TransactionShow }))),
  recordRepresentation: (record) => toPersianDigits(String(record.id ?? '')),
};
