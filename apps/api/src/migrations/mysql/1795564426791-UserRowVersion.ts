import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserRowVersion1795564426791 implements MigrationInterface {
  name = 'UserRowVersion1795564426791';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `uma_users` ADD `row_version` int NOT NULL DEFAULT '1'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `uma_users` DROP COLUMN `row_version`");
  }
}
