import argon2 from 'argon2';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../tools/e2e-kit/server';
import { readXlsx } from '../../src/core/xlsx/xlsx';
import { sharedDatabase, type SharedDatabase } from '../support/shared-database';

/*
 * Two API processes (the built server, apps/api/dist: `nx run api:e2e-api` builds it first) on one
 * database and one Redis, as production runs its replicas. Needs Redis (REDIS_URL, else
 * 127.0.0.1:6379); everything this file writes there lives under a prefix of its own.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `daneshsara-test-replicas-${process.pid}-${Date.now()}:`;
const TICK_MS = 500;
let replicas: RunningServer[] = [];
let queue: Queue;

let db: SharedDatabase;

beforeAll(async () => {
  db = await sharedDatabase('replicas');
  const env = {
    ...db.env,
    SEED_DEMO: 'false',
    SERVE_CLIENTS: 'false',
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    JOBS_TICK_MS: String(TICK_MS),
    // A dead replica's job is retaken within about two seconds.
    JOBS_LOCK_MS: '1000',
  };
  // One after the other: the first runs the migrations, the second finds them done.
  replicas.push(await startServer(env));
  replicas.push(await startServer(env));
  queue = new Queue('jobs', { connection: { url: REDIS_URL }, prefix: `${PREFIX}bull` });
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  replicas = [];
  await queue?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db?.drop();
});

describe('scheduled jobs with two API replicas on one Redis', () => {
  it('runs each scheduled job once per tick, not once per replica', async () => {
    for (const r of replicas) expect((await fetch(`${r.url}/api/health`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 12 * TICK_MS));

    const done = (await queue.getCompleted(0, -1)).filter((j) => j.name === 'invoice-expiry');
    const started = done.map((j) => j.processedOn ?? 0).sort((a, b) => a - b);
    const window = started[started.length - 1] - started[0];
    // Ten or more ticks went by (more when the replicas were slow to start); one scheduler made
    // them all, and two replicas each running every tick would have made about twice as many. The
    // bound leaves room for ticks that a busy machine ran late and the next one on time.
    expect(done.length).toBeGreaterThanOrEqual(5);
    expect(new Set(done.map((j) => j.repeatJobKey)).size).toBe(1);
    expect(done.length).toBeLessThanOrEqual(Math.ceil((window / TICK_MS) * 1.25) + 2);
    // The queue logs only failures: none on either replica.
    for (const r of replicas) expect(r.logs().split('\n').filter((l) => l.includes('[Jobs]'))).toEqual([]);
  });
});

/** Rows straight into the shared database, whichever engine it is. */
async function sql(statements: [string, unknown[]][]): Promise<void> {
  for (const [text, params] of statements) await db.query(text, params);
}

type Task = {
  task_id: string;
  status_url: string;
  status: string;
  total: number;
  download_url: string;
};

const USERS = 30_000;

describe('an export on two replicas', () => {
  it('finishes on the other replica after the one running it is killed', async () => {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const cols =
      '(firstname, lastname, mobile_number, mobile_number_verified, password, creation_time, last_modification_time)';
    const hash = await argon2.hash('staff1234', { type: argon2.argon2id });
    const rows: [string, unknown[]][] = [
      [
        `INSERT INTO uma_users ${cols} VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ['مدیر', 'گزارش', '09129990000', 1, hash, now, now],
      ],
      [
        `INSERT INTO uma_user_roles (user_id, role) SELECT id, 'admin' FROM uma_users WHERE mobile_number = '09129990000'`,
        [],
      ],
    ];
    for (let start = 0; start < USERS; start += 1000) {
      const marks = Array.from({ length: 1000 }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
      const params = Array.from({ length: 1000 }, (_, i) => [
        'کاربر',
        `شماره ${start + i}`,
        `0936${String(start + i).padStart(7, '0')}`,
        1,
        null,
        now,
        now,
      ]).flat();
      rows.push([`INSERT INTO uma_users ${cols} VALUES ${marks}`, params]);
    }
    await sql(rows);

    const [a] = replicas;
    const login = await fetch(`${a.url}/api/uma/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: '09129990000', password: 'staff1234' }),
    });
    expect(login.status).toBe(200);
    const auth = {
      Authorization: `Bearer ${((await login.json()) as { token: { access_token: string } }).token.access_token}`,
    };
    const asked = await fetch(`${a.url}/api/uma/users/export_report?ordering=id`, {
      headers: auth,
    });
    expect(asked.status).toBe(202);
    const task = (await asked.json()) as Task;
    expect(task.total).toBe(USERS + 1);

    // Whichever replica took the job dies mid-way (BullMQ names each worker `<host>-<pid>`).
    let worker: string | undefined;
    for (let i = 0; i < 200 && !worker; i++) {
      worker = (await queue.getJob(`export-${task.task_id}`))?.processedBy;
      if (!worker) await new Promise((r) => setTimeout(r, 25));
    }
    const dying = replicas.find((r) => worker?.endsWith(`-${r.pid}`));
    expect(dying).toBeDefined();
    await dying!.kill();
    const survivor = replicas.find((r) => r !== dying)!;
    const atKill = (await (
      await fetch(`${survivor.url}${task.status_url}`, { headers: auth })
    ).json()) as Task;
    expect(atKill.status).not.toBe('DONE');

    let status = atKill;
    for (let i = 0; i < 600 && status.status !== 'DONE'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await (
        await fetch(`${survivor.url}${task.status_url}`, { headers: auth })
      ).json()) as Task;
    }
    expect(status).toMatchObject({ status: 'DONE', done: USERS + 1, total: USERS + 1 });
    const file = await fetch(`${survivor.url}${status.download_url}`, { headers: auth });
    expect(file.status).toBe(200);
    const sheet = await readXlsx(Buffer.from(await file.arrayBuffer()));
    expect(sheet).toHaveLength(USERS + 1);
    expect(new Set(sheet.map((r) => r['شماره همراه'])).size).toBe(USERS + 1);
  }, 120_000);
});
