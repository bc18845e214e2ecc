import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tests1795542113072 implements MigrationInterface {
  name = 'Tests1795542113072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_tests\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"test_set_id\" integer, \"title\" varchar(200) NOT NULL, \"description\" text, \"level\" varchar(10), \"start_time\" datetime, \"end_time\" datetime, \"duration_deadline\" integer NOT NULL, \"announcement_time\" datetime, \"objection_start_time\" datetime, \"objection_end_time\" datetime, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_tests_classroom\" ON \"lma_tests\" (\"classroom_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_test_questions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"test_id\" integer NOT NULL, \"question_id\" integer, \"model_type\" varchar(20) NOT NULL, \"text\" text NOT NULL, \"correct_answer\" text, \"choices\" text, \"correct_choice_index\" integer, \"level\" varchar(10), \"mark\" double NOT NULL, \"is_extra_mark\" boolean NOT NULL DEFAULT (0), \"sort_order\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"ix_lma_test_questions_test\" ON \"lma_test_questions\" (\"test_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_test_examinees\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"test_id\" integer NOT NULL, \"owner_id\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_test_examinees_owner\" ON \"lma_test_examinees\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_test_examinees\" ON \"lma_test_examinees\" (\"test_id\", \"owner_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_test_examinees\"");
    await queryRunner.query("DROP INDEX \"ix_lma_test_examinees_owner\"");
    await queryRunner.query("DROP TABLE \"lma_test_examinees\"");
    await queryRunner.query("DROP INDEX \"ix_lma_test_questions_test\"");
    await queryRunner.query("DROP TABLE \"lma_test_questions\"");
    await queryRunner.query("DROP INDEX \"ix_lma_tests_classroom\"");
    await queryRunner.query("DROP TABLE \"lma_tests\"");
  }
}
