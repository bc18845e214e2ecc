import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notices1795322000000 implements MigrationInterface {
  name = 'Notices1795322000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `mma_notices` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `body` text NOT NULL, `url` varchar(500) NULL, `type` varchar(20) NOT NULL DEFAULT 'IN_APP', `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `mma_notice_receivers` (`id` int NOT NULL AUTO_INCREMENT, `notice_id` int NOT NULL, `user_id` int NOT NULL, `is_seen` tinyint NOT NULL DEFAULT 0, `seen_time` datetime NULL, `creation_time` datetime NOT NULL, INDEX `ix_mma_notice_receivers_notice` (`notice_id`), INDEX `ix_mma_notice_receivers_user` (`user_id`, `is_seen`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `lma_registrations` ADD `absence_warning_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_registrations` DROP COLUMN `absence_warning_time`");
    await queryRunner.query("DROP INDEX `ix_mma_notice_receivers_user` ON `mma_notice_receivers`");
    await queryRunner.query("DROP INDEX `ix_mma_notice_receivers_notice` ON `mma_notice_receivers`");
    await queryRunner.query("DROP TABLE `mma_notice_receivers`");
    await queryRunner.query("DROP TABLE `mma_notices`");
  }
}
