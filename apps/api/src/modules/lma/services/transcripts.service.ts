import { Injectable, type OnModuleInit } from '@nestjs/common';
import { formatJalaliDateTime, RegistrationStatus, TRANSCRIPT_STATUS_LABELS, TranscriptStatus } from '@daneshsara/domain';
import { DataSource, In, Not } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { checkUpload, Storage } from '../../../core/storage/storage';
import { Exports, pageOf } from '../../../core/exports';
import { TRANSCRIPTS_EXPORT } from './lma.lists';
import { NoticesService } from '../../mma';
import { userBriefs } from '../../uma';
import { Classroom, Project, ProjectAttendanceSheet, Registration, Session, SessionAttendanceSheet, TranscriptSheet, Unit } from '../entities/lma.entities';
import { CertificatesService } from '../certificates/certificates.service';
import { bestTestScores } from '../exams/best-scores';
import { tallyAttendance } from './attendance';

const CERT_MAX = 10 * 1024 * 1024;
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface ResultInput {
  attended: number;
  total: number;
  /** Percent (0..100) of the final score the attendance carries. */
  attendanceWeight: number;
  highestTestScore: number;
  verifiedAssignments: number;
  mandatoryAssignments: number;
  previousConditional: boolean;
  /** A mandatory project without a verified answer. */
  unmetMandatoryProject?: boolean;
  marks: { clean: number; conditional: number; special: number };
  overriddenFinal: number | null;
}

/**
 * DOMAIN.md section 3, with the weights we chose (docs/domain-rules.md): attendance_score =
 * attended/total × 20 × weight%; final = attendance_score + highest test score × (100 − weight)%;
 * staff may override the final score. Too few verified assignments fail; a student whose previous
 * pass in the unit was conditional needs the special mark.
 */
export function computeResult(i: ResultInput): { attendance_score: number; final_score: number; status: TranscriptStatus } {
  const attendance = i.total > 0 ? (i.attended / i.total) * 20 * (i.attendanceWeight / 100) : 0;
  const computed = attendance + i.highestTestScore * ((100 - i.attendanceWeight) / 100);
  const final = i.overriddenFinal ?? computed;
  let status: TranscriptStatus;
  if (i.verifiedAssignments < i.mandatoryAssignments || i.unmetMandatoryProject) status = TranscriptStatus.FAILED;
  else if (i.previousConditional) status = final >= i.marks.special ? TranscriptStatus.CLEAN_PASSED : TranscriptStatus.FAILED_DUE_TO_PRE_CONDITIONAL;
  else if (final >= i.marks.clean) status = TranscriptStatus.CLEAN_PASSED;
  else if (final >= i.marks.conditional) status = TranscriptStatus.CONDITIONAL_PASSED;
  else status = TranscriptStatus.FAILED;
  return { attendance_score: round2(attendance), final_score: round2(final), status };
}

@Injectable()
export class TranscriptsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly notices: NoticesService,
    private readonly exports: Exports,
    private readonly certificates: CertificatesService,
  ) {}

  onModuleInit(): void {
    this.exports.register<Awaited<ReturnType<TranscriptsService['list']>>[number]>({
      name: 'transcripts',
      file: 'transcripts',
      sheet: 'کارنامه',
      spec: TRANSCRIPTS_EXPORT,
      entity: TranscriptSheet,
      list: async (_caller, lq) => pageOf(await this.list(lq.params), lq),
      columns: [
        { header: 'نام و نام خانوادگی', width: 24, value: (r) => r.registration_info.owner_info?.full_name },
        { header: 'کد ملی', width: 14, value: (r) => r.registration_info.owner_info?.national_code },
        { header: 'نمره حضور', width: 12, value: (r) => r.attendance_score },
        { header: 'بالاترین نمره آزمون', width: 16, value: (r) => r.highest_test_score },
        { header: 'نمره نهایی', width: 12, value: (r) => r.final_score },
        { header: 'نتیجه', width: 18, value: (r) => TRANSCRIPT_STATUS_LABELS[r.status as TranscriptStatus] ?? r.status },
        { header: 'ارسال پستی', width: 12, value: (r) => (r.is_sent_by_post ? 'بله' : 'خیر') },
        { header: 'گواهی', width: 12, value: (r) => (r.certification ? 'دارد' : 'ندارد') },
        { header: 'تاریخ گزارش', width: 22, value: () => formatJalaliDateTime(this.clock.now()) },
      ],
    });
  }

  /**
   * Writes (or rewrites) the transcript of every REGISTERED learner of the classroom, or of one
   * registration (after staff change its final score, so the conditions still decide the result).
   * The test part is each learner's best announced test score out of 20 (bestTestScores).
   * `rescoring`: only transcripts already written, and no notice (a test's results came out).
   */
  async announce(classroomId: number, onlyRegistration?: number, rescoring = false) {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    if (!c) throw notFound();
    const now = this.clock.now();
    const [regs, sessions, mandatory] = await Promise.all([
      this.ds.getRepository(Registration).findBy({ classroom_id: classroomId, status: RegistrationStatus.REGISTERED, ...(onlyRegistration ? { id: onlyRegistration } : {}) }),
      this.ds.getRepository(Session).findBy({ classroom_id: classroomId }),
      this.ds.getRepository(Project).findBy({ classroom_id: classroomId, is_mandatory: true }),
    ]);
    const verifiedProjects = mandatory.length
      ? await this.ds.getRepository(ProjectAttendanceSheet).findBy({ project_id: In(mandatory.map((p) => p.id)), answer_status: 'VERIFIED' })
      : [];
    const [sheets, existing, previous, best] = await Promise.all([
      sessions.length ? this.ds.getRepository(SessionAttendanceSheet).findBy({ session_id: In(sessions.map((s) => s.id)) }) : Promise.resolve([]),
      regs.length ? this.ds.getRepository(TranscriptSheet).findBy({ registration_id: In(regs.map((r) => r.id)) }) : Promise.resolve([]),
      regs.length
        ? this.ds.getRepository(TranscriptSheet).findBy({ owner_id: In(regs.map((r) => r.owner_id)), unit_id: c.unit_id, status: TranscriptStatus.CONDITIONAL_PASSED, registration_id: Not(In(regs.map((r) => r.id))) })
        : Promise.resolve([]),
      bestTestScores(this.ds.manager, classroomId, now),
    ]);
    let written = 0;
    for (const r of regs) {
      const current = existing.find((t) => t.registration_id === r.id);
      if (rescoring && !current) continue;
      const mine = sheets.filter((sh) => sh.owner_id === r.owner_id);
      const { attended, total } = tallyAttendance(r, sessions, mine, now);
      const highestTestScore = best.get(r.owner_id) ?? 0;
      const result = computeResult({
        attended,
        total,
        attendanceWeight: c.effective_absence_coefficient,
        highestTestScore,
        verifiedAssignments: mine.filter((sh) => sh.assignment_status === 'VERIFIED').length,
        mandatoryAssignments: c.mandatory_assignment_count,
        previousConditional: previous.some((p) => p.owner_id === r.owner_id),
        unmetMandatoryProject: mandatory.some((p) => !verifiedProjects.some((v) => v.project_id === p.id && v.owner_id === r.owner_id)),
        marks: { clean: c.minimum_clean_passing_mark, conditional: c.minimum_conditional_passing_mark, special: c.special_passing_mark },
        overriddenFinal: current?.is_final_score_overridden ? current.final_score : null,
      });
      await this.ds.getRepository(TranscriptSheet).save({
        ...(current ?? { registration_id: r.id, owner_id: r.owner_id, unit_id: c.unit_id, classroom_id: c.id, creation_time: now, highest_test_score: 0, is_final_score_overridden: false, is_sent_by_post: false, certification: null }),
        ...result,
        highest_test_score: highestTestScore,
        last_modification_time: now,
      });
      written++;
    }
    // Passing transcripts get their certificate, failing ones lose it (a job: it draws PDFs).
    if (written) await this.certificates.queue(c.id);
    if (rescoring) return { announced: written, detail: 'نتایج اعلام شد.' };
    // DOMAIN.md section 3: announcing notifies each student (one notice, a row per learner).
    const title = c.title ?? (await this.ds.getRepository(Unit).findOneBy({ id: c.unit_id }))?.title ?? 'دوره';
    await this.notices.send(
      regs.map((r) => r.owner_id),
      onlyRegistration
        ? { title: `کارنامه «${title}» به‌روز شد`, body: `نمره نهایی شما در «${title}» تغییر کرد؛ کارنامه را در صفحه دوره ببینید.`, url: `/panel/profile/classroom/${c.id}` }
        : { title: `نتایج «${title}» اعلام شد`, body: `کارنامه شما در «${title}» صادر شد؛ نمره و نتیجه را در صفحه دوره ببینید.`, url: `/panel/profile/classroom/${c.id}` },
    );
    return { announced: written, detail: 'نتایج اعلام شد.' };
  }

  /** A test's results came out (TestResultsJob): the transcripts already written take the new best score. */
  async rescore(classroomId: number) {
    return this.announce(classroomId, undefined, true);
  }

  async list(filters: Record<string, string>) {
    const classroomId = Number(filters.registration__classroom ?? filters.classroom) || 0;
    if (!classroomId) throw fieldError('registration__classroom', 'کلاس را مشخص کنید.');
    let rows = await this.ds.getRepository(TranscriptSheet).find({ where: { classroom_id: classroomId }, order: { id: 'ASC' } });
    const users = await userBriefs(this.ds, rows.map((r) => r.owner_id));
    if (filters.status) rows = rows.filter((r) => r.status === filters.status);
    if (filters.is_sent_by_post) rows = rows.filter((r) => r.is_sent_by_post === ['1', 'true', 'True'].includes(filters.is_sent_by_post));
    if (filters.certification__isnull) rows = rows.filter((r) => (r.certification === null) === ['1', 'true', 'True'].includes(filters.certification__isnull));
    const code = filters.registration__owner__national_code;
    return rows
      .map((r) => {
        const u = users.get(r.owner_id);
        return {
          id: r.id,
          registration: r.registration_id,
          registration_info: { id: r.registration_id, owner_info: u ?? null },
          attendance_score: r.attendance_score,
          highest_test_score: r.highest_test_score,
          final_score: r.final_score,
          status: r.status,
          is_final_score_overridden: r.is_final_score_overridden,
          is_sent_by_post: r.is_sent_by_post,
          certification: r.certification,
        };
      })
      .filter((r) => !code || r.registration_info.owner_info?.national_code === code);
  }

  async update(id: number, body: { final_score?: unknown; is_sent_by_post?: unknown; certification?: unknown }, files: Record<string, UploadedFile>) {
    const t = await this.ds.getRepository(TranscriptSheet).findOneBy({ id });
    if (!t) throw notFound();
    const c = t.classroom_id ? await this.ds.getRepository(Classroom).findOneBy({ id: t.classroom_id }) : null;
    const patch: Partial<TranscriptSheet> = { last_modification_time: this.clock.now() };
    let rescore = false;
    if (body.final_score === null) {
      // Back to the computed score.
      patch.is_final_score_overridden = false;
      rescore = true;
    } else if (body.final_score !== undefined && body.final_score !== '') {
      const score = Number(body.final_score);
      if (!Number.isFinite(score) || score < 0 || score > 20) throw fieldError('final_score', 'نمره باید بین ۰ تا ۲۰ باشد.');
      patch.final_score = score;
      patch.is_final_score_overridden = true;
      rescore = true;
      if (c) {
        // Until the announce below: the score alone (a registration no longer REGISTERED keeps this).
        patch.status = computeResult({
          attended: 0, total: 0, attendanceWeight: 0, highestTestScore: 0, verifiedAssignments: 1, mandatoryAssignments: 0,
          previousConditional: t.status === TranscriptStatus.FAILED_DUE_TO_PRE_CONDITIONAL,
          marks: { clean: c.minimum_clean_passing_mark, conditional: c.minimum_conditional_passing_mark, special: c.special_passing_mark },
          overriddenFinal: score,
        }).status;
      }
    }
    if (body.is_sent_by_post !== undefined) patch.is_sent_by_post = ['1', 'true', 'True', true, 1].includes(body.is_sent_by_post as never);
    const file = files.certification;
    if (file) patch.certification = await this.storage.save('certificates', file, checkUpload('certification', file, ['pdf', 'image'], CERT_MAX));
    else if (body.certification === null || body.certification === '') patch.certification = null;
    await this.ds.getRepository(TranscriptSheet).update({ id }, patch);
    // The classroom's conditions (assignments, mandatory projects, an earlier conditional pass) still decide.
    if (rescore && c) await this.announce(c.id, t.registration_id);
    if (t.certification && patch.certification !== undefined && patch.certification !== t.certification) await this.storage.remove(t.certification);
    return (await this.list({ registration__classroom: String(t.classroom_id) })).find((r) => r.id === id);
  }

  async remove(id: number) {
    const t = await this.ds.getRepository(TranscriptSheet).findOneBy({ id });
    if (!t) throw notFound();
    await this.ds.getRepository(TranscriptSheet).delete({ id });
    await this.certificates.revokeTranscript(id);
  }

}
