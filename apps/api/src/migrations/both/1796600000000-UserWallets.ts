import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every user gets the one wallet a new user is now born with (issue 27): empty, as old as the user.
 * Plain SQL both databases read alike (migrations/both: one file for the two dialects' lists).
 */
export class UserWallets1796600000000 implements MigrationInterface {
  name = 'UserWallets1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'INSERT INTO acc_wallets (owner_id, inventory, creation_time, last_modification_time) ' +
        'SELECT u.id, 0, u.creation_time, u.creation_time FROM uma_users u ' +
        'WHERE NOT EXISTS (SELECT 1 FROM acc_wallets w WHERE w.owner_id = u.id)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only the wallets nothing was ever written to: a wallet with a ledger row keeps its money.
    await queryRunner.query(
      'DELETE FROM acc_wallets WHERE inventory = 0 AND NOT EXISTS ' +
        '(SELECT 1 FROM acc_payments p WHERE p.wallet_id = acc_wallets.id)',
    );
  }
}
