import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeSms1795539461292 implements MigrationInterface {
  name = 'NoticeSms1795539461292';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"temporary_mma_notices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"body\" text NOT NULL, \"url\" varchar(500), \"type\" varchar(20) NOT NULL DEFAULT ('IN_APP'), \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"priority\" varchar(10), \"category_id\" integer, \"status\" varchar(10) NOT NULL DEFAULT ('SENT'), \"audience\" varchar(10), \"audience_role\" varchar(60), \"audience_id\" integer, \"audience_statuses\" varchar(255), \"receivers_count\" integer NOT NULL DEFAULT (0), \"delivered_count\" integer NOT NULL DEFAULT (0), \"sent_time\" datetime, \"sms_status\" varchar(10), \"sms_sent_count\" integer NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"temporary_mma_notices\"(\"id\", \"title\", \"body\", \"url\", \"type\", \"creator_id\", \"creation_time\", \"last_modification_time\", \"priority\", \"category_id\", \"status\", \"audience\", \"audience_role\", \"audience_id\", \"audience_statuses\", \"receivers_count\", \"delivered_count\", \"sent_time\") SELECT \"id\", \"title\", \"body\", \"url\", \"type\", \"creator_id\", \"creation_time\", \"last_modification_time\", \"priority\", \"category_id\", \"status\", \"audience\", \"audience_role\", \"audience_id\", \"audience_statuses\", \"receivers_count\", \"delivered_count\", \"sent_time\" FROM \"mma_notices\"");
    await queryRunner.query("DROP TABLE \"mma_notices\"");
    await queryRunner.query("ALTER TABLE \"temporary_mma_notices\" RENAME TO \"mma_notices\"");
    await queryRunner.query("DROP INDEX \"uq_mma_notice_receivers_notice_user\"");
    await queryRunner.query("DROP INDEX \"ix_mma_notice_receivers_user\"");
    await queryRunner.query("CREATE TABLE \"temporary_mma_notice_receivers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"notice_id\" integer NOT NULL, \"user_id\" integer NOT NULL, \"is_seen\" boolean NOT NULL DEFAULT (0), \"seen_time\" datetime, \"creation_time\" datetime NOT NULL, \"sms_time\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_mma_notice_receivers\"(\"id\", \"notice_id\", \"user_id\", \"is_seen\", \"seen_time\", \"creation_time\") SELECT \"id\", \"notice_id\", \"user_id\", \"is_seen\", \"seen_time\", \"creation_time\" FROM \"mma_notice_receivers\"");
    await queryRunner.query("DROP TABLE \"mma_notice_receivers\"");
    await queryRunner.query("ALTER TABLE \"temporary_mma_notice_receivers\" RENAME TO \"mma_notice_receivers\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_mma_notice_receivers_notice_user\" ON \"mma_notice_receivers\" (\"notice_id\", \"user_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_notice_receivers_user\" ON \"mma_notice_receivers\" (\"user_id\", \"is_seen\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_mma_notice_receivers_user\"");
    await queryRunner.query("DROP INDEX \"uq_mma_notice_receivers_notice_user\"");
    await queryRunner.query("ALTER TABLE \"mma_notice_receivers\" RENAME TO \"temporary_mma_notice_receivers\"");
    await queryRunner.query("CREATE TABLE \"mma_notice_receivers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"notice_id\" integer NOT NULL, \"user_id\" integer NOT NULL, \"is_seen\" boolean NOT NULL DEFAULT (0), \"seen_time\" datetime, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"mma_notice_receivers\"(\"id\", \"notice_id\", \"user_id\", \"is_seen\", \"seen_time\", \"creation_time\") SELECT \"id\", \"notice_id\", \"user_id\", \"is_seen\", \"seen_time\", \"creation_time\" FROM \"temporary_mma_notice_receivers\"");
    await queryRunner.query("DROP TABLE \"temporary_mma_notice_receivers\"");
    await queryRunner.query("CREATE INDEX \"ix_mma_notice_receivers_user\" ON \"mma_notice_receivers\" (\"user_id\", \"is_seen\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_mma_notice_receivers_notice_user\" ON \"mma_notice_receivers\" (\"notice_id\", \"user_id\") ");
    await queryRunner.query("ALTER TABLE \"mma_notices\" RENAME TO \"temporary_mma_notices\"");
    await queryRunner.query("CREATE TABLE \"mma_notices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"body\" text NOT NULL, \"url\" varchar(500), \"type\" varchar(20) NOT NULL DEFAULT ('IN_APP'), \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"priority\" varchar(10), \"category_id\" integer, \"status\" varchar(10) NOT NULL DEFAULT ('SENT'), \"audience\" varchar(10), \"audience_role\" varchar(60), \"audience_id\" integer, \"audience_statuses\" varchar(255), \"receivers_count\" integer NOT NULL DEFAULT (0), \"delivered_count\" integer NOT NULL DEFAULT (0), \"sent_time\" datetime)");
    await queryRunner.query("INSERT INTO \"mma_notices\"(\"id\", \"title\", \"body\", \"url\", \"type\", \"creator_id\", \"creation_time\", \"last_modification_time\", \"priority\", \"category_id\", \"status\", \"audience\", \"audience_role\", \"audience_id\", \"audience_statuses\", \"receivers_count\", \"delivered_count\", \"sent_time\") SELECT \"id\", \"title\", \"body\", \"url\", \"type\", \"creator_id\", \"creation_time\", \"last_modification_time\", \"priority\", \"category_id\", \"status\", \"audience\", \"audience_role\", \"audience_id\", \"audience_statuses\", \"receivers_count\", \"delivered_count\", \"sent_time\" FROM \"temporary_mma_notices\"");
    await queryRunner.query("DROP TABLE \"temporary_mma_notices\"");
  }
}
