import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users' FTS5 side tables index 4-letter word prefixes too, as every side table made since
 * does (core/list/search-index.ts `FTS_PREFIXES`): a 4-digit mobile prefix read every number it
 * begins. An FTS5 table's options cannot change, so each is made again and filled from its rows;
 * the triggers that keep it name it and stay as they are.
 */
export class FtsPrefix41796670000000 implements MigrationInterface {
  name = 'FtsPrefix41796670000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE uma_users_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_users_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO uma_users_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, '') || ' ' || COALESCE(national_code, '') || ' ' || COALESCE(email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
    await queryRunner.query("DROP TABLE uma_user_names_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_user_names_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO uma_user_names_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE uma_users_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_users_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO uma_users_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, '') || ' ' || COALESCE(national_code, '') || ' ' || COALESCE(email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
    await queryRunner.query("DROP TABLE uma_user_names_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_user_names_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO uma_user_names_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
  }
}
