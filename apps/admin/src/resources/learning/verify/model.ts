import type { PersonInfo } from '../projects/kit/parts';
import { kindOfType } from '../api';
import { classroomResourceOf, sheetsRoute, SHEETS_PATH } from '../sessions/api';
import { PROJECT_SHEETS_PATH } from '../projects/model';

/**
 * «برگه‌های در انتظار بررسی»: GET session_sheets / project_sheets without a session or project,
 * filtered by the status that waits for staff (the dashboard counts the same two lists).
 */
export const WAITING_SESSION_SHEETS_RESOURCE = 'lma-waiting-session-sheets';
export const WAITING_PROJECT_SHEETS_RESOURCE = 'lma-waiting-project-sheets';
export const WAITING_SESSION_SHEETS_PATH = `${SHEETS_PATH}/session_sheets`;
export const WAITING_PROJECT_SHEETS_PATH = `${PROJECT_SHEETS_PATH}/project_sheets`;
export const WAITING_SESSION_FILTER = { assignment_status: 'SENT' } as const;
export const WAITING_PROJECT_FILTER = { answer_status: 'SENT' } as const;
/** The console page the dashboard card opens. */
export const SHEETS_TO_VERIFY_ROUTE = '/sheets-to-verify';

interface WaitingRowBase {
  id: number;
  owner: number;
  owner_info: PersonInfo | null;
  answer_text: string | null;
  answer_attachment: string | null;
  answer_time: string | null;
  classroom: number;
  classroom_info: { id: number; title: string | null; category_type: string | null };
}
export interface WaitingSessionSheet extends WaitingRowBase {
  session: number;
  session_info: { id: number; title: string | null };
  assignment_status: string;
}
export interface WaitingProjectSheet extends WaitingRowBase {
  project: number;
  project_info: { id: number; title: string | null; type: string | null };
  answer_status: string;
}

/** The classroom's resource (classrooms, events, circles) a row's links open under. */
export function classroomResourceOfRow(row: WaitingRowBase): string {
  return classroomResourceOf(kindOfType(row.classroom_info.category_type));
}

/** The session's sheets page, where the row's learner sits among the classmates. */
export function sessionSheetsRouteOf(row: WaitingSessionSheet): string {
  return sheetsRoute(classroomResourceOfRow(row), row.classroom, row.session);
}

/** The classroom's «پروژه‌ها» tab. */
export function projectsTabRouteOf(row: WaitingProjectSheet): string {
  return `/${classroomResourceOfRow(row)}/${encodeURIComponent(String(row.classroom))}/show/projects`;
}
