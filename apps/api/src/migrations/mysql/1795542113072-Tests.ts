import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tests1795542113072 implements MigrationInterface {
  name = 'Tests1795542113072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_tests` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `test_set_id` int NULL, `title` varchar(200) NOT NULL, `description` text NULL, `level` varchar(10) NULL, `start_time` datetime NULL, `end_time` datetime NULL, `duration_deadline` int NOT NULL, `announcement_time` datetime NULL, `objection_start_time` datetime NULL, `objection_end_time` datetime NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_tests_classroom` (`classroom_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_test_questions` (`id` int NOT NULL AUTO_INCREMENT, `test_id` int NOT NULL, `question_id` int NULL, `model_type` varchar(20) NOT NULL, `text` text NOT NULL, `correct_answer` text NULL, `choices` text NULL, `correct_choice_index` int NULL, `level` varchar(10) NULL, `mark` double NOT NULL, `is_extra_mark` tinyint NOT NULL DEFAULT 0, `sort_order` int NOT NULL DEFAULT '0', INDEX `ix_lma_test_questions_test` (`test_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_test_examinees` (`id` int NOT NULL AUTO_INCREMENT, `test_id` int NOT NULL, `owner_id` int NOT NULL, INDEX `ix_lma_test_examinees_owner` (`owner_id`), UNIQUE INDEX `uq_lma_test_examinees` (`test_id`, `owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_test_examinees` ON `lma_test_examinees`");
    await queryRunner.query("DROP INDEX `ix_lma_test_examinees_owner` ON `lma_test_examinees`");
    await queryRunner.query("DROP TABLE `lma_test_examinees`");
    await queryRunner.query("DROP INDEX `ix_lma_test_questions_test` ON `lma_test_questions`");
    await queryRunner.query("DROP TABLE `lma_test_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_tests_classroom` ON `lma_tests`");
    await queryRunner.query("DROP TABLE `lma_tests`");
  }
}
