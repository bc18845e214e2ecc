import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registrations and orders searched by words on their own ids (issue 26, core/list/search-index.ts
 * `owner`): a registration's learner's words, an order's postal code and its buyer's words, in
 * side tables kept by triggers (and by uma_users' when a user's words change).
 */
export class RegistrationOrderWords1796680000000 implements MigrationInterface {
  name = 'RegistrationOrderWords1796680000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_registrations_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_lma_registrations_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `lma_registrations_search_ai` AFTER INSERT ON `lma_registrations` FOR EACH ROW INSERT INTO `lma_registrations_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = NEW.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `lma_registrations_search_au` AFTER UPDATE ON `lma_registrations` FOR EACH ROW REPLACE INTO `lma_registrations_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = NEW.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `lma_registrations_search_ad` AFTER DELETE ON `lma_registrations` FOR EACH ROW DELETE FROM `lma_registrations_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `lma_registrations_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = lma_registrations.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `lma_registrations`");
    await queryRunner.query("CREATE TRIGGER `lma_registrations_search_ou` AFTER UPDATE ON `uma_users` FOR EACH ROW IF NOT (NEW.firstname <=> OLD.firstname AND NEW.lastname <=> OLD.lastname AND NEW.mobile_number <=> OLD.mobile_number AND NEW.national_code <=> OLD.national_code AND NEW.email <=> OLD.email) THEN REPLACE INTO `lma_registrations_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE((CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, ''), COALESCE(NEW.national_code, ''), COALESCE(NEW.email, ''))), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `lma_registrations` WHERE owner_id = NEW.id; END IF");
    await queryRunner.query("CREATE TABLE `store_baskets_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_store_baskets_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `store_baskets_search_ai` AFTER INSERT ON `store_baskets` FOR EACH ROW INSERT INTO `store_baskets_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.postal_code, ''), COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = NEW.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `store_baskets_search_au` AFTER UPDATE ON `store_baskets` FOR EACH ROW REPLACE INTO `store_baskets_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.postal_code, ''), COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = NEW.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `store_baskets_search_ad` AFTER DELETE ON `store_baskets` FOR EACH ROW DELETE FROM `store_baskets_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `store_baskets_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(store_baskets.postal_code, ''), COALESCE((SELECT CONCAT_WS(' ', COALESCE(ou.firstname, ''), COALESCE(ou.lastname, ''), COALESCE(ou.mobile_number, ''), COALESCE(ou.national_code, ''), COALESCE(ou.email, '')) FROM uma_users ou WHERE ou.id = store_baskets.owner_id), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `store_baskets`");
    await queryRunner.query("CREATE TRIGGER `store_baskets_search_ou` AFTER UPDATE ON `uma_users` FOR EACH ROW IF NOT (NEW.firstname <=> OLD.firstname AND NEW.lastname <=> OLD.lastname AND NEW.mobile_number <=> OLD.mobile_number AND NEW.national_code <=> OLD.national_code AND NEW.email <=> OLD.email) THEN REPLACE INTO `store_baskets_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(store_baskets.postal_code, ''), COALESCE((CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, ''), COALESCE(NEW.national_code, ''), COALESCE(NEW.email, ''))), '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `store_baskets` WHERE owner_id = NEW.id; END IF");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER `store_baskets_search_ou`");
    await queryRunner.query("DROP TRIGGER `store_baskets_search_ad`");
    await queryRunner.query("DROP TRIGGER `store_baskets_search_au`");
    await queryRunner.query("DROP TRIGGER `store_baskets_search_ai`");
    await queryRunner.query("DROP TABLE `store_baskets_search`");
    await queryRunner.query("DROP TRIGGER `lma_registrations_search_ou`");
    await queryRunner.query("DROP TRIGGER `lma_registrations_search_ad`");
    await queryRunner.query("DROP TRIGGER `lma_registrations_search_au`");
    await queryRunner.query("DROP TRIGGER `lma_registrations_search_ai`");
    await queryRunner.query("DROP TABLE `lma_registrations_search`");
  }
}
