import type { MigrationInterface, QueryRunner } from 'typeorm';

export class QuestionBank1795539643186 implements MigrationInterface {
  name = 'QuestionBank1795539643186';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_questions` (`id` int NOT NULL AUTO_INCREMENT, `unit_id` int NULL, `type` varchar(20) NOT NULL DEFAULT 'QUESTION_BANK', `model_type` varchar(20) NOT NULL DEFAULT 'OPEN_ENDED', `text` text NOT NULL, `correct_answer` text NULL, `mark` double NOT NULL DEFAULT '1', `level` varchar(10) NULL, `correct_choice_index` int NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_questions_unit` (`unit_id`), INDEX `ix_lma_questions_type` (`type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_question_choices` (`id` int NOT NULL AUTO_INCREMENT, `question_id` int NULL, `text` text NOT NULL, `position` int NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, INDEX `ix_lma_question_choices_question` (`question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_session_template_questions` (`id` int NOT NULL AUTO_INCREMENT, `session_template_id` int NOT NULL, `question_id` int NOT NULL, `creation_time` datetime NOT NULL, INDEX `ix_lma_session_template_questions_question` (`question_id`), UNIQUE INDEX `uq_lma_session_template_questions` (`session_template_id`, `question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_test_sets` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `description` text NULL, `level` varchar(10) NULL, `unit_id` int NULL, `type` varchar(20) NOT NULL DEFAULT 'QUESTION_BANK', `creator_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_test_sets_unit` (`unit_id`), INDEX `ix_lma_test_sets_type` (`type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_test_set_questions` (`id` int NOT NULL AUTO_INCREMENT, `test_set_id` int NOT NULL, `question_id` int NOT NULL, `mark` double NOT NULL, `sort_order` int NOT NULL DEFAULT '0', INDEX `ix_lma_test_set_questions_question` (`question_id`), UNIQUE INDEX `uq_lma_test_set_questions` (`test_set_id`, `question_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_test_set_questions` ON `lma_test_set_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_test_set_questions_question` ON `lma_test_set_questions`");
    await queryRunner.query("DROP TABLE `lma_test_set_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_test_sets_type` ON `lma_test_sets`");
    await queryRunner.query("DROP INDEX `ix_lma_test_sets_unit` ON `lma_test_sets`");
    await queryRunner.query("DROP TABLE `lma_test_sets`");
    await queryRunner.query("DROP INDEX `uq_lma_session_template_questions` ON `lma_session_template_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_session_template_questions_question` ON `lma_session_template_questions`");
    await queryRunner.query("DROP TABLE `lma_session_template_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_question_choices_question` ON `lma_question_choices`");
    await queryRunner.query("DROP TABLE `lma_question_choices`");
    await queryRunner.query("DROP INDEX `ix_lma_questions_type` ON `lma_questions`");
    await queryRunner.query("DROP INDEX `ix_lma_questions_unit` ON `lma_questions`");
    await queryRunner.query("DROP TABLE `lma_questions`");
  }
}
