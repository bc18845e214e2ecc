import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/** One trip to the bank: made IN_PROGRESS, settled by the callback (or a re-verification). */
@Entity('acc_transactions')
// The console's filters and orderings (issue 26): each one an index, the list's id its tie-break.
@Index('ix_acc_transactions_status', ['status'])
@Index('ix_acc_transactions_amount', ['amount'])
@Index('ix_acc_transactions_invoice_id', ['invoice_id'])
export class Transaction {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_acc_transactions_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: 'varchar', length: 20 }) gateway: string;
  @Index('uq_acc_transactions_authority', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  authority_code: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) reference_code: string | null;
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) description: string | null;
  @Column({ type: 'int', nullable: true }) invoice_id: number | null;
  @Column({ type: 'int', nullable: true }) instalment_id: number | null;
  /** The bank's last answer code, for support. */
  @Column({ type: 'int', nullable: true }) bank_code: number | null;
  @Column({ type: DATETIME, nullable: true }) verified_time: Date | null;
  /** What the reconcile job last did to it, in Persian, for finance (null: not looked at yet). */
  @Column({ type: 'varchar', length: 255, nullable: true }) reconcile_note: string | null;
  @Column({ type: DATETIME, nullable: true }) reconciled_time: Date | null;
  @Index('ix_acc_transactions_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
