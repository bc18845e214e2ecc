import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnswerBooks1795556051055 implements MigrationInterface {
  name = 'AnswerBooks1795556051055';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_answer_books` (`id` int NOT NULL AUTO_INCREMENT, `test_id` int NOT NULL, `owner_id` int NOT NULL, `registration_id` int NULL, `status` varchar(30) NOT NULL, `attending_start_time` datetime NULL, `attending_end_time` datetime NULL, `total_score` double NULL, `grader_id` int NULL, `grader_description` text NULL, `grading_time` datetime NULL, `overall_answer_text` text NULL, `overall_answer_attachment` varchar(500) NULL, `objection_request` text NULL, `objection_result` text NULL, `objection_time` datetime NULL, `objection_result_time` datetime NULL, `objection_responder_id` int NULL, `ticket_id` int NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_answer_books_owner` (`owner_id`), INDEX `ix_lma_answer_books_status` (`status`), INDEX `ix_lma_answer_books_grader` (`grader_id`), UNIQUE INDEX `uq_lma_answer_books_test_owner` (`test_id`, `owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_answer_sheets` (`id` int NOT NULL AUTO_INCREMENT, `answer_book_id` int NOT NULL, `test_question_id` int NOT NULL, `answer_text` text NULL, `answer_attachment` varchar(500) NULL, `answer_choice_index` int NULL, `score` double NULL, `scorer_id` int NULL, `scoring_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_lma_answer_sheets_book_question` (`answer_book_id`, `test_question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_answer_sheets_book_question` ON `lma_answer_sheets`");
    await queryRunner.query("DROP TABLE `lma_answer_sheets`");
    await queryRunner.query("DROP INDEX `uq_lma_answer_books_test_owner` ON `lma_answer_books`");
    await queryRunner.query("DROP INDEX `ix_lma_answer_books_grader` ON `lma_answer_books`");
    await queryRunner.query("DROP INDEX `ix_lma_answer_books_status` ON `lma_answer_books`");
    await queryRunner.query("DROP INDEX `ix_lma_answer_books_owner` ON `lma_answer_books`");
    await queryRunner.query("DROP TABLE `lma_answer_books`");
  }
}
