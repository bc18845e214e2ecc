import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFIED_RESULTS,
  CertificateStatus,
  certificatePath,
  isPassCode,
  maskNationalCode,
  normalizePassCode,
  TRANSCRIPT_STATUS_LABELS,
  type TranscriptStatus,
} from '@daneshsara/domain';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { Clock } from '../../../core/clock/clock';
import { notFound } from '../../../core/http/errors';
import { Jobs } from '../../../core/jobs';
import { Storage, type PrivateAnswer, type PrivateRequest } from '../../../core/storage/storage';
import { userBriefs } from '../../uma';
import { Certificate } from '../entities/certificate.entity';
import { Classroom, TranscriptSheet, Unit } from '../entities/lma.entities';
import { newPassCode } from '../services/pass-code';
import { drawCertificatePdf } from './certificate-pdf';
import { certificateInfo } from './certificate-info';

const JOB = 'certificates';
/** The sweep's name (the app queues it once after writing the demo data). */
export const CERTIFICATES_SWEEP = 'certificates-sweep';
const SWEEP = CERTIFICATES_SWEEP;
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 20;
const UNKNOWN = 'گواهی‌ای با این کد پیدا نشد؛ کد را دوباره بررسی کنید.';

type Snapshot = Pick<Certificate, 'holder_name' | 'national_code_masked' | 'unit_title' | 'classroom_title' | 'professor_name' | 'final_score' | 'result'>;

/**
 * Certificates (issue 28, docs/domain-rules.md «Certificates»). Announcing a classroom's results
 * (or changing one transcript) queues the `certificates` job for the classroom; the job gives each
 * passing transcript its certificate (a row, then its PDF, drawn once per content and kept through
 * the storage port) and revokes the certificate of one that no longer passes. Idempotent and safe
 * on several replicas: the row is inserted once (unique transcript), the PDF key is the code's, and
 * a drawing is recorded only if what it drew is still what the row says.
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  private readonly logger = new Logger('Certificates');

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly jobs: Jobs,
    private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(JOB, async (data) => {
      const n = await this.refreshClassroom(Number(data.classroom));
      if (n) this.logger.log(`${n} certificate(s) drawn for classroom ${data.classroom}`);
    });
    this.jobs.every(SWEEP, SWEEP_EVERY_MS, async () => {
      const n = await this.sweep();
      if (n) this.logger.log(`${n} certificate(s) drawn by the sweep`);
    });
  }

  /**
   * What a job that ran out of tries, a replica that died mid-drawing or the demo seed left behind:
   * passing transcripts without a certificate and certificates whose PDF is not drawn yet, a few
   * classrooms per tick.
   */
  async sweep(): Promise<number> {
    const missing = await this.ds
      .getRepository(TranscriptSheet)
      .createQueryBuilder('t')
      .leftJoin(Certificate, 'c', 'c.transcript_id = t.id')
      .select('DISTINCT t.classroom_id', 'classroom')
      .where('t.classroom_id IS NOT NULL AND t.status IN (:...passing)', { passing: CERTIFIED_RESULTS })
      .andWhere("(c.id IS NULL OR (c.status = :valid AND (c.file_fingerprint IS NULL OR c.file_fingerprint <> c.fingerprint)))", { valid: CertificateStatus.VALID })
      .limit(SWEEP_BATCH)
      .getRawMany<{ classroom: number | string }>();
    let drawn = 0;
    for (const row of missing) drawn += await this.refreshClassroom(Number(row.classroom));
    return drawn;
  }

  /** Queues the classroom's certificates (its transcripts were written or changed). */
  async queue(classroomId: number): Promise<void> {
    await this.jobs.add(JOB, { classroom: classroomId }, { id: `certificates-${classroomId}-${this.clock.now().getTime()}` });
  }

  /** The job: issues, refreshes or revokes each certificate of the classroom; answers how many PDFs it drew. */
  async refreshClassroom(classroomId: number): Promise<number> {
    const c = await this.ds.getRepository(Classroom).findOneBy({ id: classroomId });
    if (!c) return 0;
    const transcripts = await this.ds.getRepository(TranscriptSheet).findBy({ classroom_id: classroomId });
    if (!transcripts.length) return 0;
    const [people, existing, units] = await Promise.all([
      userBriefs(this.ds, [...transcripts.map((t) => t.owner_id), c.professor_id]),
      this.ds.getRepository(Certificate).findBy({ transcript_id: In(transcripts.map((t) => t.id)) }),
      this.ds.getRepository(Unit).findBy({ id: In([...new Set([c.unit_id, ...transcripts.map((t) => t.unit_id)])]) }),
    ]);
    const now = this.clock.now();
    const repo = this.ds.getRepository(Certificate);
    const professor = c.professor_id ? (people.get(c.professor_id)?.full_name ?? null) : null;
    for (const t of transcripts) {
      const cert = existing.find((x) => x.transcript_id === t.id);
      if (!CERTIFIED_RESULTS.includes(t.status) || t.final_score === null) {
        if (cert?.status === CertificateStatus.VALID) await this.revoke(cert.id, now);
        continue;
      }
      const owner = people.get(t.owner_id);
      const snapshot: Snapshot = {
        holder_name: owner?.full_name || 'بدون نام',
        national_code_masked: maskNationalCode(owner?.national_code),
        // The unit the transcript is of; the classroom's own title only when it teaches that unit.
        unit_title: units.find((u) => u.id === t.unit_id)?.title ?? c.title ?? 'دوره',
        classroom_title: t.unit_id === c.unit_id ? c.title : null,
        professor_name: professor,
        final_score: t.final_score,
        result: t.status,
      };
      const fingerprint = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
      if (!cert) {
        // Two replicas at once: the unique transcript index lets one row in.
        await repo
          .createQueryBuilder()
          .insert()
          .values({ ...snapshot, transcript_id: t.id, owner_id: t.owner_id, code: newPassCode(), status: CertificateStatus.VALID, fingerprint, issued_time: now, last_modification_time: now })
          .orIgnore()
          .execute();
      } else if (cert.status !== CertificateStatus.VALID || cert.fingerprint !== fingerprint) {
        await repo.update({ id: cert.id }, { ...snapshot, fingerprint, status: CertificateStatus.VALID, revoked_time: null, last_modification_time: now });
      }
    }
    let drawn = 0;
    const due = await repo.findBy({ transcript_id: In(transcripts.map((t) => t.id)), status: CertificateStatus.VALID });
    for (const cert of due) if (cert.file_fingerprint !== cert.fingerprint && (await this.draw(cert))) drawn++;
    return drawn;
  }

  /** Revokes the certificate of a transcript staff deleted. */
  async revokeTranscript(transcriptId: number): Promise<void> {
    await this.ds.getRepository(Certificate).update({ transcript_id: transcriptId, status: CertificateStatus.VALID }, { status: CertificateStatus.REVOKED, revoked_time: this.clock.now(), last_modification_time: this.clock.now() });
  }

  private async revoke(id: number, now: Date): Promise<void> {
    await this.ds.getRepository(Certificate).update({ id, status: CertificateStatus.VALID }, { status: CertificateStatus.REVOKED, revoked_time: now, last_modification_time: now });
  }

  /** Draws the PDF and stores it under the code's key; records it only if the row still says the same. */
  private async draw(cert: Certificate): Promise<boolean> {
    const pdf = await drawCertificatePdf({
      ...cert,
      result_label: TRANSCRIPT_STATUS_LABELS[cert.result as TranscriptStatus] ?? cert.result,
      url: this.publicUrl(cert.code),
    });
    const key = `certificates/${cert.code}.pdf`;
    const dir = await mkdtemp(join(tmpdir(), 'certificate-'));
    try {
      const path = join(dir, `${cert.code}.pdf`);
      await writeFile(path, pdf);
      await this.storage.putPrivate(key, path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const done = await this.ds.getRepository(Certificate).update({ id: cert.id, fingerprint: cert.fingerprint }, { file: key, file_fingerprint: cert.fingerprint });
    return Boolean(done.affected);
  }

  /** Where its QR code points: the storefront's verification page. */
  publicUrl(code: string): string {
    const origin = (this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`).replace(/\/+$/, '');
    return `${origin}${certificatePath(code)}`;
  }

  private async byCode(raw: string): Promise<Certificate> {
    const code = normalizePassCode(raw);
    const cert = isPassCode(code) ? await this.ds.getRepository(Certificate).findOneBy({ code }) : null;
    if (!cert) throw notFound(UNKNOWN);
    return cert;
  }

  /** GET /lma/certificates/{code}: anyone may ask; what the certificate says and whether it holds. */
  async verify(raw: string) {
    const cert = await this.byCode(raw);
    const valid = cert.status === CertificateStatus.VALID;
    return {
      code: cert.code,
      status: cert.status,
      status_label: CERTIFICATE_STATUS_LABELS[cert.status as CertificateStatus] ?? cert.status,
      is_valid: valid,
      holder_name: cert.holder_name,
      national_code: cert.national_code_masked,
      unit_title: cert.unit_title,
      classroom_title: cert.classroom_title,
      professor_name: cert.professor_name,
      final_score: cert.final_score,
      result: cert.result,
      result_label: TRANSCRIPT_STATUS_LABELS[cert.result as TranscriptStatus] ?? cert.result,
      issued_time: cert.issued_time.toISOString(),
      revoked_time: cert.revoked_time?.toISOString() ?? null,
      pdf: certificateInfo(cert)?.pdf ?? null,
    };
  }

  /** GET /lma/certificates/{code}/pdf: the PDF of a valid certificate (the code is the key to it). */
  async sendPdf(raw: string, req: PrivateRequest): Promise<PrivateAnswer> {
    const cert = await this.byCode(raw);
    if (cert.status !== CertificateStatus.VALID) throw notFound('این گواهی باطل شده است.');
    const answer = cert.file ? await this.storage.sendPrivate(cert.file, req) : null;
    if (!answer) throw notFound('فایل گواهی هنوز آماده نشده است؛ چند لحظه دیگر دوباره امتحان کنید.');
    return answer;
  }
}
