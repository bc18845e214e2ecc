import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';
import { UserRole } from './user-role.entity';

/** A person: learner or staff. Field names follow SPEC section 3 "User" exactly. */
@Entity('uma_users')
// The console's filters and orderings (issue 26): each one an index, the list's id its tie-break.
@Index('ix_uma_users_firstname', ['firstname'])
@Index('ix_uma_users_lastname', ['lastname'])
@Index('ix_uma_users_last_login', ['last_login'])
@Index('ix_uma_users_is_active', ['is_active'])
@Index('ix_uma_users_gender', ['gender'])
export class User {
  @PrimaryGeneratedColumn() id: number;

  @Column({ type: 'varchar', length: 100, default: '' }) firstname: string;
  @Column({ type: 'varchar', length: 100, default: '' }) lastname: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) nickname: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) father_name: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) gender: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) marital_status: string | null;
  /** Calendar day, YYYY-MM-DD (Gregorian; shown Jalali). */
  @Column({ type: 'varchar', length: 10, nullable: true }) birthdate: string | null;
  @Index('uq_uma_users_national_code', { unique: true })
  @Column({ type: 'varchar', length: 10, nullable: true })
  national_code: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) picture: string | null;
  @Column({ type: 'boolean', default: false }) has_seminary_education: boolean;
  @Column({ type: 'varchar', length: 30, nullable: true }) last_academic_degree: string | null;
  @Column({ type: 'varchar', length: 150, nullable: true }) last_academic_degree_field: string | null;
  @Column({ type: 'varchar', length: 150, nullable: true }) last_academy_name: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) educational_status: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) phone_number: string | null;
  @Column({ type: 'boolean', default: false }) phone_number_verified: boolean;
  @Column({ type: 'varchar', length: 20, nullable: true }) on_social_network_mobile_number: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) on_call_mobile_number: string | null;
  @Index('uq_uma_users_email', { unique: true })
  @Column({ type: 'varchar', length: 190, nullable: true })
  email: string | null;
  @Column({ type: 'boolean', default: false }) email_verified: boolean;
  @Index('uq_uma_users_mobile_number', { unique: true })
  @Column({ type: 'varchar', length: 11, nullable: true })
  mobile_number: string | null;
  @Column({ type: 'boolean', default: false }) mobile_number_verified: boolean;

  @Column({ type: 'boolean', default: false }) is_abroad_birth_address: boolean;
  @Column({ type: 'varchar', length: 100, nullable: true }) birth_country: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) birth_province: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) birth_city: string | null;
  @Column({ type: 'boolean', default: false }) is_abroad_living_address: boolean;
  @Column({ type: 'varchar', length: 100, nullable: true }) living_country: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) living_province: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) living_city: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) living_address: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) living_postal_code: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) living_address_additional_info: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) address: string | null;
  @Column({ type: 'text', nullable: true }) moballegh_info: string | null;
  @Column({ type: 'text', nullable: true }) potential_dates: string | null;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: true }) password: string | null;
  @Column({ type: 'boolean', default: false }) is_locked_out: boolean;
  @Column({ type: 'int', default: 0 }) failed_login_attempts: number;
  @Column({ type: DATETIME, nullable: true }) lockout_end_date: Date | null;
  @Column({ type: DATETIME, nullable: true }) last_login: Date | null;

  /**
   * Tokens issued (JWT `iat`, seconds) before this second are refused: a password change or a
   * logout sets it, so every earlier session ends at once. 0 = never.
   */
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) tokens_valid_after: number;

  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'boolean', default: false }) is_deleted: boolean;
  @Column({ type: 'boolean', default: false }) is_superuser: boolean;

  @Index('ix_uma_users_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;

  /**
   * Bumped by TypeORM on every write of the row (insert, save, update, increment: every write of
   * a user goes through TypeORM, and a change of roles writes the row too), never shown. The users
   * list reads it to know whether the answer it keeps for a row, roles included, is still the
   * row's (UsersService.listJson).
   */
  @VersionColumn({ default: 1 }) row_version: number;

  @OneToMany(() => UserRole, (r) => r.user) roleRows?: UserRole[];
}
