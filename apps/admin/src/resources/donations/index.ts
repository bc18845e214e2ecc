import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { DONATIONS_PATH } from './api';

const screens = () => import('./DonationScreens');

/** Donation causes (dma): /admin/donations ⇄ /api/dma/donations. */
export const donations: ResourceModule = {
  name: 'donations',
  apiPath: DONATIONS_PATH,
  menuGroup: 'charity',
  menuOrder: 2,
  permission: 'dma.manage',
  icon: VolunteerActivismOutlinedIcon,
  list: lazy(() => screens().then((m) => ({ default: m.DonationList }))),
  create: lazy(() => screens().then((m) => ({ default: m.DonationCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.DonationEdit }))),
  recordRepresentation: 'title',
};
