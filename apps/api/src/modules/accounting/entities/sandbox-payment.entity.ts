import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/** The sandbox bank's own book: what it was asked to collect and whether the payer paid. */
@Entity('acc_sandbox_payments')
export class SandboxPayment {
  @PrimaryColumn({ type: 'varchar', length: 64 }) authority: string;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: 'varchar', length: 255 }) description: string;
  @Column({ type: 'varchar', length: 500 }) callback_url: string;
  /** PENDING, PAID or CANCELED. */
  @Column({ type: 'varchar', length: 10 }) state: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) ref_id: string | null;
  @Column({ type: 'int', default: 0 }) verify_count: number;
  @Column({ type: DATETIME }) creation_time: Date;
}
