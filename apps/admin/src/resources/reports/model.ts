import { Role } from '@daneshsara/domain';

/** rma.reports in the API's permission matrix; the superuser always may. */
export const REPORT_ROLES = [Role.ADMIN, Role.FINANCIAL_DEPARTMENT_HEAD] as const;
export const REPORTS_PATH = '/reports';

export function canSeeReports(roles: readonly string[] | undefined): boolean {
  if (!roles) return false;
  return roles.includes(Role.SUPERUSER) || REPORT_ROLES.some((r) => roles.includes(r));
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
