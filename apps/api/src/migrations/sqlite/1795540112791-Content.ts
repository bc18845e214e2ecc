import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1795540112791 implements MigrationInterface {
  name = 'Content1795540112791';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"cma_categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(10) NOT NULL, \"title\" varchar(150) NOT NULL, \"thumbnail\" varchar(500), \"description\" text, \"parent_id\" integer, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_cma_categories_kind_parent\" ON \"cma_categories\" (\"kind\", \"parent_id\") ");
    await queryRunner.query("CREATE TABLE \"cma_hashtags\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(100) NOT NULL, \"order\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_cma_hashtags_title\" ON \"cma_hashtags\" (\"title\") ");
    await queryRunner.query("CREATE TABLE \"cma_celebrities\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"name\" varchar(150) NOT NULL, \"thumbnail\" varchar(500))");
    await queryRunner.query("CREATE TABLE \"cma_posts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"thumbnail\" varchar(500), \"category_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"text\" text, \"summary\" varchar(1000), \"order\" integer NOT NULL DEFAULT (0), \"is_hidden\" boolean NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"ix_cma_posts_category\" ON \"cma_posts\" (\"category_id\") ");
    await queryRunner.query("CREATE TABLE \"cma_contents\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"thumbnail\" varchar(500), \"category_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"description\" text, \"specification\" text, \"summary\" varchar(1000), \"is_free\" boolean NOT NULL DEFAULT (1), \"is_hidden\" boolean NOT NULL DEFAULT (0), \"order\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("CREATE INDEX \"ix_cma_contents_category\" ON \"cma_contents\" (\"category_id\") ");
    await queryRunner.query("CREATE TABLE \"cma_topics\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"thumbnail\" varchar(500), \"category_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"text\" text, \"content_id\" integer, \"creator_id\" integer)");
    await queryRunner.query("CREATE INDEX \"ix_cma_topics_content\" ON \"cma_topics\" (\"content_id\") ");
    await queryRunner.query("CREATE TABLE \"cma_medias\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"type\" varchar(10) NOT NULL, \"source_type\" varchar(10) NOT NULL DEFAULT ('CONTENT'), \"url\" varchar(1000), \"iframe_code\" text, \"script_code\" text, \"is_live_streaming\" boolean NOT NULL DEFAULT (0), \"description\" text, \"file\" varchar(500), \"creator_id\" integer, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"cma_hadithes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"persian_text\" text NOT NULL, \"arabian_text\" text, \"narrator\" varchar(255), \"source\" varchar(255), \"publish_date\" varchar(10) NOT NULL, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_cma_hadithes_publish_date\" ON \"cma_hadithes\" (\"publish_date\") ");
    await queryRunner.query("CREATE TABLE \"cma_links\" (\"owner_kind\" varchar(10) NOT NULL, \"owner_id\" integer NOT NULL, \"tag_kind\" varchar(10) NOT NULL, \"tag_id\" integer NOT NULL, \"position\" integer NOT NULL DEFAULT (0), PRIMARY KEY (\"owner_kind\", \"owner_id\", \"tag_kind\", \"tag_id\"))");
    await queryRunner.query("CREATE INDEX \"ix_cma_links_tag\" ON \"cma_links\" (\"tag_kind\", \"tag_id\") ");
    await queryRunner.query("CREATE TABLE \"temporary_cma_settings\" (\"key\" varchar(100) PRIMARY KEY NOT NULL, \"value\" text NOT NULL, \"last_modification_time\" datetime NOT NULL, \"is_json\" boolean NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"temporary_cma_settings\"(\"key\", \"value\", \"last_modification_time\") SELECT \"key\", \"value\", \"last_modification_time\" FROM \"cma_settings\"");
    await queryRunner.query("DROP TABLE \"cma_settings\"");
    await queryRunner.query("ALTER TABLE \"temporary_cma_settings\" RENAME TO \"cma_settings\"");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"cma_settings\" RENAME TO \"temporary_cma_settings\"");
    await queryRunner.query("CREATE TABLE \"cma_settings\" (\"key\" varchar(100) PRIMARY KEY NOT NULL, \"value\" text NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"cma_settings\"(\"key\", \"value\", \"last_modification_time\") SELECT \"key\", \"value\", \"last_modification_time\" FROM \"temporary_cma_settings\"");
    await queryRunner.query("DROP TABLE \"temporary_cma_settings\"");
    await queryRunner.query("DROP INDEX \"ix_cma_links_tag\"");
    await queryRunner.query("DROP TABLE \"cma_links\"");
    await queryRunner.query("DROP INDEX \"ix_cma_hadithes_publish_date\"");
    await queryRunner.query("DROP TABLE \"cma_hadithes\"");
    await queryRunner.query("DROP TABLE \"cma_medias\"");
    await queryRunner.query("DROP INDEX \"ix_cma_topics_content\"");
    await queryRunner.query("DROP TABLE \"cma_topics\"");
    await queryRunner.query("DROP INDEX \"ix_cma_contents_category\"");
    await queryRunner.query("DROP TABLE \"cma_contents\"");
    await queryRunner.query("DROP INDEX \"ix_cma_posts_category\"");
    await queryRunner.query("DROP TABLE \"cma_posts\"");
    await queryRunner.query("DROP TABLE \"cma_celebrities\"");
    await queryRunner.query("DROP INDEX \"uq_cma_hashtags_title\"");
    await queryRunner.query("DROP TABLE \"cma_hashtags\"");
    await queryRunner.query("DROP INDEX \"ix_cma_categories_kind_parent\"");
    await queryRunner.query("DROP TABLE \"cma_categories\"");
  }
}
