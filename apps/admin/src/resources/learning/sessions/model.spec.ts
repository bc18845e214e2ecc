import { describe, expect, it } from 'vitest';
import {
  attendanceDefaults,
  fromApiCounts,
  canNotVerify,
  canVerify,
  filterSheets,
  isXlsxName,
  parseImportResult,
  sessionPhase,
  sessionTimeParts,
  sheetCounts,
  templateToSessionValues,
  toAttendancePayload,
  toSessionPayload,
  toSheetRows,
  validateImport,
  validateSession,
  type SheetApiRow,
} from './model';

const sheet = (over: Partial<SheetApiRow>): SheetApiRow => ({
  id: null,
  session: 5,
  registration: 1,
  owner: 10,
  owner_info: {
    id: 10,
    full_name: 'امیرحسین قاسمی',
    national_code: '1001187857',
    mobile_number: '09351000001',
  },
  is_read_part1: false,
  is_read_part2: false,
  is_present_listen_part1: false,
  is_present_listen_part2: false,
  attendance_status: 'ABSENT',
  answer_text: null,
  answer_attachment: null,
  assignment_status: 'NOT_SENT',
  answer_time: null,
  ...over,
});

describe('session payload', () => {
  it('sends exactly the DTO fields: ids as numbers, instants, empty texts as null', () => {
    const payload = toSessionPayload({
      id: 3,
      classroom: '8',
      unit: 4,
      title: '  جلسه اول ',
      beginning_time: '2026-11-20T04:30:00.000Z',
      ending_time: new Date('2026-11-20T06:00:00.000Z'),
      syllabus: 'فصل ۱',
      description: '   ',
      is_mandatory: true,
      session_attendance_sheets: [],
      is_enabled_answering: false,
    });
    expect(payload).toEqual({
      classroom: 8,
      unit: 4,
      title: 'جلسه اول',
      beginning_time: '2026-11-20T04:30:00.000Z',
      ending_time: '2026-11-20T06:00:00.000Z',
      description: null,
      syllabus: 'فصل ۱',
      contents: null,
      assignment_description: null,
      assignment_answer: null,
      is_mandatory: true,
    });
  });

  it('leaves the unit out when it is not known, and mandatory false unless ticked', () => {
    const payload = toSessionPayload({ classroom: 1, title: 'الف' });
    expect(payload).not.toHaveProperty('unit');
    expect(payload.is_mandatory).toBe(false);
  });

  it('checks the classroom, the title and both times, the end after the start', () => {
    expect(validateSession({})).toEqual({
      classroom: 'app.sessions.checks.classroom_required',
      title: 'ra.validation.required',
      beginning_time: 'ra.validation.required',
      ending_time: 'ra.validation.required',
    });
    expect(
      validateSession({
        classroom: 1,
        title: 'الف',
        beginning_time: '2026-11-20T06:00:00.000Z',
        ending_time: '2026-11-20T06:00:00.000Z',
      }),
    ).toEqual({ ending_time: 'app.sessions.checks.time_order' });
    expect(
      validateSession({
        classroom: 1,
        title: 'x'.repeat(201),
        beginning_time: 'nonsense',
        ending_time: '2026-11-20T06:00:00.000Z',
      }),
    ).toEqual({
      title: { message: 'ra.validation.maxLength', args: { max: 200 } },
      beginning_time: 'app.checks.date',
    });
  });

  it('fills a session from a template (its question is the assignment)', () => {
    expect(
      templateToSessionValues({
        id: 1,
        unit: 4,
        title: 'جلسه اول',
        syllabus: 'فصل ۱',
        description: '',
        contents: null,
        assignment_question: 'یک بند بنویسید.',
        assignment_answer: 'نمونه',
      }),
    ).toEqual({
      title: 'جلسه اول',
      description: null,
      syllabus: 'فصل ۱',
      contents: null,
      assignment_description: 'یک بند بنویسید.',
      assignment_answer: 'نمونه',
    });
  });
});

describe('session times', () => {
  it('names the end by its time alone on the same day (Tehran)', () => {
    const { begin, end } = sessionTimeParts('2026-11-20T04:30:00.000Z', '2026-11-20T06:00:00.000Z');
    expect(begin).toBe('۲۹ آبان ۱۴۰۵، ۰۸:۰۰');
    expect(end).toBe('۰۹:۳۰');
  });

  it('names the end in full on another day', () => {
    const { end } = sessionTimeParts('2026-11-20T04:30:00.000Z', '2026-11-21T06:00:00.000Z');
    expect(end).toBe('۳۰ آبان ۱۴۰۵، ۰۹:۳۰');
  });

  it('is upcoming, running or held', () => {
    const s = {
      beginning_time: '2026-11-20T04:30:00.000Z',
      ending_time: '2026-11-20T06:00:00.000Z',
    };
    expect(sessionPhase(s, new Date('2026-11-20T04:00:00Z'))).toBe('upcoming');
    expect(sessionPhase(s, new Date('2026-11-20T05:00:00Z'))).toBe('running');
    expect(sessionPhase(s, new Date('2026-11-20T06:00:01Z'))).toBe('held');
  });
});

describe('sheets', () => {
  const rows = toSheetRows([
    sheet({ id: 7, registration: 1, attendance_status: 'PRESENT', assignment_status: 'SENT' }),
    sheet({
      id: null,
      registration: 2,
      owner: 11,
      owner_info: {
        id: 11,
        full_name: 'فاطمه نجفی',
        national_code: '1001267044',
        mobile_number: '09351000002',
      },
    }),
    sheet({
      id: 9,
      registration: 3,
      owner: 12,
      attendance_status: 'PART2',
      assignment_status: 'VERIFIED',
      owner_info: null,
    }),
  ]);

  it('keys rows by registration and keeps the sheet id apart (a blank row has none)', () => {
    expect(rows.map((r) => [r.id, r.sheet_id])).toEqual([
      [1, 7],
      [2, null],
      [3, 9],
    ]);
    expect(toSheetRows(undefined)).toEqual([]);
  });

  it('counts attendance and answers', () => {
    expect(sheetCounts(rows)).toEqual({
      learners: 3,
      present: 1,
      partial: 1,
      absent: 1,
      handedIn: 2,
      waiting: 1,
      verified: 1,
      notVerified: 0,
    });
  });

  it('filters by name, national code or mobile typed in Persian digits, and by status', () => {
    expect(filterSheets(rows, { q: 'نجفی' }).map((r) => r.id)).toEqual([2]);
    expect(filterSheets(rows, { q: '۱۰۰۱۱۸۷' }).map((r) => r.id)).toEqual([1]);
    expect(filterSheets(rows, { q: '۰۹۳۵۱۰۰۰۰۰۲' }).map((r) => r.id)).toEqual([2]);
    expect(filterSheets(rows, { attendance: 'ABSENT' }).map((r) => r.id)).toEqual([2]);
    expect(filterSheets(rows, { assignment: 'SENT', q: ' ' }).map((r) => r.id)).toEqual([1]);
    expect(filterSheets(rows, {})).toHaveLength(3);
  });

  it('offers verify on a waiting or refused answer, not-verify on a waiting or verified one', () => {
    expect(canVerify({ sheet_id: 1, assignment_status: 'SENT' })).toBe(true);
    expect(canVerify({ sheet_id: 1, assignment_status: 'NOT_VERIFIED' })).toBe(true);
    expect(canVerify({ sheet_id: 1, assignment_status: 'VERIFIED' })).toBe(false);
    expect(canVerify({ sheet_id: null, assignment_status: 'SENT' })).toBe(false);
    expect(canNotVerify({ sheet_id: 1, assignment_status: 'VERIFIED' })).toBe(true);
    expect(canNotVerify({ sheet_id: 1, assignment_status: 'NOT_VERIFIED' })).toBe(false);
    expect(canNotVerify({ sheet_id: 1, assignment_status: 'NOT_SENT' })).toBe(false);
  });

  it('sends attendance for a learner with the four parts as booleans', () => {
    expect(
      toAttendancePayload(5, 10, { is_read_part1: true, is_present_listen_part2: true, extra: 1 }),
    ).toEqual({
      session: 5,
      owner: 10,
      is_read_part1: true,
      is_read_part2: false,
      is_present_listen_part1: false,
      is_present_listen_part2: true,
    });
    expect(attendanceDefaults(rows[0])).toEqual({
      is_read_part1: false,
      is_read_part2: false,
      is_present_listen_part1: false,
      is_present_listen_part2: false,
    });
  });
});

describe('attendance import', () => {
  it('reads {updated, skipped: [codes]}', () => {
    expect(
      parseImportResult({ updated: 3, skipped: ['0012345678', null], detail: '3 ردیف ثبت شد.' }),
    ).toEqual({
      updated: 3,
      skipped: ['0012345678', '—'],
      skippedCount: 2,
    });
  });

  it('reads a count of skipped rows, and nothing written from a strange answer', () => {
    expect(parseImportResult({ updated: 1, skipped: 4 })).toEqual({
      updated: 1,
      skipped: [],
      skippedCount: 4,
    });
    expect(parseImportResult(null)).toEqual({ updated: 0, skipped: [], skippedCount: 0 });
    expect(parseImportResult({ updated: 'x' })).toEqual({
      updated: 0,
      skipped: [],
      skippedCount: 0,
    });
  });

  it('takes only a picked .xlsx file', () => {
    expect(isXlsxName('حضور.XLSX')).toBe(true);
    expect(isXlsxName('list.xls')).toBe(false);
    expect(validateImport({})).toEqual({ file: 'app.sessions.import.file_required' });
    expect(validateImport({ file: { rawFile: { name: 'a.csv' } } })).toEqual({
      file: 'app.sessions.import.file_type',
    });
    expect(validateImport({ file: { rawFile: { name: 'a.xlsx' } } })).toEqual({});
  });
});

describe('the counts the sessions list carries', () => {
  it('reads as the same counts the sheets give, answers handed in summed', () => {
    expect(
      fromApiCounts({
        learners: 7,
        present: 3,
        partial: 1,
        absent: 2,
        waiting: 2,
        verified: 1,
        not_verified: 1,
      }),
    ).toEqual({
      learners: 7,
      present: 3,
      partial: 1,
      absent: 2,
      waiting: 2,
      verified: 1,
      notVerified: 1,
      handedIn: 4,
    });
  });
});
