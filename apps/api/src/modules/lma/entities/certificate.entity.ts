import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/**
 * A passing transcript's certificate (issue 28): what it says is kept here as it was issued (a
 * later rename of the unit does not change a certificate already handed out), so verifying one is
 * one row read. Its PDF is made by the `certificates` job and kept privately under `file`.
 */
@Entity('lma_certificates')
export class Certificate {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_lma_certificates_transcript', { unique: true })
  @Column({ type: 'int' })
  transcript_id: number;
  @Index('ix_lma_certificates_owner')
  @Column({ type: 'int' })
  owner_id: number;
  /** The verification code: 10 characters of the pass alphabet (libs/domain event-pass.ts). */
  @Index('uq_lma_certificates_code', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  code: string;
  /** CertificateStatus: VALID, or REVOKED once its transcript no longer passes or is gone. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'varchar', length: 200 }) holder_name: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) national_code_masked: string | null;
  @Column({ type: 'varchar', length: 200 }) unit_title: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) classroom_title: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) professor_name: string | null;
  @Column({ type: 'float' }) final_score: number;
  /** The transcript's status when issued (TranscriptStatus). */
  @Column({ type: 'varchar', length: 40 }) result: string;
  /** A hash of what it says; the PDF is drawn again only when this changes. */
  @Column({ type: 'varchar', length: 64 }) fingerprint: string;
  /** The private storage key of its PDF, once the job has drawn it. */
  @Column({ type: 'varchar', length: 300, nullable: true }) file: string | null;
  /** The fingerprint the stored PDF was drawn from. */
  @Column({ type: 'varchar', length: 64, nullable: true }) file_fingerprint: string | null;
  @Column({ type: DATETIME }) issued_time: Date;
  @Column({ type: DATETIME, nullable: true }) revoked_time: Date | null;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
