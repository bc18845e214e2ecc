import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { BullmqJobs } from './bullmq-jobs';
import { InProcessJobs } from './in-process-jobs';
import { Jobs } from './jobs';

export { Jobs, type JobData, type JobHandler, type JobOptions } from './jobs';

/** BullMQ on Redis when REDIS_URL is set, else in this process. */
export function jobsFromConfig(config: AppConfig): Jobs {
  const settings = { enabled: config.JOBS_ENABLED, tickMs: config.JOBS_TICK_MS };
  return config.REDIS_URL
    ? new BullmqJobs({
        ...settings,
        url: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        lockDurationMs: config.JOBS_LOCK_MS || undefined,
      })
    : new InProcessJobs(settings);
}

/** Starts the queue once every module has declared its jobs (onModuleInit), stops it at close. */
@Injectable()
export class JobsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly jobs: Jobs) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }
}
