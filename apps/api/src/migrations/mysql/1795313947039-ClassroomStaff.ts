import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClassroomStaff1795313947039 implements MigrationInterface {
  name = 'ClassroomStaff1795313947039';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_classroom_graders` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `grader_id` int NOT NULL, `creation_time` datetime NOT NULL, INDEX `ix_lma_classroom_graders_grader` (`grader_id`), UNIQUE INDEX `uq_lma_classroom_graders` (`classroom_id`, `grader_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_classroom_leaders` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `leader_id` int NOT NULL, `creation_time` datetime NOT NULL, INDEX `ix_lma_classroom_leaders_leader` (`leader_id`), UNIQUE INDEX `uq_lma_classroom_leaders` (`classroom_id`, `leader_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_classroom_leaders` ON `lma_classroom_leaders`");
    await queryRunner.query("DROP INDEX `ix_lma_classroom_leaders_leader` ON `lma_classroom_leaders`");
    await queryRunner.query("DROP TABLE `lma_classroom_leaders`");
    await queryRunner.query("DROP INDEX `uq_lma_classroom_graders` ON `lma_classroom_graders`");
    await queryRunner.query("DROP INDEX `ix_lma_classroom_graders_grader` ON `lma_classroom_graders`");
    await queryRunner.query("DROP TABLE `lma_classroom_graders`");
  }
}
