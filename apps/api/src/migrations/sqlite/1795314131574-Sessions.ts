import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1795314131574 implements MigrationInterface {
  name = 'Sessions1795314131574';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"title\" varchar(200) NOT NULL, \"beginning_time\" datetime NOT NULL, \"ending_time\" datetime NOT NULL, \"description\" text, \"syllabus\" text, \"contents\" text, \"assignment_description\" text, \"assignment_answer\" text, \"is_mandatory\" boolean NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_sessions_classroom\" ON \"lma_sessions\" (\"classroom_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_session_attendance_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"session_id\" integer NOT NULL, \"registration_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"is_read_part1\" boolean NOT NULL DEFAULT (0), \"is_read_part2\" boolean NOT NULL DEFAULT (0), \"is_present_listen_part1\" boolean NOT NULL DEFAULT (0), \"is_present_listen_part2\" boolean NOT NULL DEFAULT (0), \"attendance_status\" varchar(20), \"answer_text\" text, \"answer_attachment\" varchar(500), \"assignment_status\" varchar(20) NOT NULL DEFAULT ('NOT_SENT'), \"answer_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_session_sheets_registration\" ON \"lma_session_attendance_sheets\" (\"registration_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_session_sheets\" ON \"lma_session_attendance_sheets\" (\"session_id\", \"owner_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_session_sheets\"");
    await queryRunner.query("DROP INDEX \"ix_lma_session_sheets_registration\"");
    await queryRunner.query("DROP TABLE \"lma_session_attendance_sheets\"");
    await queryRunner.query("DROP INDEX \"ix_lma_sessions_classroom\"");
    await queryRunner.query("DROP TABLE \"lma_sessions\"");
  }
}
