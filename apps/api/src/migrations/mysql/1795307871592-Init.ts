import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795307871592 implements MigrationInterface {
  name = 'Init1795307871592';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `uma_otp_codes` (`id` int NOT NULL AUTO_INCREMENT, `input` varchar(190) NOT NULL, `action` varchar(30) NOT NULL, `code_hash` varchar(128) NOT NULL, `attempts` int NOT NULL DEFAULT '0', `expires_at` datetime NOT NULL, `consumed_at` datetime NULL, `created_at` datetime NOT NULL, INDEX `ix_uma_otp_codes_input_created` (`input`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `uma_user_roles` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `role` varchar(50) NOT NULL, INDEX `ix_uma_user_roles_role` (`role`, `user_id`), UNIQUE INDEX `uq_uma_user_roles_user_role` (`user_id`, `role`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `uma_users` (`id` int NOT NULL AUTO_INCREMENT, `firstname` varchar(100) NOT NULL DEFAULT '', `lastname` varchar(100) NOT NULL DEFAULT '', `nickname` varchar(100) NULL, `father_name` varchar(100) NULL, `gender` varchar(10) NULL, `marital_status` varchar(20) NULL, `birthdate` varchar(10) NULL, `national_code` varchar(10) NULL, `picture` varchar(500) NULL, `has_seminary_education` tinyint NOT NULL DEFAULT 0, `last_academic_degree` varchar(30) NULL, `last_academic_degree_field` varchar(150) NULL, `last_academy_name` varchar(150) NULL, `educational_status` varchar(30) NULL, `phone_number` varchar(20) NULL, `phone_number_verified` tinyint NOT NULL DEFAULT 0, `on_social_network_mobile_number` varchar(20) NULL, `on_call_mobile_number` varchar(20) NULL, `email` varchar(190) NULL, `email_verified` tinyint NOT NULL DEFAULT 0, `mobile_number` varchar(11) NULL, `mobile_number_verified` tinyint NOT NULL DEFAULT 0, `is_abroad_birth_address` tinyint NOT NULL DEFAULT 0, `birth_country` varchar(100) NULL, `birth_province` varchar(100) NULL, `birth_city` varchar(100) NULL, `is_abroad_living_address` tinyint NOT NULL DEFAULT 0, `living_country` varchar(100) NULL, `living_province` varchar(100) NULL, `living_city` varchar(100) NULL, `living_address` varchar(500) NULL, `living_postal_code` varchar(10) NULL, `living_address_additional_info` varchar(500) NULL, `address` varchar(500) NULL, `moballegh_info` text NULL, `potential_dates` text NULL, `password` varchar(255) NULL, `is_locked_out` tinyint NOT NULL DEFAULT 0, `failed_login_attempts` int NOT NULL DEFAULT '0', `lockout_end_date` datetime NULL, `last_login` datetime NULL, `is_active` tinyint NOT NULL DEFAULT 1, `is_deleted` tinyint NOT NULL DEFAULT 0, `is_superuser` tinyint NOT NULL DEFAULT 0, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_uma_users_national_code` (`national_code`), UNIQUE INDEX `uq_uma_users_email` (`email`), UNIQUE INDEX `uq_uma_users_mobile_number` (`mobile_number`), INDEX `ix_uma_users_creation_time` (`creation_time`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `uma_user_roles` ADD CONSTRAINT `FK_f8d5fd9614934700064924e8546` FOREIGN KEY (`user_id`) REFERENCES `uma_users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `uma_user_roles` DROP FOREIGN KEY `FK_f8d5fd9614934700064924e8546`");
    await queryRunner.query("DROP INDEX `ix_uma_users_creation_time` ON `uma_users`");
    await queryRunner.query("DROP INDEX `uq_uma_users_mobile_number` ON `uma_users`");
    await queryRunner.query("DROP INDEX `uq_uma_users_email` ON `uma_users`");
    await queryRunner.query("DROP INDEX `uq_uma_users_national_code` ON `uma_users`");
    await queryRunner.query("DROP TABLE `uma_users`");
    await queryRunner.query("DROP INDEX `uq_uma_user_roles_user_role` ON `uma_user_roles`");
    await queryRunner.query("DROP INDEX `ix_uma_user_roles_role` ON `uma_user_roles`");
    await queryRunner.query("DROP TABLE `uma_user_roles`");
    await queryRunner.query("DROP INDEX `ix_uma_otp_codes_input_created` ON `uma_otp_codes`");
    await queryRunner.query("DROP TABLE `uma_otp_codes`");
  }
}
