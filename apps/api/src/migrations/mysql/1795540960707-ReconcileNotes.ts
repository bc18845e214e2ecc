import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReconcileNotes1795540960707 implements MigrationInterface {
  name = 'ReconcileNotes1795540960707';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `acc_transactions` ADD `reconcile_note` varchar(255) NULL");
    await queryRunner.query("ALTER TABLE `acc_transactions` ADD `reconciled_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `acc_transactions` DROP COLUMN `reconciled_time`");
    await queryRunner.query("ALTER TABLE `acc_transactions` DROP COLUMN `reconcile_note`");
  }
}
