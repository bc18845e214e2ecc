import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportTasks1795539967785 implements MigrationInterface {
  name = 'ExportTasks1795539967785';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"rma_export_tasks\" (\"id\" varchar(36) PRIMARY KEY NOT NULL, \"owner_id\" integer NOT NULL, \"owner_roles\" varchar(500) NOT NULL, \"owner_is_superuser\" boolean NOT NULL DEFAULT (0), \"name\" varchar(60) NOT NULL, \"query\" text NOT NULL, \"status\" varchar(10) NOT NULL, \"total\" integer NOT NULL DEFAULT (0), \"done\" integer NOT NULL DEFAULT (0), \"up_to_id\" integer, \"attempts\" integer NOT NULL DEFAULT (0), \"file_name\" varchar(120) NOT NULL, \"file_key\" varchar(255), \"creation_time\" datetime NOT NULL, \"finished_time\" datetime)");
    await queryRunner.query("CREATE INDEX \"ix_rma_export_tasks_status\" ON \"rma_export_tasks\" (\"status\", \"creation_time\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_rma_export_tasks_status\"");
    await queryRunner.query("DROP TABLE \"rma_export_tasks\"");
  }
}
