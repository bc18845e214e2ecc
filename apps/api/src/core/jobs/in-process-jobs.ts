import { Logger } from '@nestjs/common';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, Jobs } from './jobs';
import type { JobData, JobOptions, JobsSettings } from './jobs';

/**
 * The embedded default (`npm start`, one process, no Redis): scheduled ticks are timers and
 * queued jobs run in this process with the same retries as on Redis. A tick still running when the
 * next is due is skipped, so one job never overlaps itself. Queued jobs live in memory: a crash
 * loses those not yet done, which is why handlers keep their progress in the database.
 */
export class InProcessJobs extends Jobs {
  private readonly logger = new Logger('Jobs');
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Retries waiting for their backoff: stopping wakes them so they can give up. */
  private readonly sleepers = new Map<NodeJS.Timeout, () => void>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly ticking = new Map<string, Promise<void>>();
  private seq = 0;
  private stopped = false;

  constructor(
    private readonly settings: JobsSettings,
    private readonly backoffMs = JOB_BACKOFF_MS,
  ) {
    super();
  }

  async add(name: string, data: JobData, opts: JobOptions = {}): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    const id = opts.id ?? `${name}.${++this.seq}`;
    if (this.pending.has(id) || this.stopped) return;
    const job = this.attempt(name, data, id).finally(() => this.pending.delete(id));
    this.pending.set(id, job);
  }

  private async attempt(name: string, data: JobData, id: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.sleep(attempt === 1 ? 0 : this.backoffMs * 2 ** (attempt - 2));
      if (this.stopped) return;
      try {
        await this.run(name, data);
        return;
      } catch (err) {
        const last = attempt >= JOB_ATTEMPTS;
        const line = `job ${id} failed (try ${attempt} of ${JOB_ATTEMPTS}): ${(err as Error).message}`;
        if (last) {
          this.logger.error(line);
          return;
        }
        this.logger.warn(line);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleepers.delete(timer);
        resolve();
      }, ms);
      this.sleepers.set(timer, resolve);
    });
  }

  private tick(name: string): void {
    if (this.ticking.has(name) || this.stopped) return;
    const run = this.run(name, {})
      .then(() => undefined)
      .catch((err: Error) => this.logger.error(`job ${name} failed: ${err.message}`))
      .finally(() => this.ticking.delete(name));
    this.ticking.set(name, run);
  }

  async idle(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.pending.size || this.ticking.size) {
      if (Date.now() > end) throw new Error('jobs still running');
      await Promise.race([
        Promise.allSettled([...this.pending.values(), ...this.ticking.values()]),
        new Promise((r) => setTimeout(r, 50)),
      ]);
    }
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (!this.settings.enabled) return;
    for (const [name, every] of this.schedules) {
      const timer = setInterval(() => this.tick(name), this.settings.tickMs || every);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    for (const [timer, wake] of this.sleepers) {
      clearTimeout(timer);
      wake();
    }
    this.sleepers.clear();
    await Promise.allSettled([...this.pending.values(), ...this.ticking.values()]);
  }
}
