import { toPersianDigits } from '@daneshsara/domain';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import { NOTICES_PATH, NOTICES_RESOURCE, type NoticeRow } from './api';

/** «اعلان‌ها» (/admin/notices ⇄ /api/mma/notices): list, create, {id} with the sending progress. */
export const notices: ResourceModule = {
  name: NOTICES_RESOURCE,
  apiPath: NOTICES_PATH,
  menuGroup: 'support',
  menuOrder: 3,
  permission: 'mma.notices.manage',
  icon: CampaignOutlinedIcon,
  list: lazy(() => import('./NoticeList').then((m) => ({ default: m.NoticeList }))),
  show: lazy(() => import('./NoticeShow').then((m) => ({ default: m.NoticeShow }))),
  create: lazy(() => import('./NoticeCreate').then((m) => ({ default: m.NoticeCreate }))),
  recordRepresentation: (record) => {
    const r = record as Partial<NoticeRow>;
    return r.title || toPersianDigits(String(r.id ?? ''));
  },
};
