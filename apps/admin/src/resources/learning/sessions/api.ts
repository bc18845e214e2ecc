import { CLASSROOM_RESOURCES, type LearningKind } from '../api';

/** API paths under /api (docs/api.md «lma, further calls»). */
export const SESSIONS_PATH = 'lma/sessions';
export const SHEETS_PATH = 'lma/session_attendance_sheets';

/** react-admin resource names (SPEC «Admin»: session, session-templates). */
export const SESSION_RESOURCE = 'session';

/**
 * The classroom resources a session can belong to; the sheets screen has one route under each
 * (classrooms/{id}/session/{id}/session_attendance_sheets, and the same under events and circles).
 */
export const CLASSROOM_RESOURCE_NAMES: readonly string[] = Object.values(CLASSROOM_RESOURCES);
/** The classroom resource used when the kind is not known (any classroom opens there). */
export const DEFAULT_CLASSROOM_RESOURCE = CLASSROOM_RESOURCES.training;

const enc = (value: number | string) => encodeURIComponent(String(value));

/** GET lma/sessions?classroom= (the page dialect: one page with every session). */
export function classroomSessionsPath(classroomId: number | string): string {
  return `${SESSIONS_PATH}?classroom=${enc(classroomId)}`;
}

/** GET lma/session_attendance_sheets/session_sheets?session= (one row per registered learner). */
export function sessionSheetsPath(sessionId: number | string): string {
  return `${SHEETS_PATH}/session_sheets?session=${enc(sessionId)}`;
}

/** PUT lma/session_attendance_sheets/{id}/verify | not_verify */
export function sheetVerifyPath(sheetId: number | string, ok: boolean): string {
  return `${SHEETS_PATH}/${enc(sheetId)}/${ok ? 'verify' : 'not_verify'}`;
}

/** POST lma/session_attendance_sheets/submit_attendance_status {session, owner, ...} */
export const SUBMIT_ATTENDANCE_PATH = `${SHEETS_PATH}/submit_attendance_status`;

/** PUT lma/session_attendance_sheets/import_list?session= (multipart `file`). */
export function importListPath(sessionId: number | string): string {
  return `${SHEETS_PATH}/import_list?session=${enc(sessionId)}`;
}

/** GET lma/sessions/{id}/session_and_owner_user_attendance_sheet/{userId} (staff). */
export function ownerSheetPath(sessionId: number | string, userId: number | string): string {
  return `${SESSIONS_PATH}/${enc(sessionId)}/session_and_owner_user_attendance_sheet/${enc(userId)}`;
}

// ---------- console routes ----------

/** The classroom resource of a kind (training → classrooms, events → events ...). */
export function classroomResourceOf(kind: LearningKind | null | undefined): string {
  return kind ? CLASSROOM_RESOURCES[kind] : DEFAULT_CLASSROOM_RESOURCE;
}

/** /{classrooms|events|...}/{id}/show/sessions: the classroom page's «جلسات» tab. */
export function classroomSessionsTabRoute(
  classroomResource: string,
  classroomId: number | string,
): string {
  return `/${classroomResource}/${enc(classroomId)}/show/sessions`;
}

/** SPEC: classrooms/{classroom_id}/session/{session_id}/session_attendance_sheets */
export function sheetsRoute(
  classroomResource: string,
  classroomId: number | string,
  sessionId: number | string,
): string {
  return `/${classroomResource}/${enc(classroomId)}/session/${enc(sessionId)}/session_attendance_sheets`;
}

/** SPEC: session/{session_id}/user/{user_id} */
export function learnerSheetRoute(sessionId: number | string, userId: number | string): string {
  return `/${SESSION_RESOURCE}/${enc(sessionId)}/user/${enc(userId)}`;
}

/** /session?classroom={id}: the sessions list on one classroom. */
export function sessionListRoute(classroomId?: number | string | null): string {
  return classroomId
    ? `/${SESSION_RESOURCE}?classroom=${enc(classroomId)}`
    : `/${SESSION_RESOURCE}`;
}

/**
 * Where a session form goes back to: only a console path of this app (a classroom's tab, the
 * sessions list), never another site. Anything else is dropped.
 */
export function safeBack(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!/^\/[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_=&%-]*)?$/.test(value)) return null;
  if (value.startsWith('//')) return null;
  return value;
}

/** /session/create?source={"classroom":5}&back=… : a new session for a classroom. */
export function sessionCreateRoute(classroomId?: number | string | null, back?: string): string {
  const params = new URLSearchParams();
  if (classroomId) params.set('source', JSON.stringify({ classroom: Number(classroomId) }));
  const safe = safeBack(back);
  if (safe) params.set('back', safe);
  const query = params.toString();
  return `/${SESSION_RESOURCE}/create${query ? `?${query}` : ''}`;
}

/** /session/{id}?back=… : edit a session, then return to where it was opened. */
export function sessionEditRoute(id: number | string, back?: string): string {
  const safe = safeBack(back);
  return `/${SESSION_RESOURCE}/${enc(id)}${safe ? `?back=${encodeURIComponent(safe)}` : ''}`;
}
