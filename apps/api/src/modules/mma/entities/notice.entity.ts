import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/** A message to one or more users (DOMAIN.md section 7); each receiver has a row of its own. */
@Entity('mma_notices')
export class Notice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'text' }) body: string;
  /** Where the notice leads in the site (a panel page), if anywhere. */
  @Column({ type: 'varchar', length: 500, nullable: true }) url: string | null;
  /** IN_APP (the panel's list and the header badge). */
  @Column({ type: 'varchar', length: 20, default: 'IN_APP' }) type: string;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
  /** HIGH or none. */
  @Column({ type: 'varchar', length: 10, nullable: true }) priority: string | null;
  /** A ticket/notice category (mma_ticket_categories): educational, financial, ... */
  @Column({ type: 'int', nullable: true }) category_id: number | null;
  /** Staff notices: DRAFT → SENDING (the fan-out job runs) → SENT. The product's own are SENT at once. */
  @Column({ type: 'varchar', length: 10, default: 'SENT' }) status: string;
  /** Who a staff notice goes to: ALL, ROLE (audience_role), CLASSROOM or TEAM (audience_id). */
  @Column({ type: 'varchar', length: 10, nullable: true }) audience: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) audience_role: string | null;
  @Column({ type: 'int', nullable: true }) audience_id: number | null;
  /** CLASSROOM: the registration statuses it goes to, comma-separated. */
  @Column({ type: 'varchar', length: 255, nullable: true }) audience_statuses: string | null;
  /** How many the audience held when sending began, and how many receiver rows exist so far. */
  @Column({ type: 'int', default: 0 }) receivers_count: number;
  @Column({ type: 'int', default: 0 }) delivered_count: number;
  @Column({ type: DATETIME, nullable: true }) sent_time: Date | null;
  /** Also by SMS: null (in the app only), SENDING (the SMS job runs after the fan-out), SENT. */
  @Column({ type: 'varchar', length: 10, nullable: true }) sms_status: string | null;
  /** Receivers with a mobile whose SMS the provider took. */
  @Column({ type: 'int', default: 0 }) sms_sent_count: number;
}

@Entity('mma_notice_receivers')
@Index('ix_mma_notice_receivers_user', ['user_id', 'is_seen'])
// One row per notice and user: a fan-out retried after a crash inserts nothing twice.
@Index('uq_mma_notice_receivers_notice_user', ['notice_id', 'user_id'], { unique: true })
export class NoticeReceiver {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) notice_id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'boolean', default: false }) is_seen: boolean;
  @Column({ type: DATETIME, nullable: true }) seen_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  /** When this receiver's SMS went to the provider (SMS notices); a retried batch skips it. */
  @Column({ type: DATETIME, nullable: true }) sms_time: Date | null;
}
