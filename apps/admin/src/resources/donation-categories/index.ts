import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { lazy } from 'react';
import { DONATION_CATEGORIES_PATH } from '../donations/api';
import type { ResourceModule } from '../types';

const screens = () => import('./DonationCategoryScreens');

/** Donation categories (dma): /admin/donation-categories ⇄ /api/dma/donations/categories. */
export const donationCategories: ResourceModule = {
  name: 'donation-categories',
  apiPath: DONATION_CATEGORIES_PATH,
  menuGroup: 'charity',
  menuOrder: 1,
  permission: 'dma.manage',
  icon: CategoryOutlinedIcon,
  list: lazy(() => screens().then((m) => ({ default: m.DonationCategoryList }))),
  create: lazy(() => screens().then((m) => ({ default: m.DonationCategoryCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.DonationCategoryEdit }))),
  recordRepresentation: 'title',
};
