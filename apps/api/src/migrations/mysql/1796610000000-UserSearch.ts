import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users found by their words, not by LIKE over every row (issue 26, core/list/search-index.ts):
 * the side tables uma_users_search (names, mobile, national code, email) and uma_user_names_search
 * (the picker's: names and mobile), kept by triggers and filled from the users there are.
 */
export class UserSearch1796610000000 implements MigrationInterface {
  name = 'UserSearch1796610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `uma_users_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_uma_users_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `uma_users_search_ai` AFTER INSERT ON `uma_users` FOR EACH ROW INSERT INTO `uma_users_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, ''), COALESCE(NEW.national_code, ''), COALESCE(NEW.email, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `uma_users_search_au` AFTER UPDATE ON `uma_users` FOR EACH ROW REPLACE INTO `uma_users_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, ''), COALESCE(NEW.national_code, ''), COALESCE(NEW.email, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `uma_users_search_ad` AFTER DELETE ON `uma_users` FOR EACH ROW DELETE FROM `uma_users_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `uma_users_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(firstname, ''), COALESCE(lastname, ''), COALESCE(mobile_number, ''), COALESCE(national_code, ''), COALESCE(email, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `uma_users`");
    await queryRunner.query("CREATE TABLE `uma_user_names_search` (`id` int NOT NULL, `words` text NOT NULL, PRIMARY KEY (`id`), FULLTEXT KEY `ft_uma_user_names_search` (`words`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TRIGGER `uma_user_names_search_ai` AFTER INSERT ON `uma_users` FOR EACH ROW INSERT INTO `uma_user_names_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `uma_user_names_search_au` AFTER UPDATE ON `uma_users` FOR EACH ROW REPLACE INTO `uma_user_names_search` (`id`, `words`) VALUES (NEW.id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(NEW.firstname, ''), COALESCE(NEW.lastname, ''), COALESCE(NEW.mobile_number, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک'))");
    await queryRunner.query("CREATE TRIGGER `uma_user_names_search_ad` AFTER DELETE ON `uma_users` FOR EACH ROW DELETE FROM `uma_user_names_search` WHERE `id` = OLD.id");
    await queryRunner.query("INSERT INTO `uma_user_names_search` (`id`, `words`) SELECT id, REPLACE(REPLACE(REPLACE(CONCAT_WS(' ', COALESCE(firstname, ''), COALESCE(lastname, ''), COALESCE(mobile_number, '')), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM `uma_users`");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER `uma_user_names_search_ad`");
    await queryRunner.query("DROP TRIGGER `uma_user_names_search_au`");
    await queryRunner.query("DROP TRIGGER `uma_user_names_search_ai`");
    await queryRunner.query("DROP TABLE `uma_user_names_search`");
    await queryRunner.query("DROP TRIGGER `uma_users_search_ad`");
    await queryRunner.query("DROP TRIGGER `uma_users_search_au`");
    await queryRunner.query("DROP TRIGGER `uma_users_search_ai`");
    await queryRunner.query("DROP TABLE `uma_users_search`");
  }
}
