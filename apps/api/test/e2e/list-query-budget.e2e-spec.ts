import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * Issue 15: every list costs at most five SQL statements, the same for 5 rows and for 50. The bench
 * measures the lists it knows; this walks every list of the OpenAPI document instead, so a list a
 * later module adds is held to the same budget without being named here. As the superuser on the
 * demo data: every GET without a path parameter that answers a page (`results` and `count`) is
 * asked for 5 rows and for 50. Lists that need a scope (a classroom, a session...) answer 400
 * without one and are held by lists-contract.e2e-spec, which names their scopes.
 */
const BUDGET = 5;

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp({ SEED_DEMO: 'true', JOBS_ENABLED: 'false' });
}, 180_000);
afterAll(async () => t?.close());

const queries = (res: { headers: Record<string, string> }) => Number(res.headers['x-query-count']);

describe('the query budget of every list', () => {
  it(`costs at most ${BUDGET} statements, the same for 5 rows and for 50`, async () => {
    const doc = (await t.http.get('/api/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auth = { Authorization: `Bearer ${await t.login('09120000000', 'admin1234')}` };
    const failures: string[] = [];
    const measured: string[] = [];
    let withRows = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!ops.get || path.includes('{') || path.startsWith('/api/docs') || path.includes('export'))
        continue;
      const five = await t.http.get(path).query({ per_page: '5' }).set(auth);
      if (
        five.status !== 200 ||
        !Array.isArray(five.body?.results) ||
        typeof five.body.count !== 'number'
      )
        continue;
      const fifty = await t.http.get(path).query({ per_page: '50' }).set(auth);
      expect(fifty.status, path).toBe(200);
      const [a, b] = [queries(five), queries(fifty)];
      expect(Number.isInteger(a) && Number.isInteger(b), `${path} has no X-Query-Count`).toBe(true);
      measured.push(path);
      if (fifty.body.results.length > five.body.results.length) withRows++;
      if (a > BUDGET || b > BUDGET || a !== b)
        failures.push(
          `${path}: ${a} for ${five.body.results.length} rows, ${b} for ${fifty.body.results.length}`,
        );
    }
    // The walk must reach the lists, and enough of them must have more than five rows on the demo
    // data for "the same for 5 and 50" to mean something.
    expect(measured.length).toBeGreaterThan(40);
    expect(withRows).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 300_000);
});
