import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/** An application setting read by key (API.md: DeliveryCost-post-pishtaz, PurchaseRegulations...). */
@Entity('cma_settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 }) key: string;
  @Column({ type: 'text' }) value: string;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
