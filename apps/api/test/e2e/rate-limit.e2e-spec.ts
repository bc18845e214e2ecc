import { Messages } from '@daneshsara/domain';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * Several API replicas must enforce one limit per client, not one each: the throttler counts in
 * Redis when REDIS_URL is set. Redis runs beside the test database; if it is down this file fails.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX = 5;
// A throttled public route (GET /api/health skips the throttler: it is the liveness probe).
const ROUTE = '/api/uma/users/professors';
// Its own keys, so parallel runs (SQLite and MySQL suites, two developers) never meet.
const PREFIX = `daneshsara-test:${process.pid}:${Date.now()}:${Math.floor(Math.random() * 1e9)}:`;

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: unknown;
  redis.on('error', (err: unknown) => (cause = err));
  await redis.connect().catch((err: unknown) => {
    throw new Error(
      `Redis at ${REDIS_URL} is unreachable (this test needs it): ${String(cause ?? err)}`,
    );
  });
});
afterAll(async () => {
  if (redis?.status !== 'ready') return;
  const keys = await prefixed();
  if (keys.length) await redis.del(...keys);
  expect(await prefixed()).toEqual([]);
  await redis.quit();
});

async function prefixed(): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const settings = { RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: '60000', ...env };
  const a = await bootTestApp(settings);
  const b = await bootTestApp(settings).catch(async (err: unknown) => {
    await a.close();
    throw err;
  });
  return [a, b];
}

describe('with REDIS_URL, two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share one limit: the request after the limit, on either instance, answers 429 in Persian', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX; i++) statuses.push((await (i % 2 ? b : a).http.get(ROUTE)).status);
    expect(statuses).toEqual(Array(MAX).fill(200));

    const over = await (MAX % 2 ? b : a).http.get(ROUTE);
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(Messages.TOO_MANY_REQUESTS);
    expect(over.body.detail).toMatch(/[\u0600-\u06FF]/);
    expect((await (MAX % 2 ? a : b).http.get(ROUTE)).status).toBe(429);

    // The liveness probe is never throttled.
    expect((await a.http.get('/api/health')).status).toBe(200);
    // The counters live under this run's prefix (which afterAll deletes).
    expect((await prefixed()).length).toBeGreaterThan(0);
  });
});

describe('without REDIS_URL, two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoInstances({});
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('count apart: each allows the limit on its own (what the Redis store prevents)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * MAX; i++) statuses.push((await (i % 2 ? b : a).http.get(ROUTE)).status);
    expect(statuses).toEqual(Array(2 * MAX).fill(200));
    expect((await a.http.get(ROUTE)).status).toBe(429);
    expect((await b.http.get(ROUTE)).status).toBe(429);
  });
});

describe('the sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '100' });
  });
  afterAll(async () => t?.close());

  it('AUTH_RATE_LIMIT_MAX caps sign-in calls per window while other routes go on', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await t.http.post('/api/uma/users/login').send({ input: '09120009999', password: 'wrong-pass' })).status);
    expect(tries.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(tries[3]).toBe(429);
    expect((await t.http.get('/api/uma/users/professors')).status).toBe(200);
  });
});
