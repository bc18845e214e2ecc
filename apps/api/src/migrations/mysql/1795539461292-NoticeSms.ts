import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeSms1795539461292 implements MigrationInterface {
  name = 'NoticeSms1795539461292';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `sms_status` varchar(10) NULL");
    await queryRunner.query("ALTER TABLE `mma_notices` ADD `sms_sent_count` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `mma_notice_receivers` ADD `sms_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `mma_notice_receivers` DROP COLUMN `sms_time`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `sms_sent_count`");
    await queryRunner.query("ALTER TABLE `mma_notices` DROP COLUMN `sms_status`");
  }
}
