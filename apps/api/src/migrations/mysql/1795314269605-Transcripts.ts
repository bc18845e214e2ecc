import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Transcripts1795314269605 implements MigrationInterface {
  name = 'Transcripts1795314269605';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `classroom_id` int NULL");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `attendance_score` float NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `highest_test_score` float NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `is_final_score_overridden` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `is_sent_by_post` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `certification` varchar(500) NULL");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` ADD `last_modification_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `last_modification_time`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `certification`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `is_sent_by_post`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `is_final_score_overridden`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `highest_test_score`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `attendance_score`");
    await queryRunner.query("ALTER TABLE `lma_transcript_sheets` DROP COLUMN `classroom_id`");
  }
}
