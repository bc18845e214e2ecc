import type { ChipColor } from '../../../inputs/ChipLabelField';
import { keyed } from '../choices';
import { text, toInstant, type Errors } from '../payload';
import type { PersonInfo } from './kit/parts';
import { sameCode, type TabFilters } from './kit/useTabList';

/** API paths (docs/api.md «lma, further calls»). */
export const PROJECTS_PATH = 'lma/projects';
export const PROJECT_SHEETS_PATH = 'lma/project_attendance_sheets';
export const PROJECT_SHEETS_LIST_PATH = `${PROJECT_SHEETS_PATH}/project_sheets`;

/** Column-title keys (`resources.<name>.fields`), not registered resources. */
export const PROJECTS_LABELS = 'lma-projects';
export const HANDINS_LABELS = 'lma-project-handins';

export const PROJECT_TYPES = ['SOLO', 'TEAM'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const ANSWER_STATUSES = [
  'NOT_SENT',
  'SENT',
  'REVIEWED',
  'VERIFIED',
  'NOT_VERIFIED',
] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const projectTypeChoices = keyed('app.lma_projects.type', PROJECT_TYPES);
export const answerStatusChoices = keyed('app.lma_projects.answer_status', ANSWER_STATUSES);

export const PROJECT_TYPE_COLORS: Record<ProjectType, ChipColor> = {
  SOLO: 'default',
  TEAM: 'secondary',
};

/** Waiting for a look amber, looked at blue, accepted green, refused red. */
export const ANSWER_STATUS_COLORS: Record<AnswerStatus, ChipColor> = {
  NOT_SENT: 'default',
  SENT: 'warning',
  REVIEWED: 'info',
  VERIFIED: 'success',
  NOT_VERIFIED: 'error',
};

/** A project as GET lma/projects answers it. */
export interface ProjectRow {
  id: number;
  classroom: number;
  title: string;
  type: ProjectType | string;
  is_mandatory: boolean;
  beginning_doing_period: string | null;
  ending_doing_period: string | null;
  description: string | null;
  contents: string | null;
  correct_answer: string | null;
  is_enabled_answering: boolean;
}

/** A row of GET project_sheets: a sheet, or (id null) a registered learner who sent nothing. */
export interface SheetRow {
  id: number | null;
  project: number;
  registration: number;
  owner: number;
  owner_info?: PersonInfo | null;
  team: number | null;
  answer_text: string | null;
  answer_attachment: string | null;
  answer_status: AnswerStatus | string;
  is_answer_verified: boolean | null;
  notation: string | null;
  answer_time: string | null;
}

/**
 * One hand-in as the console lists it: a learner's sheet, or on a team project the team's one
 * answer with every member's sheet under it (verify, refuse and the note apply to all of them).
 */
export interface HandIn {
  id: string;
  /** Position after sorting (what still needs a look first). */
  order: number;
  kind: 'learner' | 'team';
  team: number | null;
  team_title: string | null;
  members: PersonInfo[];
  sheetIds: number[];
  answer_text: string | null;
  answer_attachment: string | null;
  answer_status: string;
  is_answer_verified: boolean | null;
  notation: string | null;
  answer_time: string | null;
}

type Data = Record<string, unknown>;

/** A project's values in the create/edit form. */
export function projectToForm(project?: Partial<ProjectRow> | null): Data {
  return {
    title: project?.title ?? '',
    type: project?.type ?? 'SOLO',
    is_mandatory: project?.is_mandatory ?? false,
    beginning_doing_period: project?.beginning_doing_period ?? null,
    ending_doing_period: project?.ending_doing_period ?? null,
    description: project?.description ?? '',
    contents: project?.contents ?? '',
    correct_answer: project?.correct_answer ?? '',
  };
}

/** POST/PUT lma/projects: every field of ProjectDto (PUT rewrites them all), dates as instants. */
export function toProjectPayload(values: Data, classroomId: number | string) {
  return {
    classroom: Number(classroomId),
    title: text(values.title) ?? '',
    type: values.type === 'TEAM' ? 'TEAM' : 'SOLO',
    is_mandatory: values.is_mandatory === true,
    beginning_doing_period: toInstant(values.beginning_doing_period),
    ending_doing_period: toInstant(values.ending_doing_period),
    description: text(values.description),
    contents: text(values.contents),
    correct_answer: text(values.correct_answer),
  };
}

export function validateProject(values: Data): Errors {
  const errors: Errors = {};
  const title = text(values.title);
  if (!title) errors.title = 'ra.validation.required';
  else if (title.length > 200)
    errors.title = { message: 'ra.validation.maxLength', args: { max: 200 } };
  if (values.type !== 'SOLO' && values.type !== 'TEAM') {
    errors.type = 'app.lma_projects.checks.type_required';
  }
  const begin = toInstant(values.beginning_doing_period);
  const end = toInstant(values.ending_doing_period);
  if (begin && end && new Date(end).getTime() <= new Date(begin).getTime()) {
    errors.ending_doing_period = 'app.lma_projects.checks.period_order';
  }
  return errors;
}

/** PUT lma/project_attendance_sheets/{id}/verify | not_verify | save_notation */
export function sheetActionPath(
  id: number,
  action: 'verify' | 'not_verify' | 'save_notation',
): string {
  return `${PROJECT_SHEETS_PATH}/${encodeURIComponent(String(id))}/${action}`;
}

/** What needs a look comes first: sent, then looked at, refused, accepted, nothing sent. */
const STATUS_RANK: Record<string, number> = {
  SENT: 0,
  REVIEWED: 1,
  NOT_VERIFIED: 2,
  VERIFIED: 3,
  NOT_SENT: 4,
};

const timeOf = (iso: string | null) => (iso ? new Date(iso).getTime() || 0 : 0);

/**
 * The rows of project_sheets as hand-ins: on a TEAM project the members' sheets of one team are
 * one row (the API writes the team's answer on each member's sheet); learners are rows of their
 * own. Sorted with what needs a look first, the latest first within a status.
 */
export function groupHandIns(
  rows: readonly SheetRow[],
  type: string,
  teamTitles: ReadonlyMap<number, string> = new Map(),
): HandIn[] {
  const out: Omit<HandIn, 'order'>[] = [];
  const teams = new Map<number, Omit<HandIn, 'order'>>();
  for (const row of rows) {
    const person = row.owner_info ?? null;
    const answer = {
      answer_text: row.answer_text,
      answer_attachment: row.answer_attachment,
      answer_status: row.answer_status,
      is_answer_verified: row.is_answer_verified,
      notation: row.notation,
      answer_time: row.answer_time,
    };
    if (type === 'TEAM' && row.team !== null && row.team !== undefined && row.id !== null) {
      const existing = teams.get(row.team);
      if (existing) {
        if (person) existing.members.push(person);
        existing.sheetIds.push(row.id);
        continue;
      }
      const group = {
        id: `team-${row.team}`,
        kind: 'team' as const,
        team: row.team,
        team_title: teamTitles.get(row.team) ?? null,
        members: person ? [person] : [],
        sheetIds: [row.id],
        ...answer,
      };
      teams.set(row.team, group);
      out.push(group);
      continue;
    }
    out.push({
      id: row.id !== null ? `sheet-${row.id}` : `registration-${row.registration}`,
      kind: 'learner',
      team: row.team,
      team_title: row.team !== null ? (teamTitles.get(row.team) ?? null) : null,
      members: person ? [person] : [],
      sheetIds: row.id !== null ? [row.id] : [],
      ...answer,
    });
  }
  return out
    .map((h, index) => ({ h, index }))
    .sort(
      (a, b) =>
        (STATUS_RANK[a.h.answer_status] ?? 5) - (STATUS_RANK[b.h.answer_status] ?? 5) ||
        timeOf(b.h.answer_time) - timeOf(a.h.answer_time) ||
        a.index - b.index,
    )
    .map(({ h }, order) => ({ ...h, order }));
}

/** The hand-ins filter bar: status, a member's national code, a name or team title. */
export function matchHandIn(row: HandIn, filters: TabFilters): boolean {
  if (filters.answer_status && row.answer_status !== filters.answer_status) return false;
  if (filters.owner__national_code) {
    if (!row.members.some((m) => sameCode(filters.owner__national_code, m.national_code))) {
      return false;
    }
  }
  const q = typeof filters.q === 'string' ? filters.q.trim() : '';
  if (q) {
    const names = [row.team_title ?? '', ...row.members.map((m) => m.full_name ?? '')];
    if (!names.some((n) => n.includes(q))) return false;
  }
  return true;
}

/** How many of the hand-ins were sent (a team counts once). */
export function sentCount(rows: readonly HandIn[]): number {
  return rows.filter((r) => r.answer_status !== 'NOT_SENT').length;
}
