import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnswerBooks1795556051055 implements MigrationInterface {
  name = 'AnswerBooks1795556051055';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_answer_books\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"test_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"registration_id\" integer, \"status\" varchar(30) NOT NULL, \"attending_start_time\" datetime, \"attending_end_time\" datetime, \"total_score\" double, \"grader_id\" integer, \"grader_description\" text, \"grading_time\" datetime, \"overall_answer_text\" text, \"overall_answer_attachment\" varchar(500), \"objection_request\" text, \"objection_result\" text, \"objection_time\" datetime, \"objection_result_time\" datetime, \"objection_responder_id\" integer, \"ticket_id\" integer, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_answer_books_owner\" ON \"lma_answer_books\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_answer_books_status\" ON \"lma_answer_books\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_answer_books_grader\" ON \"lma_answer_books\" (\"grader_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_answer_books_test_owner\" ON \"lma_answer_books\" (\"test_id\", \"owner_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_answer_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"answer_book_id\" integer NOT NULL, \"test_question_id\" integer NOT NULL, \"answer_text\" text, \"answer_attachment\" varchar(500), \"answer_choice_index\" integer, \"score\" double, \"scorer_id\" integer, \"scoring_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_answer_sheets_book_question\" ON \"lma_answer_sheets\" (\"answer_book_id\", \"test_question_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_answer_sheets_book_question\"");
    await queryRunner.query("DROP TABLE \"lma_answer_sheets\"");
    await queryRunner.query("DROP INDEX \"uq_lma_answer_books_test_owner\"");
    await queryRunner.query("DROP INDEX \"ix_lma_answer_books_grader\"");
    await queryRunner.query("DROP INDEX \"ix_lma_answer_books_status\"");
    await queryRunner.query("DROP INDEX \"ix_lma_answer_books_owner\"");
    await queryRunner.query("DROP TABLE \"lma_answer_books\"");
  }
}
