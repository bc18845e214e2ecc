import {
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  RegistrationStatus,
  toPersianDigits,
  type HoldingType,
} from '@daneshsara/domain';
import type { ChipTone } from '../invoice/model';
import type {
  AnswerInput,
  ClassroomRow,
  AssignmentStatus,
  AttendanceInput,
  AttendanceStatus,
  ProjectAnswerStatus,
  ProjectAttendanceSheetRow,
  ProjectRow,
  ProjectType,
  RegistrationRow,
  SessionAttendanceSheetRow,
  SessionFlags,
  SessionRow,
  TeamJoinStatus,
  TeamRow,
} from './lmaApi';
import { KINDS, kindOfCategoryType } from './kinds';
import { registrationBadge, type Badge } from './model';

/**
 * What the learner sees of a classroom after registering (ENDPOINTS.md 4.3): sessions with
 * attendance and assignments, projects, teams, and the transcript. Every "may I" comes from the
 * server's flags; the only date the client reads is a session's end, to call a session without
 * a sheet absent the way the server would.
 */

export const learningPanelPaths = {
  session: (id: number) => `/panel/profile/session/${id}`,
  project: (classroom: number, project: number) =>
    `/panel/profile/classroom/${classroom}/project/${project}`,
  leaderTeams: '/panel/profile/leader/teams',
  leaderTeam: (id: number) => `/panel/profile/leader/teams/${id}`,
} as const;

/** «دوره‌های من», where a page goes back to before its classroom is known. */
export const MY_CLASSROOMS_BACK = { to: KINDS.training.panelList, label: KINDS.training.mineTitle };

/** The learner's page of the classroom a session or project belongs to (back link). */
export function classroomBack(
  classroom: Pick<ClassroomRow, 'id' | 'title' | 'unit_info'> | null | undefined,
): { to: string; label: string } {
  if (!classroom) return MY_CLASSROOMS_BACK;
  const info = KINDS[kindOfCategoryType(classroom.unit_info?.category_info?.type)];
  return { to: info.panelDetail(classroom.id), label: toPersianDigits(classroom.title) };
}

// ---------- times ----------

const TEHRAN = 'Asia/Tehran';

/** «۱۴:۳۰», 24-hour, Tehran time. */
export function jalaliTime(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('fa-IR', {
    timeZone: TEHRAN,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}

/**
 * A session's time as people say it: «۱۵ مهر ۱۴۰۵، ساعت ۱۶:۰۰ تا ۱۸:۰۰», or both ends in full when
 * it runs over midnight.
 */
export function sessionTime(row: Pick<SessionRow, 'beginning_time' | 'ending_time'>): string {
  const day = formatJalaliDate(row.beginning_time);
  if (!day) return '';
  if (day === formatJalaliDate(row.ending_time)) {
    return `${day}، ساعت ${jalaliTime(row.beginning_time)} تا ${jalaliTime(row.ending_time)}`;
  }
  return `${formatJalaliDateTime(row.beginning_time)} تا ${formatJalaliDateTime(row.ending_time)}`;
}

// ---------- sessions and attendance ----------

/** ENDPOINTS.md section 2 (SessionAttendanceSheet.attendance_status), as the console says them. */
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  NOT_SENT: 'ثبت نشده',
  SENT: 'ثبت شده',
  ABSENT: 'غایب',
  PART1: 'قسمت اول',
  PART2: 'قسمت دوم',
  PRESENT: 'حاضر',
};

const ATTENDANCE_TONE: Record<AttendanceStatus, ChipTone> = {
  NOT_SENT: 'default',
  SENT: 'info',
  ABSENT: 'error',
  PART1: 'warning',
  PART2: 'warning',
  PRESENT: 'success',
};

/** The caller's own sheet of a session (the "with sheets" calls carry at most one). */
export function mySessionSheet(
  row: Pick<SessionRow, 'session_attendance_sheets'>,
): SessionAttendanceSheetRow | null {
  return row.session_attendance_sheets?.[0] ?? null;
}

/**
 * DOMAIN.md section 3: the sheet's status when there is one (the server computes it); with no
 * sheet, ABSENT once the session has ended, else not recorded yet (as the server would say).
 */
export function attendanceOf(
  row: Pick<SessionRow, 'ending_time' | 'session_attendance_sheets'>,
  now: Date,
): AttendanceStatus {
  const sheet = mySessionSheet(row);
  if (sheet) return sheet.attendance_status;
  return now.getTime() >= new Date(row.ending_time).getTime() ? 'ABSENT' : 'NOT_SENT';
}

export function attendanceBadge(status: AttendanceStatus): Badge {
  return { label: ATTENDANCE_LABELS[status] ?? status, tone: ATTENDANCE_TONE[status] ?? 'default' };
}

/** The learner's words for the assignment's state: verified, not verified, waiting. */
export const ASSIGNMENT_LABELS: Record<AssignmentStatus, string> = {
  NOT_SENT: 'ارسال نشده',
  SENT: 'در انتظار بررسی',
  VERIFIED: 'تایید شده',
  NOT_VERIFIED: 'تایید نشده',
};

const ASSIGNMENT_TONE: Record<AssignmentStatus, ChipTone> = {
  NOT_SENT: 'default',
  SENT: 'info',
  VERIFIED: 'success',
  NOT_VERIFIED: 'error',
};

/** The assignment chip, or null for a session without an assignment. */
export function assignmentBadge(
  row: Pick<SessionRow, 'is_show_answer_input' | 'session_attendance_sheets'>,
): Badge | null {
  if (!row.is_show_answer_input) return null;
  const status = mySessionSheet(row)?.assignment_status ?? 'NOT_SENT';
  return { label: ASSIGNMENT_LABELS[status] ?? status, tone: ASSIGNMENT_TONE[status] ?? 'default' };
}

/**
 * The row's call to action from the server's flags: what may be done now (a verified answer is
 * final, so answering no longer counts), or null.
 */
export function sessionOpenNote(
  row: Pick<
    SessionRow,
    'is_enabled_answering' | 'is_enabled_changing_attendance_status' | 'session_attendance_sheets'
  >,
): string | null {
  const attend = row.is_enabled_changing_attendance_status;
  const answer = row.is_enabled_answering && mySessionSheet(row)?.assignment_status !== 'VERIFIED';
  if (attend && answer) return 'ثبت حضور و ارسال تکلیف باز است';
  if (attend) return 'ثبت حضور باز است';
  if (answer) return 'ارسال تکلیف باز است';
  return null;
}

export type AttendanceField =
  'is_read_part1' | 'is_read_part2' | 'is_present_listen_part1' | 'is_present_listen_part2';

export type AttendanceDraft = Record<AttendanceField, boolean>;

/**
 * ENDPOINTS.md 4.3: «مطالعه» boxes when the session has a syllabus, «حضور» boxes when the server
 * shows them; an OFFLINE classroom listens to the recording instead of attending.
 */
export function attendanceFields(
  flags: Pick<SessionFlags, 'is_show_syllabus_input' | 'is_show_present_listen_input'>,
  holding: HoldingType | null | undefined,
): { field: AttendanceField; label: string }[] {
  const fields: { field: AttendanceField; label: string }[] = [];
  if (flags.is_show_syllabus_input) {
    fields.push(
      { field: 'is_read_part1', label: 'مطالعه بخش اول' },
      { field: 'is_read_part2', label: 'مطالعه بخش دوم' },
    );
  }
  if (flags.is_show_present_listen_input) {
    const offline = holding === 'OFFLINE';
    fields.push(
      {
        field: 'is_present_listen_part1',
        label: offline ? 'استماع بخش اول صوت جلسه' : 'حضور در بخش اول',
      },
      {
        field: 'is_present_listen_part2',
        label: offline ? 'استماع بخش دوم صوت جلسه' : 'حضور در بخش دوم',
      },
    );
  }
  return fields;
}

export function attendanceDraft(sheet: SessionAttendanceSheetRow | null): AttendanceDraft {
  return {
    is_read_part1: !!sheet?.is_read_part1,
    is_read_part2: !!sheet?.is_read_part2,
    is_present_listen_part1: !!sheet?.is_present_listen_part1,
    is_present_listen_part2: !!sheet?.is_present_listen_part2,
  };
}

export function sameDraft(a: AttendanceDraft, b: AttendanceDraft): boolean {
  return (Object.keys(a) as AttendanceField[]).every((k) => a[k] === b[k]);
}

/** The body of submit_attendance_status: only the boxes the page showed. */
export function attendanceInput(
  session: number,
  draft: AttendanceDraft,
  fields: readonly { field: AttendanceField }[],
): AttendanceInput {
  const input: AttendanceInput = { session };
  for (const { field } of fields) input[field] = draft[field];
  return input;
}

// ---------- answers (assignments and projects) ----------

export type AnswerState =
  /** The form is open. */
  | 'open'
  /** Verified answers are final. */
  | 'verified'
  /** A TEAM project needs a team first. */
  | 'needs-team'
  /** Outside the window (the server's flag). */
  | 'closed';

/** Whether the answer form shows, from the server's flag and the sheet's state. */
export function answerState(input: {
  enabled: boolean;
  status: AssignmentStatus | ProjectAnswerStatus | null | undefined;
  /** TEAM projects: is the learner in a team of the classroom. */
  needsTeam?: boolean;
}): AnswerState {
  if (input.status === 'VERIFIED') return 'verified';
  if (!input.enabled) return 'closed';
  if (input.needsTeam) return 'needs-team';
  return 'open';
}

/** What the server takes as an answer file (PDF or an image, up to 10 MB). */
export const ANSWER_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';
export const ANSWER_FILE_MAX_BYTES = 10 * 1024 * 1024;
const ANSWER_FILE_EXT = /\.(pdf|jpe?g|png|gif|webp)$/i;

/** A Persian refusal for a file the server would refuse, before it is sent. */
export function answerFileError(file: { name: string; size: number; type: string }): string | null {
  if (file.size > ANSWER_FILE_MAX_BYTES)
    return `حجم فایل نباید بیشتر از ${formatNumber(10)} مگابایت باشد.`;
  const typed = file.type === 'application/pdf' || /^image\/(jpeg|png|gif|webp)$/.test(file.type);
  if (!typed && !ANSWER_FILE_EXT.test(file.name))
    return 'تنها فایل پی‌دی‌اف یا تصویر پذیرفته می‌شود.';
  return null;
}

/** The answer must have text or a file (a new one, or the one handed in before). */
export function answerError(input: {
  text: string;
  file: File | Blob | null;
  existingAttachment: string | null | undefined;
}): string | null {
  if (input.text.trim() || input.file || input.existingAttachment) return null;
  return 'متن پاسخ یا فایل آن را بفرستید.';
}

export function answerInput(text: string, file: Blob | null): AnswerInput {
  return { answer_text: text.trim(), answer_attachment: file ?? undefined };
}

// ---------- projects ----------

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  SOLO: 'تکی',
  TEAM: 'گروهی',
};

/** The learner's words for a project answer (ENDPOINTS.md section 2). */
export const PROJECT_ANSWER_LABELS: Record<ProjectAnswerStatus, string> = {
  NOT_SENT: 'ارسال نشده',
  SENT: 'در انتظار بررسی',
  REVIEWED: 'بررسی شده',
  VERIFIED: 'تایید شده',
  NOT_VERIFIED: 'رد شده',
};

const PROJECT_ANSWER_TONE: Record<ProjectAnswerStatus, ChipTone> = {
  NOT_SENT: 'default',
  SENT: 'info',
  REVIEWED: 'info',
  VERIFIED: 'success',
  NOT_VERIFIED: 'error',
};

export function myProjectSheet(
  row: Pick<ProjectRow, 'project_attendance_sheets'>,
): ProjectAttendanceSheetRow | null {
  return row.project_attendance_sheets?.[0] ?? null;
}

export function projectAnswerBadge(
  sheet: Pick<ProjectAttendanceSheetRow, 'answer_status'> | null,
): Badge {
  const status = sheet?.answer_status ?? 'NOT_SENT';
  return {
    label: PROJECT_ANSWER_LABELS[status] ?? status,
    tone: PROJECT_ANSWER_TONE[status] ?? 'default',
  };
}

/**
 * is_answer_verified: true انجام شده, false انجام نشده; null (not reviewed yet) shows nothing, the
 * answer's own chip already says «در انتظار بررسی».
 */
export function projectVerifyBadge(
  sheet: Pick<ProjectAttendanceSheetRow, 'is_answer_verified' | 'answer_status'> | null,
): Badge | null {
  if (!sheet || sheet.answer_status === 'NOT_SENT') return null;
  if (sheet.is_answer_verified === true) return { label: 'انجام شده', tone: 'success' };
  if (sheet.is_answer_verified === false) return { label: 'انجام نشده', tone: 'error' };
  return null;
}

/** «از ۱ آذر ۱۴۰۵ تا ۲۰ آذر ۱۴۰۵»; null when the project has no dates. */
export function projectPeriod(
  row: Pick<ProjectRow, 'beginning_doing_period' | 'ending_doing_period'>,
): string | null {
  const b = row.beginning_doing_period;
  const e = row.ending_doing_period;
  if (b && e) return `از ${formatJalaliDate(b)} تا ${formatJalaliDate(e)}`;
  if (e) return `تا ${formatJalaliDate(e)}`;
  if (b) return `از ${formatJalaliDate(b)}`;
  return null;
}

/** The deadline line of a project card. */
export function projectDeadline(row: Pick<ProjectRow, 'ending_doing_period'>): string {
  return row.ending_doing_period
    ? `مهلت ارسال: ${formatJalaliDateTime(row.ending_doing_period)}`
    : 'بدون مهلت پایانی';
}

// ---------- teams ----------

export const TEAM_JOIN_LABELS: Record<TeamJoinStatus, string> = {
  ENABLED: 'امکان عضویت',
  FULL: 'ظرفیت تکمیل',
  DISABLED: 'عضویت توسط ادمین',
  JOINED: 'عضو این گروه هستید',
};

const TEAM_JOIN_TONE: Record<TeamJoinStatus, ChipTone> = {
  ENABLED: 'info',
  FULL: 'default',
  DISABLED: 'default',
  JOINED: 'success',
};

export function teamJoinBadge(status: TeamJoinStatus): Badge {
  return { label: TEAM_JOIN_LABELS[status] ?? status, tone: TEAM_JOIN_TONE[status] ?? 'default' };
}

/** The learner's team in the classroom (one team per registration). */
export function myTeam(teams: readonly TeamRow[] | undefined): TeamRow | null {
  return teams?.find((t) => t.join_status === 'JOINED') ?? null;
}

/** «عضویت» shows for a joinable team with room, and only while the learner has no team. */
export function canJoinTeam(team: TeamRow, teams: readonly TeamRow[]): boolean {
  return team.join_status === 'ENABLED' && !myTeam(teams);
}

/** Seats left in a team: «۲ جای خالی از ۴», «ظرفیت تکمیل»; capacity 0 reads as unlimited. */
export function teamSeats(team: Pick<TeamRow, 'capacity' | 'used_capacity'>): {
  label: string;
  left: number | null;
} {
  if (team.capacity <= 0) return { label: 'ظرفیت نامحدود', left: null };
  const left = Math.max(0, team.capacity - team.used_capacity);
  if (left === 0) return { label: 'ظرفیت تکمیل', left };
  return { label: `${formatNumber(left)} جای خالی از ${formatNumber(team.capacity)}`, left };
}

/** «۳ از ۴ عضو» (a leader's view). */
export function teamMembersCount(team: Pick<TeamRow, 'capacity' | 'used_capacity'>): string {
  if (team.capacity <= 0) return `${formatNumber(team.used_capacity)} عضو`;
  return `${formatNumber(team.used_capacity)} از ${formatNumber(team.capacity)} عضو`;
}

// ---------- transcript ----------

/** «۱۷٫۵» */
export function formatScore(score: number): string {
  return new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 }).format(score);
}

/**
 * ENDPOINTS.md 4.1 step 8 and 4.3: once results are announced a REGISTERED learner has a
 * transcript: its result (قبول، مردود ...), the final score out of 20 and what it is made of
 * (the attendance score and the best announced test score, DOMAIN.md 3).
 */
export function transcriptSummary(
  reg: Pick<RegistrationRow, 'status' | 'transcript_sheet_info'> | null | undefined,
): { badge: Badge; score: string | null; parts: { label: string; value: string }[] } | null {
  const t = reg?.transcript_sheet_info;
  if (!reg || reg.status !== RegistrationStatus.REGISTERED || !t) return null;
  const part = (label: string, value: number | null | undefined) =>
    value === null || value === undefined ? [] : [{ label, value: formatScore(Number(value)) }];
  return {
    badge: registrationBadge(reg),
    score:
      t.final_score === null || t.final_score === undefined
        ? null
        : formatScore(Number(t.final_score)),
    parts: [...part('نمره حضور', t.attendance_score), ...part('نمره آزمون', t.highest_test_score)],
  };
}
