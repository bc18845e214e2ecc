#!/usr/bin/env node
// `npm test`: every project's unit, API e2e and browser suites, one task at a time (the browser
// suites each run two files at once on 2 cores). Extra arguments go to nx (`-- --skip-nx-cache`).
// When it is red, the failed tests are printed last (tools/ci/failures.mjs).
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1;

spawnSync(process.execPath, ['tools/ci/failures.mjs', '--clear'], { stdio: 'inherit' });
const status = run([
  'nx', 'run-many', '-t', 'test', 'e2e', '--parallel=1', '--outputStyle=stream', ...process.argv.slice(2),
]);
if (status !== 0) spawnSync(process.execPath, ['tools/ci/failures.mjs'], { stdio: 'inherit' });
process.exit(status);
