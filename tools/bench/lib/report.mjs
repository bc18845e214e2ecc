// The compact table `npm run bench` prints (the same data goes to artifacts/bench/latest.json).
import { LIST_QUERY_BUDGET } from './measure.mjs';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const range = (r) => `${lpad(pct(r.median), 6)} (${pct(r.min)}-${pct(r.max)})`;

function throughputLines({ settings }, throughput, title = 'Throughput ratios A / B') {
  const lines = [
    `${title} (${settings.pairs} interleaved pairs of ~${settings.sliceMs} ms slices after ${settings.warmRequests ?? 0} warm-up requests a side, concurrency ${settings.concurrency}, ${settings.cpus} CPUs)`,
    `  ${pad('comparison', 36)} ${pad('req/s ratio (min-max)', 24)} ${pad('server CPU ratio', 24)} ${pad('req/s A, B', 14)} ${pad('CPU us/req A, B', 16)} target`,
  ];
  for (const t of throughput) {
    const us = t.cpu_us_per_request;
    lines.push(
      [
        `  ${pad(t.name, 36)}`,
        pad(range(t.ratio), 24),
        pad(t.cpu_ratio ? range(t.cpu_ratio) : 'n/a', 24),
        pad(`${Math.round(t.rps.a)}, ${Math.round(t.rps.b)}`, 14),
        pad(us ? `${Math.round(us.a)}, ${Math.round(us.b)}` : 'n/a', 16),
        t.meets_target ? `ok (>= ${pct(t.target)})` : `BELOW ${pct(t.target)}`,
      ].join(' '),
    );
  }
  return lines;
}

const ms = (x) => `${x.toFixed(2)} ms`;

function latencyLines({ settings }, throughput) {
  const withTarget = throughput.filter((t) => t.p99_target);
  if (!withTarget.length) return [];
  const lines = [
    `Latency at concurrency ${settings.concurrency} (client side, every measured slice)`,
    `  ${pad('comparison', 44)} ${pad('p50 A, B', 22)} ${pad('p99 A, B', 22)} ${pad('p99 A / B', 10)} target`,
  ];
  for (const t of withTarget) {
    const ratio = t.latency.a.p99 / t.latency.b.p99;
    lines.push(
      [
        `  ${pad(t.name, 44)}`,
        pad(`${ms(t.latency.a.p50)}, ${ms(t.latency.b.p50)}`, 22),
        pad(`${ms(t.latency.a.p99)}, ${ms(t.latency.b.p99)}`, 22),
        pad(`${ratio.toFixed(1)}x`, 10),
        ratio <= t.p99_target ? `ok (<= ${t.p99_target}x)` : `ABOVE ${t.p99_target}x`,
      ].join(' '),
    );
  }
  return lines;
}

function sustainedLines({ sustained: f }) {
  if (!f) return [];
  const us = (x) => `${Math.round(x)} us`;
  return [
    `Flat under load: ${f.name}, ${f.slices} slices of ${f.ms} ms (${f.unit})`,
    `  first five ${us(f.first_five)}, last five ${us(f.last_five)}: ${f.drift >= 0 ? '+' : ''}${pct(f.drift)}  ${
      f.meets_target ? `ok (within ${pct(f.limit)})` : `DRIFTS beyond ${pct(f.limit)}`
    }`,
    `  robust trend over the whole run (Theil-Sen): ${f.trend >= 0 ? '+' : ''}${pct(f.trend)}`,
  ];
}

export function mariadbLines(result) {
  const m = result.mariadb;
  if (!m) return [];
  if (!m.measured) return [`MariaDB: not measured (${m.reason})`];
  return [
    ...throughputLines(result, m.throughput, 'MariaDB throughput ratios A / B'),
    ...latencyLines(result, m.throughput),
  ];
}

function queryLines({ sizes, queries }) {
  const lines = [`SQL queries per request (X-Query-Count); lists at ${sizes.join(' and ')} rows`];
  for (const q of queries) {
    if (!q.list) {
      lines.push(`  ${pad(q.name, 24)} ${lpad(q.counts.detail.queries, 3)}`);
      continue;
    }
    const cells = sizes.map((n) => `${lpad(q.counts[n].queries, 3)} (${q.counts[n].rows} rows)`);
    const flags = [
      q.n_plus_one && 'N+1: COUNT DIFFERS',
      q.over_budget && `OVER ${LIST_QUERY_BUDGET} QUERIES`,
      q.short_page && 'short page',
    ];
    const shown = flags.filter(Boolean);
    lines.push(
      `  ${pad(q.name, 24)} ${cells.join('  ')}  ${shown.length ? shown.join(', ') : 'ok'}`,
    );
  }
  const over = queries.filter((q) => q.over_budget);
  if (over.length) {
    lines.push(
      `  OVER BUDGET: more than ${LIST_QUERY_BUDGET} queries on ${over.map((q) => q.name).join(', ')}`,
    );
  }
  const bad = queries.filter((q) => q.n_plus_one);
  lines.push(
    bad.length
      ? `  FLAGGED: the query count grows with the rows on ${bad.map((q) => q.name).join(', ')}`
      : '  no list changes its query count with the number of rows',
  );
  return lines;
}

function bundleLines({ bundles }) {
  const lines = ['First-load JS (module entry + modulepreloads, gzip -9)'];
  for (const b of bundles) {
    if (!b.built) {
      lines.push(`  ${pad(b.name, 12)} not built (budget ${b.budget_kib} KiB)`);
      continue;
    }
    const budget = `${b.over_budget ? 'OVER' : 'within'} budget ${b.budget_kib} KiB`;
    const missing = b.missing.length ? `; missing: ${b.missing.join(', ')}` : '';
    lines.push(
      `  ${pad(b.name, 12)} ${lpad(kib(b.js_gzip_bytes), 10)} in ${b.js_files.length} file(s), ${budget}; CSS ${kib(b.css_gzip_bytes)}${missing}`,
    );
  }
  return lines;
}

function exportLines({ exports: e }) {
  if (!e) return [];
  if (!e.measured) return [`Export: not measured (${e.reason})`, ''];
  return [
    `Export of ${e.rows} rows through a task: ${e.rows_per_second} rows/s (${e.seconds} s); API RSS peak growth ${e.rss_peak_growth_mb} MB, ${e.over_budget ? 'OVER' : 'within'} budget ${e.budget_mb} MB`,
    '',
  ];
}

export function formatReport(result) {
  return [
    '',
    ...throughputLines(result, result.throughput),
    ...latencyLines(result, result.throughput),
    ...sustainedLines(result),
    '',
    ...mariadbLines(result),
    '',
    ...queryLines(result),
    '',
    ...bundleLines(result),
    '',
    ...exportLines(result),
  ].join('\n');
}
