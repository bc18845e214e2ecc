import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationStatusLength1795321432742 implements MigrationInterface {
  name = 'RegistrationStatusLength1795321432742';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // MODIFY keeps the rows (the generator's DROP + ADD would lose every status).
    await queryRunner.query("ALTER TABLE `lma_registrations` MODIFY `status` varchar(50) NOT NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `lma_registrations` MODIFY `status` varchar(40) NOT NULL");
  }
}
