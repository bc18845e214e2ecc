import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists searched by their rows' owner hold the owner's words in their own side tables (issue
 * 26, core/list/search-index.ts `owner`): invoices, transactions, payments (their wallet's owner),
 * tickets, and wallets, which had none. A word then matches on the list's own id and pages from its
 * newest matches, instead of every row of every user whose words it begins. Triggers on uma_users
 * rewrite a user's rows' words when the user's change.
 */
export class OwnerWords1796660000000 implements MigrationInterface {
  name = 'OwnerWords1796660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ad");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_au");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ai");
    await queryRunner.query("DROP TABLE acc_invoices_search");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ad");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_au");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ai");
    await queryRunner.query("DROP TABLE acc_transactions_search");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ad");
    await queryRunner.query("DROP TRIGGER acc_payments_search_au");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ai");
    await queryRunner.query("DROP TABLE acc_payments_search");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ad");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_au");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ai");
    await queryRunner.query("DROP TABLE mma_tickets_search");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_invoices_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_ai AFTER INSERT ON acc_invoices BEGIN INSERT INTO acc_invoices_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_au AFTER UPDATE OF title, owner_id ON acc_invoices BEGIN DELETE FROM acc_invoices_search WHERE rowid = old.id; INSERT INTO acc_invoices_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_ad AFTER DELETE ON acc_invoices BEGIN DELETE FROM acc_invoices_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_invoices_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_invoices.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_invoices.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_invoices");
    await queryRunner.query("CREATE TRIGGER acc_invoices_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM acc_invoices_search WHERE rowid IN (SELECT id FROM acc_invoices WHERE owner_id = new.id); INSERT INTO acc_invoices_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_invoices.title, '') || ' ' || COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_invoices WHERE owner_id = new.id; END");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_transactions_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_ai AFTER INSERT ON acc_transactions BEGIN INSERT INTO acc_transactions_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.reference_code, '') || ' ' || COALESCE(new.authority_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_au AFTER UPDATE OF reference_code, authority_code, owner_id ON acc_transactions BEGIN DELETE FROM acc_transactions_search WHERE rowid = old.id; INSERT INTO acc_transactions_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.reference_code, '') || ' ' || COALESCE(new.authority_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_ad AFTER DELETE ON acc_transactions BEGIN DELETE FROM acc_transactions_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_transactions_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_transactions.reference_code, '') || ' ' || COALESCE(acc_transactions.authority_code, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_transactions.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_transactions");
    await queryRunner.query("CREATE TRIGGER acc_transactions_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM acc_transactions_search WHERE rowid IN (SELECT id FROM acc_transactions WHERE owner_id = new.id); INSERT INTO acc_transactions_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_transactions.reference_code, '') || ' ' || COALESCE(acc_transactions.authority_code, '') || ' ' || COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_transactions WHERE owner_id = new.id; END");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_payments_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_ai AFTER INSERT ON acc_payments BEGIN INSERT INTO acc_payments_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.IBAN, '') || ' ' || COALESCE(new.description, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = (SELECT ov.owner_id FROM acc_wallets ov WHERE ov.id = new.wallet_id)), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_au AFTER UPDATE OF IBAN, description, wallet_id ON acc_payments BEGIN DELETE FROM acc_payments_search WHERE rowid = old.id; INSERT INTO acc_payments_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.IBAN, '') || ' ' || COALESCE(new.description, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = (SELECT ov.owner_id FROM acc_wallets ov WHERE ov.id = new.wallet_id)), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_ad AFTER DELETE ON acc_payments BEGIN DELETE FROM acc_payments_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_payments_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_payments.IBAN, '') || ' ' || COALESCE(acc_payments.description, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = (SELECT ov.owner_id FROM acc_wallets ov WHERE ov.id = acc_payments.wallet_id)), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_payments");
    await queryRunner.query("CREATE TRIGGER acc_payments_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM acc_payments_search WHERE rowid IN (SELECT id FROM acc_payments WHERE wallet_id IN (SELECT ov.id FROM acc_wallets ov WHERE ov.owner_id = new.id)); INSERT INTO acc_payments_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(acc_payments.IBAN, '') || ' ' || COALESCE(acc_payments.description, '') || ' ' || COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_payments WHERE wallet_id IN (SELECT ov.id FROM acc_wallets ov WHERE ov.owner_id = new.id); END");
    await queryRunner.query("CREATE VIRTUAL TABLE mma_tickets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_ai AFTER INSERT ON mma_tickets BEGIN INSERT INTO mma_tickets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_au AFTER UPDATE OF title, owner_id ON mma_tickets BEGIN DELETE FROM mma_tickets_search WHERE rowid = old.id; INSERT INTO mma_tickets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE(new.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_ad AFTER DELETE ON mma_tickets BEGIN DELETE FROM mma_tickets_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO mma_tickets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(mma_tickets.title, '') || ' ' || COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = mma_tickets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM mma_tickets");
    await queryRunner.query("CREATE TRIGGER mma_tickets_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM mma_tickets_search WHERE rowid IN (SELECT id FROM mma_tickets WHERE owner_id = new.id); INSERT INTO mma_tickets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE(mma_tickets.title, '') || ' ' || COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM mma_tickets WHERE owner_id = new.id; END");
    await queryRunner.query("CREATE VIRTUAL TABLE acc_wallets_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    await queryRunner.query("CREATE TRIGGER acc_wallets_search_ai AFTER INSERT ON acc_wallets BEGIN INSERT INTO acc_wallets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_wallets_search_au AFTER UPDATE OF owner_id ON acc_wallets BEGIN DELETE FROM acc_wallets_search WHERE rowid = old.id; INSERT INTO acc_wallets_search (rowid, words) VALUES (new.id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = new.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک')); END");
    await queryRunner.query("CREATE TRIGGER acc_wallets_search_ad AFTER DELETE ON acc_wallets BEGIN DELETE FROM acc_wallets_search WHERE rowid = old.id; END");
    await queryRunner.query("INSERT INTO acc_wallets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((SELECT COALESCE(ou.firstname, '') || ' ' || COALESCE(ou.lastname, '') || ' ' || COALESCE(ou.mobile_number, '') || ' ' || COALESCE(ou.national_code, '') || ' ' || COALESCE(ou.email, '') FROM uma_users ou WHERE ou.id = acc_wallets.owner_id), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_wallets");
    await queryRunner.query("CREATE TRIGGER acc_wallets_search_ou AFTER UPDATE OF firstname, lastname, mobile_number, national_code, email ON uma_users BEGIN DELETE FROM acc_wallets_search WHERE rowid IN (SELECT id FROM acc_wallets WHERE owner_id = new.id); INSERT INTO acc_wallets_search (rowid, words) SELECT id, REPLACE(REPLACE(REPLACE(COALESCE((COALESCE(new.firstname, '') || ' ' || COALESCE(new.lastname, '') || ' ' || COALESCE(new.mobile_number, '') || ' ' || COALESCE(new.national_code, '') || ' ' || COALESCE(new.email, '')), ''), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') FROM acc_wallets WHERE owner_id = new.id; END");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TRIGGER acc_wallets_search_ou");
    await queryRunner.query("DROP TRIGGER acc_wallets_search_ad");
    await queryRunner.query("DROP TRIGGER acc_wallets_search_au");
    await queryRunner.query("DROP TRIGGER acc_wallets_search_ai");
    await queryRunner.query("DROP TABLE acc_wallets_search");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ou");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ad");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_au");
    await queryRunner.query("DROP TRIGGER mma_tickets_search_ai");
    await queryRunner.query("DROP TABLE mma_tickets_search");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ou");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ad");
    await queryRunner.query("DROP TRIGGER acc_payments_search_au");
    await queryRunner.query("DROP TRIGGER acc_payments_search_ai");
    await queryRunner.query("DROP TABLE acc_payments_search");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ou");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ad");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_au");
    await queryRunner.query("DROP TRIGGER acc_transactions_search_ai");
    await queryRunner.query("DROP TABLE acc_transactions_search");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ou");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ad");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_au");
    await queryRunner.query("DROP TRIGGER acc_invoices_search_ai");
    await queryRunner.query("DROP TABLE acc_invoices_search");
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
}
