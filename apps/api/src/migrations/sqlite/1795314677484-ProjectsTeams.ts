import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectsTeams1795314677484 implements MigrationInterface {
  name = 'ProjectsTeams1795314677484';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_projects\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"title\" varchar(200) NOT NULL, \"type\" varchar(10) NOT NULL, \"is_mandatory\" boolean NOT NULL DEFAULT (0), \"beginning_doing_period\" datetime, \"ending_doing_period\" datetime, \"description\" text, \"correct_answer\" text, \"contents\" text, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_projects_classroom\" ON \"lma_projects\" (\"classroom_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_project_attendance_sheets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"project_id\" integer NOT NULL, \"registration_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"team_id\" integer, \"answer_text\" text, \"answer_attachment\" varchar(500), \"answer_status\" varchar(20) NOT NULL DEFAULT ('NOT_SENT'), \"is_answer_verified\" boolean, \"notation\" text, \"answer_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_project_sheets\" ON \"lma_project_attendance_sheets\" (\"project_id\", \"owner_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_teams\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"title\" varchar(150) NOT NULL, \"capacity\" integer NOT NULL DEFAULT (0), \"used_capacity\" integer NOT NULL DEFAULT (0), \"is_joinable\" boolean NOT NULL DEFAULT (1), \"leader_id\" integer, \"description\" text, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_teams_classroom\" ON \"lma_teams\" (\"classroom_id\") ");
    await queryRunner.query("CREATE TABLE \"lma_team_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"team_id\" integer NOT NULL, \"registration_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_lma_team_registrations_team\" ON \"lma_team_registrations\" (\"team_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_team_registrations_registration\" ON \"lma_team_registrations\" (\"registration_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_team_registrations_registration\"");
    await queryRunner.query("DROP INDEX \"ix_lma_team_registrations_team\"");
    await queryRunner.query("DROP TABLE \"lma_team_registrations\"");
    await queryRunner.query("DROP INDEX \"ix_lma_teams_classroom\"");
    await queryRunner.query("DROP TABLE \"lma_teams\"");
    await queryRunner.query("DROP INDEX \"uq_lma_project_sheets\"");
    await queryRunner.query("DROP TABLE \"lma_project_attendance_sheets\"");
    await queryRunner.query("DROP INDEX \"ix_lma_projects_classroom\"");
    await queryRunner.query("DROP TABLE \"lma_projects\"");
  }
}
