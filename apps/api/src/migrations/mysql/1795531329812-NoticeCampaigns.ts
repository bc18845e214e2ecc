import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeCampaigns1795531329812 implements MigrationInterface {
  name = 'NoticeCampaigns1795531329812';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `ix_mma_notice_receivers_notice` ON `mma_notice_receivers`");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `priority` varchar(10) NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `category_id` int NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `status` varchar(10) NOT NULL DEFAULT 'SENT'");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `audience` varchar(10) NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `audience_role` varchar(60) NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `audience_id` int NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `audience_statuses` varchar(255) NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `receivers_count` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `delivered_count` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `sent_time` datetime NULL");
    await queryRunner.query("CREATE UNIQUE INDEX `uq_mma_notice_receivers_notice_user` ON `mma_notice_receivers` (`notice_id`, `user_id`)");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_mma_notice_receivers_notice_user` ON `mma_notice_receivers`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `sent_time`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `delivered_count`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `receivers_count`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `audience_statuses`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `audience_id`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `audience_role`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `audience`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `status`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `category_id`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `priority`");
    await queryRunner.query("CREATE INDEX `ix_mma_notice_receivers_notice` ON `mma_notice_receivers` (`notice_id`)");
  }
}
