import Redis from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BullmqJobs } from './bullmq-jobs';
import { InProcessJobs } from './in-process-jobs';
import type { Jobs, JobsSettings } from './jobs';

/* The BullMQ half needs Redis (REDIS_URL, else 127.0.0.1:6379); every test uses a prefix of its own. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BACKOFF_MS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

let started: Jobs[] = [];
afterEach(async () => {
  await Promise.all(started.map((j) => j.stop()));
  started = [];
});

const RUN = `daneshsara-test-jobs-${process.pid}-${Date.now()}`;
let seq = 0;
function uniquePrefix(): string {
  return `${RUN}-${++seq}:`;
}

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${RUN}-*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

type Make = (settings: JobsSettings, prefix: string) => Jobs;

/** What every Jobs adapter must do, wherever the queue lives. */
function contract(name: string, make: Make) {
  describe(`Jobs contract: ${name}`, () => {
    const boot = async (settings: Partial<JobsSettings> = {}, prefix = uniquePrefix()) => {
      const jobs = make({ enabled: true, tickMs: 0, ...settings }, prefix);
      started.push(jobs);
      return jobs;
    };

    it('runs a queued job with its data', async () => {
      const jobs = await boot();
      const seen: unknown[] = [];
      jobs.handle('greet', async (data) => void seen.push(data));
      await jobs.start();
      await jobs.add('greet', { to: 'سارا', n: 2 });
      await until(() => seen.length === 1);
      await jobs.idle();
      expect(seen).toEqual([{ to: 'سارا', n: 2 }]);
    });

    it('runs a job once when it is added twice under one id', async () => {
      const jobs = await boot();
      let runs = 0;
      jobs.handle('fan-out', async () => {
        runs++;
        await sleep(100);
      });
      await jobs.start();
      await jobs.add('fan-out', { notice: 7 }, { id: 'notice-7' });
      await jobs.add('fan-out', { notice: 7 }, { id: 'notice-7' });
      await until(() => runs >= 1);
      await jobs.idle();
      await sleep(200);
      expect(runs).toBe(1);
    });

    it('retries a failing job until it succeeds', async () => {
      const jobs = await boot();
      let tries = 0;
      jobs.handle('flaky', async () => {
        tries++;
        if (tries < 3) throw new Error('not yet');
      });
      await jobs.start();
      await jobs.add('flaky', {});
      await until(() => tries === 1);
      await jobs.idle(); // waits out the retries' backoff too
      expect(tries).toBe(3);
      await sleep(150);
      expect(tries).toBe(3);
    });

    it('runs a job that ran out of tries again when it is added again under its id', async () => {
      const jobs = await boot();
      let tries = 0;
      let healthy = false;
      jobs.handle('export', async () => {
        tries++;
        if (!healthy) throw new Error('disk full');
      });
      await jobs.start();
      await jobs.add('export', {}, { id: 'export-7' });
      await until(() => tries === 5);
      await jobs.idle();
      await sleep(150);
      expect(tries).toBe(5);
      healthy = true;
      await jobs.add('export', {}, { id: 'export-7' });
      await until(() => tries === 6);
      await jobs.idle();
    });

    it('ticks a scheduled job again and again, never overlapping itself', async () => {
      const jobs = await boot({ tickMs: 60 });
      let ticks = 0;
      let running = 0;
      let overlapped = false;
      jobs.every('sweep', 600_000, async () => {
        running++;
        if (running > 1) overlapped = true;
        await sleep(90);
        ticks++;
        running--;
      });
      await jobs.start();
      await until(() => ticks >= 3);
      expect(overlapped).toBe(false);
    });

    it('runs no scheduled job where jobs are disabled', async () => {
      const jobs = await boot({ enabled: false, tickMs: 50 });
      let ticks = 0;
      jobs.every('sweep', 600_000, async () => void ticks++);
      await jobs.start();
      await sleep(400);
      expect(ticks).toBe(0);
    });
  });
}

contract('in-process', (settings) => new InProcessJobs(settings, BACKOFF_MS));
contract(
  'BullMQ on Redis',
  (settings, prefix) =>
    new BullmqJobs({ ...settings, url: REDIS_URL, keyPrefix: prefix, backoffMs: BACKOFF_MS }),
);

describe('BullMQ on Redis with several replicas', () => {
  it('runs a scheduled job once per tick, not once per replica', async () => {
    const prefix = uniquePrefix();
    const runs: number[] = [];
    const replicas = [0, 1, 2].map(() => {
      const jobs = new BullmqJobs({
        enabled: true,
        tickMs: 250,
        url: REDIS_URL,
        keyPrefix: prefix,
      });
      jobs.every('sweep', 60_000, async () => void runs.push(Date.now()));
      started.push(jobs);
      return jobs;
    });
    await Promise.all(replicas.map((j) => j.start()));
    const from = Date.now();
    await sleep(2000);
    const elapsed = Date.now() - from;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 250) + 1);
  });

  it('runs again, on another replica, a job whose replica died mid-way', async () => {
    const prefix = uniquePrefix();
    const settings = {
      enabled: true,
      tickMs: 0,
      url: REDIS_URL,
      keyPrefix: prefix,
      lockDurationMs: 500,
    };
    const dying = new BullmqJobs(settings);
    let startedOnDying = false;
    dying.handle('export', () => {
      startedOnDying = true;
      return new Promise(() => undefined); // never finishes: the process is about to die
    });
    await dying.start();
    await dying.add('export', { task: 1 }, { id: 'export-1' });
    await until(() => startedOnDying);
    await dying.stop(true);

    const survivor = new BullmqJobs(settings);
    started.push(survivor);
    const finished: unknown[] = [];
    survivor.handle('export', async (data) => void finished.push(data));
    await survivor.start();
    await until(() => finished.length === 1, 15_000);
    expect(finished).toEqual([{ task: 1 }]);
  }, 30_000);
});
