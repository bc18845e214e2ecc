import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { DISCOUNTS_PATH } from './api';

/** Discount codes (accounting): /admin/discounts ⇄ /api/accounting/discounts. */
export const discounts: ResourceModule = {
  name: 'discounts',
  apiPath: DISCOUNTS_PATH,
  menuGroup: 'finance',
  menuOrder: 4,
  permission: 'accounting.discounts.manage',
  icon: LocalOfferOutlinedIcon,
  list: lazy(() => import('./DiscountList').then((m) => ({ default: m.DiscountList }))),
  create: lazy(() => import('./DiscountForm').then((m) => ({ default: m.DiscountCreate }))),
  edit: lazy(() => import('./DiscountForm').then((m) => ({ default: m.DiscountEdit }))),
  recordRepresentation: 'code',
};
