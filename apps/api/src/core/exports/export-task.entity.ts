import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../database/columns';

/**
 * An export past the direct limit, run as a job (DOMAIN.md section 8): who asked, what list and
 * filters, how far it got, and where the finished file is. Every replica reads the same row, so
 * the status call and the download work wherever they land.
 */
@Entity('rma_export_tasks')
@Index('ix_rma_export_tasks_status', ['status', 'creation_time'])
export class ExportTask {
  /** A random UUID: the task id the client polls with. */
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'int' }) owner_id: number;
  /** The caller's roles and superuser flag when they asked: the job lists with the same scope. */
  @Column({ type: 'varchar', length: 500 }) owner_roles: string;
  @Column({ type: 'boolean', default: false }) owner_is_superuser: boolean;
  /** The registered export (users, registrations, invoices ...). */
  @Column({ type: 'varchar', length: 60 }) name: string;
  /** The list query as asked (JSON of the query string), parsed again by the job. */
  @Column({ type: 'text' }) query: string;
  /** PENDING → RUNNING → DONE, or FAILED once the job ran out of tries. */
  @Column({ type: 'varchar', length: 10 }) status: string;
  @Column({ type: 'int', default: 0 }) total: number;
  @Column({ type: 'int', default: 0 }) done: number;
  /** Rows created after the task was asked for stay out (the highest id then), so pages never shift. */
  @Column({ type: 'int', nullable: true }) up_to_id: number | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'varchar', length: 120 }) file_name: string;
  /** The private storage key of the finished file. */
  @Column({ type: 'varchar', length: 255, nullable: true }) file_key: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME, nullable: true }) finished_time: Date | null;
}
