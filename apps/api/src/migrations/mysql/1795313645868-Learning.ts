import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Learning1795313645868 implements MigrationInterface {
  name = 'Learning1795313645868';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_categories` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(150) NOT NULL, `type` varchar(20) NOT NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_categories_type` (`type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_units` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `category_id` int NOT NULL, `default_session_count` int NOT NULL DEFAULT '0', `rules` text NULL, `codes` text NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_units_category` (`category_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_unit_prerequisites` (`unit_id` int NOT NULL, `prerequisite_id` int NOT NULL, PRIMARY KEY (`unit_id`, `prerequisite_id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_classrooms` (`id` int NOT NULL AUTO_INCREMENT, `unit_id` int NOT NULL, `title` varchar(200) NULL, `thumbnail` varchar(500) NULL, `codes` varchar(500) NULL, `holding_type` varchar(20) NOT NULL, `audience_gender_type` varchar(20) NOT NULL DEFAULT 'FEMALE_MALE', `audience_role` varchar(40) NULL, `price` bigint NOT NULL DEFAULT '0', `professor_id` int NULL, `holding_year` int NULL, `holding_month` int NULL, `sessions_frequency` varchar(100) NULL, `live_streaming_url` varchar(500) NULL, `classroom_address` text NULL, `capacity` int NOT NULL DEFAULT '0', `used_capacity` int NOT NULL DEFAULT '0', `allowed_absence_count` int NOT NULL DEFAULT '0', `effective_absence_coefficient` int NOT NULL DEFAULT '0', `mandatory_assignment_count` int NOT NULL DEFAULT '0', `special_passing_mark` float NOT NULL DEFAULT '0', `minimum_conditional_passing_mark` float NOT NULL DEFAULT '0', `minimum_clean_passing_mark` float NOT NULL DEFAULT '0', `publish_time` datetime NULL, `beginning_enrollment_period` datetime NULL, `ending_enrollment_period` datetime NULL, `beginning_registration_period` datetime NULL, `ending_registration_period` datetime NULL, `beginning_drop_add_period` datetime NULL, `ending_drop_add_period` datetime NULL, `registration_period_refund_percent` int NOT NULL DEFAULT '0', `drop_add_period_refund_percent` int NOT NULL DEFAULT '0', `allow_dropping_on_enrollment_period` tinyint NOT NULL DEFAULT 1, `allow_adding_on_registration_period` tinyint NOT NULL DEFAULT 1, `allow_dropping_on_registration_period` tinyint NOT NULL DEFAULT 0, `allow_adding_on_drop_add_period` tinyint NOT NULL DEFAULT 1, `allow_dropping_on_drop_add_period` tinyint NOT NULL DEFAULT 1, `is_ongoing` tinyint NOT NULL DEFAULT 0, `notify_absence` tinyint NOT NULL DEFAULT 0, `rules` text NULL, `description` text NULL, `specification` text NULL, `bulletin` text NULL, `event_category` varchar(20) NULL, `event_address` text NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_classrooms_unit` (`unit_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_registrations` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `owner_id` int NOT NULL, `active_owner_id` int NULL, `status` varchar(40) NOT NULL, `holds_seat` tinyint NOT NULL DEFAULT 0, `invoice_id` int NULL, `registered_time` datetime NULL, `dropped_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_registrations_classroom` (`classroom_id`), INDEX `ix_lma_registrations_owner` (`owner_id`), UNIQUE INDEX `uq_lma_registrations_active` (`classroom_id`, `active_owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_transcript_sheets` (`id` int NOT NULL AUTO_INCREMENT, `registration_id` int NOT NULL, `owner_id` int NOT NULL, `unit_id` int NOT NULL, `status` varchar(40) NOT NULL, `final_score` float NULL, `creation_time` datetime NOT NULL, UNIQUE INDEX `uq_lma_transcript_sheets_registration` (`registration_id`), INDEX `ix_lma_transcript_sheets_owner_unit` (`owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `ix_lma_transcript_sheets_owner_unit` ON `lma_transcript_sheets`");
    await queryRunner.query("DROP INDEX `uq_lma_transcript_sheets_registration` ON `lma_transcript_sheets`");
    await queryRunner.query("DROP TABLE `lma_transcript_sheets`");
    await queryRunner.query("DROP INDEX `uq_lma_registrations_active` ON `lma_registrations`");
    await queryRunner.query("DROP INDEX `ix_lma_registrations_owner` ON `lma_registrations`");
    await queryRunner.query("DROP INDEX `ix_lma_registrations_classroom` ON `lma_registrations`");
    await queryRunner.query("DROP TABLE `lma_registrations`");
    await queryRunner.query("DROP INDEX `ix_lma_classrooms_unit` ON `lma_classrooms`");
    await queryRunner.query("DROP TABLE `lma_classrooms`");
    await queryRunner.query("DROP TABLE `lma_unit_prerequisites`");
    await queryRunner.query("DROP INDEX `ix_lma_units_category` ON `lma_units`");
    await queryRunner.query("DROP TABLE `lma_units`");
    await queryRunner.query("DROP INDEX `ix_lma_categories_type` ON `lma_categories`");
    await queryRunner.query("DROP TABLE `lma_categories`");
  }
}
