import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Transcripts1795314269605 implements MigrationInterface {
  name = 'Transcripts1795314269605';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_lma_transcript_sheets_owner_unit\"");
    await queryRunner.query("DROP INDEX \"uq_lma_transcript_sheets_registration\"");
    await queryRunner.query("CREATE TABLE \"temporary_lma_transcript_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"registration_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"unit_id\" integer NOT NULL, \"status\" varchar(40) NOT NULL, \"final_score\" float, \"creation_time\" datetime NOT NULL, \"classroom_id\" integer, \"attendance_score\" float NOT NULL DEFAULT (0), \"highest_test_score\" float NOT NULL DEFAULT (0), \"is_final_score_overridden\" boolean NOT NULL DEFAULT (0), \"is_sent_by_post\" boolean NOT NULL DEFAULT (0), \"certification\" varchar(500), \"last_modification_time\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_lma_transcript_sheets\"(\"id\", \"registration_id\", \"owner_id\", \"unit_id\", \"status\", \"final_score\", \"creation_time\") SELECT \"id\", \"registration_id\", \"owner_id\", \"unit_id\", \"status\", \"final_score\", \"creation_time\" FROM \"lma_transcript_sheets\"");
    await queryRunner.query("DROP TABLE \"lma_transcript_sheets\"");
    await queryRunner.query("ALTER TABLE \"temporary_lma_transcript_sheets\" RENAME TO \"lma_transcript_sheets\"");
    await queryRunner.query("CREATE INDEX \"ix_lma_transcript_sheets_owner_unit\" ON \"lma_transcript_sheets\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_transcript_sheets_registration\" ON \"lma_transcript_sheets\" (\"registration_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_transcript_sheets_registration\"");
    await queryRunner.query("DROP INDEX \"ix_lma_transcript_sheets_owner_unit\"");
    await queryRunner.query("ALTER TABLE \"lma_transcript_sheets\" RENAME TO \"temporary_lma_transcript_sheets\"");
    await queryRunner.query("CREATE TABLE \"lma_transcript_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"registration_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"unit_id\" integer NOT NULL, \"status\" varchar(40) NOT NULL, \"final_score\" float, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"lma_transcript_sheets\"(\"id\", \"registration_id\", \"owner_id\", \"unit_id\", \"status\", \"final_score\", \"creation_time\") SELECT \"id\", \"registration_id\", \"owner_id\", \"unit_id\", \"status\", \"final_score\", \"creation_time\" FROM \"temporary_lma_transcript_sheets\"");
    await queryRunner.query("DROP TABLE \"temporary_lma_transcript_sheets\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_transcript_sheets_registration\" ON \"lma_transcript_sheets\" (\"registration_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_transcript_sheets_owner_unit\" ON \"lma_transcript_sheets\" (\"owner_id\") ");
  }
}
