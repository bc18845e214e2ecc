import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Clock } from '../clock/clock';
import { Jobs } from '../jobs';
import { IDEMPOTENCY_STORE } from './idempotency.interceptor';
import { DbIdempotencyStore, RedisIdempotencyStore, type IdempotencyStore } from './store';

/** Drops expired keys of the database store once an hour; closes the Redis store at shutdown. */
@Injectable()
export class IdempotencyLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');

  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    private readonly jobs: Jobs,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const store = this.store;
    if (!(store instanceof DbIdempotencyStore)) return;
    this.jobs.every('idempotency-sweep', 3_600_000, async () => {
      const n = await store.sweep(this.clock.now());
      if (n) this.logger.log(`${n} expired idempotency key(s) dropped`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close?.();
  }
}

/**
 * The store (database, or Redis with REDIS_URL) and its sweep. The interceptor is not global: each
 * `@Idempotent()` route binds it (see there), and Nest builds it with this store.
 */
export const IDEMPOTENCY_PROVIDERS: Provider[] = [
  {
    provide: IDEMPOTENCY_STORE,
    inject: [APP_CONFIG, DataSource],
    useFactory: (config: AppConfig, ds: DataSource): IdempotencyStore =>
      config.REDIS_URL ? new RedisIdempotencyStore(config.REDIS_URL, config.REDIS_KEY_PREFIX) : new DbIdempotencyStore(ds),
  },
  IdempotencyLifecycle,
];
