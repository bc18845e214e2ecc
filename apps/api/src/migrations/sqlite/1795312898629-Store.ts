import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Store1795312898629 implements MigrationInterface {
  name = 'Store1795312898629';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"cma_settings\" (\"key\" varchar(100) PRIMARY KEY NOT NULL, \"value\" text NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"store_categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(150) NOT NULL, \"parent_id\" integer)");
    await queryRunner.query("CREATE INDEX \"ix_store_categories_parent\" ON \"store_categories\" (\"parent_id\") ");
    await queryRunner.query("CREATE TABLE \"store_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"thumbnail\" varchar(500), \"description\" text, \"specification\" text, \"unit_price\" bigint NOT NULL DEFAULT (0), \"discount_percent\" integer NOT NULL DEFAULT (0), \"sellable_price\" bigint NOT NULL DEFAULT (0), \"inventory\" integer NOT NULL DEFAULT (-1), \"maximum_order_count\" integer, \"is_physical\" boolean NOT NULL DEFAULT (0), \"is_hidden\" boolean NOT NULL DEFAULT (0), \"is_add_to_basket_disabled\" boolean NOT NULL DEFAULT (0), \"weight\" integer, \"store_category_id\" integer, \"content_category_id\" integer, \"sold_count\" integer NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"physical_type\" varchar(20))");
    await queryRunner.query("CREATE TABLE \"store_packages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"thumbnail\" varchar(500), \"description\" text, \"specification\" text, \"unit_price\" bigint NOT NULL DEFAULT (0), \"discount_percent\" integer NOT NULL DEFAULT (0), \"sellable_price\" bigint NOT NULL DEFAULT (0), \"inventory\" integer NOT NULL DEFAULT (-1), \"maximum_order_count\" integer, \"is_physical\" boolean NOT NULL DEFAULT (0), \"is_hidden\" boolean NOT NULL DEFAULT (0), \"is_add_to_basket_disabled\" boolean NOT NULL DEFAULT (0), \"weight\" integer, \"store_category_id\" integer, \"content_category_id\" integer, \"sold_count\" integer NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"store_package_products\" (\"package_id\" integer NOT NULL, \"product_id\" integer NOT NULL, PRIMARY KEY (\"package_id\", \"product_id\"))");
    await queryRunner.query("CREATE TABLE \"store_baskets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"owner_id\" integer NOT NULL, \"open_owner_id\" integer, \"status\" varchar(20) NOT NULL, \"order_type\" varchar(20), \"discount_id\" integer, \"province\" varchar(100), \"city\" varchar(100), \"address\" varchar(500), \"postal_code\" varchar(10), \"description\" text, \"price\" bigint NOT NULL DEFAULT (0), \"sellable_price\" bigint NOT NULL DEFAULT (0), \"discount_amount\" bigint NOT NULL DEFAULT (0), \"delivery_cost\" bigint NOT NULL DEFAULT (0), \"overall_order_price\" bigint NOT NULL DEFAULT (0), \"invoice_id\" integer, \"order_time\" datetime, \"sent_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_store_baskets_owner\" ON \"store_baskets\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_store_baskets_open_owner\" ON \"store_baskets\" (\"open_owner_id\") ");
    await queryRunner.query("CREATE TABLE \"store_basket_items\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"basket_id\" integer NOT NULL, \"product_id\" integer, \"package_id\" integer, \"count\" integer NOT NULL, \"unit_price\" bigint, \"sellable_price\" bigint)");
    await queryRunner.query("CREATE INDEX \"ix_store_basket_items_basket\" ON \"store_basket_items\" (\"basket_id\") ");
    await queryRunner.query("CREATE TABLE \"store_purchases\" (\"user_id\" integer NOT NULL, \"product_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL, PRIMARY KEY (\"user_id\", \"product_id\"))");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"store_purchases\"");
    await queryRunner.query("DROP INDEX \"ix_store_basket_items_basket\"");
    await queryRunner.query("DROP TABLE \"store_basket_items\"");
    await queryRunner.query("DROP INDEX \"uq_store_baskets_open_owner\"");
    await queryRunner.query("DROP INDEX \"ix_store_baskets_owner\"");
    await queryRunner.query("DROP TABLE \"store_baskets\"");
    await queryRunner.query("DROP TABLE \"store_package_products\"");
    await queryRunner.query("DROP TABLE \"store_packages\"");
    await queryRunner.query("DROP TABLE \"store_products\"");
    await queryRunner.query("DROP INDEX \"ix_store_categories_parent\"");
    await queryRunner.query("DROP TABLE \"store_categories\"");
    await queryRunner.query("DROP TABLE \"cma_settings\"");
  }
}
