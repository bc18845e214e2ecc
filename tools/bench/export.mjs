#!/usr/bin/env node
// `node tools/bench/export.mjs`: only the export part of the bench (issue 13), on a fresh SQLite
// API with demo data: 100,000 generated rows through an export task; rows/s and peak RSS growth.
import { exportBench } from './lib/export.mjs';
import { BENCH_API_ENV, startApi } from './lib/servers.mjs';

const api = await startApi(BENCH_API_ENV);
try {
  const login = await fetch(`${api.url}/api/uma/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: '09120000000', password: 'admin1234' }),
  });
  const token = (await login.json()).token.access_token;
  const result = await exportBench(api, token);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (result.over_budget) process.exitCode = 1;
} catch (err) {
  process.stderr.write(`export bench failed: ${err?.stack ?? err}\n${api.logs().slice(-3000)}\n`);
  process.exitCode = 1;
} finally {
  await api.stop();
}
