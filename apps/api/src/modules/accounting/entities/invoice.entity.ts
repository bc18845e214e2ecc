import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/** What a user owes for one thing (a classroom, a basket, a donation...). */
@Entity('acc_invoices')
// The console's filters and orderings (issue 26): each one an index, the list's id its tie-break.
@Index('ix_acc_invoices_status', ['status'])
@Index('ix_acc_invoices_type', ['type'])
@Index('ix_acc_invoices_amount', ['amount'])
@Index('ix_acc_invoices_paid_time', ['paid_time'])
@Index('ix_acc_invoices_status_expire', ['status', 'expire_time'])
@Index('ix_acc_invoices_item', ['item_type', 'item_id'])
export class Invoice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: 'varchar', length: 30 }) status: string;
  @Column({ type: 'varchar', length: 30 }) type: string;
  @Column({ type: 'varchar', length: 30 }) item_type: string;
  @Column({ type: 'int', nullable: true }) item_id: number | null;
  @Index('ix_acc_invoices_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: 'int', nullable: true }) discount_id: number | null;
  /** JSON the item's module keeps with the invoice (e.g. a donor's name). */
  @Column({ type: 'text', nullable: true }) additional_data: string | null;
  /** When an unpaid invoice cancels itself; null once settled. */
  @Column({ type: DATETIME, nullable: true }) expire_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) paid_time: Date | null;
  @Index('ix_acc_invoices_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
