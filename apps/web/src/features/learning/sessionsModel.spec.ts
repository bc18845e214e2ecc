import { describe, expect, it } from 'vitest';
import type {
  ClassroomRow,
  ProjectAttendanceSheetRow,
  SessionAttendanceSheetRow,
  SessionRow,
  TeamRow,
} from './lmaApi';
import {
  answerError,
  answerFileError,
  answerInput,
  answerState,
  assignmentBadge,
  attendanceBadge,
  attendanceDraft,
  attendanceFields,
  attendanceInput,
  attendanceOf,
  canJoinTeam,
  classroomBack,
  formatScore,
  learningPanelPaths,
  MY_CLASSROOMS_BACK,
  myTeam,
  projectAnswerBadge,
  projectDeadline,
  projectPeriod,
  projectVerifyBadge,
  sameDraft,
  sessionOpenNote,
  sessionTime,
  teamJoinBadge,
  teamMembersCount,
  teamSeats,
  transcriptSummary,
} from './sessionsModel';

const sheet = (over: Partial<SessionAttendanceSheetRow> = {}): SessionAttendanceSheetRow => ({
  id: 1,
  session: 1,
  registration: 1,
  owner: 1,
  is_read_part1: false,
  is_read_part2: false,
  is_present_listen_part1: false,
  is_present_listen_part2: false,
  attendance_status: 'NOT_SENT',
  answer_text: null,
  answer_attachment: null,
  assignment_status: 'NOT_SENT',
  answer_time: null,
  ...over,
});

const session = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: 7,
  classroom: 3,
  title: 'جلسه ۱',
  // 1405/09/01 10:30 to 12:00 Tehran (UTC+3:30).
  beginning_time: '2026-11-22T07:00:00.000Z',
  ending_time: '2026-11-22T08:30:00.000Z',
  description: null,
  syllabus: null,
  contents: null,
  assignment_description: null,
  assignment_answer: null,
  is_mandatory: false,
  is_enabled_answering: false,
  is_enabled_changing_attendance_status: false,
  is_show_answer_input: false,
  is_show_syllabus_input: false,
  is_show_present_listen_input: true,
  session_attendance_sheets: [],
  ...over,
});

const team = (over: Partial<TeamRow> = {}): TeamRow => ({
  id: 1,
  classroom: 3,
  title: 'گروه',
  capacity: 4,
  used_capacity: 1,
  is_joinable: true,
  leader: null,
  leader_info: null,
  description: null,
  join_status: 'ENABLED',
  ...over,
});

describe('paths', () => {
  it('names the panel pages of sessions, projects and a leader’s teams', () => {
    expect(learningPanelPaths.session(5)).toBe('/panel/profile/session/5');
    expect(learningPanelPaths.project(3, 9)).toBe('/panel/profile/classroom/3/project/9');
    expect(learningPanelPaths.leaderTeams).toBe('/panel/profile/leader/teams');
    expect(learningPanelPaths.leaderTeam(2)).toBe('/panel/profile/leader/teams/2');
  });

  it('goes back to the classroom page of the right kind, or to my classrooms', () => {
    expect(classroomBack(undefined)).toEqual(MY_CLASSROOMS_BACK);
    const event = {
      id: 4,
      title: 'همایش 1405',
      unit_info: { category_info: { id: 1, title: 'همایش', type: 'EVENT' } },
    } as unknown as ClassroomRow;
    expect(classroomBack(event)).toEqual({ to: '/panel/profile/event/4', label: 'همایش ۱۴۰۵' });
  });
});

describe('session time', () => {
  it('says one day once, with a 24-hour range in Tehran time', () => {
    expect(sessionTime(session())).toBe('۱ آذر ۱۴۰۵، ساعت ۱۰:۳۰ تا ۱۲:۰۰');
  });

  it('writes both ends in full across midnight', () => {
    const text = sessionTime(
      session({
        beginning_time: '2026-11-22T19:30:00.000Z',
        ending_time: '2026-11-22T21:00:00.000Z',
      }),
    );
    expect(text).toBe('۱ آذر ۱۴۰۵، ۲۳:۰۰ تا ۲ آذر ۱۴۰۵، ۰۰:۳۰');
  });
});

describe('attendance', () => {
  const before = new Date('2026-11-22T07:30:00.000Z');
  const after = new Date('2026-11-22T09:00:00.000Z');

  it('reads the server’s status from my sheet', () => {
    const row = session({ session_attendance_sheets: [sheet({ attendance_status: 'PART2' })] });
    expect(attendanceOf(row, after)).toBe('PART2');
    expect(attendanceBadge('PART2')).toEqual({ label: 'قسمت دوم', tone: 'warning' });
  });

  it('calls a session without a sheet absent once it ended, not recorded before', () => {
    expect(attendanceOf(session(), before)).toBe('NOT_SENT');
    expect(attendanceOf(session(), after)).toBe('ABSENT');
    expect(attendanceBadge('ABSENT')).toEqual({ label: 'غایب', tone: 'error' });
    expect(attendanceBadge('PRESENT')).toEqual({ label: 'حاضر', tone: 'success' });
    expect(attendanceBadge('PART1').label).toBe('قسمت اول');
    expect(attendanceBadge('NOT_SENT').label).toBe('ثبت نشده');
  });

  it('shows the reading boxes only with a syllabus, and listening for an offline classroom', () => {
    const both = session({ is_show_syllabus_input: true, is_show_present_listen_input: true });
    expect(attendanceFields(both, 'ONLINE').map((f) => f.label)).toEqual([
      'مطالعه بخش اول',
      'مطالعه بخش دوم',
      'حضور در بخش اول',
      'حضور در بخش دوم',
    ]);
    expect(
      attendanceFields(both, 'OFFLINE')
        .map((f) => f.label)
        .slice(2),
    ).toEqual(['استماع بخش اول صوت جلسه', 'استماع بخش دوم صوت جلسه']);
    expect(attendanceFields(session({ is_show_present_listen_input: false }), 'ONLINE')).toEqual(
      [],
    );
  });

  it('sends only the boxes shown, and knows when nothing changed', () => {
    const saved = attendanceDraft(sheet({ is_read_part1: true }));
    expect(saved).toEqual({
      is_read_part1: true,
      is_read_part2: false,
      is_present_listen_part1: false,
      is_present_listen_part2: false,
    });
    expect(attendanceDraft(null).is_read_part1).toBe(false);
    const next = { ...saved, is_present_listen_part1: true };
    expect(sameDraft(saved, { ...saved })).toBe(true);
    expect(sameDraft(saved, next)).toBe(false);
    const fields = attendanceFields(session(), 'ONLINE');
    expect(attendanceInput(7, next, fields)).toEqual({
      session: 7,
      is_present_listen_part1: true,
      is_present_listen_part2: false,
    });
  });
});

describe('what a session row invites to', () => {
  it('follows the server’s flags; a verified answer no longer counts', () => {
    expect(sessionOpenNote(session())).toBeNull();
    expect(sessionOpenNote(session({ is_enabled_changing_attendance_status: true }))).toBe(
      'ثبت حضور باز است',
    );
    expect(sessionOpenNote(session({ is_enabled_answering: true }))).toBe('ارسال تکلیف باز است');
    const both = { is_enabled_answering: true, is_enabled_changing_attendance_status: true };
    expect(sessionOpenNote(session(both))).toBe('ثبت حضور و ارسال تکلیف باز است');
    expect(
      sessionOpenNote(
        session({ ...both, session_attendance_sheets: [sheet({ assignment_status: 'VERIFIED' })] }),
      ),
    ).toBe('ثبت حضور باز است');
  });
});

describe('assignment', () => {
  it('has no chip without an assignment', () => {
    expect(assignmentBadge(session())).toBeNull();
  });

  it('says waiting, verified or not verified from my sheet', () => {
    const withAssignment = (status: SessionAttendanceSheetRow['assignment_status']) =>
      assignmentBadge(
        session({
          is_show_answer_input: true,
          session_attendance_sheets: [sheet({ assignment_status: status })],
        }),
      );
    expect(assignmentBadge(session({ is_show_answer_input: true }))).toEqual({
      label: 'ارسال نشده',
      tone: 'default',
    });
    expect(withAssignment('SENT')).toEqual({ label: 'در انتظار بررسی', tone: 'info' });
    expect(withAssignment('VERIFIED')).toEqual({ label: 'تایید شده', tone: 'success' });
    expect(withAssignment('NOT_VERIFIED')).toEqual({ label: 'تایید نشده', tone: 'error' });
  });

  it('opens the form from the server’s flag; a verified answer is final; a team project needs a team', () => {
    expect(answerState({ enabled: true, status: 'NOT_SENT' })).toBe('open');
    expect(answerState({ enabled: true, status: 'NOT_VERIFIED' })).toBe('open');
    expect(answerState({ enabled: false, status: 'SENT' })).toBe('closed');
    expect(answerState({ enabled: true, status: 'VERIFIED' })).toBe('verified');
    expect(answerState({ enabled: false, status: 'VERIFIED' })).toBe('verified');
    expect(answerState({ enabled: true, status: null, needsTeam: true })).toBe('needs-team');
    expect(answerState({ enabled: false, status: null, needsTeam: true })).toBe('closed');
  });

  it('refuses an empty answer, a big file or one of the wrong kind before sending', () => {
    expect(answerError({ text: '  ', file: null, existingAttachment: null })).toBe(
      'متن پاسخ یا فایل آن را بفرستید.',
    );
    expect(answerError({ text: '', file: null, existingAttachment: '/uploads/a.pdf' })).toBeNull();
    expect(answerError({ text: 'پاسخ', file: null, existingAttachment: null })).toBeNull();
    expect(answerFileError({ name: 'a.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(answerFileError({ name: 'a.jpg', size: 1000, type: '' })).toBeNull();
    expect(answerFileError({ name: 'a.docx', size: 1000, type: 'application/msword' })).toBe(
      'تنها فایل پی‌دی‌اف یا تصویر پذیرفته می‌شود.',
    );
    expect(
      answerFileError({ name: 'a.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' }),
    ).toBe('حجم فایل نباید بیشتر از ۱۰ مگابایت باشد.');
  });

  it('keeps the file handed in before unless a new one is chosen', () => {
    expect(answerInput(' متن ', null)).toEqual({
      answer_text: 'متن',
      answer_attachment: undefined,
    });
    const file = new Blob(['x']);
    expect(answerInput('', file).answer_attachment).toBe(file);
  });
});

describe('projects', () => {
  const answered = (over: Partial<ProjectAttendanceSheetRow>): ProjectAttendanceSheetRow => ({
    id: 1,
    project: 1,
    registration: 1,
    owner: 1,
    team: null,
    answer_text: 'x',
    answer_attachment: null,
    answer_status: 'SENT',
    is_answer_verified: null,
    notation: null,
    answer_time: null,
    ...over,
  });

  it('labels my answer and its review', () => {
    expect(projectAnswerBadge(null)).toEqual({ label: 'ارسال نشده', tone: 'default' });
    expect(projectAnswerBadge(answered({}))).toEqual({ label: 'در انتظار بررسی', tone: 'info' });
    expect(projectAnswerBadge(answered({ answer_status: 'REVIEWED' })).label).toBe('بررسی شده');
    expect(projectAnswerBadge(answered({ answer_status: 'NOT_VERIFIED' }))).toEqual({
      label: 'رد شده',
      tone: 'error',
    });
    expect(projectVerifyBadge(null)).toBeNull();
    expect(projectVerifyBadge(answered({}))).toBeNull();
    expect(projectVerifyBadge(answered({ is_answer_verified: true }))).toEqual({
      label: 'انجام شده',
      tone: 'success',
    });
    expect(projectVerifyBadge(answered({ is_answer_verified: false }))).toEqual({
      label: 'انجام نشده',
      tone: 'error',
    });
  });

  it('writes the period and the deadline in Jalali', () => {
    const p = {
      beginning_doing_period: '2026-11-22T07:00:00.000Z',
      ending_doing_period: '2026-12-11T20:00:00.000Z',
    };
    expect(projectPeriod(p)).toBe('از ۱ آذر ۱۴۰۵ تا ۲۰ آذر ۱۴۰۵');
    expect(projectPeriod({ beginning_doing_period: null, ending_doing_period: null })).toBeNull();
    expect(projectDeadline(p)).toBe('مهلت ارسال: ۲۰ آذر ۱۴۰۵، ۲۳:۳۰');
    expect(projectDeadline({ ending_doing_period: null })).toBe('بدون مهلت پایانی');
  });
});

describe('teams', () => {
  it('offers «عضویت» only for a joinable team with room while I have no team', () => {
    const open = team({ id: 1 });
    const full = team({ id: 2, join_status: 'FULL' });
    const admin = team({ id: 3, join_status: 'DISABLED' });
    expect(canJoinTeam(open, [open, full, admin])).toBe(true);
    expect(canJoinTeam(full, [open, full, admin])).toBe(false);
    expect(canJoinTeam(admin, [open, full, admin])).toBe(false);
    const joined = team({ id: 4, join_status: 'JOINED' });
    expect(myTeam([open, joined])).toBe(joined);
    expect(myTeam(undefined)).toBeNull();
    expect(canJoinTeam(open, [open, joined])).toBe(false);
  });

  it('says the seats left and the join status in Persian', () => {
    expect(teamSeats(team())).toEqual({ label: '۳ جای خالی از ۴', left: 3 });
    expect(teamSeats(team({ used_capacity: 4 }))).toEqual({ label: 'ظرفیت تکمیل', left: 0 });
    expect(teamSeats(team({ capacity: 0 }))).toEqual({ label: 'ظرفیت نامحدود', left: null });
    expect(teamMembersCount(team())).toBe('۱ از ۴ عضو');
    expect(teamMembersCount(team({ capacity: 0, used_capacity: 12 }))).toBe('۱۲ عضو');
    expect(teamJoinBadge('JOINED')).toEqual({ label: 'عضو این گروه هستید', tone: 'success' });
    expect(teamJoinBadge('DISABLED').label).toBe('عضویت توسط ادمین');
    expect(teamJoinBadge('FULL').label).toBe('ظرفیت تکمیل');
  });
});

describe('transcript', () => {
  it('shows the result and the score of a REGISTERED learner once announced', () => {
    expect(
      transcriptSummary({
        status: 'REGISTERED',
        transcript_sheet_info: { id: 1, status: 'CLEAN_PASSED', final_score: 17.5 },
      }),
    ).toEqual({ badge: { label: 'قبول', tone: 'success' }, score: '۱۷٫۵', parts: [] });
    expect(
      transcriptSummary({
        status: 'REGISTERED',
        transcript_sheet_info: { id: 1, status: 'FAILED', final_score: null },
      }),
    ).toEqual({ badge: { label: 'مردود', tone: 'error' }, score: null, parts: [] });
  });

  it('shows what the final score is made of: attendance and the best test score', () => {
    expect(
      transcriptSummary({
        status: 'REGISTERED',
        transcript_sheet_info: { id: 1, status: 'CLEAN_PASSED', attendance_score: 20, highest_test_score: 12.75, final_score: 15.5 },
      })?.parts,
    ).toEqual([
      { label: 'نمره حضور', value: '۲۰' },
      { label: 'نمره آزمون', value: '۱۲٫۷۵' },
    ]);
  });

  it('is nothing before announcing, or for someone who left', () => {
    expect(transcriptSummary({ status: 'REGISTERED', transcript_sheet_info: null })).toBeNull();
    expect(
      transcriptSummary({
        status: 'DROPPED_BY_ADMIN',
        transcript_sheet_info: { id: 1, status: 'FAILED', final_score: 3 },
      }),
    ).toBeNull();
    expect(transcriptSummary(null)).toBeNull();
    expect(formatScore(12.25)).toBe('۱۲٫۲۵');
  });
});
