import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The growing lists' own texts searched by their words (issue 26, core/list/search-index.ts):
 * invoice and ticket titles, a transaction's reference and authority codes, a payment's IBAN and
 * description; side tables kept by triggers and filled from the rows there are.
 */
export class ListSearch1796620000000 implements MigrationInterface {
  name = 'ListSearch1796620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE VIRTUAL TABLE acc_invoices_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_ai AFTER INSERT ON acc_invoices BEGIN INSERT INTO acc_invoices_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_au AFTER UPDATE OF title ON acc_invoices BEGIN DELETE FROM acc_invoices_search WHERE rowid = old.id; INSERT INTO acc_invoices_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_ad AFTER DELETE ON acc_invoices BEGIN DELETE FROM acc_invoices_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_invoices_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_invoices");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_transactions_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_ai AFTER INSERT ON acc_transactions BEGIN INSERT INTO acc_transactions_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.reference_code, '') || ' ' || COALESCE(new.authority_code, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_au AFTER UPDATE OF reference_code, authority_code ON acc_transactions BEGIN DELETE FROM acc_transactions_search WHERE rowid = old.id; INSERT INTO acc_transactions_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.reference_code, '') || ' ' || COALESCE(new.authority_code, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_ad AFTER DELETE ON acc_transactions BEGIN DELETE FROM acc_transactions_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_transactions_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(reference_code, '') || ' ' || COALESCE(authority_code, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_transactions");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_payments_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_ai AFTER INSERT ON acc_payments BEGIN INSERT INTO acc_payments_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.IBAN, '') || ' ' || COALESCE(new.description, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_au AFTER UPDATE OF IBAN, description ON acc_payments BEGIN DELETE FROM acc_payments_search WHERE rowid = old.id; INSERT INTO acc_payments_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.IBAN, '') || ' ' || COALESCE(new.description, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_ad AFTER DELETE ON acc_payments BEGIN DELETE FROM acc_payments_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_payments_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(IBAN, '') || ' ' || COALESCE(description, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_payments");
    await queryRunner.query("CREATE VIRTUAL TABLE mma_tickets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_ai AFTER INSERT ON mma_tickets BEGIN INSERT INTO mma_tickets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_au AFTER UPDATE OF title ON mma_tickets BEGIN DELETE FROM mma_tickets_search WHERE rowid = old.id; INSERT INTO mma_tickets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_ad AFTER DELETE ON mma_tickets BEGIN DELETE FROM mma_tickets_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO mma_tickets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(title, ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM mma_tickets");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ad");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_au");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ai");
    await queryRunner.query("DROP TABLE mma_tickets_search");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ad");
    await queryRunner.query("DROP TRIGGER acc_payments_search_au");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ai");
    await queryRunner.query("DROP TABLE acc_payments_search");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ad");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_au");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ai");
    await queryRunner.query("DROP TABLE acc_transactions_search");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ad");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_au");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ai");
    await queryRunner.query("DROP TABLE acc_invoices_search");
  }
}
