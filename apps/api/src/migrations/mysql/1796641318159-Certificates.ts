import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Certificates1796641318159 implements MigrationInterface {
  name = 'Certificates1796641318159';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `lma_certificates` (`id` int NOT NULL AUTO_INCREMENT, `transcript_id` int NOT NULL, `owner_id` int NOT NULL, `code` varchar(16) NOT NULL, `status` varchar(20) NOT NULL, `holder_name` varchar(200) NOT NULL, `national_code_masked` varchar(20) NULL, `unit_title` varchar(200) NOT NULL, `classroom_title` varchar(200) NULL, `professor_name` varchar(200) NULL, `final_score` float NOT NULL, `result` varchar(40) NOT NULL, `fingerprint` varchar(64) NOT NULL, `file` varchar(300) NULL, `file_fingerprint` varchar(64) NULL, `issued_time` datetime NOT NULL, `revoked_time` datetime NULL, `last_modification_time` datetime NOT NULL, UNIQUE INDEX `uq_lma_certificates_transcript` (`transcript_id`), INDEX `ix_lma_certificates_owner` (`owner_id`), UNIQUE INDEX `uq_lma_certificates_code` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_lma_certificates_code` ON `lma_certificates`");
    await queryRunner.query("DROP INDEX `ix_lma_certificates_owner` ON `lma_certificates`");
    await queryRunner.query("DROP INDEX `uq_lma_certificates_transcript` ON `lma_certificates`");
    await queryRunner.query("DROP TABLE `lma_certificates`");
  }
}
