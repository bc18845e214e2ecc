import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Certificates1796641318159 implements MigrationInterface {
  name = 'Certificates1796641318159';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lma_certificates\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"transcript_id\" integer NOT NULL, \"owner_id\" integer NOT NULL, \"code\" varchar(16) NOT NULL, \"status\" varchar(20) NOT NULL, \"holder_name\" varchar(200) NOT NULL, \"national_code_masked\" varchar(20), \"unit_title\" varchar(200) NOT NULL, \"classroom_title\" varchar(200), \"professor_name\" varchar(200), \"final_score\" float NOT NULL, \"result\" varchar(40) NOT NULL, \"fingerprint\" varchar(64) NOT NULL, \"file\" varchar(300), \"file_fingerprint\" varchar(64), \"issued_time\" datetime NOT NULL, \"revoked_time\" datetime, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_certificates_transcript\" ON \"lma_certificates\" (\"transcript_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_lma_certificates_owner\" ON \"lma_certificates\" (\"owner_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_lma_certificates_code\" ON \"lma_certificates\" (\"code\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_lma_certificates_code\"");
    await queryRunner.query("DROP INDEX \"ix_lma_certificates_owner\"");
    await queryRunner.query("DROP INDEX \"uq_lma_certificates_transcript\"");
    await queryRunner.query("DROP TABLE \"lma_certificates\"");
  }
}
