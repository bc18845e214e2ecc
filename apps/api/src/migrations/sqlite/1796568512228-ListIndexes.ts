import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListIndexes1796568512228 implements MigrationInterface {
  name = 'ListIndexes1796568512228';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_paid_time\" ON \"acc_invoices\" (\"paid_time\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_amount\" ON \"acc_invoices\" (\"amount\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_type\" ON \"acc_invoices\" (\"type\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_invoices_status\" ON \"acc_invoices\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_withdraw_state\" ON \"acc_payments\" (\"withdraw_state\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_amount\" ON \"acc_payments\" (\"amount\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_payments_type\" ON \"acc_payments\" (\"type\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_invoice_id\" ON \"acc_transactions\" (\"invoice_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_amount\" ON \"acc_transactions\" (\"amount\") ");
    await queryRunner.query("CREATE INDEX \"ix_acc_transactions_status\" ON \"acc_transactions\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_gender\" ON \"uma_users\" (\"gender\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_is_active\" ON \"uma_users\" (\"is_active\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_last_login\" ON \"uma_users\" (\"last_login\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_lastname\" ON \"uma_users\" (\"lastname\") ");
    await queryRunner.query("CREATE INDEX \"ix_uma_users_firstname\" ON \"uma_users\" (\"firstname\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_category_id\" ON \"mma_tickets\" (\"category_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_status\" ON \"mma_tickets\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_last_modification_time\" ON \"mma_tickets\" (\"last_modification_time\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_last_modification_time\"");
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_status\"");
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_category_id\"");
    await queryRunner.query("DROP INDEX \"ix_uma_users_firstname\"");
    await queryRunner.query("DROP INDEX \"ix_uma_users_lastname\"");
    await queryRunner.query("DROP INDEX \"ix_uma_users_last_login\"");
    await queryRunner.query("DROP INDEX \"ix_uma_users_is_active\"");
    await queryRunner.query("DROP INDEX \"ix_uma_users_gender\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_status\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_amount\"");
    await queryRunner.query("DROP INDEX \"ix_acc_transactions_invoice_id\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_type\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_amount\"");
    await queryRunner.query("DROP INDEX \"ix_acc_payments_withdraw_state\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_status\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_type\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_amount\"");
    await queryRunner.query("DROP INDEX \"ix_acc_invoices_paid_time\"");
  }
}
