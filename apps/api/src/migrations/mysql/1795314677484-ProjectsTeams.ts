import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectsTeams1795314677484 implements MigrationInterface {
  name = 'ProjectsTeams1795314677484';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_projects` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `title` varchar(200) NOT NULL, `type` varchar(10) NOT NULL, `is_mandatory` tinyint NOT NULL DEFAULT 0, `beginning_doing_period` datetime NULL, `ending_doing_period` datetime NULL, `description` text NULL, `correct_answer` text NULL, `contents` text NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_projects_classroom` (`classroom_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_project_attendance_sheets` (`id` int NOT NULL AUTO_INCREMENT, `project_id` int NOT NULL, `registration_id` int NOT NULL, `owner_id` int NOT NULL, `team_id` int NULL, `answer_text` text NULL, `answer_attachment` varchar(500) NULL, `answer_status` varchar(20) NOT NULL DEFAULT 'NOT_SENT', `is_answer_verified` tinyint NULL, `notation` text NULL, `answer_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_lma_project_sheets` (`project_id`, `owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_teams` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `title` varchar(150) NOT NULL, `capacity` int NOT NULL DEFAULT '0', `used_capacity` int NOT NULL DEFAULT '0', `is_joinable` tinyint NOT NULL DEFAULT 1, `leader_id` int NULL, `description` text NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_teams_classroom` (`classroom_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `lma_team_registrations` (`id` int NOT NULL AUTO_INCREMENT, `team_id` int NOT NULL, `registration_id` int NOT NULL, `creation_time` datetime NOT NULL, INDEX `ix_lma_team_registrations_team` (`team_id`), UNIQUE INDEX `uq_lma_team_registrations_registration` (`registration_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_team_registrations_registration` ON `lma_team_registrations`");
    await queryRunner.query("DROP INDEX `ix_lma_team_registrations_team` ON `lma_team_registrations`");
    await queryRunner.query("DROP TABLE `lma_team_registrations`");
    await queryRunner.query("DROP INDEX `ix_lma_teams_classroom` ON `lma_teams`");
    await queryRunner.query("DROP TABLE `lma_teams`");
    await queryRunner.query("DROP INDEX `uq_lma_project_sheets` ON `lma_project_attendance_sheets`");
    await queryRunner.query("DROP TABLE `lma_project_attendance_sheets`");
    await queryRunner.query("DROP INDEX `ix_lma_projects_classroom` ON `lma_projects`");
    await queryRunner.query("DROP TABLE `lma_projects`");
  }
}
