/** What a job carries: plain JSON, so it survives a trip through Redis. */
export type JobData = Record<string, string | number | boolean | null>;
export type JobHandler = (data: JobData) => Promise<unknown>;

export interface JobOptions {
  /**
   * Dedupe key: while a job with this id is waiting, running or (on Redis) kept as done, adding it
   * again is a no-op. Letters, digits, `-`, `_` and `.` only (BullMQ refuses `:`).
   */
  id?: string;
}

/** Tries per job, and the wait before the first retry (doubled each time). */
export const JOB_ATTEMPTS = 5;
export const JOB_BACKOFF_MS = 1000;

/**
 * The job queue port (ARCHITECTURE.md): scheduled sweeps and long one-off work. Modules declare
 * their handlers and schedules in `onModuleInit`; the queue starts once the app has booted.
 * Handlers must be idempotent: a job may run again after a failure or a replica dying mid-job.
 */
export abstract class Jobs {
  protected readonly handlers = new Map<string, JobHandler>();
  protected readonly schedules = new Map<string, number>();

  /** What to run for jobs named `name`. */
  handle(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} is handled twice`);
    this.handlers.set(name, handler);
  }

  /** Runs `handler` every `everyMs`: once per tick however many replicas run. */
  every(name: string, everyMs: number, handler: JobHandler): void {
    this.handle(name, handler);
    this.schedules.set(name, everyMs);
  }

  /**
   * Queues a one-off job (retried with backoff until it succeeds or runs out of tries). Added again
   * under the id of one that ran out of tries, it runs again.
   */
  abstract add(name: string, data: JobData, opts?: JobOptions): Promise<void>;

  /** Resolves once nothing is waiting or running (scheduled ticks not yet due don't count). */
  abstract idle(timeoutMs?: number): Promise<void>;

  /**
   * Runs every schedule once now, one after another, in this process: the e2e clock moved time
   * forward and the sweeps (a book's close-out, a test's results) should see it at once rather
   * than at their next tick. Answers the names of those that failed; the others still ran.
   */
  async runSchedules(): Promise<string[]> {
    const failed: string[] = [];
    for (const name of this.schedules.keys()) {
      try {
        await this.run(name, {});
      } catch {
        failed.push(name);
      }
    }
    return failed;
  }

  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  protected async run(name: string, data: JobData): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    return handler(data);
  }
}

export interface JobsSettings {
  /** Whether this process works on jobs at all (scheduled ticks, and queued jobs on Redis). */
  enabled: boolean;
  /** Replaces every schedule's interval (tests and demos); 0 keeps each job's own. */
  tickMs: number;
}
