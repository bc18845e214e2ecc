import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Money1795310607957 implements MigrationInterface {
  name = 'Money1795310607957';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"dma_donation_categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(200) NOT NULL, \"description\" text, \"thumbnail\" varchar(500), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"dma_donations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(200) NOT NULL, \"summary\" varchar(500), \"description\" text, \"thumbnail\" varchar(500), \"category_id\" integer NOT NULL, \"is_active\" boolean NOT NULL DEFAULT (1), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_dma_donations_category\" ON \"dma_donations\" (\"category_id\") ");
    await queryRunner.query("CREATE TABLE \"dma_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"donation_id\" integer NOT NULL, \"invoice_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"amount\" bigint NOT NULL, \"full_name\" varchar(200) NOT NULL, \"mobile_number\" varchar(20), \"is_private\" boolean NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_dma_registrations_donation\" ON \"dma_registrations\" (\"donation_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_dma_registrations_invoice\" ON \"dma_registrations\" (\"invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_dma_registrations_owner\" ON \"dma_registrations\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_dma_registrations_creation_time\" ON \"dma_registrations\" (\"creation_time\") ");
    await queryRunner.query("CREATE TABLE \"acc_discounts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(50) NOT NULL, \"price\" bigint NOT NULL DEFAULT (0), \"percent\" integer NOT NULL DEFAULT (0), \"order_price\" bigint NOT NULL DEFAULT (0), \"target\" varchar(20) NOT NULL, \"expire_time\" datetime, \"used_count\" integer NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_discounts_code\" ON \"acc_discounts\" (\"code\") ");
    await queryRunner.query("CREATE TABLE \"acc_instalment_offers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"invoice_id\" integer NOT NULL, \"amount\" bigint NOT NULL, \"count\" integer NOT NULL, \"due_date_interval\" integer NOT NULL, \"starting_date\" datetime NOT NULL, \"description\" text, \"is_accepted\" boolean, \"creator_id\" integer, \"creation_time\" datetime NOT NULL, \"answer_time\" datetime)");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalment_offers_invoice\" ON \"acc_instalment_offers\" (\"invoice_id\") ");
    await queryRunner.query("CREATE TABLE \"acc_instalments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"invoice_id\" integer NOT NULL, \"instalment_offer_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"seq\" integer NOT NULL, \"amount\" bigint NOT NULL, \"due_date\" datetime NOT NULL, \"paid_time\" datetime, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_invoice\" ON \"acc_instalments\" (\"invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_owner\" ON \"acc_instalments\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_instalments_due\" ON \"acc_instalments\" (\"paid_time\", \"due_date\") ");
    await queryRunner.query("CREATE TABLE \"acc_invoices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"description\" text, \"amount\" bigint NOT NULL, \"status\" varchar(30) NOT NULL, \"type\" varchar(30) NOT NULL, \"item_type\" varchar(30) NOT NULL, \"item_id\" integer, \"owner_id\" integer NOT NULL, \"creator_id\" integer, \"discount_id\" integer, \"additional_data\" text, \"expire_time\" datetime, \"paid_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_owner\" ON \"acc_invoices\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_creation_time\" ON \"acc_invoices\" (\"creation_time\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_item\" ON \"acc_invoices\" (\"item_type\", \"item_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_status_expire\" ON \"acc_invoices\" (\"status\", \"expire_time\") ");
    await queryRunner.query("CREATE TABLE \"acc_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"wallet_id\" integer NOT NULL, \"type\" varchar(20) NOT NULL, \"amount\" bigint NOT NULL, \"invoice_id\" integer, \"instalment_id\" integer, \"transaction_id\" integer, \"request_id\" integer, \"is_refund\" boolean NOT NULL DEFAULT (0), \"withdraw_state\" varchar(20), \"IBAN\" varchar(34), \"receipt\" varchar(500), \"description\" text, \"creator_id\" integer, \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_invoice\" ON \"acc_payments\" (\"invoice_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_payments_transaction\" ON \"acc_payments\" (\"transaction_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_payments_request\" ON \"acc_payments\" (\"request_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_creation_time\" ON \"acc_payments\" (\"creation_time\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_wallet_type\" ON \"acc_payments\" (\"wallet_id\", \"type\") ");
    await queryRunner.query("CREATE TABLE \"acc_sandbox_payments\" (\"authority\" varchar(64) PRIMARY KEY NOT NULL, \"amount\" bigint NOT NULL, \"description\" varchar(255) NOT NULL, \"callback_url\" varchar(500) NOT NULL, \"state\" varchar(10) NOT NULL, \"ref_id\" varchar(20), \"verify_count\" integer NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"acc_transactions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"owner_id\" integer NOT NULL, \"amount\" bigint NOT NULL, \"gateway\" varchar(20) NOT NULL, \"authority_code\" varchar(64) NOT NULL, \"reference_code\" varchar(64), \"status\" varchar(20) NOT NULL, \"description\" varchar(255), \"invoice_id\" integer, \"instalment_id\" integer, \"bank_code\" integer, \"verified_time\" datetime, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_owner\" ON \"acc_transactions\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_transactions_authority\" ON \"acc_transactions\" (\"authority_code\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_creation_time\" ON \"acc_transactions\" (\"creation_time\") ");
    await queryRunner.query("CREATE TABLE \"acc_wallets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"owner_id\" integer NOT NULL, \"inventory\" bigint NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_acc_wallets_owner\" ON \"acc_wallets\" (\"owner_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_acc_wallets_owner\"");
    await queryRunner.query("DROP TABLE \"acc_wallets\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_creation_time\"");
    await queryRunner.query("DROP INDEX \"uq_acc_transactions_authority\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_owner\"");
    await queryRunner.query("DROP TABLE \"acc_transactions\"");
    await queryRunner.query("DROP TABLE \"acc_sandbox_payments\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_wallet_type\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_creation_time\"");
    await queryRunner.query("DROP INDEX \"uq_acc_payments_request\"");
    await queryRunner.query("DROP INDEX \"uq_acc_payments_transaction\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_invoice\"");
    await queryRunner.query("DROP TABLE \"acc_payments\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_status_expire\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_item\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_creation_time\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_owner\"");
    await queryRunner.query("DROP TABLE \"acc_invoices\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_due\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_owner\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalments_invoice\"");
    await queryRunner.query("DROP TABLE \"acc_instalments\"");
    await queryRunner.query("DROP INDEX \"ix_acc_instalment_offers_invoice\"");
    await queryRunner.query("DROP TABLE \"acc_instalment_offers\"");
    await queryRunner.query("DROP INDEX \"uq_acc_discounts_code\"");
    await queryRunner.query("DROP TABLE \"acc_discounts\"");
    await queryRunner.query("DROP INDEX \"ix_dma_registrations_creation_time\"");
    await queryRunner.query("DROP INDEX \"ix_dma_registrations_owner\"");
    await queryRunner.query("DROP INDEX \"uq_dma_registrations_invoice\"");
    await queryRunner.query("DROP INDEX \"ix_dma_registrations_donation\"");
    await queryRunner.query("DROP TABLE \"dma_registrations\"");
    await queryRunner.query("DROP INDEX \"ix_dma_donations_category\"");
    await queryRunner.query("DROP TABLE \"dma_donations\"");
    await queryRunner.query("DROP TABLE \"dma_donation_categories\"");
  }
}
