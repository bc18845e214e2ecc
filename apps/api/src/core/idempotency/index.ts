export { IdempotencyKey } from './idempotency.entity';
export {
  Idempotent,
  fingerprintOf,
  IdempotencyInterceptor,
  IdempotencyMessages,
  IDEMPOTENCY_STORE,
} from './idempotency.interceptor';
export { DbIdempotencyStore, RedisIdempotencyStore, IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './store';
export { IDEMPOTENCY_PROVIDERS } from './idempotency.providers';
