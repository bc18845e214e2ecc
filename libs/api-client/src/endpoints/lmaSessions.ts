import type { Paginated, RegistrationStatus } from '@daneshsara/domain';
import { toFormData } from '../form-data';
import type { HttpClient } from '../http';

/**
 * lma after registration (docs/api.md "lma, further calls"; ENDPOINTS.md 4.3): a classroom's
 * sessions with the learner's attendance sheet, projects with their answer sheets, and teams.
 * Every list answers one page holding every row. A learner who is not REGISTERED in the
 * classroom gets 404 for all of them.
 */

/** SessionAttendanceSheet.attendance_status (ENDPOINTS.md section 2). */
export type AttendanceStatus = 'NOT_SENT' | 'SENT' | 'ABSENT' | 'PART1' | 'PART2' | 'PRESENT';
/** SessionAttendanceSheet.assignment_status. */
export type AssignmentStatus = 'NOT_SENT' | 'SENT' | 'VERIFIED' | 'NOT_VERIFIED';
/** ProjectAttendanceSheet.answer_status. */
export type ProjectAnswerStatus = 'NOT_SENT' | 'SENT' | 'REVIEWED' | 'VERIFIED' | 'NOT_VERIFIED';
export type ProjectType = 'TEAM' | 'SOLO';
/** Team.join_status for the caller. */
export type TeamJoinStatus = 'ENABLED' | 'FULL' | 'DISABLED' | 'JOINED';

/** A person as sheets and team rows carry them (staff views only for sheets). */
export interface SheetOwnerInfo {
  id: number;
  full_name: string;
  national_code: string | null;
  mobile_number: string | null;
}

export interface SessionAttendanceSheetRow {
  id: number;
  session: number;
  registration: number;
  owner: number;
  owner_info?: SheetOwnerInfo;
  is_read_part1: boolean;
  is_read_part2: boolean;
  is_present_listen_part1: boolean;
  is_present_listen_part2: boolean;
  /** Computed by the server from the flags (or set by staff): PRESENT, PART1, PART2, ABSENT ... */
  attendance_status: AttendanceStatus;
  answer_text: string | null;
  /** The uploaded file's URL. */
  answer_attachment: string | null;
  assignment_status: AssignmentStatus;
  answer_time: string | null;
}

/** What the learner may do now, decided by the server's clock (the client never reads dates). */
export interface SessionFlags {
  /** The assignment may be handed in (or handed in again). */
  is_enabled_answering: boolean;
  /** The four attendance boxes may be changed. */
  is_enabled_changing_attendance_status: boolean;
  /** The session has an assignment: show the answer form. */
  is_show_answer_input: boolean;
  /** The session has a syllabus: show «مطالعه بخش اول/دوم». */
  is_show_syllabus_input: boolean;
  /** Show «حضور/استماع بخش اول/دوم». */
  is_show_present_listen_input: boolean;
}

export interface SessionRow extends SessionFlags {
  id: number;
  classroom: number;
  title: string;
  beginning_time: string;
  ending_time: string;
  /** Staff text, HTML or plain. */
  description: string | null;
  syllabus: string | null;
  contents: string | null;
  assignment_description: string | null;
  /** Shown to learners only once the answering window has closed. */
  assignment_answer: string | null;
  is_mandatory: boolean;
  /** Empty in the plain list; the caller's own sheet (if any) in the "with sheets" calls. */
  session_attendance_sheets: SessionAttendanceSheetRow[];
}

export interface ProjectAttendanceSheetRow {
  id: number;
  project: number;
  registration: number;
  owner: number;
  owner_info?: SheetOwnerInfo;
  /** The team that handed it in (TEAM projects). */
  team: number | null;
  answer_text: string | null;
  answer_attachment: string | null;
  answer_status: ProjectAnswerStatus;
  /** true انجام شده, false انجام نشده, null not reviewed yet. */
  is_answer_verified: boolean | null;
  /** The reviewer's note. */
  notation: string | null;
  answer_time: string | null;
}

export interface ProjectRow {
  id: number;
  classroom: number;
  title: string;
  type: ProjectType;
  is_mandatory: boolean;
  beginning_doing_period: string | null;
  ending_doing_period: string | null;
  description: string | null;
  contents: string | null;
  /** Shown once the deadline has passed. */
  correct_answer: string | null;
  is_enabled_answering: boolean;
  project_attendance_sheets: ProjectAttendanceSheetRow[];
}

export interface TeamRow {
  id: number;
  classroom: number;
  title: string;
  /** The server refuses 0 when saving; older rows may still read 0 as unlimited. */
  capacity: number;
  used_capacity: number;
  is_joinable: boolean;
  leader: number | null;
  leader_info: { id: number; full_name: string; mobile_number: string | null } | null;
  description: string | null;
  join_status: TeamJoinStatus;
}

export interface TeamRegistrationRow {
  id: number;
  team: number;
  registration: number;
  registration_info: {
    id: number;
    status?: RegistrationStatus;
    owner_info: SheetOwnerInfo | null;
  };
}

export interface AttendanceInput {
  session: number;
  is_read_part1?: boolean;
  is_read_part2?: boolean;
  is_present_listen_part1?: boolean;
  is_present_listen_part2?: boolean;
}

export interface AnswerInput {
  answer_text?: string | null;
  /** A new file; leave it out to keep the one handed in before. */
  answer_attachment?: Blob | null;
}

/** An answer as multipart: the text always (empty clears it), the file only when a new one is chosen. */
function answerForm(key: 'session' | 'project', id: number, input: AnswerInput): FormData {
  return toFormData({
    [key]: id,
    answer_text: input.answer_text ?? '',
    answer_attachment: input.answer_attachment ?? undefined,
  });
}

export function createLmaSessionsApi(http: HttpClient) {
  return {
    /** A classroom's sessions (no sheets). */
    listSessions: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<SessionRow>>('/lma/sessions', { classroom }, signal),
    /** A classroom's sessions, each with the caller's own sheet when there is one. */
    listSessionsWithSheets: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<SessionRow>>('/lma/sessions/attendance_sheets', { classroom }, signal),
    /** One session with the caller's sheet in `session_attendance_sheets[0]` (if any). */
    getMySession: (id: number, signal?: AbortSignal) =>
      http.get<SessionRow>(
        `/lma/sessions/${id}/session_and_current_user_attendance_sheet`,
        undefined,
        signal,
      ),
    /** 409 with a Persian sentence outside the window; answers the session with the sheet. */
    submitAttendance: (input: AttendanceInput) =>
      http.post<SessionRow>('/lma/session_attendance_sheets/submit_attendance_status', input),
    submitAssignment: (session: number, input: AnswerInput) =>
      http.post<SessionRow>(
        '/lma/session_attendance_sheets/submit_assignment',
        answerForm('session', session, input),
      ),

    listProjects: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<ProjectRow>>('/lma/projects', { classroom }, signal),
    /** A classroom's projects, each with the caller's own sheet when there is one. */
    listProjectsWithSheets: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<ProjectRow>>('/lma/projects/attendance_sheets', { classroom }, signal),
    getMyProject: (id: number, signal?: AbortSignal) =>
      http.get<ProjectRow>(
        `/lma/projects/${id}/project_and_current_user_attendance_sheet`,
        undefined,
        signal,
      ),
    /** A TEAM project is written on every member's sheet at once. */
    submitProject: (project: number, input: AnswerInput) =>
      http.post<ProjectRow>(
        '/lma/project_attendance_sheets',
        answerForm('project', project, input),
      ),

    /** The classroom's teams with the caller's join_status. */
    listClassroomTeams: (classroom: number, signal?: AbortSignal) =>
      http.get<Paginated<TeamRow>>(
        '/lma/teams/classroom_teams_with_join_status',
        { classroom },
        signal,
      ),
    /** The teams the caller leads. */
    listMyLeadingTeams: (signal?: AbortSignal) =>
      http.get<Paginated<TeamRow>>('/lma/teams/my_leading_teams', undefined, signal),
    /** The caller joins the team (no body). */
    joinTeam: (id: number) => http.put<TeamRow>(`/lma/teams/${id}/register`),
    /** A team's members: its leader, its members and staff may read them. */
    listTeamMembers: (team: number, signal?: AbortSignal) =>
      http.get<Paginated<TeamRegistrationRow>>('/lma/team_registrations', { team }, signal),
  };
}

export type LmaSessionsApi = ReturnType<typeof createLmaSessionsApi>;
