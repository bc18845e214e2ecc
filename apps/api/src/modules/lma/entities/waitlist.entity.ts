import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/**
 * One learner's place in a full classroom's line (issue 28, docs/domain-rules.md «Waitlists»).
 * `active_owner_id` is the owner while the entry is live (WAITING or OFFERED) and null after, so
 * the unique index lets a learner stand once per classroom while keeping their past entries.
 */
@Entity('lma_waitlist_entries')
@Index('uq_lma_waitlist_live', ['classroom_id', 'active_owner_id'], { unique: true })
@Index('ix_lma_waitlist_line', ['classroom_id', 'status', 'position'])
export class WaitlistEntry {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) classroom_id: number;
  @Index('ix_lma_waitlist_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int', nullable: true }) active_owner_id: number | null;
  /** WaitlistStatus. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  /** The order of the line: lower goes first (ties by id). Staff reorder by renumbering. */
  @Column({ type: 'int' }) position: number;
  /** The registration the offer made (it holds the seat). */
  @Index('ix_lma_waitlist_registration')
  @Column({ type: 'int', nullable: true })
  registration_id: number | null;
  @Column({ type: DATETIME, nullable: true }) offered_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) offer_expire_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
