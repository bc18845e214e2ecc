import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registrations and orders searched by words on their own ids (issue 26, core/list/search-index.ts
 * `owner`): a registration's learner's words, an order's postal code and its buyer's words, in
 * side tables kept by triggers (and by uma_users' when a user's words change).
 */
export class RegistrationOrderWords1796680000000 implements MigrationInterface {
  name = 'RegistrationOrderWords1796680000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE VIRTUAL TABLE lma_registrations_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("CREATE TRIGGER lma_registrations_search_ai AFTER INSERT ON lma_registrations BEGIN INSERT INTO lma_registrations_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER lma_registrations_search_au AFTER UPDATE OF owner_id ON lma_registrations BEGIN DELETE FROM lma_registrations_search WHERE rowid = old.id; INSERT INTO lma_registrations_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER lma_registrations_search_ad AFTER DELETE ON lma_registrations BEGIN DELETE FROM lma_registrations_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO lma_registrations_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = lma_registrations.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM lma_registrations");
    await queryRunner.query("CREATE TRIGGER lma_registrations_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM lma_registrations_search WHERE rowid IN (SELECT id FROM lma_registrations WHERE owner_id = new.id); INSERT INTO lma_registrations_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM lma_registrations WHERE owner_id = new.id; END");
    await queryRunner.query("CREATE VIRTUAL TABLE store_baskets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("CREATE TRIGGER store_baskets_search_ai AFTER INSERT ON store_baskets BEGIN INSERT INTO store_baskets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.postal_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER store_baskets_search_au AFTER UPDATE OF postal_code, owner_id ON store_baskets BEGIN DELETE FROM store_baskets_search WHERE rowid = old.id; INSERT INTO store_baskets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.postal_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER store_baskets_search_ad AFTER DELETE ON store_baskets BEGIN DELETE FROM store_baskets_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO store_baskets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(store_baskets.postal_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = store_baskets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM store_baskets");
    await queryRunner.query("CREATE TRIGGER store_baskets_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM store_baskets_search WHERE rowid IN (SELECT id FROM store_baskets WHERE owner_id = new.id); INSERT INTO store_baskets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(store_baskets.postal_code, '') || ' ' || COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM store_baskets WHERE owner_id = new.id; END");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER store_baskets_search_ou");
    await queryRunner.query("DROP TRIGGER store_baskets_search_ad");
    await queryRunner.query("DROP TRIGGER store_baskets_search_au");
    await queryRunner.query("DROP TRIGGER store_baskets_search_ai");
    await queryRunner.query("DROP TABLE store_baskets_search");
    await queryRunner.query("DROP TRIGGER lma_registrations_search_ou");
    await queryRunner.query("DROP TRIGGER lma_registrations_search_ad");
    await queryRunner.query("DROP TRIGGER lma_registrations_search_au");
    await queryRunner.query("DROP TRIGGER lma_registrations_search_ai");
    await queryRunner.query("DROP TABLE lma_registrations_search");
  }
}
