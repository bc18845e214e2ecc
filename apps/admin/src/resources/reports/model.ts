import { canDo } from '../types';

export const REPORTS_PATH = '/reports';

/** The rma.reports.read cell of the staff matrix (superuser and admin always may). */
export function canSeeReports(roles: readonly string[] | undefined): boolean {
  return canDo(roles, 'rma.reports.read');
}

/** GET rma/reports (docs/api.md «Reports»). */
export interface ReportsData {
  months: {
    key: string;
    label: string;
    registrations: number;
    revenue: Record<'CLASSROOM' | 'EVENT' | 'STORE_BASKET' | 'DONATION', number>;
    revenue_total: number;
  }[];
  donations: { id: number; title: string; amount: number; count: number }[];
  tickets: {
    type: string;
    total: number;
    waiting: number;
    answered: number;
    first_answer_hours: number | null;
  }[];
}
