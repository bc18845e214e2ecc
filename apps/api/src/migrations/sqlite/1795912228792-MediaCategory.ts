import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaCategory1795912228792 implements MigrationInterface {
  name = 'MediaCategory1795912228792';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"temporary_cma_medias\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"type\" varchar(10) NOT NULL, \"source_type\" varchar(10) NOT NULL DEFAULT ('CONTENT'), \"url\" varchar(1000), \"iframe_code\" text, \"script_code\" text, \"is_live_streaming\" boolean NOT NULL DEFAULT (0), \"description\" text, \"file\" varchar(500), \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"category_id\" integer)");
    await queryRunner.query("INSERT INTO \"temporary_cma_medias\"(\"id\", \"title\", \"type\", \"source_type\", \"url\", \"iframe_code\", \"script_code\", \"is_live_streaming\", \"description\", \"file\", \"creator_id\", \"creation_time\") SELECT \"id\", \"title\", \"type\", \"source_type\", \"url\", \"iframe_code\", \"script_code\", \"is_live_streaming\", \"description\", \"file\", \"creator_id\", \"creation_time\" FROM \"cma_medias\"");
    await queryRunner.query("DROP TABLE \"cma_medias\"");
    await queryRunner.query("ALTER TABLE \"temporary_cma_medias\" RENAME TO \"cma_medias\"");
    await queryRunner.query("CREATE INDEX \"ix_cma_medias_category\" ON \"cma_medias\" (\"category_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_cma_medias_category\"");
    await queryRunner.query("ALTER TABLE \"cma_medias\" RENAME TO \"temporary_cma_medias\"");
    await queryRunner.query("CREATE TABLE \"cma_medias\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"type\" varchar(10) NOT NULL, \"source_type\" varchar(10) NOT NULL DEFAULT ('CONTENT'), \"url\" varchar(1000), \"iframe_code\" text, \"script_code\" text, \"is_live_streaming\" boolean NOT NULL DEFAULT (0), \"description\" text, \"file\" varchar(500), \"creator_id\" integer, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"cma_medias\"(\"id\", \"title\", \"type\", \"source_type\", \"url\", \"iframe_code\", \"script_code\", \"is_live_streaming\", \"description\", \"file\", \"creator_id\", \"creation_time\") SELECT \"id\", \"title\", \"type\", \"source_type\", \"url\", \"iframe_code\", \"script_code\", \"is_live_streaming\", \"description\", \"file\", \"creator_id\", \"creation_time\" FROM \"temporary_cma_medias\"");
    await queryRunner.query("DROP TABLE \"temporary_cma_medias\"");
  }
}
