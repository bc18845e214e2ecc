import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClassroomStaff1795313947039 implements MigrationInterface {
  name = 'ClassroomStaff1795313947039';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_classroom_graders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"grader_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_classroom_graders_grader\" ON \"lma_classroom_graders\" (\"grader_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_classroom_graders\" ON \"lma_classroom_graders\" (\"classroom_id\", \"grader_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_classroom_leaders\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"leader_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_classroom_leaders_leader\" ON \"lma_classroom_leaders\" (\"leader_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_classroom_leaders\" ON \"lma_classroom_leaders\" (\"classroom_id\", \"leader_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_classroom_leaders\"");
    await queryRunner.query("DROP INDEX \"ix_lma_classroom_leaders_leader\"");
    await queryRunner.query("DROP TABLE \"lma_classroom_leaders\"");
    await queryRunner.query("DROP INDEX \"uq_lma_classroom_graders\"");
    await queryRunner.query("DROP INDEX \"ix_lma_classroom_graders_grader\"");
    await queryRunner.query("DROP TABLE \"lma_classroom_graders\"");
  }
}
