import { CLASSROOM_RESOURCES, classroomKindOf, kindOfType } from '../api';
import type { ActivityRow } from '../results/model';

const enc = (value: number | string) => encodeURIComponent(String(value));

/** GET lma/classrooms/{id}/get_classroom_and_corresponding_registration/{owner} (ENDPOINTS 1.2). */
export function learnerRecordPath(classroomId: number | string, ownerId: number | string): string {
  return `lma/classrooms/${enc(classroomId)}/get_classroom_and_corresponding_registration/${enc(ownerId)}`;
}

/** SPEC «Admin»: {classrooms|events|discussion-circles-classrooms}/{classroom_id}/user/{user_id} */
export function classroomLearnerRoute(
  resource: string,
  classroomId: number | string,
  userId: number | string,
): string {
  return `/${resource}/${enc(classroomId)}/user/${enc(userId)}`;
}

/** SPEC «Admin»: …/{classroom_id}/project/{project_id}/user/{user_id} (one learner's hand-in). */
export function projectLearnerRoute(
  resource: string,
  classroomId: number | string,
  projectId: number | string,
  userId: number | string,
): string {
  return `/${resource}/${enc(classroomId)}/project/${enc(projectId)}/user/${enc(userId)}`;
}

/** SPEC «Admin»: users/{id}/classroom/{classroom_id} */
export function userClassroomRoute(userId: number | string, classroomId: number | string): string {
  return `/users/${enc(userId)}/classroom/${enc(classroomId)}`;
}

/** The classroom screen a record belongs to, from its unit's category type. */
export function classroomResourceOfType(type: string | null | undefined): string {
  return CLASSROOM_RESOURCES[kindOfType(type) ?? 'training'];
}

/** The resource of a route (`/events/...` is an event), training when it is not one of them. */
export function knownClassroomResource(resource: string | undefined): string {
  return CLASSROOM_RESOURCES[classroomKindOf(resource)];
}

export interface Brief {
  id: number;
  full_name?: string | null;
  national_code?: string | null;
  mobile_number?: string | null;
}

export interface RecordSessionSheet {
  id: number;
  attendance_status: string;
  assignment_status: string;
  answer_time: string | null;
}

export interface RecordSession {
  id: number;
  title: string;
  beginning_time: string;
  ending_time: string;
  is_mandatory: boolean;
  session_attendance_sheets: RecordSessionSheet[];
}

export interface RecordProjectSheet {
  id: number;
  answer_status: string;
  is_answer_verified: boolean | null;
  notation: string | null;
  answer_text: string | null;
  answer_attachment: string | null;
  answer_time: string | null;
}

export interface RecordProject {
  id: number;
  title: string;
  type: string;
  is_mandatory: boolean;
  beginning_doing_period: string | null;
  ending_doing_period: string | null;
  project_attendance_sheets: RecordProjectSheet[];
}

export interface RecordTranscript {
  id: number;
  attendance_score: number;
  highest_test_score: number;
  final_score: number | null;
  status: string;
  is_sent_by_post: boolean;
  certification: string | null;
}

/** The learner's row of the classroom's activity sheet (no id of its own). */
export type RecordActivity = Omit<ActivityRow, 'id'>;

export interface RecordRegistration {
  id: number;
  status: string;
  invoice_info: { id: number; status: string; amount: number } | null;
  transcript_sheet_info: { status?: string | null } | null;
  registered_time: string | null;
  creation_time: string;
}

/** What get_classroom_and_corresponding_registration answers: the classroom as the learner sees it. */
export interface LearnerRecord {
  id: number;
  title: string;
  status: string;
  price: number;
  holding_type: string;
  item_type: string;
  unit_info: { id: number; title: string; category_info?: { type?: string } | null } | null;
  professor_info: { id: number; full_name?: string | null } | null;
  owner: number;
  owner_info: Brief;
  registration_info: RecordRegistration | null;
  transcript_sheet_info: RecordTranscript | null;
  activity_info: RecordActivity | null;
  sessions_info: RecordSession[];
  projects_info: RecordProject[];
}

/** A user's registration as GET lma/registrations answers it (the columns of the user page). */
export interface UserRegistrationRow {
  id: number;
  status: string;
  classroom: number;
  classroom_info: {
    id: number;
    title: string;
    status: string;
    unit_info?: { category_info?: { type?: string } | null } | null;
  } | null;
  invoice_info: { status: string } | null;
  transcript_sheet_info: { status?: string | null } | null;
  registered_time: string | null;
  creation_time: string;
}

/** The project a focused route points at first, the others after it in their order. */
export function focusFirst<T extends { id: number }>(
  rows: readonly T[],
  focus: number | null,
): T[] {
  if (focus === null) return [...rows];
  const hit = rows.filter((r) => r.id === focus);
  return [...hit, ...rows.filter((r) => r.id !== focus)];
}
