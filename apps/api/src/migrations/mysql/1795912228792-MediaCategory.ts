import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaCategory1795912228792 implements MigrationInterface {
  name = 'MediaCategory1795912228792';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `cma_medias` ADD `category_id` int NULL");
    await queryRunner.query("CREATE INDEX `ix_cma_medias_category` ON `cma_medias` (`category_id`)");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `ix_cma_medias_category` ON `cma_medias`");
    await queryRunner.query("ALTER TABLE `cma_medias` DROP COLUMN `category_id`");
  }
}
