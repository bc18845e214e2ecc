import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/**
 * A learner following something (SPEC section 3): today a unit (source_type UNIT), whose new
 * classrooms they hear of when one opens for enrolment. One row per owner and source.
 */
@Entity('mma_subscriptions')
@Index('uq_mma_subscriptions_owner_source', ['owner_id', 'source_type', 'source_id'], { unique: true })
@Index('ix_mma_subscriptions_source', ['source_type', 'source_id', 'is_enabled'])
export class Subscription {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 20 }) source_type: string;
  @Column({ type: 'int' }) source_id: number;
  @Column({ type: 'int' }) owner_id: number;
  @Column({ type: 'boolean', default: true }) is_enabled: boolean;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
