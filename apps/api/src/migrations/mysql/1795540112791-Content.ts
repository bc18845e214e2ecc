import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1795540112791 implements MigrationInterface {
  name = 'Content1795540112791';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `cma_categories` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(10) NOT NULL, `title` varchar(150) NOT NULL, `thumbnail` varchar(500) NULL, `description` text NULL, `parent_id` int NULL, `creation_time` datetime NOT NULL, INDEX `ix_cma_categories_kind_parent` (`kind`, `parent_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_hashtags` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(100) NOT NULL, `order` int NOT NULL DEFAULT '0', UNIQUE INDEX `uq_cma_hashtags_title` (`title`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_celebrities` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(150) NOT NULL, `thumbnail` varchar(500) NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_posts` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `thumbnail` varchar(500) NULL, `category_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, `text` text NULL, `summary` varchar(1000) NULL, `order` int NOT NULL DEFAULT '0', `is_hidden` tinyint NOT NULL DEFAULT 0, INDEX `ix_cma_posts_category` (`category_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_contents` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `thumbnail` varchar(500) NULL, `category_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, `description` text NULL, `specification` text NULL, `summary` varchar(1000) NULL, `is_free` tinyint NOT NULL DEFAULT 1, `is_hidden` tinyint NOT NULL DEFAULT 0, `order` int NOT NULL DEFAULT '0', INDEX `ix_cma_contents_category` (`category_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_topics` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `thumbnail` varchar(500) NULL, `category_id` int NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, `text` text NULL, `content_id` int NULL, `creator_id` int NULL, INDEX `ix_cma_topics_content` (`content_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_medias` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `type` varchar(10) NOT NULL, `source_type` varchar(10) NOT NULL DEFAULT 'CONTENT', `url` varchar(1000) NULL, `iframe_code` text NULL, `script_code` text NULL, `is_live_streaming` tinyint NOT NULL DEFAULT 0, `description` text NULL, `file` varchar(500) NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_hadithes` (`id` int NOT NULL AUTO_INCREMENT, `persian_text` text NOT NULL, `arabian_text` text NULL, `narrator` varchar(255) NULL, `source` varchar(255) NULL, `publish_date` varchar(10) NOT NULL, `creation_time` datetime NOT NULL, INDEX `ix_cma_hadithes_publish_date` (`publish_date`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cma_links` (`owner_kind` varchar(10) NOT NULL, `owner_id` int NOT NULL, `tag_kind` varchar(10) NOT NULL, `tag_id` int NOT NULL, `position` int NOT NULL DEFAULT '0', INDEX `ix_cma_links_tag` (`tag_kind`, `tag_id`), PRIMARY KEY (`owner_kind`, `owner_id`, `tag_kind`, `tag_id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `cma_settings` ADD `is_json` tinyint NOT NULL DEFAULT 0");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `cma_settings` DROP COLUMN `is_json`");
    await queryRunner.query("DROP INDEX `ix_cma_links_tag` ON `cma_links`");
    await queryRunner.query("DROP TABLE `cma_links`");
    await queryRunner.query("DROP INDEX `ix_cma_hadithes_publish_date` ON `cma_hadithes`");
    await queryRunner.query("DROP TABLE `cma_hadithes`");
    await queryRunner.query("DROP TABLE `cma_medias`");
    await queryRunner.query("DROP INDEX `ix_cma_topics_content` ON `cma_topics`");
    await queryRunner.query("DROP TABLE `cma_topics`");
    await queryRunner.query("DROP INDEX `ix_cma_contents_category` ON `cma_contents`");
    await queryRunner.query("DROP TABLE `cma_contents`");
    await queryRunner.query("DROP INDEX `ix_cma_posts_category` ON `cma_posts`");
    await queryRunner.query("DROP TABLE `cma_posts`");
    await queryRunner.query("DROP TABLE `cma_celebrities`");
    await queryRunner.query("DROP INDEX `uq_cma_hashtags_title` ON `cma_hashtags`");
    await queryRunner.query("DROP TABLE `cma_hashtags`");
    await queryRunner.query("DROP INDEX `ix_cma_categories_kind_parent` ON `cma_categories`");
    await queryRunner.query("DROP TABLE `cma_categories`");
  }
}
