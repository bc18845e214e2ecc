#!/usr/bin/env node
// A/B of built APIs in alternating rounds (docs/performance.md, «A/B of two builds»):
//   node tools/bench/ab.mjs [--rounds 7] [--ms 600] [--warm 10000] [--db sqlite|mysql] [--routes health,page,ra,search,answer] distA distB ...
// Each dist is a copy of apps/api/dist two folders below the repository (e.g. tmp/ab/A), so that
// its config finds the repository root. Servers listen on AB_PORT (default 3440) and up.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { answerSave } from './lib/answer.mjs';
import { client, slice } from './lib/http.mjs';
import { median, quantile, warmUp } from './lib/measure.mjs';
import { cpuNs, mysqlDatabase } from './lib/servers.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const rounds = Number(opt('--rounds', 7));
const db = opt('--db', 'sqlite');
const sliceMs = Number(opt('--ms', 600));
// Requests each server serves on each route before the rounds (JIT warm, see lib/measure.mjs).
const warmRequests = Number(opt('--warm', 10000));
const routeNames = opt('--routes', 'health,page,ra').split(',');
const dists = args.map((d) => resolve(d));
const ROUTES = {
  health: '/api/health',
  page: '/api/uma/users?per_page=10',
  ra: '/api/uma/users?range=[0,9]&sort=["id","DESC"]',
  // A searched page (issue 26: the side-table probe, then the page).
  search: '/api/uma/users?per_page=10&search=محم',
  // Saving one answer of the demo learner's quiz (issue 11): set up per server by answerSave.
  answer: '/api/lma/answer_sheets',
};
const ROOT = resolve(import.meta.dirname, '..', '..');
const servers = [];
async function start(dist, i) {
  const port = Number(process.env.AB_PORT || 3440) + i;
  const dataDir = mkdtempSync(join(tmpdir(), 'ab15b-'));
  let dbenv = {};
  let drop = async () => {};
  if (db === 'mysql') {
    const d = await mysqlDatabase(process.env);
    dbenv = { DB_TYPE: 'mysql', ...d.env };
    drop = d.drop;
  }
  let out = '';
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      DB_SQLITE_PATH: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      QUERY_COUNT_HEADER: 'false',
      RATE_LIMIT_MAX: '10000000',
      AUTH_RATE_LIMIT_MAX: '10000000',
      JWT_SECRET: 'bench-only-secret-0123456789abcdef',
      ...dbenv,
    },
  });
  child.stdout.on('data', (b) => (out += b));
  child.stderr.on('data', (b) => (out += b));
  const url = `http://127.0.0.1:${port}`;
  const s = {
    dist,
    url,
    pid: child.pid,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
  servers.push(s);
  for (const t0 = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(out);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - t0 > 120000) throw new Error('no start\n' + out);
    await new Promise((r) => setTimeout(r, 250));
  }
  const anon = client(url);
  const login = await anon.post('/api/uma/users/login', {
    input: '09120000000',
    password: 'admin1234',
  });
  s.token = login.body.token.access_token;
  s.agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  if (routeNames.includes('answer')) s.answer = await answerSave(url);
  s.target = (r) => ({
    pid: s.pid,
    agent: s.agent,
    url: new URL(encodeURI(ROUTES[r]), url),
    headers: r === 'health' ? {} : { authorization: `Bearer ${r === 'answer' ? s.answer.token : s.token}` },
    body: r === 'answer' ? s.answer.body : undefined,
  });
  return s;
}
/** mariadbd's pid (its threads' CPU is read like the API's), or null when it is not local. */
function mariadbPid() {
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (/(^|\/)(mariadbd|mysqld)\0/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8'))) return Number(p);
    } catch {}
  }
  return null;
}
const cleanup = async () => {
  for (const s of servers) await s.stop().catch(() => {});
};
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));
try {
  for (let i = 0; i < dists.length; i++) await start(dists[i], i);
  const n = {};
  const warm = { sliceMs, minSlice: 200, concurrency: 8, warmRequests, warmMaxMs: 20000 };
  for (const r of routeNames) {
    // Every server warms up alike; slices are sized by the first build's route.
    const sizes = [];
    for (const s of servers) sizes.push(await warmUp(s.target(r), warm));
    n[r] = sizes[0];
  }
  const cpu = servers.map(() => Object.fromEntries(routeNames.map((r) => [r, []])));
  // On MariaDB the database's own CPU per request, throughput and p99 too: a list's latency
  // under load follows the CPU of both processes on the same cores, not the API's alone.
  const dbPid = db === 'mysql' ? mariadbPid() : null;
  const extra = servers.map(() => Object.fromEntries(routeNames.map((r) => [r, { db: [], rps: [], lat: [] }])));
  for (let k = 0; k < rounds; k++) {
    const order = servers.map((_, i) => i);
    if (k % 2) order.reverse();
    for (const i of order)
      for (const r of routeNames) {
        const db0 = cpuNs(dbPid);
        const s = await slice(servers[i].target(r), { count: n[r], concurrency: 8 });
        const db1 = cpuNs(dbPid);
        cpu[i][r].push(s.cpuUs);
        const x = extra[i][r];
        if (db0 !== null && db1 !== null) x.db.push((db1 - db0) / s.latencies.length / 1000);
        x.rps.push(s.rps);
        x.lat.push(...s.latencies);
      }
    const line = servers
      .map((s, i) => routeNames.map((r) => `${r} ${cpu[i][r][k].toFixed(0)}`).join(' '))
      .join(' | ');
    process.stdout.write(`round ${k + 1}: ${line}\n`);
  }
  const f = (x) => x.toFixed(3);
  for (let i = 0; i < servers.length; i++) {
    const m = routeNames.map((r) => `${r} ${median(cpu[i][r]).toFixed(0)}us`).join(', ');
    const ratios = routeNames
      .filter((r) => r !== 'health' && routeNames.includes('health'))
      .map((r) => {
        const x = cpu[i][r].map((v, k) => cpu[i].health[k] / v);
        return `${r}/health ${(100 * median(x)).toFixed(1)}% (${(100 * Math.min(...x)).toFixed(1)}-${(100 * Math.max(...x)).toFixed(1)})`;
      });
    process.stdout.write(`[${i}] ${servers[i].dist}: ${m}; ${ratios.join(', ')}\n`);
    for (const r of routeNames) {
      const x = extra[i][r];
      const dbCpu = x.db.length ? `, database ${median(x.db).toFixed(0)}us/req` : '';
      process.stdout.write(
        `    ${r}: ${median(x.rps).toFixed(0)} req/s${dbCpu}, p50 ${quantile(x.lat, 0.5).toFixed(2)} ms, p99 ${quantile(x.lat, 0.99).toFixed(2)} ms\n`,
      );
    }
    if (i > 0)
      for (const r of routeNames) {
        const x = cpu[i][r].map((v, k) => v / cpu[0][r][k]);
        process.stdout.write(
          `    ${r} [${i}]/[0] ${f(median(x))} (${f(Math.min(...x))}-${f(Math.max(...x))})\n`,
        );
      }
  }
} finally {
  await cleanup();
}
