#!/usr/bin/env node
// `npm run bench`: throughput ratios measured side by side, SQL queries per request, first-load JS.
// Plain ESM, so Node 20 runs it without a build step. docs/performance.md explains every line.
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { firstLoad } from './lib/bundles.mjs';
import { answerSave } from './lib/answer.mjs';
import { client, request } from './lib/http.mjs';
import { compare, queryCounts, sustained } from './lib/measure.mjs';
import { exportBench } from './lib/export.mjs';
import { formatReport, mariadbLines } from './lib/report.mjs';
import { BENCH_API_ENV, childPid, mysqlDatabase, startApi, startBare, SUPERUSER } from './lib/servers.mjs';

/**
 * Every list and detail route the bench knows. A later module adds one line per route.
 * - `path`: `{n}` is the page size and `{last}` is n-1 (react-admin ranges are inclusive). Other
 *   `{name}` placeholders come from the fixtures' context (ids of rows they found or created).
 * - `list`: 'page' (answers `{results: [...]}`) or 'ra' (answers a bare array); leave it out for
 *   a detail route. Lists are requested at 5 and 50 rows, and the two SQL query counts must match.
 * - `auth: false` requests anonymously (public routes as the storefront calls them). Every other
 *   route is requested as the demo superuser.
 */
// prettier-ignore
const ROUTES = [
  { name: 'uma users (page)', path: '/api/uma/users?per_page={n}', list: 'page' },
  { name: 'uma users (RA)', path: '/api/uma/users?range=[0,{last}]&sort=["id","DESC"]', list: 'ra' },
  { name: 'uma professors', path: '/api/uma/users/professors?per_page={n}', list: 'page', auth: false },
  { name: 'uma user detail', path: '/api/uma/users/{userId}' },
  { name: 'uma current user', path: '/api/uma/users/current' },
  { name: 'accounting invoices (page)', path: '/api/accounting/invoices?per_page={n}', list: 'page' },
  { name: 'accounting invoices (RA)', path: '/api/accounting/invoices?range=[0,{last}]&sort=["id","DESC"]', list: 'ra' },
  { name: 'accounting invoice detail', path: '/api/accounting/invoices/{invoiceId}' },
  { name: 'accounting payments', path: '/api/accounting/payments?per_page={n}', list: 'page' },
  { name: 'accounting transactions', path: '/api/accounting/transactions?per_page={n}', list: 'page' },
  { name: 'accounting wallets', path: '/api/accounting/wallets?per_page={n}', list: 'page' },
  { name: 'dma donations', path: '/api/dma/donations?per_page={n}', list: 'page', auth: false },
  { name: 'dma categories', path: '/api/dma/donations/categories?per_page={n}', list: 'page', auth: false },
  { name: 'dma registrations', path: '/api/dma/registrations?per_page={n}', list: 'page' },
  { name: 'mma tickets', path: '/api/mma/tickets?per_page={n}', list: 'page' },
  { name: 'store products', path: '/api/store/products?per_page={n}', list: 'page', auth: false },
  { name: 'store products (RA)', path: '/api/store/products?range=[0,{last}]&sort=["id","DESC"]', list: 'ra' },
  { name: 'store product detail', path: '/api/store/products/{productId}', auth: false },
  { name: 'store packages', path: '/api/store/packages?per_page={n}', list: 'page', auth: false },
  { name: 'store orders', path: '/api/store/baskets/list_orders?per_page={n}', list: 'page' },
  { name: 'lma classrooms', path: '/api/lma/classrooms?per_page={n}', list: 'page', auth: false },
  { name: 'lma classrooms (RA)', path: '/api/lma/classrooms?range=[0,{last}]&sort=["id","DESC"]', list: 'ra' },
  { name: 'lma classroom detail', path: '/api/lma/classrooms/{classroomId}', auth: false },
  { name: 'lma registrations', path: '/api/lma/registrations?per_page={n}', list: 'page' },
  { name: 'cma posts', path: '/api/cma/posts?per_page={n}', list: 'page', auth: false },
  { name: 'cma contents', path: '/api/cma/contents?per_page={n}', list: 'page', auth: false },
  { name: 'cma topics', path: '/api/cma/topics?per_page={n}', list: 'page', auth: false },
  { name: 'cma medias', path: '/api/cma/medias?per_page={n}', list: 'page', auth: false },
  { name: 'cma hadithes', path: '/api/cma/hadithes?per_page={n}', list: 'page', auth: false },
];

const SIZES = [5, 50];

/**
 * Rows the lists need so that a 50-row page comes back full (the demo seed is smaller), and the ids
 * the detail routes use. Add one entry per module. Each runs once, as the demo superuser, in order:
 * `run(api, ctx)` with `api.get(path)` / `api.post(path, body)` answering `{status, body, text}`.
 */
const FIXTURES = [
  {
    name: 'uma: at least 50 active professors (they are users too)',
    async run(api, ctx) {
      const have = (await api.get('/api/uma/users/professors?per_page=1')).body.count;
      for (let i = have; i < Math.max(...SIZES); i++) {
        const mobile = `0919${String(5_000_000 + i).padStart(7, '0')}`;
        const res = await api.post('/api/uma/users', {
          firstname: 'استاد',
          lastname: `آزمایشی ${i + 1}`,
          mobile_number: mobile,
          roles: ['professor'],
        });
        if (res.status >= 300) throw new Error(`creating ${mobile}: ${res.status} ${res.text}`);
      }
      ctx.userId = (await api.get('/api/uma/users?per_page=1')).body.results[0].id;
    },
  },
  {
    name: 'accounting + dma: 50 sandbox deposits, 50 paid gifts, 50 causes, 50 categories, 50 tickets',
    async run(api, ctx) {
      const call = (method, path, body) =>
        request(api.agent, api.base, path, { method, token: api.token, body });
      const ok = (res, what) => {
        if (res.status >= 300 && res.status !== 303 && res.status !== 302)
          throw new Error(`${what}: ${res.status} ${res.text}`);
        return res;
      };
      const n = Math.max(...SIZES);
      let categoryId;
      for (let i = 0; i < n; i++) {
        const cat = ok(
          await call('POST', '/api/dma/donations/categories', { title: `دسته ${i + 1}` }),
          'category',
        );
        categoryId = cat.body.id;
        ok(
          await call('POST', '/api/dma/donations', { title: `طرح ${i + 1}`, category: categoryId }),
          'cause',
        );
      }
      const cause = (await api.get('/api/dma/donations?per_page=1')).body.results[0].id;
      for (let i = 0; i < n; i++) {
        const start = ok(
          await api.post('/api/accounting/transactions/deposit', { amount: 10_000 }),
          'deposit',
        );
        const back = ok(await call('POST', `${start.body.url}/pay`), 'sandbox pay');
        const cb = new URL(back.headers.location);
        ok(await api.get(cb.pathname + cb.search), 'callback');
        const inv = ok(
          await call('PUT', `/api/dma/donations/${cause}/create_invoice`, { amount: 5_000 }),
          'gift',
        );
        ok(await call('PUT', `/api/accounting/invoices/${inv.body.id}/pay`), 'pay');
        ok(
          await api.post('/api/mma/tickets', {
            title: `درخواست ${i + 1}`,
            body: 'متن',
            source_type: 'INVOICE',
            source_id: inv.body.id,
          }),
          'ticket',
        );
        ctx.invoiceId = inv.body.id;
      }
    },
  },
  {
    name: 'store: 50 products in a category, 50 packages, 50 paid orders',
    async run(api, ctx) {
      const call = (method, path, body) =>
        request(api.agent, api.base, path, { method, token: api.token, body });
      const ok = (res, what) => {
        if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
        return res;
      };
      const n = Math.max(...SIZES);
      const cat = ok(
        await call('POST', '/api/store/categories', { title: 'دسته آزمون کارایی' }),
        'category',
      );
      const ids = [];
      for (let i = 0; i < n; i++) {
        const p = ok(
          await call('POST', '/api/store/products', {
            title: `کالای ${i + 1}`,
            unit_price: 10_000,
            store_category: cat.body.id,
          }),
          'product',
        );
        ids.push(p.body.id);
      }
      ctx.productId = ids[0];
      for (let i = 0; i < n; i++) {
        ok(
          await call('POST', '/api/store/packages', {
            title: `بسته ${i + 1}`,
            unit_price: 20_000,
            products: [ids[i], ids[(i + 1) % n]],
          }),
          'package',
        );
      }
      const start = ok(
        await api.post('/api/accounting/transactions/deposit', { amount: n * 10_000 }),
        'deposit',
      );
      const back = await call('POST', `${start.body.url}/pay`);
      const cb = new URL(back.headers.location);
      await api.get(cb.pathname + cb.search);
      for (let i = 0; i < n; i++) {
        ok(await api.post('/api/store/items', { product: ids[i] }), 'item');
        const basket = ok(await api.get('/api/store/baskets/checkout_review'), 'basket');
        const inv = ok(
          await call('PUT', `/api/store/baskets/${basket.body.id}/create_invoice`, {}),
          'checkout',
        );
        ok(await call('PUT', `/api/accounting/invoices/${inv.body.id}/pay`), 'pay');
      }
    },
  },
  {
    name: 'lma: 50 published classrooms, each with a registration',
    async run(api, ctx) {
      const call = (method, path, body) =>
        request(api.agent, api.base, path, { method, token: api.token, body });
      const ok = (res, what) => {
        if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
        return res;
      };
      const n = Math.max(...SIZES);
      const cat = ok(
        await call('POST', '/api/lma/categories', { title: 'دسته آزمون کارایی', type: 'TRAINING' }),
        'category',
      );
      const day = 86_400_000;
      const iso = (d) => new Date(Date.now() + d * day).toISOString();
      for (let i = 0; i < n; i++) {
        const unit = ok(
          await call('POST', '/api/lma/units', { title: `درس ${i + 1}`, category: cat.body.id }),
          'unit',
        );
        const c = ok(
          await call('POST', '/api/lma/classrooms', {
            unit: unit.body.id,
            holding_type: 'ONLINE',
            capacity: 0,
            publish_time: iso(-2),
            beginning_registration_period: iso(-1),
            ending_registration_period: iso(5),
          }),
          'classroom',
        );
        ctx.classroomId = c.body.id;
        ok(await call('PUT', `/api/lma/classrooms/${c.body.id}/register`), 'register');
      }
    },
  },
  {
    name: 'cma: 50 posts, 50 contents with a media and a hashtag each (half not free), 50 topics',
    async run(api) {
      const ok = (res, what) => {
        if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
        return res.body;
      };
      const tag = ok(await api.post('/api/cma/hashtags', { title: 'آزمون_کارایی' }), 'hashtag');
      for (let i = 0; i < Math.max(...SIZES); i++) {
        ok(await api.post('/api/cma/posts', { title: `مطلب آزمون ${i + 1}`, text: '<p>متن</p>', hashtags: [tag.id] }), 'post');
        const media = ok(await api.post('/api/cma/medias', { title: `رسانه ${i + 1}`, type: 'IMAGE', url: `https://example.ir/${i}.png` }), 'media');
        const content = ok(
          await api.post('/api/cma/contents', { title: `محتوای آزمون ${i + 1}`, is_free: i % 2 === 0, medias: [media.id], hashtags: [tag.id] }),
          'content',
        );
        ok(await api.post('/api/cma/topics', { title: `مبحث ${i + 1}`, content: content.id, hashtags: [tag.id] }), 'topic');
      }
    },
  },
];

/**
 * Throughput comparisons. A and B alternate in slices, and the ratio is A's req/s over B's.
 * `target` is the lowest ratio docs/performance.md calls good. It is checked against the server
 * CPU ratio when one was measured, otherwise against the req/s ratio.
 */
const HEALTH = { server: 'api', path: '/api/health' };
const USERS_PAGE = { server: 'api', path: '/api/uma/users?per_page=10', auth: true };
const COMPARISONS = [
  {
    name: 'users list (page, 10 rows) / health',
    a: USERS_PAGE,
    b: HEALTH,
    target: 0.15,
    p99Target: 5,
  },
  {
    name: 'users list (RA, 10 rows) / health',
    a: { server: 'api', path: '/api/uma/users?range=[0,9]&sort=["id","DESC"]', auth: true },
    b: HEALTH,
    target: 0.15,
    p99Target: 5,
  },
  { name: 'health / bare node http', a: HEALTH, b: { server: 'bare', path: '/' }, target: 0.25 },
];

/**
 * Saving an answer (issue 11) against health: the demo learner's book of the quiz under way in
 * «فلسفه علم», one multi-choice answer saved again and again (each save replaces the last).
 * `answerTarget` finds the book; `BENCH_ONLY=answers` runs this comparison alone.
 */
const ANSWER_COMPARISON = { name: 'save an answer (POST answer_sheets) / health', b: HEALTH, target: 0.1, p99Target: 10 };

/** The demo learner's attempt at the quiz under way, and the target that saves one answer. */
async function answerTarget(api) {
  return { ...ANSWER_COMPARISON, a: await answerSave(api.url) };
}

/** The same list against health on MariaDB (a fresh database, demo data, nothing else running). */
const MYSQL_COMPARISONS = [
  {
    name: 'MariaDB: users list (page, 10 rows) / health',
    a: USERS_PAGE,
    b: HEALTH,
    target: 0.15,
    p99Target: 5,
  },
];

/** Flat under load: the list for `slices` one-second slices, the last five against the first five. */
const SUSTAINED = {
  name: 'users list (page, 10 rows)',
  target: USERS_PAGE,
  slices: 30,
  ms: 1000,
  limit: 0.1,
};

/** First-load JS of each client, with the gzip budget that docs/performance.md argues for. */
const CLIENTS = [
  { name: 'storefront', dist: 'apps/web/dist', budgetKiB: 160 },
  { name: 'console', dist: 'apps/admin/dist', budgetKiB: 450 },
];

const intEnv = (name, fallback) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const SETTINGS = {
  pairs: intEnv('BENCH_PAIRS', 11),
  sliceMs: intEnv('BENCH_SLICE_MS', 500),
  minSlice: intEnv('BENCH_MIN_SLICE', 200),
  concurrency: intEnv('BENCH_CONCURRENCY', 8),
  // Each side of a comparison first serves this many requests (JIT warm), for this long at most.
  warmRequests: intEnv('BENCH_WARM_REQUESTS', 10000),
  warmMaxMs: intEnv('BENCH_WARM_MAX_MS', 15000),
};
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'artifacts', 'bench', 'latest.json');
// The bench counts queries; its load runs (LOAD_ENV) do not.
const API_ENV = { ...BENCH_API_ENV, QUERY_COUNT_HEADER: 'true' };
/**
 * Throughput, latency and flatness are measured as production runs: without the per-request
 * query counter (an AsyncLocalStorage and a logger call per statement) that only the query table
 * needs. That server is started after the counting one has stopped.
 */
const LOAD_ENV = { ...API_ENV, QUERY_COUNT_HEADER: 'false' };

/** Logs in as the demo superuser on `api`; answers the token and a client holding it. */
async function superuser(api) {
  const anon = client(api.url);
  const login = await anon.post('/api/uma/users/login', SUPERUSER);
  const token = login.body?.token?.access_token;
  if (!token) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { anon, token, su: client(api.url, token) };
}

/** Load targets of one API (and the bare server): agents, pid, URL, headers. */
function loadTargets(api, bare, token) {
  const agents = {
    api: new http.Agent({ keepAlive: true, maxSockets: SETTINGS.concurrency }),
    bare: new http.Agent({ keepAlive: true, maxSockets: SETTINGS.concurrency }),
  };
  const pids = {
    api: childPid((argv) => argv.some((x) => x.endsWith('apps/api/dist/main.js'))),
    bare: childPid((argv) => argv[1] === '-e'),
  };
  const targets = (t) => ({
    pid: pids[t.server],
    agent: agents[t.server],
    url: new URL(encodeURI(t.path), t.server === 'bare' ? bare.url : api.url),
    headers: t.token ? { authorization: `Bearer ${t.token}` } : t.auth ? { authorization: `Bearer ${token}` } : {},
    body: t.body,
  });
  return { targets, close: () => Object.values(agents).forEach((a) => a.destroy()) };
}

/**
 * The MariaDB run: a fresh database on DB_HOST (127.0.0.1:3306 by default, root), the API with
 * demo data on it, and MYSQL_COMPARISONS. Answers null with the reason when no MariaDB answers.
 */
async function mariadbRun(stops) {
  let db;
  try {
    db = await mysqlDatabase(process.env);
  } catch (err) {
    process.stdout.write(`MariaDB not measured: ${err?.message ?? err}\n`);
    return { measured: false, reason: String(err?.message ?? err) };
  }
  stops.push(() => db.drop());
  const api = await startApi({ ...LOAD_ENV, DB_TYPE: 'mysql', ...db.env });
  stops.push(() => api.stop());
  process.stdout.write(`api on MariaDB ${api.url}\n`);
  const { anon, token, su } = await superuser(api);
  const load = loadTargets(api, null, token);
  const throughput = [];
  for (const cmp of MYSQL_COMPARISONS) {
    process.stdout.write(`measuring ${cmp.name} ...\n`);
    throughput.push(await compare(cmp, load.targets, SETTINGS));
  }
  load.close();
  su.agent.destroy();
  anon.agent.destroy();
  await api.stop();
  return { measured: true, throughput };
}

/** `BENCH_ONLY=answers`: the answer-saving comparison alone, printed, latest.json untouched. */
async function answersOnly() {
  const api = await startApi(LOAD_ENV);
  try {
    const { token, su, anon } = await superuser(api);
    const load = loadTargets(api, { url: api.url }, token);
    const cmp = await answerTarget(api);
    process.stdout.write(`measuring ${cmp.name} ...\n`);
    const r = await compare(cmp, load.targets, SETTINGS);
    load.close();
    su.agent.destroy();
    anon.agent.destroy();
    const ms = (x) => `${x.toFixed(1)} ms`;
    process.stdout.write(
      `${r.name}: ratio ${r.ratio.median.toFixed(3)} (cpu ${r.cpu_ratio ? r.cpu_ratio.median.toFixed(3) : 'n/a'}), ` +
        `${Math.round(r.rps.a)} vs ${Math.round(r.rps.b)} req/s, p50 ${ms(r.latency.a.p50)} vs ${ms(r.latency.b.p50)}, p99 ${ms(r.latency.a.p99)} vs ${ms(r.latency.b.p99)}\n`,
    );
  } finally {
    await api.stop();
  }
}

/** `BENCH_ONLY=mariadb`: the MariaDB comparison alone, printed, latest.json untouched. */
async function mariadbOnly() {
  const stops = [];
  try {
    const mariadb = await mariadbRun(stops);
    const lines = mariadbLines({ settings: { ...SETTINGS, cpus: cpus().length }, mariadb });
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

async function main() {
  if (process.env.BENCH_ONLY === 'answers') return answersOnly();
  if (process.env.BENCH_ONLY === 'mariadb') return mariadbOnly();
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let api;
  try {
    const started = performance.now();
    api = await startApi(API_ENV);
    stops.push(() => api.stop());
    const bare = await startBare();
    stops.push(() => bare.stop());
    process.stdout.write(`api ${api.url}, bare node http ${bare.url}\n`);

    const { anon, su } = await superuser(api);
    const ctx = {};
    for (const f of FIXTURES) await f.run(su, ctx);
    const queries = await queryCounts(ROUTES, SIZES, ctx, { api: su, anon });
    su.agent.destroy();
    anon.agent.destroy();
    // One API at a time: the CPU of "the API process" must mean one process.
    await api.stop();

    api = await startApi(LOAD_ENV); // the stop pushed above stops whichever `api` is current
    const loaded = await superuser(api);
    const load = loadTargets(api, bare, loaded.token);
    const throughput = [];
    for (const cmp of [...COMPARISONS, await answerTarget(api)]) {
      process.stdout.write(`measuring ${cmp.name} ...\n`);
      throughput.push(await compare(cmp, load.targets, SETTINGS));
    }
    process.stdout.write(`measuring ${SUSTAINED.name} for ${SUSTAINED.slices} slices ...\n`);
    const flat = {
      name: SUSTAINED.name,
      ...(await sustained(load.targets(SUSTAINED.target), {
        ...SUSTAINED,
        concurrency: SETTINGS.concurrency,
      })),
    };
    load.close();
    // Last on this API: it adds 100,000 users (docs/performance.md «Exports»).
    const exports =
      process.env.BENCH_EXPORT === 'false'
        ? { measured: false, reason: 'BENCH_EXPORT=false' }
        : { measured: true, ...(await exportBench(api, loaded.token)) };
    loaded.su.agent.destroy();
    loaded.anon.agent.destroy();
    await api.stop();
    const mariadb =
      process.env.BENCH_MYSQL === 'false'
        ? { measured: false, reason: 'BENCH_MYSQL=false' }
        : await mariadbRun(stops);

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      settings: { ...SETTINGS, cpus: cpus().length },
      seconds: Math.round((performance.now() - started) / 100) / 10,
      sizes: SIZES,
      throughput,
      sustained: flat,
      mariadb,
      queries,
      bundles: CLIENTS.map((c) => firstLoad(ROOT, c)),
      exports,
    };
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(formatReport(result));
    process.stdout.write(`Written to ${OUT.slice(ROOT.length + 1)} (${result.seconds} s)\n`);
  } catch (err) {
    if (interrupted) return; // Ctrl-C also reaches the servers: their errors are expected
    process.stderr.write(`bench failed: ${err?.stack ?? err}\n`);
    if (api) process.stderr.write(`--- server log (tail) ---\n${api.logs().slice(-4000)}\n`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

await main();
