import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME, MEDIUMTEXT } from '../../../core/database/columns';

/**
 * An application setting read by key (API.md: DeliveryCost-post-pishtaz, PurchaseRegulations) or
 * a public page's setting (ENDPOINTS.md 1.4.1, `route_name:...`). A string value is kept as sent;
 * any other JSON value is kept as its JSON text with `is_json` set, and answered parsed.
 */
@Entity('cma_settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 }) key: string;
  /** Up to 1 MB of UTF-8 is accepted (SettingsService); MEDIUMTEXT on MySQL/MariaDB. */
  @Column({ type: MEDIUMTEXT }) value: string;
  @Column({ type: 'boolean', default: false }) is_json: boolean;
  @Column({ type: DATETIME }) last_modification_time: Date;
}
