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
}

@Entity('mma_notice_receivers')
@Index('ix_mma_notice_receivers_user', ['user_id', 'is_seen'])
export class NoticeReceiver {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_mma_notice_receivers_notice')
  @Column({ type: 'int' })
  notice_id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'boolean', default: false }) is_seen: boolean;
  @Column({ type: DATETIME, nullable: true }) seen_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
}
