import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795539530131 implements MigrationInterface {
  name = 'IdempotencyKeys1795539530131';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `core_idempotency_keys` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `idem_key` varchar(255) NOT NULL, `fingerprint` varchar(64) NOT NULL, `response_status` int NULL, `response_body` text NULL, `creation_time` datetime NOT NULL, `expires_time` datetime NOT NULL, INDEX `ix_core_idempotency_keys_expires` (`expires_time`), UNIQUE INDEX `uq_core_idempotency_keys_user_key` (`user_id`, `idem_key`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_core_idempotency_keys_user_key` ON `core_idempotency_keys`");
    await queryRunner.query("DROP INDEX `ix_core_idempotency_keys_expires` ON `core_idempotency_keys`");
    await queryRunner.query("DROP TABLE `core_idempotency_keys`");
  }
}
