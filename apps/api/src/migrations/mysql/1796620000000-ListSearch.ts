import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The growing lists' own texts searched by their words (issue 26, core/list/search-index.ts):
 * invoice and ticket titles, a transaction's reference and authority codes, a payment's IBAN and
 * description; side tables kept by triggers and filled from the rows there are.
 */
export class ListSearch1796620000000 implements MigrationInterface {
  name = 'ListSearch1796620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `acc_invoices_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_acc_invoices_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `acc_invoices_search_ai` AFTER INSERT ON `acc_invoices` FOR EACH ROW INSERT INTO `acc_invoices_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_invoices_search_au` AFTER UPDATE ON `acc_invoices` FOR EACH ROW REPLACE INTO `acc_invoices_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_invoices_search_ad` AFTER DELETE ON `acc_invoices` FOR EACH ROW DELETE FROM `acc_invoices_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `acc_invoices_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `acc_invoices`");
    await queryRunner.query("CREATE TABLE `acc_transactions_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_acc_transactions_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `acc_transactions_search_ai` AFTER INSERT ON `acc_transactions` FOR EACH ROW INSERT INTO `acc_transactions_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.reference_code, ''), COALESCE(NEW.authority_code, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_transactions_search_au` AFTER UPDATE ON `acc_transactions` FOR EACH ROW REPLACE INTO `acc_transactions_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.reference_code, ''), COALESCE(NEW.authority_code, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_transactions_search_ad` AFTER DELETE ON `acc_transactions` FOR EACH ROW DELETE FROM `acc_transactions_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `acc_transactions_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(reference_code, ''), COALESCE(authority_code, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `acc_transactions`");
    await queryRunner.query("CREATE TABLE `acc_payments_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_acc_payments_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `acc_payments_search_ai` AFTER INSERT ON `acc_payments` FOR EACH ROW INSERT INTO `acc_payments_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.IBAN, ''), COALESCE(NEW.description, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_payments_search_au` AFTER UPDATE ON `acc_payments` FOR EACH ROW REPLACE INTO `acc_payments_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.IBAN, ''), COALESCE(NEW.description, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `acc_payments_search_ad` AFTER DELETE ON `acc_payments` FOR EACH ROW DELETE FROM `acc_payments_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `acc_payments_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(IBAN, ''), COALESCE(description, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `acc_payments`");
    await queryRunner.query("CREATE TABLE `mma_tickets_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_mma_tickets_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `mma_tickets_search_ai` AFTER INSERT ON `mma_tickets` FOR EACH ROW INSERT INTO `mma_tickets_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `mma_tickets_search_au` AFTER UPDATE ON `mma_tickets` FOR EACH ROW REPLACE INTO `mma_tickets_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `mma_tickets_search_ad` AFTER DELETE ON `mma_tickets` FOR EACH ROW DELETE FROM `mma_tickets_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `mma_tickets_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(title, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `mma_tickets`");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER `mma_tickets_search_ad`");
    await queryRunner.query("DROP TRIGGER `mma_tickets_search_au`");
    await queryRunner.query("DROP TRIGGER `mma_tickets_search_ai`");
    await queryRunner.query("DROP TABLE `mma_tickets_search`");
    await queryRunner.query("DROP TRIGGER `acc_payments_search_ad`");
    await queryRunner.query("DROP TRIGGER `acc_payments_search_au`");
    await queryRunner.query("DROP TRIGGER `acc_payments_search_ai`");
    await queryRunner.query("DROP TABLE `acc_payments_search`");
    await queryRunner.query("DROP TRIGGER `acc_transactions_search_ad`");
    await queryRunner.query("DROP TRIGGER `acc_transactions_search_au`");
    await queryRunner.query("DROP TRIGGER `acc_transactions_search_ai`");
    await queryRunner.query("DROP TABLE `acc_transactions_search`");
    await queryRunner.query("DROP TRIGGER `acc_invoices_search_ad`");
    await queryRunner.query("DROP TRIGGER `acc_invoices_search_au`");
    await queryRunner.query("DROP TRIGGER `acc_invoices_search_ai`");
    await queryRunner.query("DROP TABLE `acc_invoices_search`");
  }
}
