import { Role } from '@daneshsara/domain';

const {
  SUPERUSER,
  ADMIN,
  HUMAN_RESOURCE_DEPARTMENT_HEAD: HR,
  FINANCIAL_DEPARTMENT_HEAD: FIN,
  PUBLIC_RELATIONS_DEPARTMENT_HEAD: PR,
  EDUCATIONAL_DEPARTMENT_HEAD: EDU,
  RESEARCH_DEPARTMENT_HEAD: RESEARCH,
  DOCUMENTARY_DEPARTMENT_HEAD: DOC,
  CULTURAL_DEPARTMENT_HEAD: CULT,
  MEDIUM_DEPARTMENT_HEAD: MEDIUM,
} = Role;

/**
 * The one permission matrix (DOMAIN.md section 2): which roles may do what in the console.
 * Superuser holds every permission. Rows are added by each module as it lands; every cell is
 * exercised by test/e2e/access.e2e-spec.ts.
 */
export const PERMISSIONS = {
  /** Finance and the educational head pick users (manual invoices, registering someone). */
  'uma.users.read': [SUPERUSER, ADMIN, HR, FIN, EDU],
  'uma.users.create': [SUPERUSER, ADMIN, HR],
  'uma.users.update': [SUPERUSER, ADMIN, HR],
  'uma.users.delete': [SUPERUSER, ADMIN],
  'uma.users.export': [SUPERUSER, ADMIN, HR],
  /** Granting or removing roles; only a superuser may grant superuser or admin. */
  'uma.users.roles': [SUPERUSER, ADMIN, HR],
  /** Every invoice, wallet, transaction and ledger row, and their exports. */
  'accounting.read': [SUPERUSER, ADMIN, FIN],
  /** Confirm/reject withdrawals, refunds, instalment offers, re-verification, cancelling others' invoices. */
  'accounting.manage': [SUPERUSER, ADMIN, FIN],
  'accounting.discounts': [SUPERUSER, ADMIN, FIN],
  /** Donation causes and their categories. */
  'dma.manage': [SUPERUSER, ADMIN, FIN, PR],
  'dma.registrations.read': [SUPERUSER, ADMIN, FIN, PR],
  /** Unit categories, units, classrooms and events; every registration; drop or invoice for a user. */
  'lma.manage': [SUPERUSER, ADMIN, EDU],
  /** Products, packages and store categories. */
  'store.manage': [SUPERUSER, ADMIN, CULT, MEDIUM],
  /** Every order: list, send, cancel (with refund), export. */
  'store.orders': [SUPERUSER, ADMIN, FIN],
  /** Posts, contents, topics, media, hadith, hashtags, celebrities, their categories and the public pages' settings. */
  'cma.content': [SUPERUSER, ADMIN, PR, CULT, MEDIUM, DOC, RESEARCH],
  /** Application settings (delivery cost, purchase regulations...). */
  'cma.settings': [SUPERUSER, ADMIN],
  /** Removing a reply from a ticket. */
  'mma.replies.delete': [SUPERUSER, ADMIN],
  /** Writing and sending notices to everyone, a role, a classroom's registrations or a team. */
  'mma.notices': [SUPERUSER, ADMIN, PR, CULT, MEDIUM, DOC, RESEARCH],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly string[], permission: Permission): boolean {
  if (roles.includes(SUPERUSER)) return true;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}

/** Roles that only a superuser may hand out. */
export const PRIVILEGED_ROLES: readonly string[] = [SUPERUSER, ADMIN];

/**
 * Which department answers which tickets (DOMAIN.md section 2): staff see and answer the tickets
 * of their categories' types; admin and superuser see all. Learners see their own only.
 */
export const TICKET_TYPE_ROLES: Record<string, readonly Role[]> = {
  EDUCATIONAL: [EDU],
  FINANCIAL: [FIN],
  CONTENT: [DOC, CULT, MEDIUM],
  RESEARCH: [RESEARCH],
  HR: [HR],
  GENERAL: [PR],
};

/** Ticket category types the roles answer; null means every type. */
export function ticketTypesFor(roles: readonly string[]): string[] | null {
  if (roles.includes(SUPERUSER) || roles.includes(ADMIN)) return null;
  return Object.entries(TICKET_TYPE_ROLES)
    .filter(([, allowed]) => roles.some((r) => (allowed as readonly string[]).includes(r)))
    .map(([type]) => type);
}
