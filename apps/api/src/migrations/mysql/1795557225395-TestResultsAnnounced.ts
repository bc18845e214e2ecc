import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TestResultsAnnounced1795557225395 implements MigrationInterface {
  name = 'TestResultsAnnounced1795557225395';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_tests` ADD `results_announced_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_tests` DROP COLUMN `results_announced_time`");
  }
}
