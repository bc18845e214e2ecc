// Lighthouse (mobile, its default form factor and simulated throttling) on the built product:
// the home page and a post page, served by the same server `npm start` runs (production mode,
// a fresh SQLite with the demo data, through tools/e2e-kit like the bench). Prints the four
// category scores per page and exits non-zero under the targets of issue 12 (SEO >= 0.95,
// accessibility >= 0.9, performance >= 0.9). Not part of `npm test`: run it by hand after
// `npx nx run-many -t build -p api admin web`:
//   node tools/lighthouse/run.mjs [--json out.json] [--reports dir]
// Chromium: CHROME_PATH (default /usr/bin/chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi } from '../bench/lib/servers.mjs';

const TARGETS = { seo: 0.95, accessibility: 0.9, performance: 0.9 };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const argOf = (flag) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : null;
const jsonOut = argOf('--json');
// Lighthouse's whole report per page (<dir>/<page>.report.json), to see what costs the score.
const reportDir = argOf('--reports');

const server = await startApi({
  NODE_ENV: 'production',
  JWT_SECRET: 'lighthouse-only-secret-0123456789',
});
let chrome;
const rows = [];
try {
  const posts = await (
    await fetch(`${server.url}/api/cma/posts?per_page=1&ordering=-creation_time`)
  ).json();
  const pages = [
    ['home', `${server.url}/`],
    ['post', `${server.url}/post/${posts.results[0].id}`],
  ];
  for (const [name, url] of pages) {
    // A browser of its own per page, as a first visit: the home's run registers the service
    // worker, which then took the post's navigation over now and then (NO_NAVSTART).
    await chrome?.kill();
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(`${reportDir}/${name}.report.json`, JSON.stringify(lhr));
    }
    const score = (id) => lhr.categories[id]?.score ?? 0;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      flagged: failing,
      // Lighthouse's own CPU benchmark of this machine at the time (a free desktop core is ~1500+).
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    });
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

for (const r of rows) {
  console.log(
    `${r.page.padEnd(5)} performance ${r.performance.toFixed(2)}  accessibility ${r.accessibility.toFixed(2)}  best-practices ${r['best-practices'].toFixed(2)}  seo ${r.seo.toFixed(2)}  (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls}, CPU benchmark ${r.benchmarkIndex})`,
  );
  if (r.flagged.length) console.log(`      flagged: ${r.flagged.join(', ')}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
const short = rows.filter((r) => Object.entries(TARGETS).some(([k, min]) => r[k] < min));
if (short.length) {
  console.log(
    `below target (${Object.entries(TARGETS)
      .map(([k, v]) => `${k} >= ${v}`)
      .join(', ')}): ${short.map((r) => r.page).join(', ')}`,
  );
  process.exitCode = 1;
}
