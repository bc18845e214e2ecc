import Redis from 'ioredis';
import { DataSource, IsNull, LessThan, QueryFailedError } from 'typeorm';
import { IdempotencyKey } from './idempotency.entity';

/** A stored answer: what the first request answered. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** What claiming a key found. */
export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'running' };

/** How long an answer is kept, and after how long a claim whose request never answered is free again. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
export const IDEMPOTENCY_STALE_CLAIM_MS = 60_000;

/** Where keys live: the database by default, Redis when REDIS_URL is set. Both are shared by replicas. */
export interface IdempotencyStore {
  claim(userId: number, key: string, fingerprint: string, now: Date): Promise<Claim>;
  finish(userId: number, key: string, answer: StoredAnswer, now: Date): Promise<void>;
  /** Frees a claim whose request failed on our side (5xx): a retry runs it again. */
  release(userId: number, key: string): Promise<void>;
  close?(): Promise<void>;
}

function isUnique(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const d = err.driverError as { code?: string } | undefined;
  return d?.code === 'ER_DUP_ENTRY' || d?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The unique (user, key) index makes the claim atomic across replicas. */
export class DbIdempotencyStore implements IdempotencyStore {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(IdempotencyKey);
  }

  async claim(userId: number, key: string, fingerprint: string, now: Date): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await this.repo.insert({
          user_id: userId,
          idem_key: key,
          fingerprint,
          response_status: null,
          response_body: null,
          creation_time: now,
          expires_time: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        });
        return { kind: 'new' };
      } catch (err) {
        if (!isUnique(err)) throw err;
      }
      const row = await this.repo.findOneBy({ user_id: userId, idem_key: key });
      if (!row) continue; // released meanwhile: claim again
      const expired = row.expires_time.getTime() <= now.getTime();
      const stale = row.response_status === null && now.getTime() - row.creation_time.getTime() > IDEMPOTENCY_STALE_CLAIM_MS;
      if (expired || stale) {
        // Free it only if it is still the row we read (another replica may be taking it over too).
        await this.repo.delete({ id: row.id, creation_time: row.creation_time });
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.response_status === null || row.response_body === null) return { kind: 'running' };
      return { kind: 'replay', answer: { status: row.response_status, body: row.response_body } };
    }
    return { kind: 'running' };
  }

  async finish(userId: number, key: string, answer: StoredAnswer): Promise<void> {
    await this.repo.update(
      { user_id: userId, idem_key: key },
      { response_status: answer.status, response_body: answer.body },
    );
  }

  async release(userId: number, key: string): Promise<void> {
    await this.repo.delete({ user_id: userId, idem_key: key, response_status: IsNull() });
  }

  /** Drops expired keys (the sweep job). */
  async sweep(now: Date): Promise<number> {
    const res = await this.repo.delete({ expires_time: LessThan(now) });
    return res.affected ?? 0;
  }
}

interface RedisEntry {
  f: string;
  /** When claimed (ms): a claim without an answer past IDEMPOTENCY_STALE_CLAIM_MS is free again. */
  at: number;
  /** When the answer lapses by the app's clock (Redis drops the key by its own clock too). */
  exp: number;
  s?: number;
  b?: string;
}

/** SET NX claims the key on every replica at once; the key expires with the answer's 24 hours. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  private k(userId: number, key: string): string {
    return `${this.prefix}idem:${userId}:${key}`;
  }

  async claim(userId: number, key: string, fingerprint: string, now: Date): Promise<Claim> {
    const k = this.k(userId, key);
    for (let attempt = 0; attempt < 3; attempt++) {
      const entry: RedisEntry = { f: fingerprint, at: now.getTime(), exp: now.getTime() + IDEMPOTENCY_TTL_MS };
      const ok = await this.redis.set(k, JSON.stringify(entry), 'PX', IDEMPOTENCY_TTL_MS, 'NX');
      if (ok === 'OK') return { kind: 'new' };
      const raw = await this.redis.get(k);
      if (raw === null) continue;
      const row = JSON.parse(raw) as RedisEntry;
      const stale = row.s === undefined && now.getTime() - row.at > IDEMPOTENCY_STALE_CLAIM_MS;
      if (stale || row.exp <= now.getTime()) {
        // Delete only the stale value we read.
        await this.redis.eval(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`, 1, k, raw);
        continue;
      }
      if (row.f !== fingerprint) return { kind: 'mismatch' };
      if (row.s === undefined || row.b === undefined) return { kind: 'running' };
      return { kind: 'replay', answer: { status: row.s, body: row.b } };
    }
    return { kind: 'running' };
  }

  async finish(userId: number, key: string, answer: StoredAnswer): Promise<void> {
    const k = this.k(userId, key);
    const raw = await this.redis.get(k);
    if (raw === null) return;
    const row = JSON.parse(raw) as RedisEntry;
    await this.redis.set(k, JSON.stringify({ ...row, s: answer.status, b: answer.body }), 'KEEPTTL', 'XX');
  }

  async release(userId: number, key: string): Promise<void> {
    await this.redis.del(this.k(userId, key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
