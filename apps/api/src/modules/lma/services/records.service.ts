import { Injectable } from '@nestjs/common';
import { RegistrationStatus } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import { userBriefs } from '../../uma';
import type { SessionTemplateDto, TranscriptHistoryDto } from '../dto/sessions.dto';
import {
  Classroom,
  Project,
  ProjectAttendanceSheet,
  Registration,
  Session,
  SessionAttendanceSheet,
  SessionTemplate,
  TranscriptSheet,
  TranscriptSheetHistory,
  Unit,
} from '../entities/lma.entities';
import { bestTestScores } from '../exams/best-scores';
import { tallyAttendance } from './attendance';

/** A history mark of at least this counts as passing a prerequisite. */
export const HISTORY_PASS_MARK = 10;

/** Session templates, imported past marks, and the per-learner activity sheet of a classroom. */
@Injectable()
export class RecordsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async templates(unitId: number | null) {
    const rows = await this.ds.getRepository(SessionTemplate).find({ where: unitId ? { unit_id: unitId } : {}, order: { id: 'ASC' } });
    return rows.map((t) => ({ ...t, unit: t.unit_id, creation_time: t.creation_time.toISOString(), last_modification_time: t.last_modification_time.toISOString() }));
  }

  async saveTemplate(id: number | null, dto: SessionTemplateDto) {
    if (!(await this.ds.getRepository(Unit).existsBy({ id: dto.unit }))) throw fieldError('unit', 'درس یافت نشد.');
    const repo = this.ds.getRepository(SessionTemplate);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const now = this.clock.now();
    const t = await repo.save({
      ...(current ?? { creation_time: now }),
      unit_id: dto.unit,
      title: dto.title,
      description: dto.description ?? null,
      syllabus: dto.syllabus ?? null,
      contents: dto.contents ?? null,
      assignment_question: dto.assignment_question ?? null,
      assignment_answer: dto.assignment_answer ?? null,
      last_modification_time: now,
    });
    return { ...t, unit: t.unit_id, creation_time: t.creation_time.toISOString(), last_modification_time: t.last_modification_time.toISOString() };
  }

  async removeTemplate(id: number) {
    if (!(await this.ds.getRepository(SessionTemplate).existsBy({ id }))) throw notFound();
    await this.ds.getRepository(SessionTemplate).delete({ id });
  }

  async histories(unitId: number | null) {
    return this.ds.getRepository(TranscriptSheetHistory).find({ where: unitId ? { unit_id: unitId } : {}, order: { id: 'DESC' } });
  }

  /** One mark per (unit, national code): importing again replaces it. */
  async saveHistory(dto: TranscriptHistoryDto) {
    if (!(await this.ds.getRepository(Unit).existsBy({ id: dto.unit }))) throw fieldError('unit', 'درس یافت نشد.');
    const repo = this.ds.getRepository(TranscriptSheetHistory);
    const current = await repo.findOneBy({ unit_id: dto.unit, national_code: dto.national_code });
    return repo.save({ ...(current ?? { creation_time: this.clock.now() }), unit_id: dto.unit, national_code: dto.national_code, score: dto.score });
  }

  async removeHistory(id: number) {
    if (!(await this.ds.getRepository(TranscriptSheetHistory).existsBy({ id }))) throw notFound();
    await this.ds.getRepository(TranscriptSheetHistory).delete({ id });
  }

  /**
   * ENDPOINTS 4.3: per registered learner, the three conditions that decide the final test and the
   * result — attendance (absences within allowed_absence_count; PART counts half), mandatory
   * projects verified, verified assignments at least mandatory_assignment_count.
   */
  async activitySheet(classroomId: number, nationalCode: string | null) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    if (!c) throw notFound();
    const now = this.clock.now();
    const [regs, sessions, projects] = await Promise.all([
      this.ds.getRepository(Registration).findBy({ classroom_id: classroomId, status: RegistrationStatus.REGISTERED }),
      this.ds.getRepository(Session).findBy({ classroom_id: classroomId }),
      this.ds.getRepository(Project).findBy({ classroom_id: classroomId, is_mandatory: true }),
    ]);
    const [users, sheets, projectSheets, transcripts, best] = await Promise.all([
      userBriefs(this.ds, regs.map((r) => r.owner_id)),
      sessions.length ? this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: In(sessions.map((s) => s.id)) }) : Promise.resolve([]),
      projects.length ? this.ds.getRepository(ProjectAttendanceSheet).findBy({ project_id: In(projects.map((p) => p.id)), answer_status: 'VERIFIED' }) : Promise.resolve([]),
      regs.length ? this.ds.getRepository(TranscriptSheet).findBy({ registration_id: In(regs.map((r) => r.id)) }) : Promise.resolve([]),
      regs.length ? bestTestScores(this.ds.manager, classroomId, now) : Promise.resolve(new Map<number, number>()),
    ]);
    return regs
      .map((r) => {
        const u = users.get(r.owner_id);
        const mine = sheets.filter((s) => s.owner_id === r.owner_id);
        const { attended, absences, total, missedMandatory } = tallyAttendance(r, sessions, mine, now);
        const done = mine.filter((s) => s.assignment_status === 'VERIFIED').length;
        const t = transcripts.find((x) => x.registration_id === r.id);
        return {
          registration: r.id,
          owner: r.owner_id,
          owner_info: u ?? null,
          absence_count: absences,
          is_passed_attendance_condition: absences <= c.allowed_absence_count && !missedMandatory,
          is_missed_mandatory_session: missedMandatory,
          is_passed_project_condition: projects.every((p) => projectSheets.some((s) => s.project_id === p.id && s.owner_id === r.owner_id)),
          is_passed_assignment_condition: done >= c.mandatory_assignment_count,
          done_assignment_count: done,
          attendance_score: total ? Math.round((attended / total) * 20 * (c.effective_absence_coefficient / 100) * 100) / 100 : 0,
          // The best announced test score out of 20 (null until a test of theirs is announced).
          final_test: best.get(r.owner_id) ?? null,
          final_status: t?.status ?? null,
        };
      })
      .filter((row) => !nationalCode || row.owner_info?.national_code === nationalCode);
  }
}
