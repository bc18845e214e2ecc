import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportTasks1795539967785 implements MigrationInterface {
  name = 'ExportTasks1795539967785';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `rma_export_tasks` (`id` varchar(36) NOT NULL, `owner_id` int NOT NULL, `owner_roles` varchar(500) NOT NULL, `owner_is_superuser` tinyint NOT NULL DEFAULT 0, `name` varchar(60) NOT NULL, `query` text NOT NULL, `status` varchar(10) NOT NULL, `total` int NOT NULL DEFAULT '0', `done` int NOT NULL DEFAULT '0', `up_to_id` int NULL, `attempts` int NOT NULL DEFAULT '0', `file_name` varchar(120) NOT NULL, `file_key` varchar(255) NULL, `creation_time` datetime NOT NULL, `finished_time` datetime NULL, INDEX `ix_rma_export_tasks_status` (`status`, `creation_time`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `ix_rma_export_tasks_status` ON `rma_export_tasks`");
    await queryRunner.query("DROP TABLE `rma_export_tasks`");
  }
}
