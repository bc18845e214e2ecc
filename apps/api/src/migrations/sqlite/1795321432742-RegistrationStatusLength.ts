import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationStatusLength1795321432742 implements MigrationInterface {
  name = 'RegistrationStatusLength1795321432742';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_registrations_active\"");
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_owner\"");
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_classroom\"");
    await queryRunner.query("CREATE TABLE \"temporary_lma_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"active_owner_id\" integer, \"status\" varchar(50) NOT NULL, \"holds_seat\" boolean NOT NULL DEFAULT (0), \"invoice_id\" integer, \"registered_time\" datetime, \"dropped_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"temporary_lma_registrations\"(\"id\", \"classroom_id\", \"owner_id\", \"active_owner_id\", \"status\", \"holds_seat\", \"invoice_id\", \"registered_time\", \"dropped_time\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"classroom_id\", \"owner_id\", \"active_owner_id\", \"status\", \"holds_seat\", \"invoice_id\", \"registered_time\", \"dropped_time\", \"creation_time\", \"last_modification_time\" FROM \"lma_registrations\"");
    await queryRunner.query("DROP TABLE \"lma_registrations\"");
    await queryRunner.query("ALTER TABLE \"temporary_lma_registrations\" RENAME TO \"lma_registrations\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_registrations_active\" ON \"lma_registrations\" (\"classroom_id\", \"active_owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_owner\" ON \"lma_registrations\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_classroom\" ON \"lma_registrations\" (\"classroom_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_classroom\"");
    await queryRunner.query("DROP INDEX \"ix_lma_registrations_owner\"");
    await queryRunner.query("DROP INDEX \"uq_lma_registrations_active\"");
    await queryRunner.query("ALTER TABLE \"lma_registrations\" RENAME TO \"temporary_lma_registrations\"");
    await queryRunner.query("CREATE TABLE \"lma_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"classroom_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"active_owner_id\" integer, \"status\" varchar(40) NOT NULL, \"holds_seat\" boolean NOT NULL DEFAULT (0), \"invoice_id\" integer, \"registered_time\" datetime, \"dropped_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"lma_registrations\"(\"id\", \"classroom_id\", \"owner_id\", \"active_owner_id\", \"status\", \"holds_seat\", \"invoice_id\", \"registered_time\", \"dropped_time\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"classroom_id\", \"owner_id\", \"active_owner_id\", \"status\", \"holds_seat\", \"invoice_id\", \"registered_time\", \"dropped_time\", \"creation_time\", \"last_modification_time\" FROM \"temporary_lma_registrations\"");
    await queryRunner.query("DROP TABLE \"temporary_lma_registrations\"");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_classroom\" ON \"lma_registrations\" (\"classroom_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_registrations_owner\" ON \"lma_registrations\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_registrations_active\" ON \"lma_registrations\" (\"classroom_id\", \"active_owner_id\") ");
  }
}
