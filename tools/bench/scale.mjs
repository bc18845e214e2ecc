#!/usr/bin/env node
// `npm run bench:scale` (issue 26; not part of `npm test`): each list's answer time on the demo
// database and on the same database grown by SQL to a million rows, side by side, on SQLite and
// on MariaDB. Writes artifacts/bench/scale.json. Plain ESM, so Node 20 runs it without a build.
//
//   npm run bench:scale                      # 1,000,000 rows, both databases
//   npm run bench:scale -- --rows 20000 --db sqlite
//   SCALE_ROWS=200000 node tools/bench/scale.mjs --db mysql
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { client } from './lib/http.mjs';
import { median } from './lib/measure.mjs';
import { growMysql, growSqlite } from './lib/scale-grow.mjs';
import { BENCH_API_ENV, mysqlDatabase, startApi, SUPERUSER } from './lib/servers.mjs';

/**
 * The lists measured, one line each. Every list is asked five ways (VARIANTS): page 1, a deep page,
 * each `search` (users: a first-name prefix and a mobile prefix; the other lists: their owners'
 * mobile prefix; none for a list without a search), one `filter` the console sends and one
 * `ordering`. Ten rows a page.
 */
// prettier-ignore
const LISTS = [
  { name: 'users', path: '/api/uma/users', search: ['محم', '0935'], filter: 'role=professor', ordering: 'lastname' },
  { name: 'invoices', path: '/api/accounting/invoices', search: ['0935'], filter: 'status=PAYING', ordering: '-amount' },
  { name: 'payments', path: '/api/accounting/payments', search: ['0935'], filter: 'type=DEPOSIT', ordering: '-amount' },
  { name: 'transactions', path: '/api/accounting/transactions', search: ['0935'], filter: 'status=FAILED', ordering: '-amount' },
  { name: 'wallets', path: '/api/accounting/wallets', search: ['0935'], filter: 'inventory__gte=250000', ordering: '-inventory' },
  { name: 'tickets', path: '/api/mma/tickets', search: ['0935'], filter: 'status=OPENED', ordering: 'status' },
  { name: 'answer books', path: '/api/lma/answer_books', search: [], filter: 'status=WAITING_FOR_GRADING', ordering: '-total_score' },
  { name: 'registrations', path: '/api/lma/registrations', search: ['0935'], filter: 'status=REGISTERED', ordering: '-creation_time' },
  { name: 'orders', path: '/api/store/baskets/list_orders', search: ['0935'], filter: 'status=SENT', ordering: '-overall_order_price' },
  { name: 'donation registrations', path: '/api/dma/registrations', search: ['0935'], filter: 'is_private=true', ordering: '-amount' },
];

const PAGE = 'per_page=10';
const VARIANTS = [
  () => [['page 1', PAGE]],
  () => [['page 2000', `page=2000&${PAGE}`]],
  // http.mjs encodes the path (encodeURI): the Persian words go in as they are.
  (l) => l.search.map((s) => [`search ${s}`, `search=${s}&${PAGE}`]),
  (l) => [[`filter ${l.filter}`, `${l.filter}&${PAGE}`]],
  (l) => [[`ordering ${l.ordering}`, `ordering=${l.ordering}&${PAGE}`]],
];
const REQUESTS = LISTS.flatMap((l) =>
  VARIANTS.flatMap((v) => v(l)).map(([what, query]) => ({
    name: `${l.name}: ${what}`,
    path: `${l.path}?${query}`,
  })),
);

const WARM = 3;
const RUNS = 9;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'artifacts', 'bench', 'scale.json');
const API_ENV = BENCH_API_ENV;

function options(argv, env) {
  const arg = (name) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  };
  const rows = Number(arg('rows') ?? env.SCALE_ROWS ?? 1_000_000);
  if (!Number.isInteger(rows) || rows < 5)
    throw new Error(`--rows must be a whole number >= 5, not ${arg('rows') ?? env.SCALE_ROWS}`);
  const db = arg('db') ?? 'both';
  if (!['sqlite', 'mysql', 'both'].includes(db))
    throw new Error(`--db must be sqlite, mysql or both, not ${db}`);
  return { rows, databases: db === 'both' ? ['sqlite', 'mysql'] : [db] };
}

const log = (line) => process.stdout.write(`${line}\n`);

/** Logs in as the demo superuser; answers a client holding the token. */
async function superuser(api) {
  const anon = client(api.url);
  const login = await anon.post('/api/uma/users/login', SUPERUSER);
  anon.agent.destroy();
  const token = login.body?.token?.access_token;
  if (!token)
    throw new Error(`login on ${api.url} failed: ${login.status} ${login.text.slice(0, 300)}`);
  return client(api.url, token);
}

/** One timed GET; anything but 200 stops the bench (a fast error would look like a fast list). */
async function timed(api, who, path) {
  const t0 = performance.now();
  const res = await api.get(path);
  const ms = performance.now() - t0;
  if (res.status !== 200)
    throw new Error(`GET ${path} on the ${who} server: ${res.status} ${res.text.slice(0, 500)}`);
  return { ms, count: res.body?.count, exact: res.body?.count_exact !== false };
}

/** Every request on both servers, interleaved (demo, large, demo, large...): WARM, then RUNS. */
async function measure(demo, large) {
  const out = [];
  for (const r of REQUESTS) {
    for (let i = 0; i < WARM; i++) {
      await timed(demo, 'demo', r.path);
      await timed(large, 'large', r.path);
    }
    const runs = { demo: [], large: [] };
    let counted;
    for (let i = 0; i < RUNS; i++) {
      runs.demo.push((await timed(demo, 'demo', r.path)).ms);
      const l = await timed(large, 'large', r.path);
      runs.large.push(l.ms);
      counted = l;
    }
    const demoMs = median(runs.demo);
    const largeMs = median(runs.large);
    const row = {
      name: r.name,
      path: r.path,
      demo_ms: Math.round(demoMs * 10) / 10,
      large_ms: Math.round(largeMs * 10) / 10,
      growth: Math.round((largeMs / demoMs) * 100) / 100,
    };
    out.push({
      row,
      count: counted.count === undefined ? '' : `${counted.count}${counted.exact ? '' : '+'}`,
    });
    log(`  ${r.name}: ${row.demo_ms} ms -> ${row.large_ms} ms (x${row.growth})`);
  }
  return out;
}

/** The demo server (a fresh database) and the large one (the demo database grown by `grow`). */
async function run(dbName, rows, stops) {
  let demoEnv;
  let largeEnv;
  let growIt;
  if (dbName === 'sqlite') {
    // The large server's own DATA_DIR (the kit's temp dir is removed on every stop).
    const dataDir = mkdtempSync(join(tmpdir(), 'daneshsara-scale-'));
    stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    demoEnv = API_ENV;
    largeEnv = { ...API_ENV, DATA_DIR: dataDir };
    growIt = () => growSqlite(join(dataDir, 'daneshsara.sqlite'), rows, log);
  } else {
    const demoDb = await mysqlDatabase(process.env);
    stops.push(() => demoDb.drop());
    let largeDb;
    // mysqlDatabase names a database by pid and millisecond: the second one may need another ms.
    for (let i = 0; !largeDb; i++) {
      try {
        largeDb = await mysqlDatabase(process.env);
      } catch (err) {
        if (i >= 3 || !/exists/i.test(String(err?.message))) throw err;
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    stops.push(() => largeDb.drop());
    demoEnv = { ...API_ENV, DB_TYPE: 'mysql', ...demoDb.env };
    largeEnv = { ...API_ENV, DB_TYPE: 'mysql', ...largeDb.env };
    growIt = () => growMysql(largeDb.env, rows, log);
  }

  // The large database starts as the demo one: the server migrates and seeds it, then stops.
  log(`${dbName}: seeding the large database ...`);
  const seeding = await startApi(largeEnv);
  stops.push(() => seeding.stop());
  await seeding.stop();
  log(`${dbName}: growing it by ${rows} rows a table (tickets ${Math.floor(rows / 5)}) ...`);
  const growth = await growIt();
  log(`${dbName}: grown in ${growth.seconds.toFixed(1)} s`);

  const demo = await startApi(demoEnv);
  stops.push(() => demo.stop());
  const t0 = performance.now();
  const large = await startApi(largeEnv); // the seed sees the demo users and writes nothing
  stops.push(() => large.stop());
  log(
    `${dbName}: demo ${demo.url}, large ${large.url} (started in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const demoApi = await superuser(demo);
  const largeApi = await superuser(large);
  try {
    const results = await measure(demoApi, largeApi);
    return { results, growth };
  } finally {
    demoApi.agent.destroy();
    largeApi.agent.destroy();
    await large.stop();
    await demo.stop();
  }
}

function table(dbName, rows, { results, growth }) {
  const lines = [
    `### ${dbName}: ${rows} rows a table (median of ${RUNS}, after ${WARM} warm-ups)`,
    '',
    '| request | path | demo ms | large ms | growth | large count |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ row, count }) =>
        `| ${row.name} | \`${row.path}\` | ${row.demo_ms.toFixed(1)} | ${row.large_ms.toFixed(1)} | ${row.growth.toFixed(2)}${row.growth > 2 ? ' **>2x**' : ''} | ${count} |`,
    ),
    '',
    `Growth by SQL: ${growth.seconds.toFixed(1)} s (` +
      Object.entries(growth.tables)
        .map(([t, v]) => `${t} ${v.seconds.toFixed(1)} s`)
        .join(', ') +
      ')',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const { rows, databases } = options(process.argv.slice(2), process.env);
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const out = { rows, databases: {} };
  const tables = [];
  try {
    for (const dbName of databases) {
      const r = await run(dbName, rows, stops);
      await stopAll();
      out.databases[dbName] = r.results.map((x) => x.row);
      tables.push(table(dbName, rows, r));
    }
  } finally {
    await stopAll();
  }
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
  log(`\n${tables.join('\n')}`);
  log(`wrote ${OUT}`);
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
