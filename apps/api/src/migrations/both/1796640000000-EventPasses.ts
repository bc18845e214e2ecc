import { randomInt } from 'node:crypto';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '@daneshsara/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An event registration's entry pass (issue 28): its code, unique while it has one, and when it
 * was checked in at the door. Plain SQL both databases read alike. Every registration already
 * there gets its code here, 500 rows a statement (new ones get it as they are inserted).
 */
export class EventPasses1796640000000 implements MigrationInterface {
  name = 'EventPasses1796640000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE lma_registrations ADD pass_code varchar(16) NULL');
    await queryRunner.query('ALTER TABLE lma_registrations ADD checked_in_time datetime NULL');
    await queryRunner.query('CREATE UNIQUE INDEX uq_lma_registrations_pass_code ON lma_registrations (pass_code)');
    for (;;) {
      const rows: Array<{ id: number | string }> = await queryRunner.query('SELECT id FROM lma_registrations WHERE pass_code IS NULL ORDER BY id LIMIT 500');
      if (rows.length === 0) break;
      const ids = rows.map((r) => Number(r.id));
      const cases = ids.map((id) => `WHEN ${id} THEN '${code()}'`).join(' ');
      await queryRunner.query(`UPDATE lma_registrations SET pass_code = CASE id ${cases} END WHERE id IN (${ids.join(',')})`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    await queryRunner.query(sqlite ? 'DROP INDEX uq_lma_registrations_pass_code' : 'DROP INDEX uq_lma_registrations_pass_code ON lma_registrations');
    await queryRunner.query('ALTER TABLE lma_registrations DROP COLUMN checked_in_time');
    await queryRunner.query('ALTER TABLE lma_registrations DROP COLUMN pass_code');
  }
}

/** A pass code as the app makes them (services/pass-code.ts): 10 letters of the 31-letter alphabet. */
function code(): string {
  let s = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i++) s += PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)];
  return s;
}
