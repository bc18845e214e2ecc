import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InstalmentReminders1795530632607 implements MigrationInterface {
  name = 'InstalmentReminders1795530632607';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_due\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_owner\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_invoice\"");
    await queryRunner.query("CREATE TABLE \"temporary_acc_instalments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"invoice_id\" integer NOT NULL, \"instalment_offer_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"seq\" integer NOT NULL, \"amount\" bigint NOT NULL, \"due_date\" datetime NOT NULL, \"paid_time\" datetime, \"creation_time\" datetime NOT NULL, \"due_soon_notice_time\" datetime, \"overdue_notice_time\" datetime)");
    await queryRunner.query("INSERT INTO \"temporary_acc_instalments\"(\"id\", \"invoice_id\", \"instalment_offer_id\", \"owner_id\", \"seq\", \"amount\", \"due_date\", \"paid_time\", \"creation_time\") SELECT \"id\", \"invoice_id\", \"instalment_offer_id\", \"owner_id\", \"seq\", \"amount\", \"due_date\", \"paid_time\", \"creation_time\" FROM \"acc_instalments\"");
    await queryRunner.query("DROP TABLE \"acc_instalments\"");
    await queryRunner.query("ALTER TABLE \"temporary_acc_instalments\" RENAME TO \"acc_instalments\"");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_due\" ON \"acc_instalments\" (\"paid_time\", \"due_date\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_owner\" ON \"acc_instalments\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_invoice\" ON \"acc_instalments\" (\"invoice_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_invoice\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_owner\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_due\"");
    await queryRunner.query("ALTER TABLE \"acc_instalments\" RENAME TO \"temporary_acc_instalments\"");
    await queryRunner.query("CREATE TABLE \"acc_instalments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"invoice_id\" integer NOT NULL, \"instalment_offer_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"seq\" integer NOT NULL, \"amount\" bigint NOT NULL, \"due_date\" datetime NOT NULL, \"paid_time\" datetime, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"acc_instalments\"(\"id\", \"invoice_id\", \"instalment_offer_id\", \"owner_id\", \"seq\", \"amount\", \"due_date\", \"paid_time\", \"creation_time\") SELECT \"id\", \"invoice_id\", \"instalment_offer_id\", \"owner_id\", \"seq\", \"amount\", \"due_date\", \"paid_time\", \"creation_time\" FROM \"temporary_acc_instalments\"");
    await queryRunner.query("DROP TABLE \"temporary_acc_instalments\"");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_invoice\" ON \"acc_instalments\" (\"invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_owner\" ON \"acc_instalments\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_due\" ON \"acc_instalments\" (\"paid_time\", \"due_date\") ");
  }
}
