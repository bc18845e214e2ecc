import { toPersianDigits, type InvoiceRow } from '@daneshsara/domain';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { INVOICES_PATH } from './api';

/** Invoices (accounting): /admin/invoices ⇄ /api/accounting/invoices. Screens load on first use. */
export const invoices: ResourceModule = {
  name: 'invoices',
  apiPath: INVOICES_PATH,
  menuGroup: 'finance',
  menuOrder: 1,
  permission: 'accounting.read',
  icon: ReceiptLongOutlinedIcon,
  list: lazy(() => import('./InvoiceList').then((m) => ({ default: m.InvoiceList }))),
  show: lazy(() => import('./InvoiceShow').then((m) => ({ default: m.InvoiceShow }))),
  create: lazy(() => import('./InvoiceCreate').then((m) => ({ default: m.InvoiceCreate }))),
  recordRepresentation: (record) => {
    const r = record as Partial<InvoiceRow>;
    return r.title || toPersianDigits(String(r.id ?? ''));
  },
};
