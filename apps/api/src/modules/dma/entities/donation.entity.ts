import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

@Entity('dma_donation_categories')
export class DonationCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** A cause people give to. */
@Entity('dma_donations')
export class Donation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) summary: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  @Index('ix_dma_donations_category')
  @Column({ type: 'int' })
  category_id: number;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

/** One paid gift: written in the transaction that pays its DONATION invoice, once per invoice. */
@Entity('dma_registrations')
export class DonationRegistration {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_dma_registrations_donation')
  @Column({ type: 'int' })
  donation_id: number;
  @Index('uq_dma_registrations_invoice', { unique: true })
  @Column({ type: 'int' })
  invoice_id: number;
  @Index('ix_dma_registrations_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'bigint', transformer: rialTransformer }) amount: number;
  @Column({ type: 'varchar', length: 200 }) full_name: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) mobile_number: string | null;
  @Column({ type: 'boolean', default: false }) is_private: boolean;
  @Index('ix_dma_registrations_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
}
