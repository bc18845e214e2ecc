import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/** A one-time code as sent: only its keyed hash is kept. */
@Entity('uma_otp_codes')
@Index('ix_uma_otp_codes_input_created', ['input', 'created_at'])
export class OtpCode {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 190 }) input: string;
  @Column({ type: 'varchar', length: 30 }) action: string;
  @Column({ type: 'varchar', length: 128 }) code_hash: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: DATETIME }) expires_at: Date;
  @Column({ type: DATETIME, nullable: true }) consumed_at: Date | null;
  @Column({ type: DATETIME }) created_at: Date;
}
