import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TemplatesHistories1795315128669 implements MigrationInterface {
  name = 'TemplatesHistories1795315128669';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_session_templates\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"unit_id\" integer NOT NULL, \"title\" varchar(200) NOT NULL, \"description\" text, \"syllabus\" text, \"contents\" text, \"assignment_question\" text, \"assignment_answer\" text, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_session_templates_unit\" ON \"lma_session_templates\" (\"unit_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_transcript_sheet_histories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"unit_id\" integer NOT NULL, \"national_code\" varchar(10) NOT NULL, \"score\" float NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_transcript_histories\" ON \"lma_transcript_sheet_histories\" (\"unit_id\", \"national_code\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_transcript_histories\"");
    await queryRunner.query("DROP TABLE \"lma_transcript_sheet_histories\"");
    await queryRunner.query("DROP INDEX \"ix_lma_session_templates_unit\"");
    await queryRunner.query("DROP TABLE \"lma_session_templates\"");
  }
}
