import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/** A discount code: a percent or a fixed amount off, for one target, above a minimum order. */
@Entity('acc_discounts')
export class Discount {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_acc_discounts_code', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  code: string;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) price: number;
  @Column({ type: 'int', default: 0 }) percent: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) order_price: number;
  @Column({ type: 'varchar', length: 20 }) target: string;
  @Column({ type: DATETIME, nullable: true }) expire_time: Date | null;
  /** Paid invoices that used it. */
  @Column({ type: 'int', default: 0 }) used_count: number;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
