import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TestResultsAnnounced1795557225395 implements MigrationInterface {
  name = 'TestResultsAnnounced1795557225395';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_lma_tests_classroom\"");
    await queryRunner.query("CREATE TABLE \"temporary_lma_tests\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"test_set_id\" integer, \"title\" varchar(200) NOT NULL, \"description\" text, \"level\" varchar(10), \"start_time\" datetime, \"end_time\" datetime, \"duration_deadline\" integer NOT NULL, \"announcement_time\" datetime, \"objection_start_time\" datetime, \"objection_end_time\" datetime, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"results_announced_time\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_lma_tests\"(\"id\", \"classroom_id\", \"test_set_id\", \"title\", \"description\", \"level\", \"start_time\", \"end_time\", \"duration_deadline\", \"announcement_time\", \"objection_start_time\", \"objection_end_time\", \"creator_id\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"classroom_id\", \"test_set_id\", \"title\", \"description\", \"level\", \"start_time\", \"end_time\", \"duration_deadline\", \"announcement_time\", \"objection_start_time\", \"objection_end_time\", \"creator_id\", \"creation_time\", \"last_modification_time\" FROM \"lma_tests\"");
    await queryRunner.query("DROP TABLE \"lma_tests\"");
    await queryRunner.query("ALTER TABLE \"temporary_lma_tests\" RENAME TO \"lma_tests\"");
    await queryRunner.query("CREATE INDEX \"ix_lma_tests_classroom\" ON \"lma_tests\" (\"classroom_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_lma_tests_classroom\"");
    await queryRunner.query("ALTER TABLE \"lma_tests\" RENAME TO \"temporary_lma_tests\"");
    await queryRunner.query("CREATE TABLE \"lma_tests\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"test_set_id\" integer, \"title\" varchar(200) NOT NULL, \"description\" text, \"level\" varchar(10), \"start_time\" datetime, \"end_time\" datetime, \"duration_deadline\" integer NOT NULL, \"announcement_time\" datetime, \"objection_start_time\" datetime, \"objection_end_time\" datetime, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"lma_tests\"(\"id\", \"classroom_id\", \"test_set_id\", \"title\", \"description\", \"level\", \"start_time\", \"end_time\", \"duration_deadline\", \"announcement_time\", \"objection_start_time\", \"objection_end_time\", \"creator_id\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"classroom_id\", \"test_set_id\", \"title\", \"description\", \"level\", \"start_time\", \"end_time\", \"duration_deadline\", \"announcement_time\", \"objection_start_time\", \"objection_end_time\", \"creator_id\", \"creation_time\", \"last_modification_time\" FROM \"temporary_lma_tests\"");
    await queryRunner.query("DROP TABLE \"temporary_lma_tests\"");
    await queryRunner.query("CREATE INDEX \"ix_lma_tests_classroom\" ON \"lma_tests\" (\"classroom_id\") ");
  }
}
