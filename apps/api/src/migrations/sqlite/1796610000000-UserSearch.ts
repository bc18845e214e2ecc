import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users found by their words, not by LIKE over every row (issue 26, core/list/search-index.ts):
 * the side tables uma_users_search (names, mobile, national code, email) and uma_user_names_search
 * (the picker's: names and mobile), kept by triggers and filled from the users there are.
 */
export class UserSearch1796610000000 implements MigrationInterface {
  name = 'UserSearch1796610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE VIRTUAL TABLE uma_users_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER uma_users_search_ai AFTER INSERT ON uma_users BEGIN INSERT INTO uma_users_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER uma_users_search_au AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM uma_users_search WHERE rowid = old.id; INSERT INTO uma_users_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER uma_users_search_ad AFTER DELETE ON uma_users BEGIN DELETE FROM uma_users_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO uma_users_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, '') || ' ' || COALESCE(national_code, '') || ' ' || COALESCE(email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_user_names_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER uma_user_names_search_ai AFTER INSERT ON uma_users BEGIN INSERT INTO uma_user_names_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER uma_user_names_search_au AFTER UPDATE OF firstname, lastname, mobile_number ON uma_users BEGIN DELETE FROM uma_user_names_search WHERE rowid = old.id; INSERT INTO uma_user_names_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER uma_user_names_search_ad AFTER DELETE ON uma_users BEGIN DELETE FROM uma_user_names_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO uma_user_names_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER uma_user_names_search_ad");
    await queryRunner.query("DROP TRIGGER uma_user_names_search_au");
    await queryRunner.query("DROP TRIGGER uma_user_names_search_ai");
    await queryRunner.query("DROP TABLE uma_user_names_search");
    await queryRunner.query("DROP TRIGGER uma_users_search_ad");
    await queryRunner.query("DROP TRIGGER uma_users_search_au");
    await queryRunner.query("DROP TRIGGER uma_users_search_ai");
    await queryRunner.query("DROP TABLE uma_users_search");
  }
}
