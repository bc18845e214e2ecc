import { Role, toPersianDigits } from '@daneshsara/domain';
import { CLASSROOMS_PATH } from '../api';
import { toId } from '../payload';
import type { PersonInfo } from '../projects/kit/parts';

/** The two kinds of a classroom's staff: graders (مصحح) and team leaders (سرگروه). */
export type StaffKind = 'grader' | 'leader';
export const STAFF_KINDS: readonly StaffKind[] = ['grader', 'leader'];

/** Column-title keys (`resources.<name>.fields`), not registered resources. */
export const STAFF_LABELS = 'lma-classroom-staff';

interface StaffApi {
  /** GET …?classroom= : the classroom's current ones, with their last passed unit. */
  list: string;
  /** The picker (react-admin dialect, used as a resource name = its path under /api). */
  picker: string;
  /** The picker's filter leaving out who is already in the classroom. */
  notInClassroom: string;
  /** The role the API requires of them. */
  role: Role;
  /** PUT lma/classrooms/{id}/<action> {<action>: [user ids]} (adds; who is in stays). */
  action: 'graders' | 'leaders';
  /** DELETE <remove>/{row id} */
  remove: string;
}

export const STAFF_API: Record<StaffKind, StaffApi> = {
  grader: {
    list: 'lma/classroom_graders/graders_with_last_passed_unit',
    picker: 'uma/users/unassigned_graders_with_last_passed_unit',
    notInClassroom: 'classroom_graders__classroom__ne',
    role: Role.GRADER,
    action: 'graders',
    remove: 'lma/classroom_graders',
  },
  leader: {
    list: 'lma/classroom_leaders/leaders_with_last_passed_unit',
    picker: 'uma/users/unassigned_leaders_with_last_passed_unit',
    notInClassroom: 'classroom_leaders__classroom__ne',
    role: Role.TEAM_LEADER,
    action: 'leaders',
    remove: 'lma/classroom_leaders',
  },
};

/** A row of graders_with_last_passed_unit / leaders_with_last_passed_unit. */
export interface StaffRow {
  id: number;
  classroom: number;
  grader?: number;
  leader?: number;
  grader_info?: PersonInfo | null;
  leader_info?: PersonInfo | null;
  last_passed_unit_title: string | null;
}

/** A user of the pickers (the users list plus the last passed unit). */
export interface StaffCandidate {
  id: number;
  full_name?: string;
  firstname?: string;
  lastname?: string;
  mobile_number?: string | null;
  national_code?: string | null;
  last_passed_unit_title?: string | null;
}

/** The person a staff row is about. */
export function staffPerson(row: StaffRow, kind: StaffKind): PersonInfo | null {
  return (kind === 'grader' ? row.grader_info : row.leader_info) ?? null;
}

/** The picker's filter: users with the role who are not this classroom's yet. */
export function pickerFilter(kind: StaffKind, classroomId: number | string) {
  const api = STAFF_API[kind];
  return { role: api.role, [api.notInClassroom]: Number(classroomId) };
}

/** PUT lma/classrooms/{id}/graders | leaders */
export function assignPath(kind: StaffKind, classroomId: number | string): string {
  return `${CLASSROOMS_PATH}/${encodeURIComponent(String(classroomId))}/${STAFF_API[kind].action}`;
}

/** {graders: [ids]} or {leaders: [ids]}: the picked users, once each. */
export function toAssignPayload(kind: StaffKind, picked: unknown): Record<string, number[]> {
  const list = Array.isArray(picked) ? picked : [];
  const ids = [...new Set(list.map(toId).filter((id): id is number => id !== null))];
  return { [STAFF_API[kind].action]: ids };
}

/** DELETE lma/classroom_graders/{id} | lma/classroom_leaders/{id} (the row, not the user). */
export function removePath(kind: StaffKind, rowId: number | string): string {
  return `${STAFF_API[kind].remove}/${encodeURIComponent(String(rowId))}`;
}

/** How a user reads in the picker: name · mobile · «آخرین درس: …». */
export function candidateLine(
  user: StaffCandidate | null | undefined,
  lastPassed: (title: string | null) => string,
): string {
  if (!user) return '';
  const name = user.full_name || [user.firstname, user.lastname].filter(Boolean).join(' ');
  const parts = [name, user.mobile_number]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => toPersianDigits(v));
  parts.push(
    lastPassed(user.last_passed_unit_title ? toPersianDigits(user.last_passed_unit_title) : null),
  );
  return parts.join(' · ');
}
