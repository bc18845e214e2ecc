import { Role } from './roles';

const {
  HUMAN_RESOURCE_DEPARTMENT_HEAD: HR,
  FINANCIAL_DEPARTMENT_HEAD: FIN,
  PUBLIC_RELATIONS_DEPARTMENT_HEAD: PR,
  EDUCATIONAL_DEPARTMENT_HEAD: EDU,
  RESEARCH_DEPARTMENT_HEAD: RESEARCH,
  DOCUMENTARY_DEPARTMENT_HEAD: DOC,
  CULTURAL_DEPARTMENT_HEAD: CULT,
  MEDIUM_DEPARTMENT_HEAD: MEDIUM,
  PROFESSOR,
  GRADER,
  TEAM_LEADER,
} = Role;

/** Every department head: they open tickets for a learner, so they pick one. */
const HEADS = [HR, FIN, PR, EDU, RESEARCH, DOC, CULT, MEDIUM];

/**
 * The staff matrix (DOMAIN.md section 2): resource → action → the roles that may do it. It is the
 * one place the API's guards (`@RequirePermission('<resource>.<action>')`), its services' checks
 * (`can(roles, '<resource>.<action>')`) and the console's menu and buttons ask.
 *
 * - superuser and admin hold every cell (DOMAIN.md: they see everything); they are not listed.
 * - professor, grader and team_leader are "own rows" roles (SCOPED_ROLES): in a cell they pass the
 *   guard, and the service then answers 404 for any classroom or team that is not theirs.
 * - Adding a resource is one line here: `'exams.tests': { read: [EDU, PROFESSOR], manage: [EDU] },`
 *   then `@RequirePermission('exams.tests.manage')` on its routes and one probe in
 *   apps/api/test/e2e/staff-matrix.e2e-spec.ts (the spec fails, naming the cell, until it has one).
 */
export const STAFF_MATRIX = {
  /** The full users list with national codes, birth data and addresses, and its edits. */
  'uma.users': { read: [HR], create: [HR], update: [HR], delete: [], export: [HR], roles: [HR] },
  /** Id, name and mobile only, active users: enrolling, invoicing, a ticket for a user. */
  'uma.user_picker': { read: HEADS },
  /** Every invoice, wallet, transaction, payment and ledger row; withdrawals, refunds, offers. */
  accounting: { read: [FIN], manage: [FIN] },
  'accounting.discounts': { manage: [FIN] },
  /** The console's reports page (rma): registrations, revenue, donations and tickets by month. */
  'rma.reports': { read: [FIN] },
  /** Donation causes and their categories; every gift. */
  dma: { manage: [FIN, PR] },
  'dma.registrations': { read: [FIN, PR] },
  /** Categories, units, classrooms, events, sessions, projects, teams, every registration. */
  lma: { manage: [EDU] },
  /**
   * A classroom's teaching texts (PROFESSOR_CLASSROOM_FIELDS: description, syllabus, bulletin,
   * rules, how often it meets, its live link and address): the educational head, and the
   * classroom's own professor. Everything else of a classroom stays lma.manage.
   */
  'lma.classrooms': { teach: [EDU, PROFESSOR] },
  /** A classroom's activity (examinee) sheet: the educational head, the classroom's professor. */
  'lma.activity_sheet': { read: [EDU, PROFESSOR] },
  /** Transcripts: reading a classroom's is also its professor's; editing and deleting are not. */
  'lma.transcripts': { read: [EDU, PROFESSOR], manage: [EDU] },
  /**
   * Answer books of a classroom's tests (a learner always reads their own; the staff who teach a
   * classroom list its books): exporting them; grading (a grader: the classrooms they are assigned
   * to); answering objections.
   */
  'lma.answer_books': { read: [EDU, PROFESSOR, GRADER], grade: [EDU, GRADER], objection: [EDU] },
  /**
   * Verifying session assignments and project hand-ins across one's classrooms: the «برگه‌های در
   * انتظار بررسی» lists (session_sheets / project_sheets without a session or project) and their
   * dashboard card. A professor or grader reads only their own classrooms' sheets.
   */
  'lma.sheets': { verify: [EDU, PROFESSOR, GRADER] },
  /** Editing a team: the educational head, and the team's own leader. */
  'lma.teams': { update: [EDU, TEAM_LEADER] },
  /** Products, packages and store categories. */
  'store.products': { manage: [FIN] },
  /** Every order: list, send, cancel with refund, export. */
  'store.orders': { manage: [FIN] },
  /** Posts, contents, topics, media, hadith, hashtags, celebrities, their categories and the public pages' settings. */
  'cma.content': { manage: [PR, CULT, MEDIUM, DOC, RESEARCH] },
  /** Application settings (delivery cost, purchase regulations…). */
  'cma.settings': { update: [] },
  /** Writing and sending notices. */
  'mma.notices': { manage: [PR, CULT, MEDIUM, DOC, RESEARCH] },
  /** Every learner's unit subscriptions: list, message the subscribers, export, clear. */
  'mma.subscriptions': { manage: [EDU, PR] },
  /** Removing a reply from a ticket. */
  'mma.replies': { delete: [] },
  /** Seeing and answering tickets, by their category's department type (others' are a 404). */
  'mma.tickets': {
    EDUCATIONAL: [EDU],
    FINANCIAL: [FIN],
    CONTENT: [DOC, CULT, MEDIUM],
    RESEARCH: [RESEARCH],
    HR: [HR],
    GENERAL: [PR],
  },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

type Matrix = typeof STAFF_MATRIX;
export type StaffResource = keyof Matrix;
/** `<resource>.<action>`, e.g. `lma.transcripts.read`. */
export type Permission = {
  [R in StaffResource]: `${R}.${Extract<keyof Matrix[R], string>}`;
}[StaffResource];

/** Roles that hold every cell. */
export const ALL_CELLS_ROLES: readonly Role[] = [Role.SUPERUSER, Role.ADMIN];
/** Roles whose cells reach only their own classrooms (professor, grader) or teams (team_leader). */
export const SCOPED_ROLES: readonly Role[] = [Role.PROFESSOR, Role.GRADER, Role.TEAM_LEADER];
/** Roles that only a superuser may hand out. */
export const PRIVILEGED_ROLES: readonly string[] = [Role.SUPERUSER, Role.ADMIN];

/** Every cell of the matrix as `<resource>.<action>`, in table order. */
export function permissions(): Permission[] {
  return Object.entries(STAFF_MATRIX).flatMap(([resource, actions]) =>
    Object.keys(actions).map((action) => `${resource}.${action}` as Permission),
  );
}

/** The roles a cell lists (superuser and admin besides). */
export function rolesOf(permission: Permission): readonly Role[] {
  const dot = permission.lastIndexOf('.');
  const actions = STAFF_MATRIX[permission.slice(0, dot) as StaffResource] as Record<
    string,
    readonly Role[]
  >;
  return actions[permission.slice(dot + 1)];
}

/** Whether someone holding `roles` may do `permission` (their own rows only, for SCOPED_ROLES). */
export function can(roles: readonly string[] | undefined, permission: Permission): boolean {
  if (!roles) return false;
  if (roles.some((r) => (ALL_CELLS_ROLES as readonly string[]).includes(r))) return true;
  const allowed: readonly string[] = rolesOf(permission);
  return roles.some((r) => allowed.includes(r));
}

/** Ticket category types the roles answer (`mma.tickets.<TYPE>`); null means every type. */
export function ticketTypesFor(roles: readonly string[]): string[] | null {
  if (roles.some((r) => (ALL_CELLS_ROLES as readonly string[]).includes(r))) return null;
  return Object.keys(STAFF_MATRIX['mma.tickets']).filter((type) =>
    can(roles, `mma.tickets.${type}` as Permission),
  );
}

/**
 * What a professor may change in their own classroom (PUT/PATCH /lma/classrooms/{id}): how and
 * what it teaches. Its unit, price, capacity, dates and periods, refunds, passing marks and absence
 * rules, audience, professor, publishing and pictures are the educational head's.
 */
export const PROFESSOR_CLASSROOM_FIELDS = [
  'description',
  'specification',
  'bulletin',
  'rules',
  'sessions_frequency',
  'live_streaming_url',
  'classroom_address',
] as const;
