import type { MigrationInterface, QueryRunner } from 'typeorm';

export class QuestionBank1795539643186 implements MigrationInterface {
  name = 'QuestionBank1795539643186';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_questions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"unit_id\" integer, \"type\" varchar(20) NOT NULL DEFAULT ('QUESTION_BANK'), \"model_type\" varchar(20) NOT NULL DEFAULT ('OPEN_ENDED'), \"text\" text NOT NULL, \"correct_answer\" text, \"mark\" double NOT NULL DEFAULT (1), \"level\" varchar(10), \"correct_choice_index\" integer, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_questions_unit\" ON \"lma_questions\" (\"unit_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_questions_type\" ON \"lma_questions\" (\"type\") ");
    await queryRunner.query("CREATE TABLE \"lma_question_choices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"question_id\" integer, \"text\" text NOT NULL, \"position\" integer NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_question_choices_question\" ON \"lma_question_choices\" (\"question_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_session_template_questions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"session_template_id\" integer NOT NULL, \"question_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_session_template_questions_question\" ON \"lma_session_template_questions\" (\"question_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_session_template_questions\" ON \"lma_session_template_questions\" (\"session_template_id\", \"question_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_test_sets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(200) NOT NULL, \"description\" text, \"level\" varchar(10), \"unit_id\" integer, \"type\" varchar(20) NOT NULL DEFAULT ('QUESTION_BANK'), \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_test_sets_unit\" ON \"lma_test_sets\" (\"unit_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_test_sets_type\" ON \"lma_test_sets\" (\"type\") ");
    await queryRunner.query("CREATE TABLE \"lma_test_set_questions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"test_set_id\" integer NOT NULL, \"question_id\" integer NOT NULL, \"mark\" double NOT NULL, \"sort_order\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"ix_lma_test_set_questions_question\" ON \"lma_test_set_questions\" (\"question_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_test_set_questions\" ON \"lma_test_set_questions\" (\"test_set_id\", \"question_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_test_set_questions\"");
    await queryRunner.query("DROP INDEX \"ix_lma_test_set_questions_question\"");
    await queryRunner.query("DROP TABLE \"lma_test_set_questions\"");
    await queryRunner.query("DROP INDEX \"ix_lma_test_sets_type\"");
    await queryRunner.query("DROP INDEX \"ix_lma_test_sets_unit\"");
    await queryRunner.query("DROP TABLE \"lma_test_sets\"");
    await queryRunner.query("DROP INDEX \"uq_lma_session_template_questions\"");
    await queryRunner.query("DROP INDEX \"ix_lma_session_template_questions_question\"");
    await queryRunner.query("DROP TABLE \"lma_session_template_questions\"");
    await queryRunner.query("DROP INDEX \"ix_lma_question_choices_question\"");
    await queryRunner.query("DROP TABLE \"lma_question_choices\"");
    await queryRunner.query("DROP INDEX \"ix_lma_questions_type\"");
    await queryRunner.query("DROP INDEX \"ix_lma_questions_unit\"");
    await queryRunner.query("DROP TABLE \"lma_questions\"");
  }
}
