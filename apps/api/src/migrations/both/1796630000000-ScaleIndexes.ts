import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes the million-row bench asked for (issue 26, docs/performance.md): a wallet's balance, an
 * answer book's score, start and end, and a ticket status read in the list's order (the status-only
 * index stays: it orders by status). Plain SQL both databases read alike.
 */
export class ScaleIndexes1796630000000 implements MigrationInterface {
  name = 'ScaleIndexes1796630000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX ix_acc_wallets_inventory ON acc_wallets (inventory)');
    await queryRunner.query('CREATE INDEX ix_lma_answer_books_total_score ON lma_answer_books (total_score)');
    await queryRunner.query('CREATE INDEX ix_lma_answer_books_creation_time ON lma_answer_books (creation_time)');
    await queryRunner.query('CREATE INDEX ix_lma_answer_books_attending_end_time ON lma_answer_books (attending_end_time)');
    await queryRunner.query('CREATE INDEX ix_mma_tickets_status_modified ON mma_tickets (status, last_modification_time)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    const drop = (index: string, table: string) => queryRunner.query(sqlite ? `DROP INDEX ${index}` : `DROP INDEX ${index} ON ${table}`);
    await drop('ix_mma_tickets_status_modified', 'mma_tickets');
    await drop('ix_lma_answer_books_attending_end_time', 'lma_answer_books');
    await drop('ix_lma_answer_books_creation_time', 'lma_answer_books');
    await drop('ix_lma_answer_books_total_score', 'lma_answer_books');
    await drop('ix_acc_wallets_inventory', 'acc_wallets');
  }
}
