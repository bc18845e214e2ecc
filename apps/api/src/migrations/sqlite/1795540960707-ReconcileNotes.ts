import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReconcileNotes1795540960707 implements MigrationInterface {
  name = 'ReconcileNotes1795540960707';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_creation_time\"");
    await queryRunner.query("DROP INDEX \"uq_acc_transactions_authority\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_owner\"");
    await queryRunner.query("CREATE TABLE \"temporary_acc_transactions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"owner_id\" integer NOT NULL, \"amount\" bigint NOT NULL, \"gateway\" varchar(20) NOT NULL, \"authority_code\" varchar(64) NOT NULL, \"reference_code\" varchar(64), \"status\" varchar(20) NOT NULL, \"description\" varchar(255), \"invoice_id\" integer, \"instalment_id\" integer, \"bank_code\" integer, \"verified_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL, \"reconcile_note\" varchar(255), \"reconciled_time\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_acc_transactions\"(\"id\", \"owner_id\", \"amount\", \"gateway\", \"authority_code\", \"reference_code\", \"status\", \"description\", \"invoice_id\", \"instalment_id\", \"bank_code\", \"verified_time\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"owner_id\", \"amount\", \"gateway\", \"authority_code\", \"reference_code\", \"status\", \"description\", \"invoice_id\", \"instalment_id\", \"bank_code\", \"verified_time\", \"creation_time\", \"last_modification_time\" FROM \"acc_transactions\"");
    await queryRunner.query("DROP TABLE \"acc_transactions\"");
    await queryRunner.query("ALTER TABLE \"temporary_acc_transactions\" RENAME TO \"acc_transactions\"");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_creation_time\" ON \"acc_transactions\" (\"creation_time\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_transactions_authority\" ON \"acc_transactions\" (\"authority_code\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_owner\" ON \"acc_transactions\" (\"owner_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_owner\"");
    await queryRunner.query("DROP INDEX \"uq_acc_transactions_authority\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_creation_time\"");
    await queryRunner.query("ALTER TABLE \"acc_transactions\" RENAME TO \"temporary_acc_transactions\"");
    await queryRunner.query("CREATE TABLE \"acc_transactions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"owner_id\" integer NOT NULL, \"amount\" bigint NOT NULL, \"gateway\" varchar(20) NOT NULL, \"authority_code\" varchar(64) NOT NULL, \"reference_code\" varchar(64), \"status\" varchar(20) NOT NULL, \"description\" varchar(255), \"invoice_id\" integer, \"instalment_id\" integer, \"bank_code\" integer, \"verified_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"acc_transactions\"(\"id\", \"owner_id\", \"amount\", \"gateway\", \"authority_code\", \"reference_code\", \"status\", \"description\", \"invoice_id\", \"instalment_id\", \"bank_code\", \"verified_time\", \"creation_time\", \"last_modification_time\") SELECT \"id\", \"owner_id\", \"amount\", \"gateway\", \"authority_code\", \"reference_code\", \"status\", \"description\", \"invoice_id\", \"instalment_id\", \"bank_code\", \"verified_time\", \"creation_time\", \"last_modification_time\" FROM \"temporary_acc_transactions\"");
    await queryRunner.query("DROP TABLE \"temporary_acc_transactions\"");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_owner\" ON \"acc_transactions\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_transactions_authority\" ON \"acc_transactions\" (\"authority_code\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_creation_time\" ON \"acc_transactions\" (\"creation_time\") ");
  }
}
