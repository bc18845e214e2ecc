import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';

/** «اشتراک‌ها» (/admin/subscriptions ⇄ /api/mma/subscriptions): the API's mma.subscriptions. */
export const subscriptions: ResourceModule = {
  name: 'subscriptions',
  apiPath: 'mma/subscriptions',
  menuGroup: 'support',
  menuOrder: 4,
  permission: 'mma.subscriptions.manage',
  icon: NotificationsActiveOutlinedIcon,
  list: lazy(() => import('./SubscriptionList').then((m) => ({ default: m.SubscriptionList }))),
};
