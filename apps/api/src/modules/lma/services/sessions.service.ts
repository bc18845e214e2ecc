import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatJalaliDateTime, RegistrationStatus, toLatinDigits, type UserBrief } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { readXlsx } from '../../../core/xlsx/xlsx';
import { Exports, pageOf } from '../../../core/exports';
import { SESSION_SHEETS_EXPORT } from './lma.lists';
import { User, userBriefs } from '../../uma';
import type { AttendanceDto, SessionDto, SubmitAssignmentDto } from '../dto/sessions.dto';
import { Classroom, Registration, Session, SessionAttendanceSheet } from '../entities/lma.entities';
import { TeachingAccess } from './teaching';

const DAY = 86_400_000;
/** Learners report attendance and hand in the assignment from the session's start until a week after its end. */
export const SESSION_GRACE_DAYS = 7;
const ATTACH_MAX = 10 * 1024 * 1024;

export const ATTENDANCE_LABELS: Record<string, string> = {
  NOT_SENT: 'ارسال نشده',
  SENT: 'ارسال شده',
  ABSENT: 'غایب',
  PART1: 'قسمت اول',
  PART2: 'قسمت دوم',
  PRESENT: 'حاضر',
};
export const ASSIGNMENT_LABELS: Record<string, string> = { NOT_SENT: 'ارسال نشده', SENT: 'ارسال شده', VERIFIED: 'انجام شده', NOT_VERIFIED: 'انجام نشده' };

/** DOMAIN.md section 3: PRESENT if both parts, PART1/PART2 if one, else ABSENT once the session ended. */
export function attendanceStatus(sheet: Pick<SessionAttendanceSheet, 'attendance_status' | 'is_present_listen_part1' | 'is_present_listen_part2'> | null, session: Session, now: Date): string {
  if (sheet?.attendance_status) return sheet.attendance_status;
  const p1 = !!sheet?.is_present_listen_part1;
  const p2 = !!sheet?.is_present_listen_part2;
  if (p1 && p2) return 'PRESENT';
  if (p1) return 'PART1';
  if (p2) return 'PART2';
  return now.getTime() >= session.ending_time.getTime() ? 'ABSENT' : 'NOT_SENT';
}

export function sessionFlags(s: Session, now: Date, registered: boolean) {
  const t = now.getTime();
  const open = registered && t >= s.beginning_time.getTime() && t <= s.ending_time.getTime() + SESSION_GRACE_DAYS * DAY;
  return {
    is_enabled_answering: open && !!s.assignment_description,
    is_enabled_changing_attendance_status: open,
    is_show_answer_input: !!s.assignment_description,
    is_show_syllabus_input: !!s.syllabus,
    is_show_present_listen_input: true,
  };
}

@Injectable()
export class SessionsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly teaching: TeachingAccess,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<Awaited<ReturnType<SessionsService['sessionSheets']>>[number]>({
      name: 'session-sheets',
      file: 'attendance',
      sheet: 'حضور و غیاب',
      spec: SESSION_SHEETS_EXPORT,
      entity: SessionAttendanceSheet,
      list: async (caller, lq) => pageOf(await this.sessionSheets(caller, Number(lq.params.session) || 0, lq.params), lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.owner_info?.national_code },
        { header: 'وضعیت حضور', width: 14, value: (r) => ATTENDANCE_LABELS[r.attendance_status] ?? r.attendance_status },
        { header: 'مطالعه قسمت اول', width: 14, value: (r) => (r.is_read_part1 ? 'بله' : 'خیر') },
        { header: 'مطالعه قسمت دوم', width: 14, value: (r) => (r.is_read_part2 ? 'بله' : 'خیر') },
        { header: 'وضعیت تکلیف', width: 14, value: (r) => ASSIGNMENT_LABELS[r.assignment_status] ?? r.assignment_status },
        { header: 'زمان ارسال تکلیف', width: 22, value: (r) => formatJalaliDateTime(r.answer_time) },
      ],
    });
  }

  private staff(caller: AuthUser) {
    return can(caller.roles, 'lma.manage');
  }

  private map(s: Session, registered: boolean, sheets: SessionAttendanceSheet[] = [], withAnswer = false) {
    const now = this.clock.now();
    const flags = sessionFlags(s, now, registered);
    const answerOpen = now.getTime() > s.ending_time.getTime() + SESSION_GRACE_DAYS * DAY;
    return {
      id: s.id,
      classroom: s.classroom_id,
      title: s.title,
      beginning_time: s.beginning_time.toISOString(),
      ending_time: s.ending_time.toISOString(),
      description: s.description,
      syllabus: s.syllabus,
      contents: s.contents,
      assignment_description: s.assignment_description,
      assignment_answer: withAnswer || answerOpen ? s.assignment_answer : null,
      is_mandatory: s.is_mandatory,
      ...flags,
      session_attendance_sheets: sheets.map((sh) => this.mapSheet(sh, s)),
    };
  }

  private mapSheet(sh: SessionAttendanceSheet, s: Session, owner?: UserBrief) {
    return {
      id: sh.id,
      session: sh.session_id,
      registration: sh.registration_id,
      owner: sh.owner_id,
      owner_info: owner,
      is_read_part1: sh.is_read_part1,
      is_read_part2: sh.is_read_part2,
      is_present_listen_part1: sh.is_present_listen_part1,
      is_present_listen_part2: sh.is_present_listen_part2,
      attendance_status: attendanceStatus(sh, s, this.clock.now()),
      answer_text: sh.answer_text,
      answer_attachment: sh.answer_attachment,
      assignment_status: sh.assignment_status,
      answer_time: sh.answer_time?.toISOString() ?? null,
    };
  }

  async list(caller: AuthUser, classroomId: number) {
    if (!classroomId) throw fieldError('classroom', 'کلاس را مشخص کنید.');
    const reg = await this.ds.getRepository(Registration).findOneBy({ classroom_id: classroomId, owner_id: caller.id, status: RegistrationStatus.REGISTERED });
    const teacher = !reg && (await this.teaching.teaches(caller, classroomId));
    if (!reg && !teacher) throw notFound();
    const sessions = await this.ds.getRepository(Session).find({ where: { classroom_id: classroomId }, order: { beginning_time: 'ASC', id: 'ASC' } });
    if (!teacher) return sessions.map((s) => this.map(s, !!reg, [], false));
    // Teachers see each session's counts, at a fixed cost: the registered learners and every sheet.
    const [regs, sheets] = await Promise.all([
      this.ds.getRepository(Registration).findBy({ classroom_id: classroomId, status: RegistrationStatus.REGISTERED }),
      sessions.length ? this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: In(sessions.map((s) => s.id)) }) : Promise.resolve([]),
    ]);
    const now = this.clock.now();
    return sessions.map((s) => {
      const counts = { learners: regs.length, present: 0, partial: 0, absent: 0, waiting: 0, verified: 0, not_verified: 0 };
      for (const r of regs) {
        const sh = sheets.find((x) => x.session_id === s.id && x.owner_id === r.owner_id) ?? null;
        const st = attendanceStatus(sh, s, now);
        if (st === 'PRESENT') counts.present++;
        else if (st === 'PART1' || st === 'PART2') counts.partial++;
        else if (st === 'ABSENT') counts.absent++;
        if (sh?.assignment_status === 'SENT') counts.waiting++;
        else if (sh?.assignment_status === 'VERIFIED') counts.verified++;
        else if (sh?.assignment_status === 'NOT_VERIFIED') counts.not_verified++;
      }
      return { ...this.map(s, false, [], true), sheet_counts: counts };
    });
  }

  /** Sessions of a classroom, each with the owner's sheet (the learner's own unless staff ask for another). */
  async withSheets(caller: AuthUser, classroomId: number, ownerId: number | null) {
    const owner = ownerId && this.staff(caller) ? ownerId : caller.id;
    const reg = await this.ds.getRepository(Registration).findOneBy({ classroom_id: classroomId, owner_id: owner, status: RegistrationStatus.REGISTERED });
    if (!reg && !this.staff(caller)) throw notFound();
    const sessions = await this.ds.getRepository(Session).find({ where: { classroom_id: classroomId }, order: { beginning_time: 'ASC', id: 'ASC' } });
    const sheets = sessions.length ? await this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: In(sessions.map((s) => s.id)), owner_id: owner }) : [];
    return sessions.map((s) => this.map(s, !!reg, sheets.filter((sh) => sh.session_id === s.id), this.staff(caller)));
  }

  async one(caller: AuthUser, id: number, ownerId: number | null) {
    const s = await this.ds.getRepository(Session).findOneBy({ id });
    if (!s) throw notFound();
    const owner = ownerId && this.staff(caller) ? ownerId : caller.id;
    const reg = await this.ds.getRepository(Registration).findOneBy({ classroom_id: s.classroom_id, owner_id: owner, status: RegistrationStatus.REGISTERED });
    if (!reg && !this.staff(caller)) throw notFound();
    const sheet = await this.ds.getRepository(SessionAttendanceSheet).findOneBy({ session_id: id, owner_id: owner });
    const mapped = this.map(s, !!reg, sheet ? [sheet] : [], this.staff(caller));
    if (owner === caller.id) return mapped;
    // Staff looking at someone's sheet also get who it is.
    return { ...mapped, owner_info: (await userBriefs(this.ds, [owner])).get(owner) ?? null };
  }

  async save(id: number | null, dto: SessionDto) {
    if (!(await this.ds.getRepository(Classroom).existsBy({ id: dto.classroom }))) throw fieldError('classroom', 'کلاس یافت نشد.');
    const begin = new Date(dto.beginning_time);
    const end = new Date(dto.ending_time);
    if (end.getTime() <= begin.getTime()) throw fieldError('ending_time', 'پایان جلسه باید بعد از آغاز آن باشد.');
    const repo = this.ds.getRepository(Session);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const now = this.clock.now();
    const saved = await repo.save({
      ...(current ?? { creation_time: now }),
      classroom_id: dto.classroom,
      title: dto.title,
      beginning_time: begin,
      ending_time: end,
      description: dto.description ?? null,
      syllabus: dto.syllabus ?? null,
      contents: dto.contents ?? null,
      assignment_description: dto.assignment_description ?? null,
      assignment_answer: dto.assignment_answer ?? null,
      is_mandatory: dto.is_mandatory ?? current?.is_mandatory ?? false,
      last_modification_time: now,
    });
    return this.map(saved, false, [], true);
  }

  async remove(id: number) {
    if (!(await this.ds.getRepository(Session).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(SessionAttendanceSheet).existsBy({ session_id: id })) throw conflict('برای این جلسه حضور و غیاب ثبت شده است و قابل حذف نیست.');
    await this.ds.getRepository(Session).delete({ id });
  }

  /** The sheet of (session, owner), made on first write; the owner must be REGISTERED. */
  private async sheetFor(session: Session, ownerId: number) {
    const reg = await this.ds.getRepository(Registration).findOneBy({ classroom_id: session.classroom_id, owner_id: ownerId, status: RegistrationStatus.REGISTERED });
    if (!reg) return null;
    const now = this.clock.now();
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(SessionAttendanceSheet)
      .values({ session_id: session.id, registration_id: reg.id, owner_id: ownerId, assignment_status: 'NOT_SENT', creation_time: now, last_modification_time: now })
      .orIgnore()
      .execute();
    return this.ds.getRepository(SessionAttendanceSheet).findOneByOrFail({ session_id: session.id, owner_id: ownerId });
  }

  async submitAttendance(caller: AuthUser, dto: AttendanceDto) {
    const s = await this.ds.getRepository(Session).findOneBy({ id: dto.session });
    if (!s) throw notFound();
    const byStaff = !!dto.owner && dto.owner !== caller.id;
    if (byStaff && !this.staff(caller)) throw notFound();
    const ownerId = byStaff ? dto.owner! : caller.id;
    const sheet = await this.sheetFor(s, ownerId);
    if (!sheet) throw notFound();
    if (!byStaff && !sessionFlags(s, this.clock.now(), true).is_enabled_changing_attendance_status) {
      throw conflict('اکنون امکان ثبت حضور برای این جلسه وجود ندارد.');
    }
    await this.ds.getRepository(SessionAttendanceSheet).update(
      { id: sheet.id },
      {
        is_read_part1: dto.is_read_part1 ?? sheet.is_read_part1,
        is_read_part2: dto.is_read_part2 ?? sheet.is_read_part2,
        is_present_listen_part1: dto.is_present_listen_part1 ?? sheet.is_present_listen_part1,
        is_present_listen_part2: dto.is_present_listen_part2 ?? sheet.is_present_listen_part2,
        // Staff marking the parts replace an imported status; a learner's own report never does.
        ...(byStaff ? { attendance_status: null } : {}),
        last_modification_time: this.clock.now(),
      },
    );
    return this.one(caller, s.id, byStaff ? ownerId : null);
  }

  async submitAssignment(caller: AuthUser, dto: SubmitAssignmentDto, files: Record<string, UploadedFile>) {
    const s = await this.ds.getRepository(Session).findOneBy({ id: dto.session });
    if (!s) throw notFound();
    const sheet = await this.sheetFor(s, caller.id);
    if (!sheet) throw notFound();
    if (!sessionFlags(s, this.clock.now(), true).is_enabled_answering) throw conflict('اکنون امکان ارسال پاسخ تکلیف این جلسه وجود ندارد.');
    if (sheet.assignment_status === 'VERIFIED') throw conflict('تکلیف این جلسه تایید شده است و قابل تغییر نیست.');
    let attachment = sheet.answer_attachment;
    const f = files.answer_attachment;
    if (f) attachment = await this.storage.save('assignments', f, checkUpload('answer_attachment', f, ['pdf', 'image', 'document'], ATTACH_MAX));
    if (!dto.answer_text && !attachment) throw fieldError('answer_text', 'متن پاسخ یا فایل آن را بفرستید.');
    await this.ds.getRepository(SessionAttendanceSheet).update(
      { id: sheet.id },
      { answer_text: dto.answer_text ?? null, answer_attachment: attachment, assignment_status: 'SENT', answer_time: this.clock.now(), last_modification_time: this.clock.now() },
    );
    if (f && sheet.answer_attachment && sheet.answer_attachment !== attachment) await this.storage.remove(sheet.answer_attachment);
    return this.one(caller, s.id, null);
  }

  /** Staff: every REGISTERED learner of the session's classroom with their sheet (a blank one when none). */
  async sessionSheets(caller: AuthUser, sessionId: number, filters: { owner__national_code?: string; assignment_status?: string }) {
    if (!sessionId) throw fieldError('session', 'جلسه را مشخص کنید.');
    const s = await this.ds.getRepository(Session).findOneBy({ id: sessionId });
    if (!s) throw notFound();
    await this.teaching.assert(caller, s.classroom_id);
    const regs = await this.ds.getRepository(Registration).findBy({ classroom_id: s.classroom_id, status: RegistrationStatus.REGISTERED });
    const [users, sheets] = await Promise.all([
      userBriefs(this.ds, regs.map((r) => r.owner_id)),
      this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: sessionId }),
    ]);
    const now = this.clock.now();
    return regs
      .map((r) => {
        const u = users.get(r.owner_id)!;
        const sh = sheets.find((x) => x.owner_id === r.owner_id);
        const blank = { id: null as number | null, is_read_part1: false, is_read_part2: false, is_present_listen_part1: false, is_present_listen_part2: false, answer_text: null, answer_attachment: null, assignment_status: 'NOT_SENT', answer_time: null };
        const base = sh ? this.mapSheet(sh, s, u) : { ...blank, session: s.id, registration: r.id, owner: r.owner_id, owner_info: u, attendance_status: attendanceStatus(null, s, now) };
        return base;
      })
      .filter((row) => !filters.owner__national_code || row.owner_info?.national_code === filters.owner__national_code)
      .filter((row) => !filters.assignment_status || row.assignment_status === filters.assignment_status);
  }

  async verify(caller: AuthUser, id: number, ok: boolean) {
    const sh = await this.ds.getRepository(SessionAttendanceSheet).findOneBy({ id });
    if (!sh) throw notFound();
    const session = await this.ds.getRepository(Session).findOneByOrFail({ id: sh.session_id });
    await this.teaching.assert(caller, session.classroom_id);
    if (sh.assignment_status === 'NOT_SENT') throw conflict('پاسخی برای این تکلیف ارسال نشده است.');
    await this.ds.getRepository(SessionAttendanceSheet).update({ id }, { assignment_status: ok ? 'VERIFIED' : 'NOT_VERIFIED', last_modification_time: this.clock.now() });
    const s = await this.ds.getRepository(Session).findOneByOrFail({ id: sh.session_id });
    const u = (await userBriefs(this.ds, [sh.owner_id])).get(sh.owner_id);
    return this.mapSheet(await this.ds.getRepository(SessionAttendanceSheet).findOneByOrFail({ id }), s, u);
  }

  /**
   * Attendance from a spreadsheet: columns «کد ملی» and «وضعیت حضور» (حاضر، غایب، قسمت اول، قسمت دوم,
   * or PRESENT, ABSENT, PART1, PART2). Rows of people not registered are reported, not written.
   */
  async importAttendance(caller: AuthUser, sessionId: number, file: UploadedFile | undefined) {
    const s = await this.ds.getRepository(Session).findOneBy({ id: sessionId });
    if (!s) throw fieldError('session', 'جلسه یافت نشد.');
    await this.teaching.assert(caller, s.classroom_id);
    if (!file) throw fieldError('file', 'فایل اکسل را انتخاب کنید.');
    checkUpload('file', file, ['spreadsheet'], ATTACH_MAX);
    const rows = await readXlsx(file.buffer);
    const byLabel = new Map(Object.entries(ATTENDANCE_LABELS).map(([k, v]) => [v, k]));
    const regs = await this.ds.getRepository(Registration).findBy({ classroom_id: s.classroom_id, status: RegistrationStatus.REGISTERED });
    const users = regs.length ? await this.ds.getRepository(User).findBy({ id: In(regs.map((r) => r.owner_id)) }) : [];
    let updated = 0;
    const skipped: string[] = [];
    for (const row of rows) {
      const code = toLatinDigits(row['کد ملی'] ?? row.national_code ?? '').trim();
      const raw = (row['وضعیت حضور'] ?? row.attendance_status ?? '').trim();
      const status = ['PRESENT', 'ABSENT', 'PART1', 'PART2'].includes(raw.toUpperCase()) ? raw.toUpperCase() : byLabel.get(raw);
      const user = users.find((u) => u.national_code === code);
      if (!user || !status || !['PRESENT', 'ABSENT', 'PART1', 'PART2'].includes(status)) {
        skipped.push(code || '—');
        continue;
      }
      const sheet = await this.sheetFor(s, user.id);
      if (!sheet) continue;
      await this.ds.getRepository(SessionAttendanceSheet).update({ id: sheet.id }, { attendance_status: status, last_modification_time: this.clock.now() });
      updated++;
    }
    return { updated, skipped, detail: `${updated} ردیف ثبت شد.` };
  }
}
