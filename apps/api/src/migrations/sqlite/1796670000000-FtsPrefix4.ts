import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every FTS5 side table indexes 4-letter word prefixes too (core/list/search-index.ts
 * `FTS_PREFIXES`): a 4-digit mobile prefix read every number it begins. An FTS5 table's options
 * cannot change, so each is made again and filled from its rows; the triggers that keep it name it
 * and stay as they are.
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
    await queryRunner.query("DROP TABLE acc_invoices_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_invoices_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO acc_invoices_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_invoices.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_invoices.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_invoices");
    await queryRunner.query("DROP TABLE acc_transactions_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_transactions_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO acc_transactions_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_transactions.reference_code, '') || ' ' || COALESCE(acc_transactions.authority_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_transactions.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_transactions");
    await queryRunner.query("DROP TABLE acc_payments_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_payments_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO acc_payments_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_payments.IBAN, '') || ' ' || COALESCE(acc_payments.description, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = (SELECT ov.owner_id FROM acc_wallets ov WHERE ov.id = acc_payments.wallet_id)), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_payments");
    await queryRunner.query("DROP TABLE mma_tickets_search");
    await queryRunner.query("CREATE VIRTUAL TABLE mma_tickets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO mma_tickets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(mma_tickets.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = mma_tickets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM mma_tickets");
    await queryRunner.query("DROP TABLE acc_wallets_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_wallets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')");
    await queryRunner.query("INSERT INTO acc_wallets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_wallets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_wallets");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE uma_users_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_users_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO uma_users_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, '') || ' ' || COALESCE(national_code, '') || ' ' || COALESCE(email, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
    await queryRunner.query("DROP TABLE uma_user_names_search");
    await queryRunner.query("CREATE VIRTUAL TABLE uma_user_names_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO uma_user_names_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' ' || COALESCE(mobile_number, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM uma_users");
    await queryRunner.query("DROP TABLE acc_invoices_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_invoices_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO acc_invoices_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_invoices.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_invoices.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_invoices");
    await queryRunner.query("DROP TABLE acc_transactions_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_transactions_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO acc_transactions_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_transactions.reference_code, '') || ' ' || COALESCE(acc_transactions.authority_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_transactions.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_transactions");
    await queryRunner.query("DROP TABLE acc_payments_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_payments_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO acc_payments_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_payments.IBAN, '') || ' ' || COALESCE(acc_payments.description, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = (SELECT ov.owner_id FROM acc_wallets ov WHERE ov.id = acc_payments.wallet_id)), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_payments");
    await queryRunner.query("DROP TABLE mma_tickets_search");
    await queryRunner.query("CREATE VIRTUAL TABLE mma_tickets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO mma_tickets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(mma_tickets.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = mma_tickets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM mma_tickets");
    await queryRunner.query("DROP TABLE acc_wallets_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_wallets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("INSERT INTO acc_wallets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_wallets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_wallets");
  }
}
