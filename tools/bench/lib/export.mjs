// The export bench (issue 13): 100,000 generated rows exported through a task, rows per second
// and the API process's peak RSS growth while it writes them (target: < 100 MB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { client } from './http.mjs';

export const EXPORT_ROWS = 100_000;
export const EXPORT_RSS_BUDGET_MB = 100;

function rssBytes(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** `count` learners straight into the API's SQLite file, 1,000 a statement. */
function seedUsers(dataDir, count) {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(join(dataDir, 'daneshsara.sqlite'));
  db.pragma('busy_timeout = 10000');
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const batch = 1000;
  const stmt = db.prepare(
    `INSERT INTO uma_users (firstname, lastname, mobile_number, national_code, living_province, living_city, mobile_number_verified, creation_time, last_modification_time) VALUES ${Array.from({ length: batch }, () => '(?, ?, ?, ?, ?, ?, 1, ?, ?)').join(', ')}`,
  );
  db.transaction(() => {
    for (let start = 0; start < count; start += batch) {
      const params = [];
      for (let i = start; i < start + batch; i++) {
        params.push('فراگیر', `آزمایشی ${i}`, `0938${String(i).padStart(7, '0')}`, String(8_000_000_000 + i), 'تهران', 'تهران', now, now);
      }
      stmt.run(...params);
    }
  })();
  db.close();
}

/**
 * Seeds the rows, asks GET /uma/users/export_report?living_city=تهران (only the generated users
 * match), follows the task to DONE while sampling the API's RSS every 50 ms, and downloads the file.
 */
export async function exportBench(api, token) {
  seedUsers(api.dataDir, EXPORT_ROWS);
  const su = client(api.url, token);
  const pid = api.pid;
  const base = rssBytes(pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const started = performance.now();
  const asked = await su.get('/api/uma/users/export_report?living_city=تهران');
  if (asked.status !== 202) throw new Error(`export answered ${asked.status}: ${asked.text}`);
  let task = asked.body;
  while (task.status !== 'DONE') {
    if (task.status === 'FAILED') throw new Error('the export failed');
    await new Promise((r) => setTimeout(r, 200));
    task = (await su.get(task.status_url)).body;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const file = await su.get(task.download_url);
  su.agent.destroy();
  const growthMb = Math.round(((peak - base) / 1024 / 1024) * 10) / 10;
  return {
    rows: task.total,
    seconds: Math.round(seconds * 10) / 10,
    rows_per_second: Math.round(task.total / seconds),
    rss_base_mb: Math.round(base / 1024 / 1024),
    rss_peak_growth_mb: growthMb,
    budget_mb: EXPORT_RSS_BUDGET_MB,
    over_budget: growthMb >= EXPORT_RSS_BUDGET_MB,
    file_status: file.status,
  };
}
