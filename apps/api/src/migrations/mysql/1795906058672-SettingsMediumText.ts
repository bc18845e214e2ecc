import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * cma_settings.value from TEXT (64 KB) to MEDIUMTEXT: a page setting may be up to 1 MB. The
 * generator wrote DROP and ADD, which would lose every setting; MODIFY keeps them. SQLite's text
 * has no limit, so it has no migration of its own. Down fails on a value past 64 KB (strict mode)
 * rather than cut it.
 */
export class SettingsMediumText1795906058672 implements MigrationInterface {
  name = 'SettingsMediumText1795906058672';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `cma_settings` MODIFY `value` mediumtext NOT NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `cma_settings` MODIFY `value` text NOT NULL');
  }
}
