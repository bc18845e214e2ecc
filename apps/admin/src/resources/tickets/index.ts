import { toPersianDigits, type TicketRow } from '@daneshsara/domain';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { lazy } from 'react';
import { FINANCE_ROLES } from '../invoices';
import type { ResourceModule } from '../types';
import { TICKETS_PATH, TICKETS_RESOURCE } from './api';

/**
 * «درخواست‌های مساعدت»: the learners' financial help tickets (mma tickets of category type
 * FINANCIAL, most opened from an invoice): /admin/financial-tickets ⇄ /api/mma/tickets.
 */
export const financialTickets: ResourceModule = {
  name: TICKETS_RESOURCE,
  apiPath: TICKETS_PATH,
  menuGroup: 'finance',
  // Right after the invoices: the queue finance answers.
  menuOrder: 1.5,
  roles: FINANCE_ROLES,
  icon: SupportAgentOutlinedIcon,
  list: lazy(() => import('./TicketList').then((m) => ({ default: m.TicketList }))),
  show: lazy(() => import('./TicketShow').then((m) => ({ default: m.TicketShow }))),
  recordRepresentation: (record) => {
    const r = record as Partial<TicketRow>;
    return r.title || toPersianDigits(String(r.id ?? ''));
  },
};
