#!/usr/bin/env node
// After a red `npm test`: the failed tests of every suite's JSON report (tools/ci/reporters.ts),
// with the first lines of each failure, printed last so that the tail of the CI log names them.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '..', '..', 'artifacts', 'test-results');
if (process.argv.includes('--clear')) {
  // Before a run: no report of an earlier run may be taken for this one's.
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
let files = [];
try {
  files = readdirSync(dir).filter((f) => f.endsWith('.json'));
} catch {
  /* no suite wrote a report */
}
let failed = 0;
console.log('\n== failed tests');
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  for (const suite of report.testResults ?? []) {
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!tests.length && suite.status === 'failed') {
      failed++;
      console.log(`- ${file}: ${suite.name}\n  ${String(suite.message ?? '').split('\n').slice(0, 6).join('\n  ')}`);
    }
    for (const t of tests) {
      failed++;
      const why = (t.failureMessages ?? [])
        .join('\n')
        .split('\n')
        .filter((line) => !/^\s+at /.test(line))
        .slice(0, 8)
        .join('\n  ');
      console.log(`- ${file}: ${suite.name.replace(/^.*\/(apps|tools)\//, '$1/')} > ${t.fullName}\n  ${why}`);
    }
  }
}
if (!failed) console.log('(no failed test in the reports: a build or a task failed; see above)');
