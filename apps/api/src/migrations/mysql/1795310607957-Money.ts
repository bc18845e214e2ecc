import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Money1795310607957 implements MigrationInterface {
  name = 'Money1795310607957';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `dma_donation_categories` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `description` text NULL, `thumbnail` varchar(500) NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `dma_donations` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `summary` varchar(500) NULL, `description` text NULL, `thumbnail` varchar(500) NULL, `category_id` int NOT NULL, `is_active` tinyint NOT NULL DEFAULT 1, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_dma_donations_category` (`category_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `dma_registrations` (`id` int NOT NULL AUTO_INCREMENT, `donation_id` int NOT NULL, `invoice_id` int NOT NULL, `owner_id` int NOT NULL, `amount` bigint NOT NULL, `full_name` varchar(200) NOT NULL, `mobile_number` varchar(20) NULL, `is_private` tinyint NOT NULL DEFAULT 0, `creation_time` datetime NOT NULL, INDEX `ix_dma_registrations_donation` (`donation_id`), UNIQUE INDEX `uq_dma_registrations_invoice` (`invoice_id`), INDEX `ix_dma_registrations_owner` (`owner_id`), INDEX `ix_dma_registrations_creation_time` (`creation_time`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_discounts` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(50) NOT NULL, `price` bigint NOT NULL DEFAULT '0', `percent` int NOT NULL DEFAULT '0', `order_price` bigint NOT NULL DEFAULT '0', `target` varchar(20) NOT NULL, `expire_time` datetime NULL, `used_count` int NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_acc_discounts_code` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_instalment_offers` (`id` int NOT NULL AUTO_INCREMENT, `invoice_id` int NOT NULL, `amount` bigint NOT NULL, `count` int NOT NULL, `due_date_interval` int NOT NULL, `starting_date` datetime NOT NULL, `description` text NULL, `is_accepted` tinyint NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, `answer_time` datetime NULL, INDEX `ix_acc_instalment_offers_invoice` (`invoice_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_instalments` (`id` int NOT NULL AUTO_INCREMENT, `invoice_id` int NOT NULL, `instalment_offer_id` int NOT NULL, `owner_id` int NOT NULL, `seq` int NOT NULL, `amount` bigint NOT NULL, `due_date` datetime NOT NULL, `paid_time` datetime NULL, `creation_time` datetime NOT NULL, INDEX `ix_acc_instalments_invoice` (`invoice_id`), INDEX `ix_acc_instalments_owner` (`owner_id`), INDEX `ix_acc_instalments_due` (`paid_time`, `due_date`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_invoices` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(255) NOT NULL, `description` text NULL, `amount` bigint NOT NULL, `status` varchar(30) NOT NULL, `type` varchar(30) NOT NULL, `item_type` varchar(30) NOT NULL, `item_id` int NULL, `owner_id` int NOT NULL, `creator_id` int NULL, `discount_id` int NULL, `additional_data` text NULL, `expire_time` datetime NULL, `paid_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_acc_invoices_owner` (`owner_id`), INDEX `ix_acc_invoices_creation_time` (`creation_time`), INDEX `ix_acc_invoices_item` (`item_type`, `item_id`), INDEX `ix_acc_invoices_status_expire` (`status`, `expire_time`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_payments` (`id` int NOT NULL AUTO_INCREMENT, `wallet_id` int NOT NULL, `type` varchar(20) NOT NULL, `amount` bigint NOT NULL, `invoice_id` int NULL, `instalment_id` int NULL, `transaction_id` int NULL, `request_id` int NULL, `is_refund` tinyint NOT NULL DEFAULT 0, `withdraw_state` varchar(20) NULL, `IBAN` varchar(34) NULL, `receipt` varchar(500) NULL, `description` text NULL, `creator_id` int NULL, `creation_time` datetime NOT NULL, INDEX `ix_acc_payments_invoice` (`invoice_id`), UNIQUE INDEX `uq_acc_payments_transaction` (`transaction_id`), UNIQUE INDEX `uq_acc_payments_request` (`request_id`), INDEX `ix_acc_payments_creation_time` (`creation_time`), INDEX `ix_acc_payments_wallet_type` (`wallet_id`, `type`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_sandbox_payments` (`authority` varchar(64) NOT NULL, `amount` bigint NOT NULL, `description` varchar(255) NOT NULL, `callback_url` varchar(500) NOT NULL, `state` varchar(10) NOT NULL, `ref_id` varchar(20) NULL, `verify_count` int NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, PRIMARY KEY (`authority`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_transactions` (`id` int NOT NULL AUTO_INCREMENT, `owner_id` int NOT NULL, `amount` bigint NOT NULL, `gateway` varchar(20) NOT NULL, `authority_code` varchar(64) NOT NULL, `reference_code` varchar(64) NULL, `status` varchar(20) NOT NULL, `description` varchar(255) NULL, `invoice_id` int NULL, `instalment_id` int NULL, `bank_code` int NULL, `verified_time` datetime NULL, `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, INDEX `ix_acc_transactions_owner` (`owner_id`), UNIQUE INDEX `uq_acc_transactions_authority` (`authority_code`), INDEX `ix_acc_transactions_creation_time` (`creation_time`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `acc_wallets` (`id` int NOT NULL AUTO_INCREMENT, `owner_id` int NOT NULL, `inventory` bigint NOT NULL DEFAULT '0', `creation_time` datetime NOT NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_acc_wallets_owner` (`owner_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_acc_wallets_owner` ON `acc_wallets`");
    await queryRunner.query("DROP TABLE `acc_wallets`");
    await queryRunner.query("DROP INDEX `ix_acc_transactions_creation_time` ON `acc_transactions`");
    await queryRunner.query("DROP INDEX `uq_acc_transactions_authority` ON `acc_transactions`");
    await queryRunner.query("DROP INDEX `ix_acc_transactions_owner` ON `acc_transactions`");
    await queryRunner.query("DROP TABLE `acc_transactions`");
    await queryRunner.query("DROP TABLE `acc_sandbox_payments`");
    await queryRunner.query("DROP INDEX `ix_acc_payments_wallet_type` ON `acc_payments`");
    await queryRunner.query("DROP INDEX `ix_acc_payments_creation_time` ON `acc_payments`");
    await queryRunner.query("DROP INDEX `uq_acc_payments_request` ON `acc_payments`");
    await queryRunner.query("DROP INDEX `uq_acc_payments_transaction` ON `acc_payments`");
    await queryRunner.query("DROP INDEX `ix_acc_payments_invoice` ON `acc_payments`");
    await queryRunner.query("DROP TABLE `acc_payments`");
    await queryRunner.query("DROP INDEX `ix_acc_invoices_status_expire` ON `acc_invoices`");
    await queryRunner.query("DROP INDEX `ix_acc_invoices_item` ON `acc_invoices`");
    await queryRunner.query("DROP INDEX `ix_acc_invoices_creation_time` ON `acc_invoices`");
    await queryRunner.query("DROP INDEX `ix_acc_invoices_owner` ON `acc_invoices`");
    await queryRunner.query("DROP TABLE `acc_invoices`");
    await queryRunner.query("DROP INDEX `ix_acc_instalments_due` ON `acc_instalments`");
    await queryRunner.query("DROP INDEX `ix_acc_instalments_owner` ON `acc_instalments`");
    await queryRunner.query("DROP INDEX `ix_acc_instalments_invoice` ON `acc_instalments`");
    await queryRunner.query("DROP TABLE `acc_instalments`");
    await queryRunner.query("DROP INDEX `ix_acc_instalment_offers_invoice` ON `acc_instalment_offers`");
    await queryRunner.query("DROP TABLE `acc_instalment_offers`");
    await queryRunner.query("DROP INDEX `uq_acc_discounts_code` ON `acc_discounts`");
    await queryRunner.query("DROP TABLE `acc_discounts`");
    await queryRunner.query("DROP INDEX `ix_dma_registrations_creation_time` ON `dma_registrations`");
    await queryRunner.query("DROP INDEX `ix_dma_registrations_owner` ON `dma_registrations`");
    await queryRunner.query("DROP INDEX `uq_dma_registrations_invoice` ON `dma_registrations`");
    await queryRunner.query("DROP INDEX `ix_dma_registrations_donation` ON `dma_registrations`");
    await queryRunner.query("DROP TABLE `dma_registrations`");
    await queryRunner.query("DROP INDEX `ix_dma_donations_category` ON `dma_donations`");
    await queryRunner.query("DROP TABLE `dma_donations`");
    await queryRunner.query("DROP TABLE `dma_donation_categories`");
  }
}
