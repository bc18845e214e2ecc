import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { JwtAuthGuard, PermissionGuard } from './auth';
import { Clock, E2eClock, SystemClock } from './clock/clock';
import { dataSourceOptions } from './database/data-source';
import { Tx } from './database/tx';
import { Exports } from './exports';
import { UnreadInputGuard } from './http/input.guard';
import { Jobs, jobsFromConfig, JobsLifecycle } from './jobs';
import { ConsoleSmsSender, KavenegarSmsSender, SmsSender } from './sms/sms';
import { S3Storage } from './storage/s3-storage';
import { LocalStorage, Storage } from './storage/storage';
import { RouteThrottlerGuard, throttlerKey, throttlers, throttlerStorage } from './rate-limit';
import { Notifier } from './notifier';
import { IDEMPOTENCY_PROVIDERS, IDEMPOTENCY_STORE } from './idempotency';
import { UserFlags } from './user-flags';

export interface CoreOverrides {
  clock?: Clock;
  sms?: SmsSender;
}

/** A test's own clock, else the e2e kit's movable one (E2E_FAKE_CLOCK), else the system's. */
export function clockFor(config: Pick<AppConfig, 'E2E_FAKE_CLOCK'>, override?: Clock): Clock {
  return override ?? (config.E2E_FAKE_CLOCK ? new E2eClock() : new SystemClock());
}

/** Config, clock, database, ports and the global guards: what every module may inject. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, overrides: CoreOverrides = {}): DynamicModule {
    const sms =
      overrides.sms ??
      (config.SMS_PROVIDER === 'kavenegar'
        ? new KavenegarSmsSender(config.KAVENEGAR_API_KEY ?? '', config.KAVENEGAR_TEMPLATE, config.KAVENEGAR_BASE_URL)
        : new ConsoleSmsSender());
    return {
      module: CoreModule,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ThrottlerModule.forRoot({
          throttlers: throttlers(config),
          storage: throttlerStorage(config),
          generateKey: throttlerKey,
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clockFor(config, overrides.clock) },
        { provide: SmsSender, useValue: sms },
        { provide: Storage, useValue: config.STORAGE_DRIVER === 's3' ? S3Storage.fromConfig(config) : new LocalStorage(config.uploadsDir) },
        Tx,
        UserFlags,
        Notifier,
        { provide: Jobs, useValue: jobsFromConfig(config) },
        JobsLifecycle,
        ...IDEMPOTENCY_PROVIDERS,
        Exports,
        { provide: APP_GUARD, useClass: RouteThrottlerGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_GUARD, useClass: UnreadInputGuard },
      ],
      exports: [APP_CONFIG, Clock, SmsSender, Storage, Tx, UserFlags, Jobs, Notifier, Exports, IDEMPOTENCY_STORE],
    };
  }
}
