import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795539530131 implements MigrationInterface {
  name = 'IdempotencyKeys1795539530131';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"core_idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"idem_key\" varchar(255) NOT NULL, \"fingerprint\" varchar(64) NOT NULL, \"response_status\" integer, \"response_body\" text, \"creation_time\" datetime NOT NULL, \"expires_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_core_idempotency_keys_expires\" ON \"core_idempotency_keys\" (\"expires_time\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_core_idempotency_keys_user_key\" ON \"core_idempotency_keys\" (\"user_id\", \"idem_key\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_core_idempotency_keys_user_key\"");
    await queryRunner.query("DROP INDEX \"ix_core_idempotency_keys_expires\"");
    await queryRunner.query("DROP TABLE \"core_idempotency_keys\"");
  }
}
