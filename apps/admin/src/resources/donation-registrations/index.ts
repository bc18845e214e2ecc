import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { lazy } from 'react';
import { DONATION_REGISTRATIONS_PATH } from '../donations/api';
import type { ResourceModule } from '../types';

/** Paid donations (dma): /admin/donation-registrations ⇄ /api/dma/registrations. */
export const donationRegistrations: ResourceModule = {
  name: 'donation-registrations',
  apiPath: DONATION_REGISTRATIONS_PATH,
  menuGroup: 'charity',
  menuOrder: 3,
  permission: 'dma.registrations.read',
  icon: FactCheckOutlinedIcon,
  list: lazy(() =>
    import('./DonationRegistrationList').then((m) => ({ default: m.DonationRegistrationList })),
  ),
  recordRepresentation: (record) => String(record.full_name ?? ''),
};
