import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/**
 * The ledger: one row per movement of a wallet, never updated except a withdraw request's state.
 * A bank transaction credits at most once (unique transaction_id); a withdraw request is settled
 * at most once (unique request_id).
 */
@Entity('acc_payments')
// The console's filters and orderings (issue 26): each one an index, the list's id its tie-break.
@Index('ix_acc_payments_type', ['type'])
@Index('ix_acc_payments_amount', ['amount'])
@Index('ix_acc_payments_withdraw_state', ['withdraw_state'])
@Index('ix_acc_payments_wallet_type', ['wallet_id', 'type'])
export class Payment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) wallet_id: number;
  @Column({ type: 'varchar', length: 20 }) type: string;
  /** Always positive; the type gives the sign (PAYMENT_SIGN). */
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Index('ix_acc_payments_invoice')
  @Column({ type: 'int', nullable: true })
  invoice_id: number | null;
  @Column({ type: 'int', nullable: true }) instalment_id: number | null;
  @Index('uq_acc_payments_transaction', { unique: true })
  @Column({ type: 'int', nullable: true })
  transaction_id: number | null;
  @Index('uq_acc_payments_request', { unique: true })
  @Column({ type: 'int', nullable: true })
  request_id: number | null;
  /** A DEPOSIT that gives money back for an invoice (refund_by_amount). */
  @Column({ type: 'boolean', default: false }) is_refund: boolean;
  @Column({ type: 'varchar', length: 20, nullable: true }) withdraw_state: string | null;
  @Column({ type: 'varchar', length: 34, nullable: true }) IBAN: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) receipt: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Index('ix_acc_payments_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
}
