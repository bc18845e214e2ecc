import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Store1795312898629 implements MigrationInterface {
  name = 'Store1795312898629';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `cma_settings` (`key` varchar(100) NOT NULL, `value` text NOT NULL, `last_modification_time` datetime NOT NULL, PRIMARY KEY (`key`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_categories` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(150) NOT NULL, `parent_id` int NULL, INDEX `ix_store_categories_parent` (`parent_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_products` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `thumbnail` varchar(500) NULL, `description` text NULL, `specification` text NULL, `unit_price` bigint NOT NULL DEFAULT '0', `discount_percent` int NOT NULL DEFAULT '0', `sellable_price` bigint NOT NULL DEFAULT '0', `inventory` int NOT NULL DEFAULT '-1', `maximum_order_count` int NULL, `is_physical` tinyint NOT NULL DEFAULT 0, `is_hidden` tinyint NOT NULL DEFAULT 0, `is_add_to_basket_disabled` tinyint NOT NULL DEFAULT 0, `weight` int NULL, `store_category_id` int NULL, `content_category_id` int NULL, `sold_count` int NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, `physical_type` varchar(20) NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_packages` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `thumbnail` varchar(500) NULL, `description` text NULL, `specification` text NULL, `unit_price` bigint NOT NULL DEFAULT '0', `discount_percent` int NOT NULL DEFAULT '0', `sellable_price` bigint NOT NULL DEFAULT '0', `inventory` int NOT NULL DEFAULT '-1', `maximum_order_count` int NULL, `is_physical` tinyint NOT NULL DEFAULT 0, `is_hidden` tinyint NOT NULL DEFAULT 0, `is_add_to_basket_disabled` tinyint NOT NULL DEFAULT 0, `weight` int NULL, `store_category_id` int NULL, `content_category_id` int NULL, `sold_count` int NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_package_products` (`package_id` int NOT NULL, `product_id` int NOT NULL, PRIMARY KEY (`package_id`, `product_id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_baskets` (`id` int NOT NULL AUTO_INCREMENT, `owner_id` int NOT NULL, `open_owner_id` int NULL, `status` varchar(20) NOT NULL, `order_type` varchar(20) NULL, `discount_id` int NULL, `province` varchar(100) NULL, `city` varchar(100) NULL, `address` varchar(500) NULL, `postal_code` varchar(10) NULL, `description` text NULL, `price` bigint NOT NULL DEFAULT '0', `sellable_price` bigint NOT NULL DEFAULT '0', `discount_amount` bigint NOT NULL DEFAULT '0', `delivery_cost` bigint NOT NULL DEFAULT '0', `overall_order_price` bigint NOT NULL DEFAULT '0', `invoice_id` int NULL, `order_time` datetime NULL, `sent_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_store_baskets_owner` (`owner_id`), UNIQUE INDEX `uq_store_baskets_open_owner` (`open_owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_basket_items` (`id` int NOT NULL AUTO_INCREMENT, `basket_id` int NOT NULL, `product_id` int NULL, `package_id` int NULL, `count` int NOT NULL, `unit_price` bigint NULL, `sellable_price` bigint NULL, INDEX `ix_store_basket_items_basket` (`basket_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `store_purchases` (`user_id` int NOT NULL, `product_id` int NOT NULL, `creation_time` datetime NOT NULL, PRIMARY KEY (`user_id`, `product_id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `store_purchases`");
    await queryRunner.query("DROP INDEX `ix_store_basket_items_basket` ON `store_basket_items`");
    await queryRunner.query("DROP TABLE `store_basket_items`");
    await queryRunner.query("DROP INDEX `uq_store_baskets_open_owner` ON `store_baskets`");
    await queryRunner.query("DROP INDEX `ix_store_baskets_owner` ON `store_baskets`");
    await queryRunner.query("DROP TABLE `store_baskets`");
    await queryRunner.query("DROP TABLE `store_package_products`");
    await queryRunner.query("DROP TABLE `store_packages`");
    await queryRunner.query("DROP TABLE `store_products`");
    await queryRunner.query("DROP INDEX `ix_store_categories_parent` ON `store_categories`");
    await queryRunner.query("DROP TABLE `store_categories`");
    await queryRunner.query("DROP TABLE `cma_settings`");
  }
}
