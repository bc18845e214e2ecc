import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TokensValidAfter1795530040879 implements MigrationInterface {
  name = 'TokensValidAfter1795530040879';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `uma_users` ADD `tokens_valid_after` bigint NOT NULL DEFAULT '0'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `uma_users` DROP COLUMN `tokens_valid_after`");
  }
}
