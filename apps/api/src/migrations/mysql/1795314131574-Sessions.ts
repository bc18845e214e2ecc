import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Sessions1795314131574 implements MigrationInterface {
  name = 'Sessions1795314131574';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_sessions` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `title` varchar(200) NOT NULL, `beginning_time` datetime NOT NULL, `ending_time` datetime NOT NULL, `description` text NULL, `syllabus` text NULL, `contents` text NULL, `assignment_description` text NULL, `assignment_answer` text NULL, `is_mandatory` tinyint NOT NULL DEFAULT 0, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_sessions_classroom` (`classroom_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_session_attendance_sheets` (`id` int NOT NULL AUTO_INCREMENT, `session_id` int NOT NULL, `registration_id` int NOT NULL, `owner_id` int NOT NULL, `is_read_part1` tinyint NOT NULL DEFAULT 0, `is_read_part2` tinyint NOT NULL DEFAULT 0, `is_present_listen_part1` tinyint NOT NULL DEFAULT 0, `is_present_listen_part2` tinyint NOT NULL DEFAULT 0, `attendance_status` varchar(20) NULL, `answer_text` text NULL, `answer_attachment` varchar(500) NULL, `assignment_status` varchar(20) NOT NULL DEFAULT 'NOT_SENT', `answer_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_session_sheets_registration` (`registration_id`), UNIQUE INDEX `uq_lma_session_sheets` (`session_id`, `owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_session_sheets` ON `lma_session_attendance_sheets`");
    await queryRunner.query("DROP INDEX `ix_lma_session_sheets_registration` ON `lma_session_attendance_sheets`");
    await queryRunner.query("DROP TABLE `lma_session_attendance_sheets`");
    await queryRunner.query("DROP INDEX `ix_lma_sessions_classroom` ON `lma_sessions`");
    await queryRunner.query("DROP TABLE `lma_sessions`");
  }
}
