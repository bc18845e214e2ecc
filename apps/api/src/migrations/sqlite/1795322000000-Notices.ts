import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notices1795322000000 implements MigrationInterface {
  name = 'Notices1795322000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"mma_notices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"body\" text NOT NULL, \"url\" varchar(500), \"type\" varchar(20) NOT NULL DEFAULT ('IN_APP'), \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"mma_notice_receivers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"notice_id\" integer NOT NULL, \"user_id\" integer NOT NULL, \"is_seen\" boolean NOT NULL DEFAULT (0), \"seen_time\" datetime, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_mma_notice_receivers_notice\" ON \"mma_notice_receivers\" (\"notice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_notice_receivers_user\" ON \"mma_notice_receivers\" (\"user_id\", \"is_seen\") ");
    await queryRunner.query("ALTER TABLE \"lma_registrations\" ADD COLUMN \"absence_warning_time\" datetime");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"lma_registrations\" DROP COLUMN \"absence_warning_time\"");
    await queryRunner.query("DROP INDEX \"ix_mma_notice_receivers_user\"");
    await queryRunner.query("DROP INDEX \"ix_mma_notice_receivers_notice\"");
    await queryRunner.query("DROP TABLE \"mma_notice_receivers\"");
    await queryRunner.query("DROP TABLE \"mma_notices\"");
  }
}
