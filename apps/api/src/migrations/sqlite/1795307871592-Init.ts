import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795307871592 implements MigrationInterface {
  name = 'Init1795307871592';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"uma_otp_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"input\" varchar(190) NOT NULL, \"action\" varchar(30) NOT NULL, \"code_hash\" varchar(128) NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"expires_at\" datetime NOT NULL, \"consumed_at\" datetime, \"created_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_uma_otp_codes_input_created\" ON \"uma_otp_codes\" (\"input\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"uma_user_roles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"role\" varchar(50) NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_uma_user_roles_role\" ON \"uma_user_roles\" (\"role\", \"user_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_user_roles_user_role\" ON \"uma_user_roles\" (\"user_id\", \"role\") ");
    await queryRunner.query("CREATE TABLE \"uma_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"firstname\" varchar(100) NOT NULL DEFAULT (''), \"lastname\" varchar(100) NOT NULL DEFAULT (''), \"nickname\" varchar(100), \"father_name\" varchar(100), \"gender\" varchar(10), \"marital_status\" varchar(20), \"birthdate\" varchar(10), \"national_code\" varchar(10), \"picture\" varchar(500), \"has_seminary_education\" boolean NOT NULL DEFAULT (0), \"last_academic_degree\" varchar(30), \"last_academic_degree_field\" varchar(150), \"last_academy_name\" varchar(150), \"educational_status\" varchar(30), \"phone_number\" varchar(20), \"phone_number_verified\" boolean NOT NULL DEFAULT (0), \"on_social_network_mobile_number\" varchar(20), \"on_call_mobile_number\" varchar(20), \"email\" varchar(190), \"email_verified\" boolean NOT NULL DEFAULT (0), \"mobile_number\" varchar(11), \"mobile_number_verified\" boolean NOT NULL DEFAULT (0), \"is_abroad_birth_address\" boolean NOT NULL DEFAULT (0), \"birth_country\" varchar(100), \"birth_province\" varchar(100), \"birth_city\" varchar(100), \"is_abroad_living_address\" boolean NOT NULL DEFAULT (0), \"living_country\" varchar(100), \"living_province\" varchar(100), \"living_city\" varchar(100), \"living_address\" varchar(500), \"living_postal_code\" varchar(10), \"living_address_additional_info\" varchar(500), \"address\" varchar(500), \"moballegh_info\" text, \"potential_dates\" text, \"password\" varchar(255), \"is_locked_out\" boolean NOT NULL DEFAULT (0), \"failed_login_attempts\" integer NOT NULL DEFAULT (0), \"lockout_end_date\" datetime, \"last_login\" datetime, \"is_active\" boolean NOT NULL DEFAULT (1), \"is_deleted\" boolean NOT NULL DEFAULT (0), \"is_superuser\" boolean NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_users_national_code\" ON \"uma_users\" (\"national_code\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_users_email\" ON \"uma_users\" (\"email\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_users_mobile_number\" ON \"uma_users\" (\"mobile_number\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_creation_time\" ON \"uma_users\" (\"creation_time\") ");
    await queryRunner.query("DROP INDEX \"ix_uma_user_roles_role\"");
    await queryRunner.query("DROP INDEX \"uq_uma_user_roles_user_role\"");
    await queryRunner.query("CREATE TABLE \"temporary_uma_user_roles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"role\" varchar(50) NOT NULL, CONSTRAINT \"FK_f8d5fd9614934700064924e8546\" FOREIGN KEY (\"user_id\") REFERENCES \"uma_users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_uma_user_roles\"(\"id\", \"user_id\", \"role\") SELECT \"id\", \"user_id\", \"role\" FROM \"uma_user_roles\"");
    await queryRunner.query("DROP TABLE \"uma_user_roles\"");
    await queryRunner.query("ALTER TABLE \"temporary_uma_user_roles\" RENAME TO \"uma_user_roles\"");
    await queryRunner.query("CREATE INDEX \"ix_uma_user_roles_role\" ON \"uma_user_roles\" (\"role\", \"user_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_user_roles_user_role\" ON \"uma_user_roles\" (\"user_id\", \"role\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_uma_user_roles_user_role\"");
    await queryRunner.query("DROP INDEX \"ix_uma_user_roles_role\"");
    await queryRunner.query("ALTER TABLE \"uma_user_roles\" RENAME TO \"temporary_uma_user_roles\"");
    await queryRunner.query("CREATE TABLE \"uma_user_roles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"role\" varchar(50) NOT NULL)");
    await queryRunner.query("INSERT INTO \"uma_user_roles\"(\"id\", \"user_id\", \"role\") SELECT \"id\", \"user_id\", \"role\" FROM \"temporary_uma_user_roles\"");
    await queryRunner.query("DROP TABLE \"temporary_uma_user_roles\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_uma_user_roles_user_role\" ON \"uma_user_roles\" (\"user_id\", \"role\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_user_roles_role\" ON \"uma_user_roles\" (\"role\", \"user_id\") ");
    await queryRunner.query("DROP INDEX \"ix_uma_users_creation_time\"");
    await queryRunner.query("DROP INDEX \"uq_uma_users_mobile_number\"");
    await queryRunner.query("DROP INDEX \"uq_uma_users_email\"");
    await queryRunner.query("DROP INDEX \"uq_uma_users_national_code\"");
    await queryRunner.query("DROP TABLE \"uma_users\"");
    await queryRunner.query("DROP INDEX \"uq_uma_user_roles_user_role\"");
    await queryRunner.query("DROP INDEX \"ix_uma_user_roles_role\"");
    await queryRunner.query("DROP TABLE \"uma_user_roles\"");
    await queryRunner.query("DROP INDEX \"ix_uma_otp_codes_input_created\"");
    await queryRunner.query("DROP TABLE \"uma_otp_codes\"");
  }
}
