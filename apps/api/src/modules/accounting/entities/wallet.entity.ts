import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

/**
 * One wallet per user. `inventory` is a cache of the signed sum of the wallet's payments (the
 * ledger), written in the same transaction as each ledger row by conditional updates that never
 * take it below zero.
 */
@Entity('acc_wallets')
// The wallets list's ordering by balance (issue 26).
@Index('ix_acc_wallets_inventory', ['inventory'])
export class Wallet {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_acc_wallets_owner', { unique: true })
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) inventory: number;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
