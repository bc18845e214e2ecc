import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../tools/e2e-kit/server';
import { DB_TYPE } from '../support/app';

/*
 * Two API processes (the built server, apps/api/dist: `nx run api:e2e-api` builds it first) on one
 * database and one Redis, as production runs its replicas. Needs Redis (REDIS_URL, else
 * 127.0.0.1:6379); everything this file writes there lives under a prefix of its own.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `daneshsara-test-replicas-${process.pid}-${Date.now()}:`;
const TICK_MS = 500;
const DB = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};
const dbName = `t_replicas_${process.pid}_${Date.now()}`;
const shared = mkdtempSync(join(tmpdir(), 'daneshsara-replicas-'));

let replicas: RunningServer[] = [];
let queue: Queue;

beforeAll(async () => {
  if (DB_TYPE === 'mysql') {
    const conn = await createConnection(DB);
    await conn.query(
      `CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await conn.end();
  }
  const env = {
    DB_TYPE,
    DB_HOST: DB.host,
    DB_PORT: String(DB.port),
    DB_USER: DB.user,
    DB_PASSWORD: DB.password,
    DB_NAME: dbName,
    DB_SQLITE_PATH: join(shared, 'shared.sqlite'),
    SEED_DEMO: 'false',
    SERVE_CLIENTS: 'false',
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    JOBS_TICK_MS: String(TICK_MS),
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
  if (DB_TYPE === 'mysql') {
    const conn = await createConnection(DB);
    await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await conn.end();
  }
  rmSync(shared, { recursive: true, force: true });
});

describe('scheduled jobs with two API replicas on one Redis', () => {
  it('runs each scheduled job once per tick, not once per replica', async () => {
    for (const r of replicas) expect((await fetch(`${r.url}/api/health`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 12 * TICK_MS));

    const done = (await queue.getCompleted(0, -1)).filter((j) => j.name === 'invoice-expiry');
    const started = done.map((j) => j.processedOn ?? 0).sort((a, b) => a - b);
    const window = started[started.length - 1] - started[0];
    // Ten or so ticks went by; two replicas each running every tick would have made twice as many.
    expect(done.length).toBeGreaterThanOrEqual(5);
    expect(done.length).toBeLessThanOrEqual(Math.round(window / TICK_MS) + 1);
    // The queue logs only failures: none on either replica.
    for (const r of replicas) expect(r.logs()).not.toMatch(/\[Jobs\]/);
  });
});
