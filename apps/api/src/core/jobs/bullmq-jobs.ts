import { Logger } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  JOB_ATTEMPTS,
  JOB_BACKOFF_MS,
  Jobs,
  type JobData,
  type JobOptions,
  type JobsSettings,
} from './jobs';

export interface BullmqSettings extends JobsSettings {
  url: string;
  /** REDIS_KEY_PREFIX: several sites or test runs on one Redis never see each other's jobs. */
  keyPrefix: string;
  /**
   * How long a job's lock lives without renewal, and how often workers look for stalled jobs: a
   * replica that died mid-job is noticed within about twice this (BullMQ's 30 s by default).
   */
  lockDurationMs?: number;
  backoffMs?: number;
}

const QUEUE = 'jobs';
const LOCK_MS = 30_000;
// Touch or free a tick's lock only while it is still ours.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Jobs on Redis (REDIS_URL set) through BullMQ, shared by every replica. Each schedule is a BullMQ
 * job scheduler: upserting it from every replica keeps one scheduler, which makes one job per tick
 * that exactly one worker takes. A worker that dies mid-job stops renewing its lock; after
 * `lockDuration` another replica finds the job stalled and runs it again (handlers are idempotent).
 * Failures retry with exponential backoff. Done jobs are kept an hour (count and dedupe window).
 * A tick that comes while the last one still runs somewhere (a sweep slower than its interval)
 * is skipped: a Redis lock, renewed while the sweep runs, keeps each schedule to one runner.
 */
export class BullmqJobs extends Jobs {
  private readonly logger = new Logger('Jobs');
  private queue?: Queue;
  private worker?: Worker;
  private redis?: Redis;

  constructor(private readonly settings: BullmqSettings) {
    super();
  }

  private get connection(): ConnectionOptions {
    // BullMQ's blocking commands need maxRetriesPerRequest null.
    return { url: this.settings.url, maxRetriesPerRequest: null };
  }

  private get prefix(): string {
    return `${this.settings.keyPrefix}bull`;
  }

  private queueOf(): Queue {
    this.queue ??= new Queue(QUEUE, {
      connection: this.connection,
      prefix: this.prefix,
      defaultJobOptions: {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.settings.backoffMs ?? JOB_BACKOFF_MS },
        removeOnComplete: { age: 3600, count: 5000 },
        removeOnFail: { age: 7 * 86_400 },
      },
    });
    return this.queue;
  }

  async add(name: string, data: JobData, opts: JobOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    const queue = this.queueOf();
    // A job that ran out of tries is kept a week under its id, which would swallow the new add.
    const failed = opts.id ? await queue.getJob(opts.id) : undefined;
    if (failed && (await failed.isFailed())) {
      await failed.retry();
      return;
    }
    await queue.add(name, data, opts.id ? { jobId: opts.id } : {});
  }

  async idle(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    // One read of every state (BullMQ counts them in one script, so a job moving between states,
    // a failure entering its backoff or a retry leaving it, is counted once, never missed). Each
    // schedule keeps one delayed job for its next tick: delayed jobs beyond those are retries
    // waiting out their backoff, so the queue is busy. Two quiet reads in a row, to be sure.
    const schedules = await this.queueOf().getJobSchedulersCount();
    let quiet = 0;
    for (;;) {
      const counts = await this.queueOf().getJobCounts('wait', 'active', 'prioritized', 'delayed');
      const busy = counts.wait + counts.active + counts.prioritized + Math.max(0, counts.delayed - schedules);
      quiet = busy === 0 ? quiet + 1 : 0;
      if (quiet >= 2) return;
      if (Date.now() > end) throw new Error('jobs still running');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async start(): Promise<void> {
    if (!this.settings.enabled) return;
    const queue = this.queueOf();
    for (const [name, every] of this.schedules) {
      await queue.upsertJobScheduler(
        name,
        { every: this.settings.tickMs || every },
        { name, data: {} },
      );
    }
    // A schedule dropped from the code would otherwise keep making jobs nobody handles.
    for (const old of await queue.getJobSchedulers()) {
      if (old.key && !this.schedules.has(old.key)) await queue.removeJobScheduler(old.key);
    }
    this.redis = new Redis(this.settings.url, { maxRetriesPerRequest: 2 });
    this.worker = new Worker(QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: 4,
      name: `${hostname()}-${process.pid}`,
      ...(this.settings.lockDurationMs
        ? {
            lockDuration: this.settings.lockDurationMs,
            stalledInterval: this.settings.lockDurationMs,
          }
        : {}),
    });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(
        `job ${job?.name ?? '?'} ${job?.id ?? ''} failed (try ${job?.attemptsMade ?? '?'}): ${err.message}`,
      ),
    );
    this.worker.on('error', (err) => this.logger.error(`job worker: ${err.message}`));
  }

  private process(job: Job): Promise<unknown> {
    const data = job.data as JobData;
    return this.schedules.has(job.name) ? this.exclusive(job.name, data) : this.run(job.name, data);
  }

  private async exclusive(name: string, data: JobData): Promise<unknown> {
    const redis = this.redis!;
    const key = `${this.prefix}:tick:${name}`;
    const token = randomUUID();
    const ttl = this.settings.lockDurationMs ?? LOCK_MS;
    if ((await redis.set(key, token, 'PX', ttl, 'NX')) !== 'OK') return 'skipped: still running';
    const renew = setInterval(
      () => void redis.eval(RENEW, 1, key, token, ttl).catch(() => 0),
      ttl / 3,
    );
    try {
      return await this.run(name, data);
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, key, token).catch(() => 0);
    }
  }

  /** `force` leaves running jobs behind, as a dying replica would; another worker retakes them. */
  async stop(force = false): Promise<void> {
    await this.worker?.close(force);
    await this.queue?.close();
    this.redis?.disconnect();
    this.redis = undefined;
    this.worker = undefined;
    this.queue = undefined;
  }
}
