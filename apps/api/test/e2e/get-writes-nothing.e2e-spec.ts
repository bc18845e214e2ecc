import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * A GET never writes: a new learner (no basket, no wallet, no profile rows yet) walks every GET
 * of the OpenAPI document, row ids 1.. of the demo data in the paths, and every table keeps its
 * row count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp({ SEED_DEMO: 'true', JOBS_ENABLED: 'false' });
}, 180_000);
afterAll(async () => t?.close());

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const tables = [...new Set(t.ds.entityMetadatas.map((m) => m.tableName))].sort();
  for (const table of tables) {
    const [row] = (await t.ds.query(`SELECT COUNT(*) AS n FROM ${t.ds.driver.escape(table)}`)) as { n: number | string }[];
    out[table] = Number(row.n);
  }
  return out;
}

describe('GET writes nothing', () => {
  it('leaves every table count unchanged after a new learner walks every GET of the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const { auth } = await t.as(['user']);
    const before = await counts();
    let walked = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (!ops.get || template.startsWith('/api/docs')) continue;
      const res = await t.http.get(template.replace(/\{[^}]+\}/g, '1')).set(auth);
      expect(res.status, template).toBeLessThan(500);
      walked++;
    }
    expect(walked).toBeGreaterThan(100);
    expect(await counts()).toEqual(before);
  }, 180_000);
});
