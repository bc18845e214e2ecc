import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Waitlists1796649500600 implements MigrationInterface {
  name = 'Waitlists1796649500600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_waitlist_entries` (`id` int NOT NULL AUTO_INCREMENT, `classroom_id` int NOT NULL, `owner_id` int NOT NULL, `active_owner_id` int NULL, `status` varchar(20) NOT NULL, `position` int NOT NULL, `registration_id` int NULL, `offered_time` datetime NULL, `offer_expire_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_lma_waitlist_owner` (`owner_id`), INDEX `ix_lma_waitlist_registration` (`registration_id`), INDEX `ix_lma_waitlist_line` (`classroom_id`, `status`, `position`), UNIQUE INDEX `uq_lma_waitlist_live` (`classroom_id`, `active_owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `lma_classrooms` ADD `waiting_count` int NOT NULL DEFAULT '0'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_classrooms` DROP COLUMN `waiting_count`");
    await queryRunner.query("DROP INDEX `uq_lma_waitlist_live` ON `lma_waitlist_entries`");
    await queryRunner.query("DROP INDEX `ix_lma_waitlist_line` ON `lma_waitlist_entries`");
    await queryRunner.query("DROP INDEX `ix_lma_waitlist_registration` ON `lma_waitlist_entries`");
    await queryRunner.query("DROP INDEX `ix_lma_waitlist_owner` ON `lma_waitlist_entries`");
    await queryRunner.query("DROP TABLE `lma_waitlist_entries`");
  }
}
