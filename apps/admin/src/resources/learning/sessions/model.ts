import { formatJalaliDate, formatJalaliDateTime, toLatinDigits } from '@daneshsara/domain';
import type { RaRecord } from 'react-admin';
import type { ChipColor } from '../../../inputs/ChipLabelField';
import { text, toId, toInstant, type Errors } from '../payload';

type Data = Record<string, unknown>;

// ---------- shapes the API answers ----------

/** A session as GET lma/sessions answers it (docs/api.md «lma, further calls»). */
export interface SessionRecord extends RaRecord {
  id: number;
  classroom: number;
  title: string;
  beginning_time: string;
  ending_time: string;
  description: string | null;
  syllabus: string | null;
  contents: string | null;
  assignment_description: string | null;
  assignment_answer: string | null;
  is_mandatory: boolean;
  session_attendance_sheets?: SheetApiRow[];
  /** On the classroom's list, for staff and the classroom's teachers. */
  sheet_counts?: ApiSheetCounts;
}

/** GET lma/sessions?classroom= counts each session's sheets (one list call, not one per session). */
export interface ApiSheetCounts {
  learners: number;
  present: number;
  partial: number;
  absent: number;
  waiting: number;
  verified: number;
  not_verified: number;
}

export function fromApiCounts(c: ApiSheetCounts): SheetCounts {
  return {
    learners: c.learners,
    present: c.present,
    partial: c.partial,
    absent: c.absent,
    waiting: c.waiting,
    verified: c.verified,
    notVerified: c.not_verified,
    handedIn: c.waiting + c.verified + c.not_verified,
  };
}

export interface SheetOwner {
  id: number;
  full_name: string;
  national_code: string | null;
  mobile_number: string | null;
}

/** A row of GET session_sheets: the learner's sheet, or a blank one (`id` null) before any write. */
export interface SheetApiRow {
  id: number | null;
  session: number;
  registration: number;
  owner: number;
  owner_info?: SheetOwner | null;
  is_read_part1: boolean;
  is_read_part2: boolean;
  is_present_listen_part1: boolean;
  is_present_listen_part2: boolean;
  attendance_status: string;
  answer_text: string | null;
  answer_attachment: string | null;
  assignment_status: string;
  answer_time: string | null;
}

/** A sheet row in the console: `id` is the registration (always there), `sheet_id` the sheet's. */
export interface SheetRow extends Omit<SheetApiRow, 'id'> {
  id: number;
  sheet_id: number | null;
}

// ---------- statuses ----------

export const ATTENDANCE_STATUSES = [
  'PRESENT',
  'PART1',
  'PART2',
  'ABSENT',
  'NOT_SENT',
  'SENT',
] as const;
/** What an import may set (the spreadsheet's «وضعیت حضور»). */
export const IMPORT_STATUSES = ['PRESENT', 'PART1', 'PART2', 'ABSENT'] as const;
export const ASSIGNMENT_STATUSES = ['NOT_SENT', 'SENT', 'VERIFIED', 'NOT_VERIFIED'] as const;

/** ENDPOINTS.md section 2 (SessionAttendanceSheet.attendance_status). */
export const ATTENDANCE_LABELS: Record<(typeof ATTENDANCE_STATUSES)[number], string> = {
  PRESENT: 'حاضر',
  PART1: 'قسمت اول',
  PART2: 'قسمت دوم',
  ABSENT: 'غایب',
  NOT_SENT: 'ارسال نشده',
  SENT: 'ارسال شده',
};

/** ENDPOINTS.md section 2 (SessionAttendanceSheet.assignment_status). */
export const ASSIGNMENT_LABELS: Record<(typeof ASSIGNMENT_STATUSES)[number], string> = {
  NOT_SENT: 'ارسال نشده',
  SENT: 'ارسال شده',
  VERIFIED: 'انجام شده',
  NOT_VERIFIED: 'انجام نشده',
};

export const ATTENDANCE_COLORS: Record<string, ChipColor> = {
  PRESENT: 'success',
  PART1: 'warning',
  PART2: 'warning',
  ABSENT: 'error',
  NOT_SENT: 'default',
  SENT: 'info',
};

export const ASSIGNMENT_COLORS: Record<string, ChipColor> = {
  NOT_SENT: 'default',
  SENT: 'info',
  VERIFIED: 'success',
  NOT_VERIFIED: 'error',
};

/** The four self-reported parts of a sheet, in the order they are shown. */
export const ATTENDANCE_PARTS = [
  'is_read_part1',
  'is_read_part2',
  'is_present_listen_part1',
  'is_present_listen_part2',
] as const;
export type AttendancePart = (typeof ATTENDANCE_PARTS)[number];

// ---------- the session form ----------

const TEXTS = [
  'description',
  'syllabus',
  'contents',
  'assignment_description',
  'assignment_answer',
] as const;
export const SESSION_TEXT_FIELDS = TEXTS;

/**
 * POST/PUT lma/sessions (SessionDto): the classroom, the title, the two instants, the unit when
 * known, the long texts (empty → null) and whether attending is mandatory. Nothing else: the API
 * refuses unknown fields.
 */
export function toSessionPayload(data: Data) {
  const out: Data = {
    classroom: toId(data.classroom),
    title: text(data.title) ?? '',
    beginning_time: toInstant(data.beginning_time),
    ending_time: toInstant(data.ending_time),
  };
  const unit = toId(data.unit);
  if (unit !== null) out.unit = unit;
  for (const field of TEXTS) out[field] = text(data[field]);
  out.is_mandatory = data.is_mandatory === true;
  return out;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The session form before it is sent: classroom, title, both times, the end after the start. */
export function validateSession(data: Data): Errors {
  const errors: Errors = {};
  if (toId(data.classroom) === null) errors.classroom = 'app.sessions.checks.classroom_required';
  const title = text(data.title);
  if (!title) errors.title = 'ra.validation.required';
  else if (title.length > 200) {
    errors.title = { message: 'ra.validation.maxLength', args: { max: 200 } };
  }
  const begin = toInstant(data.beginning_time);
  const end = toInstant(data.ending_time);
  if (isEmpty(data.beginning_time)) errors.beginning_time = 'ra.validation.required';
  else if (!begin) errors.beginning_time = 'app.checks.date';
  if (isEmpty(data.ending_time)) errors.ending_time = 'ra.validation.required';
  else if (!end) errors.ending_time = 'app.checks.date';
  if (begin && end && new Date(end).getTime() <= new Date(begin).getTime()) {
    errors.ending_time = 'app.sessions.checks.time_order';
  }
  return errors;
}

/** A new session starts empty but for its classroom (from the tab) and «not mandatory». */
export function sessionDefaults(classroom?: unknown): Data {
  const id = toId(classroom);
  return { ...(id ? { classroom: id } : {}), is_mandatory: false };
}

/** What a session template fills in a session form (its question becomes the assignment). */
export function templateToSessionValues(template: Data): Data {
  return {
    title: text(template.title) ?? '',
    description: text(template.description),
    syllabus: text(template.syllabus),
    contents: text(template.contents),
    assignment_description: text(template.assignment_question),
    assignment_answer: text(template.assignment_answer),
  };
}

// ---------- times ----------

/** «۱۵ مهر ۱۴۰۵، ۱۶:۰۰» and «۱۸:۰۰» (the end's day only when it is another day). */
export function sessionTimeParts(begin: unknown, end: unknown): { begin: string; end: string } {
  const b = typeof begin === 'string' ? begin : '';
  const e = typeof end === 'string' ? end : '';
  const beginText = formatJalaliDateTime(b);
  const endText = formatJalaliDateTime(e);
  if (beginText && endText && formatJalaliDate(b) === formatJalaliDate(e)) {
    return { begin: beginText, end: endText.split('، ').slice(1).join('، ') || endText };
  }
  return { begin: beginText, end: endText };
}

export type SessionPhase = 'upcoming' | 'running' | 'held';

/** Before its start, under way, or over (the API's own flags are per learner). */
export function sessionPhase(
  session: Pick<SessionRecord, 'beginning_time' | 'ending_time'>,
  now: Date = new Date(),
): SessionPhase {
  const t = now.getTime();
  if (t < new Date(session.beginning_time).getTime()) return 'upcoming';
  if (t <= new Date(session.ending_time).getTime()) return 'running';
  return 'held';
}

export const PHASE_COLORS: Record<SessionPhase, ChipColor> = {
  upcoming: 'info',
  running: 'success',
  held: 'default',
};

// ---------- sheets ----------

/** session_sheets rows keyed by registration (a blank row has no sheet id yet). */
export function toSheetRows(rows: readonly SheetApiRow[] | null | undefined): SheetRow[] {
  return (rows ?? []).map((row) => ({ ...row, id: row.registration, sheet_id: row.id }));
}

export interface SheetCounts {
  learners: number;
  present: number;
  partial: number;
  absent: number;
  /** Answers handed in (waiting, verified or not verified). */
  handedIn: number;
  waiting: number;
  verified: number;
  notVerified: number;
}

export function sheetCounts(
  rows: readonly Pick<SheetApiRow, 'attendance_status' | 'assignment_status'>[],
): SheetCounts {
  const counts: SheetCounts = {
    learners: rows.length,
    present: 0,
    partial: 0,
    absent: 0,
    handedIn: 0,
    waiting: 0,
    verified: 0,
    notVerified: 0,
  };
  for (const row of rows) {
    if (row.attendance_status === 'PRESENT') counts.present++;
    else if (row.attendance_status === 'PART1' || row.attendance_status === 'PART2')
      counts.partial++;
    else if (row.attendance_status === 'ABSENT') counts.absent++;
    if (row.assignment_status === 'SENT') counts.waiting++;
    else if (row.assignment_status === 'VERIFIED') counts.verified++;
    else if (row.assignment_status === 'NOT_VERIFIED') counts.notVerified++;
  }
  counts.handedIn = counts.waiting + counts.verified + counts.notVerified;
  return counts;
}

export interface SheetFilters {
  /** A name, a national code or a mobile number (Persian or Latin digits). */
  q?: string;
  attendance?: string;
  assignment?: string;
}

/** The sheets screen's filters, applied on the rows at hand (the API sends them all at once). */
export function filterSheets<T extends SheetApiRow | SheetRow>(
  rows: readonly T[],
  filters: SheetFilters,
): T[] {
  const q = toLatinDigits(filters.q ?? '')
    .trim()
    .toLowerCase();
  return rows.filter((row) => {
    if (filters.attendance && row.attendance_status !== filters.attendance) return false;
    if (filters.assignment && row.assignment_status !== filters.assignment) return false;
    if (!q) return true;
    const owner = row.owner_info;
    const haystack = [owner?.full_name, owner?.national_code, owner?.mobile_number]
      .filter((v): v is string => typeof v === 'string')
      .map((v) => toLatinDigits(v).toLowerCase());
    return haystack.some((v) => v.includes(q));
  });
}

/** «تایید تکلیف»: an answer handed in and not verified yet (or refused before). */
export function canVerify(row: Pick<SheetRow, 'sheet_id' | 'assignment_status'>): boolean {
  return (
    row.sheet_id !== null &&
    (row.assignment_status === 'SENT' || row.assignment_status === 'NOT_VERIFIED')
  );
}

/** «عدم تایید»: an answer handed in and not refused yet (or verified before). */
export function canNotVerify(row: Pick<SheetRow, 'sheet_id' | 'assignment_status'>): boolean {
  return (
    row.sheet_id !== null &&
    (row.assignment_status === 'SENT' || row.assignment_status === 'VERIFIED')
  );
}

/** POST submit_attendance_status for a learner, by staff: the session, the owner, the four parts. */
export function toAttendancePayload(session: number, owner: number, values: Data) {
  const out: Record<string, unknown> = { session, owner };
  for (const part of ATTENDANCE_PARTS) out[part] = values[part] === true;
  return out as { session: number; owner: number } & Record<AttendancePart, boolean>;
}

/** The attendance dialog starts from what the learner reported. */
export function attendanceDefaults(
  row: Partial<Record<AttendancePart, unknown>>,
): Record<AttendancePart, boolean> {
  return {
    is_read_part1: row.is_read_part1 === true,
    is_read_part2: row.is_read_part2 === true,
    is_present_listen_part1: row.is_present_listen_part1 === true,
    is_present_listen_part2: row.is_present_listen_part2 === true,
  };
}

// ---------- the spreadsheet import ----------

export interface ImportResult {
  updated: number;
  /** The national codes (or «—») of the rows not written. */
  skipped: string[];
  skippedCount: number;
}

/**
 * PUT import_list answers `{updated, skipped: [codes], detail}`; `skipped` may also come as a
 * count. Anything unexpected reads as nothing written.
 */
export function parseImportResult(json: unknown): ImportResult {
  const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const updated =
    typeof body.updated === 'number' && Number.isFinite(body.updated) ? body.updated : 0;
  if (Array.isArray(body.skipped)) {
    const skipped = body.skipped.map((v) =>
      v === null || v === undefined || v === '' ? '—' : String(v),
    );
    return { updated, skipped, skippedCount: skipped.length };
  }
  const count =
    typeof body.skipped === 'number' && Number.isFinite(body.skipped) ? body.skipped : 0;
  return { updated, skipped: [], skippedCount: count };
}

/** Only a spreadsheet (.xlsx) is sent; the API reads the first sheet. */
export function isXlsxName(name: unknown): boolean {
  return typeof name === 'string' && /\.xlsx$/i.test(name.trim());
}

/** The import dialog's check: a picked .xlsx file. */
export function validateImport(values: Data): Errors {
  const file = values.file as { rawFile?: { name?: unknown } } | null | undefined;
  if (!file || !file.rawFile) return { file: 'app.sessions.import.file_required' };
  if (!isXlsxName(file.rawFile.name)) return { file: 'app.sessions.import.file_type' };
  return {};
}
