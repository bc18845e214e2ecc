import { Role, toPersianDigits, type InvoiceRow } from '@daneshsara/domain';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { INVOICES_PATH } from './api';

/** Who handles money in the console (the API's finance staff); the superuser always does. */
export const FINANCE_ROLES = [Role.ADMIN, Role.FINANCIAL_DEPARTMENT_HEAD] as const;
/** Who manages donation causes and reads paid donations (the API's dma.manage): finance and PR. */
export const CHARITY_ROLES = [...FINANCE_ROLES, Role.PUBLIC_RELATIONS_DEPARTMENT_HEAD] as const;

/** Invoices (accounting): /admin/invoices ⇄ /api/accounting/invoices. Screens load on first use. */
export const invoices: ResourceModule = {
  name: 'invoices',
  apiPath: INVOICES_PATH,
  menuGroup: 'finance',
  menuOrder: 1,
  roles: FINANCE_ROLES,
  icon: ReceiptLongOutlinedIcon,
  list: lazy(() => import('./InvoiceList').then((m) => ({ default: m.InvoiceList }))),
  show: lazy(() => import('./InvoiceShow').then((m) => ({ default: m.InvoiceShow }))),
  create: lazy(() => import('./InvoiceCreate').then((m) => ({ default: m.InvoiceCreate }))),
  recordRepresentation: (record) => {
    const r = record as Partial<InvoiceRow>;
    return r.title || toPersianDigits(String(r.id ?? ''));
  },
};
