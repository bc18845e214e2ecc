import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/** An offer of instalments made by finance inside an invoice's help ticket. */
@Entity('acc_instalment_offers')
export class InstalmentOffer {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_acc_instalment_offers_invoice')
  @Column({ type: 'int' })
  invoice_id: number;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: 'int' }) count: number;
  @Column({ type: 'int' }) due_date_interval: number;
  @Column({ type: DATETIME }) starting_date: Date;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'boolean', nullable: true }) is_accepted: boolean | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME, nullable: true }) answer_time: Date | null;
}

/** One due payment of an accepted offer. */
@Entity('acc_instalments')
@Index('ix_acc_instalments_due', ['paid_time', 'due_date'])
export class Instalment {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_acc_instalments_invoice')
  @Column({ type: 'int' })
  invoice_id: number;
  @Column({ type: 'int' }) instalment_offer_id: number;
  @Index('ix_acc_instalments_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int' }) seq: number;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: DATETIME }) due_date: Date;
  @Column({ type: DATETIME, nullable: true }) paid_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  /** When the owner was told it falls due in 3 days, and that it is overdue: each once. */
  @Column({ type: DATETIME, nullable: true }) due_soon_notice_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) overdue_notice_time: Date | null;
}
