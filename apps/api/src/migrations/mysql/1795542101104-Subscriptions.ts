import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Subscriptions1795542101104 implements MigrationInterface {
  name = 'Subscriptions1795542101104';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `mma_subscriptions` (`id` int NOT NULL AUTO_INCREMENT, `source_type` varchar(20) NOT NULL, `source_id` int NOT NULL, `owner_id` int NOT NULL, `is_enabled` tinyint NOT NULL DEFAULT 1, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_mma_subscriptions_source` (`source_type`, `source_id`, `is_enabled`), UNIQUE INDEX `uq_mma_subscriptions_owner_source` (`owner_id`, `source_type`, `source_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `lma_classrooms` ADD `subscribers_notice_time` datetime NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_classrooms` DROP COLUMN `subscribers_notice_time`");
    await queryRunner.query("DROP INDEX `uq_mma_subscriptions_owner_source` ON `mma_subscriptions`");
    await queryRunner.query("DROP INDEX `ix_mma_subscriptions_source` ON `mma_subscriptions`");
    await queryRunner.query("DROP TABLE `mma_subscriptions`");
  }
}
