// Throughput ratios measured side by side, and SQL queries per request.
import { slice } from './http.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** The q-quantile (0..1) of many numbers, nearest rank. */
export function quantile(xs, q) {
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

const latency = (runs) => {
  const all = runs.flatMap((r) => r.latencies);
  return { p50: quantile(all, 0.5), p99: quantile(all, 0.99) };
};

/**
 * Warms one side up and sizes its slices: slices of `sliceMs` until it has served `warmRequests`
 * requests (and run two slices at least), or for `warmMaxMs` at most. Answers N = the requests
 * the faster of the last two slices completed in `sliceMs`, at least `minSlice`. Warm-up is
 * counted in requests, not time: V8 optimises a function after so many calls, so a slow route
 * (the users list on MariaDB, 600 req/s on a busy machine) was still compiling, and paying 2-6x
 * its steady cost per request, through a warm-up of two 500 ms slices that a 10k req/s route
 * finishes warm (docs/performance.md, «Warm-up by requests»).
 */
export async function warmUp(t, { sliceMs, minSlice, concurrency, warmRequests = 0, warmMaxMs = Infinity }) {
  const t0 = performance.now();
  const last = [];
  let served = 0;
  do {
    const r = await slice(t, { ms: sliceMs, concurrency });
    served += r.latencies.length;
    last.push(r.rps);
    if (last.length > 2) last.shift();
  } while (last.length < 2 || (served < warmRequests && performance.now() - t0 < warmMaxMs));
  return Math.max(minSlice, Math.round((Math.max(...last) * sliceMs) / 1000));
}

/**
 * A against B. Each side first warms up (JIT, connections) and sizes its slices (`warmUp`): N =
 * the requests it completes in `sliceMs` (the faster of its last two warm-up slices, since
 * neighbours only ever slow a run down), at least `minSlice`. A fixed N for every route would make
 * a 20k req/s route's slice last 15 ms, all noise; sized per side, every slice lasts about as
 * long. Then `pairs` pairs of slices, alternating which side goes first; one ratio per pair.
 */
export async function compare(cmp, targets, settings) {
  const { pairs, concurrency } = settings;
  const a = targets(cmp.a);
  const b = targets(cmp.b);
  const nA = await warmUp(a, settings);
  const nB = await warmUp(b, settings);
  const runs = { a: [], b: [] };
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const side of order) {
      const t = side === 'a' ? a : b;
      runs[side].push(await slice(t, { count: side === 'a' ? nA : nB, concurrency }));
    }
  }
  const ratios = runs.a.map((r, i) => r.rps / runs.b[i].rps);
  // B's CPU per request over A's: the req/s ratio the server would show with the cores to itself.
  const hasCpu = [...runs.a, ...runs.b].every((r) => r.cpuUs !== null && r.cpuUs > 0);
  const cpuRatios = hasCpu ? runs.a.map((r, i) => runs.b[i].cpuUs / r.cpuUs) : null;
  return {
    name: cmp.name,
    a: cmp.a.path,
    b: `${cmp.b.server === 'bare' ? 'bare node http ' : ''}${cmp.b.path}`,
    slice: { a: nA, b: nB },
    ratio: spread(ratios),
    ratios,
    rps: { a: median(runs.a.map((r) => r.rps)), b: median(runs.b.map((r) => r.rps)) },
    cpu_ratio: cpuRatios && spread(cpuRatios),
    cpu_ratios: cpuRatios,
    cpu_us_per_request: hasCpu
      ? { a: median(runs.a.map((r) => r.cpuUs)), b: median(runs.b.map((r) => r.cpuUs)) }
      : null,
    target: cmp.target,
    meets_target: (cpuRatios ? median(cpuRatios) : median(ratios)) >= cmp.target,
    // Latency at this concurrency over every measured slice, in ms.
    latency: { a: latency(runs.a), b: latency(runs.b) },
    p99_target: cmp.p99Target ?? null,
  };
}

/**
 * Flat under load: `slices` back-to-back slices of `ms` each on one route. Compares the median of
 * the last five with the median of the first five, in server CPU per request when measured (else
 * in req/s): a store or cache that grows with the load shows up as a rising cost.
 */
export async function sustained(target, { slices, ms, concurrency, limit }) {
  const runs = [];
  for (let i = 0; i < slices; i++) runs.push(await slice(target, { ms, concurrency }));
  const hasCpu = runs.every((r) => r.cpuUs !== null && r.cpuUs > 0);
  const cost = runs.map((r) => (hasCpu ? r.cpuUs : 1e6 / r.rps));
  const first = median(cost.slice(0, 5));
  const last = median(cost.slice(-5));
  const drift = last / first - 1;
  // Theil-Sen: the median of every pairwise slope, so one neighbour's burst does not make a trend.
  const slopes = [];
  for (let i = 0; i < cost.length; i++) {
    for (let j = i + 1; j < cost.length; j++) slopes.push((cost[j] - cost[i]) / (j - i));
  }
  const trend = (median(slopes) * (cost.length - 1)) / first;
  return {
    trend,
    slices,
    ms,
    unit: hasCpu ? 'server CPU us/req' : 'client us/req',
    per_slice: cost,
    first_five: first,
    last_five: last,
    drift,
    limit,
    meets_target: Math.abs(drift) <= limit,
  };
}

/** The most SQL statements a list page may cost, authentication included (issue 15). */
export const LIST_QUERY_BUDGET = 5;

function fill(path, vars) {
  return path.replace(/\{(\w+)\}/g, (_whole, key) => {
    if (!(key in vars))
      throw new Error(`route ${path}: no value for {${key}} (set it in a fixture)`);
    return String(vars[key]);
  });
}

/**
 * `X-Query-Count` of every route: lists at each of `sizes` rows (`{n}`, `{last}` = n-1), details
 * once. A list whose count differs between sizes runs a query per row (N+1); a largest page that
 * came back short makes that check weaker and is flagged too.
 */
export async function queryCounts(routes, sizes, ctx, { api, anon }) {
  const out = [];
  const full = Math.max(...sizes);
  for (const route of routes) {
    const row = { name: route.name, path: route.path, list: route.list ?? null, counts: {} };
    for (const n of route.list ? sizes : [null]) {
      const path = fill(route.path, n === null ? ctx : { ...ctx, n, last: n - 1 });
      const who = route.auth === false ? anon : api;
      await who.get(path); // the first call may warm one-off lookups
      const res = await who.get(path);
      if (res.status !== 200) {
        throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 300)}`);
      }
      const header = res.headers['x-query-count'];
      if (header === undefined) throw new Error(`GET ${path}: no X-Query-Count header`);
      const rows = route.list === 'page' ? res.body?.results?.length : res.body?.length;
      row.counts[n ?? 'detail'] = { queries: Number(header), rows: route.list ? rows : null };
    }
    if (route.list) {
      const counts = sizes.map((n) => row.counts[n].queries);
      row.n_plus_one = new Set(counts).size > 1;
      row.over_budget = Math.max(...counts) > LIST_QUERY_BUDGET;
      row.short_page = row.counts[full].rows < full;
    }
    out.push(row);
  }
  return out;
}
