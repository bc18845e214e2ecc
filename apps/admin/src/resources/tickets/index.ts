import { STAFF_MATRIX, toPersianDigits, type Permission, type TicketRow } from '@daneshsara/domain';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { lazy } from 'react';
import type { ResourceModule } from '../types';
import {
  EDUCATIONAL_TICKETS_RESOURCE,
  TICKETS_PATH,
  TICKETS_RESOURCE,
  ALL_TICKETS_RESOURCE,
} from './api';

const show = lazy(() => import('./TicketShow').then((m) => ({ default: m.TicketShow })));
const recordRepresentation: ResourceModule['recordRepresentation'] = (record) => {
  const r = record as Partial<TicketRow>;
  return r.title || toPersianDigits(String(r.id ?? ''));
};

/** Every head answers their department's tickets in the whole list (the API keeps the rest away). */
const ANY_TICKET_TYPE = Object.keys(STAFF_MATRIX['mma.tickets']).map(
  (type) => `mma.tickets.${type}` as Permission,
);

/**
 * «تیکت‌ها»: every department's tickets (/admin/tickets ⇄ /api/mma/tickets), filtered by
 * department, status, source, days and national code; staff open one for a learner here. The
 * notice of a learner's reply leads to /admin/tickets/{id}/show.
 */
export const tickets: ResourceModule = {
  name: ALL_TICKETS_RESOURCE,
  apiPath: TICKETS_PATH,
  menuGroup: 'support',
  menuOrder: 1,
  permission: ANY_TICKET_TYPE,
  icon: ForumOutlinedIcon,
  list: lazy(() => import('./TicketList').then((m) => ({ default: m.AllTicketList }))),
  show,
  create: lazy(() => import('./TicketCreate').then((m) => ({ default: m.TicketCreate }))),
  recordRepresentation,
};

/** «تیکت‌های آموزشی»: the educational department's queue (SPEC section 2, «educational»). */
export const educationalTickets: ResourceModule = {
  name: EDUCATIONAL_TICKETS_RESOURCE,
  apiPath: TICKETS_PATH,
  menuGroup: 'education',
  menuOrder: 9,
  permission: 'mma.tickets.EDUCATIONAL',
  icon: SchoolOutlinedIcon,
  list: lazy(() => import('./TicketList').then((m) => ({ default: m.EducationalTicketList }))),
  show,
  recordRepresentation,
};

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
  permission: 'mma.tickets.FINANCIAL',
  icon: SupportAgentOutlinedIcon,
  list: lazy(() => import('./TicketList').then((m) => ({ default: m.FinancialTicketList }))),
  show,
  recordRepresentation,
};
