import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InstalmentReminders1795530632607 implements MigrationInterface {
  name = 'InstalmentReminders1795530632607';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `acc_instalments` ADD `due_soon_notice_time` datetime NULL");
    await queryRunner.query("ALTER TABLE `acc_instalments` ADD `overdue_notice_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `acc_instalments` DROP COLUMN `overdue_notice_time`");
    await queryRunner.query("ALTER TABLE `acc_instalments` DROP COLUMN `due_soon_notice_time`");
  }
}
