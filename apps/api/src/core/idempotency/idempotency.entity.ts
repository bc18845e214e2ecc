import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../database/columns';

/**
 * One `Idempotency-Key` of one user (the database store; Redis holds the same when REDIS_URL is set).
 * Claimed (`response_status` null) before the write runs, filled with its answer after it.
 */
@Entity('core_idempotency_keys')
@Index('uq_core_idempotency_keys_user_key', ['user_id', 'idem_key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'varchar', length: 255 }) idem_key: string;
  /** sha256 of the method, path and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 }) fingerprint: string;
  @Column({ type: 'int', nullable: true }) response_status: number | null;
  @Column({ type: 'text', nullable: true }) response_body: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Index('ix_core_idempotency_keys_expires')
  @Column({ type: DATETIME })
  expires_time: Date;
}
