import { join, resolve } from 'node:path';

const RESULTS = resolve(__dirname, '..', '..', 'artifacts', 'test-results');

/**
 * Vitest's own summary plus a JSON copy of each run in artifacts/test-results/<suite>.json, so
 * that `npm test` can repeat which tests failed, and why, at the very end of its output
 * (tools/ci/failures.mjs): CI keeps only the tail of a run, and later suites push the failure of
 * an earlier one out of it.
 */
export function reportersFor(suite: string) {
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(RESULTS, `${suite}.json`) },
  };
}
