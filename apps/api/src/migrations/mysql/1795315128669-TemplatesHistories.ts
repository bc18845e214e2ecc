import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TemplatesHistories1795315128669 implements MigrationInterface {
  name = 'TemplatesHistories1795315128669';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_session_templates` (`id` int NOT NULL AUTO_INCREMENT, `unit_id` int NOT NULL, `title` varchar(200) NOT NULL, `description` text NULL, `syllabus` text NULL, `contents` text NULL, `assignment_question` text NULL, `assignment_answer` text NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_session_templates_unit` (`unit_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_transcript_sheet_histories` (`id` int NOT NULL AUTO_INCREMENT, `unit_id` int NOT NULL, `national_code` varchar(10) NOT NULL, `score` float NOT NULL, `creation_time` datetime NOT NULL, UNIQUE INDEX `uq_lma_transcript_histories` (`unit_id`, `national_code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_transcript_histories` ON `lma_transcript_sheet_histories`");
    await queryRunner.query("DROP TABLE `lma_transcript_sheet_histories`");
    await queryRunner.query("DROP INDEX `ix_lma_session_templates_unit` ON `lma_session_templates`");
    await queryRunner.query("DROP TABLE `lma_session_templates`");
  }
}
