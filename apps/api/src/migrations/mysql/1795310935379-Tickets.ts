import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tickets1795310935379 implements MigrationInterface {
  name = 'Tickets1795310935379';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `mma_ticket_categories` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(150) NOT NULL, `type` varchar(20) NOT NULL, INDEX `ix_mma_ticket_categories_type` (`type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `mma_tickets` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `body` text NOT NULL, `status` varchar(20) NOT NULL, `priority` varchar(10) NULL, `category_id` int NOT NULL, `source_type` varchar(40) NULL, `source_id` int NULL, `attachment` varchar(500) NULL, `owner_id` int NOT NULL, `creator_id` int NOT NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_mma_tickets_owner` (`owner_id`), INDEX `ix_mma_tickets_creation_time` (`creation_time`), INDEX `ix_mma_tickets_source` (`source_type`, `source_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `mma_ticket_replies` (`id` int NOT NULL AUTO_INCREMENT, `ticket_id` int NOT NULL, `body` text NOT NULL, `creator_id` int NOT NULL, `is_staff` tinyint NOT NULL DEFAULT 0, `creation_time` datetime NOT NULL, INDEX `ix_mma_ticket_replies_ticket` (`ticket_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `ix_mma_ticket_replies_ticket` ON `mma_ticket_replies`");
    await queryRunner.query("DROP TABLE `mma_ticket_replies`");
    await queryRunner.query("DROP INDEX `ix_mma_tickets_source` ON `mma_tickets`");
    await queryRunner.query("DROP INDEX `ix_mma_tickets_creation_time` ON `mma_tickets`");
    await queryRunner.query("DROP INDEX `ix_mma_tickets_owner` ON `mma_tickets`");
    await queryRunner.query("DROP TABLE `mma_tickets`");
    await queryRunner.query("DROP INDEX `ix_mma_ticket_categories_type` ON `mma_ticket_categories`");
    await queryRunner.query("DROP TABLE `mma_ticket_categories`");
  }
}
