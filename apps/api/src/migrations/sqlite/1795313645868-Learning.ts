import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Learning1795313645868 implements MigrationInterface {
  name = 'Learning1795313645868';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(150) NOT NULL, \"type\" varchar(20) NOT NULL, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_categories_type\" ON \"lma_categories\" (\"type\") ");
    await queryRunner.query("CREATE TABLE \"lma_units\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(200) NOT NULL, \"category_id\" integer NOT NULL, \"default_session_count\" integer NOT NULL DEFAULT (0), \"rules\" text, \"codes\" text, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_units_category\" ON \"lma_units\" (\"category_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_unit_prerequisites\" (\"unit_id\" integer NOT NULL, \"prerequisite_id\" integer NOT NULL, PRIMARY KEY (\"unit_id\", \"prerequisite_id\"))");
    await queryRunner.query("CREATE TABLE \"lma_classrooms\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"unit_id\" integer NOT NULL, \"title\" varchar(200), \"thumbnail\" varchar(500), \"codes\" varchar(500), \"holding_type\" varchar(20) NOT NULL, \"audience_gender_type\" varchar(20) NOT NULL DEFAULT ('FEMALE_MALE'), \"audience_role\" varchar(40), \"price\" bigint NOT NULL DEFAULT (0), \"professor_id\" integer, \"holding_year\" integer, \"holding_month\" integer, \"sessions_frequency\" varchar(100), \"live_streaming_url\" varchar(500), \"classroom_address\" text, \"capacity\" integer NOT NULL DEFAULT (0), \"used_capacity\" integer NOT NULL DEFAULT (0), \"allowed_absence_count\" integer NOT NULL DEFAULT (0), \"effective_absence_coefficient\" integer NOT NULL DEFAULT (0), \"mandatory_assignment_count\" integer NOT NULL DEFAULT (0), \"special_passing_mark\" float NOT NULL DEFAULT (0), \"minimum_conditional_passing_mark\" float NOT NULL DEFAULT (0), \"minimum_clean_passing_mark\" float NOT NULL DEFAULT (0), \"publish_time\" datetime, \"beginning_enrollment_period\" datetime, \"ending_enrollment_period\" datetime, \"beginning_registration_period\" datetime, \"ending_registration_period\" datetime, \"beginning_drop_add_period\" datetime, \"ending_drop_add_period\" datetime, \"registration_period_refund_percent\" integer NOT NULL DEFAULT (0), \"drop_add_period_refund_percent\" integer NOT NULL DEFAULT (0), \"allow_dropping_on_enrollment_period\" boolean NOT NULL DEFAULT (1), \"allow_adding_on_registration_period\" boolean NOT NULL DEFAULT (1), \"allow_dropping_on_registration_period\" boolean NOT NULL DEFAULT (0), \"allow_adding_on_drop_add_period\" boolean NOT NULL DEFAULT (1), \"allow_dropping_on_drop_add_period\" boolean NOT NULL DEFAULT (1), \"is_ongoing\" boolean NOT NULL DEFAULT (0), \"notify_absence\" boolean NOT NULL DEFAULT (0), \"rules\" text, \"description\" text, \"specification\" text, \"bulletin\" text, \"event_category\" varchar(20), \"event_address\" text, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_classrooms_unit\" ON \"lma_classrooms\" (\"unit_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"active_owner_id\" integer, \"status\" varchar(40) NOT NULL, \"holds_seat\" boolean NOT NULL DEFAULT (0), \"invoice_id\" integer, \"registered_time\" datetime, \"dropped_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_classroom\" ON \"lma_registrations\" (\"classroom_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_owner\" ON \"lma_registrations\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_registrations_active\" ON \"lma_registrations\" (\"classroom_id\", \"active_owner_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_transcript_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"registration_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"unit_id\" integer NOT NULL, \"status\" varchar(40) NOT NULL, \"final_score\" float, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_transcript_sheets_registration\" ON \"lma_transcript_sheets\" (\"registration_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_transcript_sheets_owner_unit\" ON \"lma_transcript_sheets\" (\"owner_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_lma_transcript_sheets_owner_unit\"");
    await queryRunner.query("DROP INDEX \"uq_lma_transcript_sheets_registration\"");
    await queryRunner.query("DROP TABLE \"lma_transcript_sheets\"");
    await queryRunner.query("DROP INDEX \"uq_lma_registrations_active\"");
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_owner\"");
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_classroom\"");
    await queryRunner.query("DROP TABLE \"lma_registrations\"");
    await queryRunner.query("DROP INDEX \"ix_lma_classrooms_unit\"");
    await queryRunner.query("DROP TABLE \"lma_classrooms\"");
    await queryRunner.query("DROP TABLE \"lma_unit_prerequisites\"");
    await queryRunner.query("DROP INDEX \"ix_lma_units_category\"");
    await queryRunner.query("DROP TABLE \"lma_units\"");
    await queryRunner.query("DROP INDEX \"ix_lma_categories_type\"");
    await queryRunner.query("DROP TABLE \"lma_categories\"");
  }
}
