import type { ApplicationConfig } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintOf, IdempotencyKey, IdempotencyMessages } from '../../src/core/idempotency';
import { Invoice, Transaction } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';
import { classroomInRegistration } from '../support/learning';

const HOUR = 3_600_000;

/** The same checks against the database store (default) and the Redis store (REDIS_URL). */
for (const store of ['database', 'redis'] as const) {
  describe(`Idempotency-Key (${store} store)`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootTestApp({
        JOBS_ENABLED: 'false',
        ...(store === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `idem-e2e-${process.pid}-${Date.now()}:` } : {}),
      });
    });
    afterAll(async () => t?.close());

    const txCount = (owner: number) => t.ds.getRepository(Transaction).countBy({ owner_id: owner });
    const deposit = (auth: Record<string, string>, key: string | null, body: object) => {
      const req = t.http.post('/api/accounting/transactions/deposit').set(auth);
      if (key !== null) req.set('Idempotency-Key', key);
      return req.send(body);
    };

    it('a deposit retried with its key answers the first answer and makes one bank trip', async () => {
      const { user, auth } = await t.as(['user']);
      const first = await deposit(auth, 'dep-1', { amount: 50_000 });
      expect(first.status).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await Promise.all(Array.from({ length: 5 }, () => deposit(auth, 'dep-1', { amount: 50_000 })));
      for (const r of again) {
        expect(r.status).toBe(200);
        expect(r.body).toEqual(first.body);
        expect(r.headers['idempotent-replayed']).toBe('true');
      }
      expect(await txCount(user.id)).toBe(1);
      // Without a key every call is a new bank trip, as before.
      await deposit(auth, null, { amount: 50_000 });
      await deposit(auth, null, { amount: 50_000 });
      expect(await txCount(user.id)).toBe(3);
    });

    it('only @Idempotent() routes read the key: no interceptor is global, so every other route runs none', async () => {
      const { auth } = await t.as(['user']);
      const tooLong = 'k'.repeat(300);
      const other = await t.http.get('/api/uma/users/current').set(auth).set('Idempotency-Key', tooLong);
      expect(other.status).toBe(200);
      expect((await deposit(auth, tooLong, { amount: 10_000 })).status).toBe(400);
      // Any global interceptor makes Nest run its RxJS chain on every request (docs/performance.md).
      const config = (t.app as unknown as { config: ApplicationConfig }).config;
      expect(config.getGlobalInterceptors()).toEqual([]);
      expect(config.getGlobalRequestInterceptors()).toEqual([]);
    });

    it('five identical deposits sent at once with one key make one row; the rest wait or replay', async () => {
      const { user, auth } = await t.as(['user']);
      const all = await Promise.all(Array.from({ length: 5 }, () => deposit(auth, 'burst', { amount: 20_000 })));
      const ok = all.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((r) => r.body.url)).size).toBe(1);
      for (const r of all.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.detail).toBe(IdempotencyMessages.RUNNING);
      }
      expect(await txCount(user.id)).toBe(1);
    });

    it('the same key with another body is refused 422 in Persian, and nothing is written', async () => {
      const { user, auth } = await t.as(['user']);
      expect((await deposit(auth, 'k', { amount: 30_000 })).status).toBe(200);
      const other = await deposit(auth, 'k', { amount: 31_000 });
      expect(other.status).toBe(422);
      expect(other.body.detail).toBe(IdempotencyMessages.MISMATCH);
      // Another route under the same key is another request too.
      const direct = await t.http.post('/api/accounting/transactions/direct_pay').set(auth).set('Idempotency-Key', 'k').send({ amount: 30_000 });
      expect(direct.status).toBe(422);
      expect(await txCount(user.id)).toBe(1);
    });

    it('keys belong to their user: another learner with the same key gets their own answer', async () => {
      const a = await t.as(['user']);
      const b = await t.as(['user']);
      const ra = await deposit(a.auth, 'shared', { amount: 40_000 });
      const rb = await deposit(b.auth, 'shared', { amount: 40_000 });
      expect(rb.status).toBe(200);
      expect(rb.body.url).not.toBe(ra.body.url);
      expect(rb.headers['idempotent-replayed']).toBeUndefined();
    });

    it('a refused answer (409) is kept too; a key past 24 hours is a new request', async () => {
      const staff = await t.as(['educational_department_head']);
      const c = await classroomInRegistration(t, staff.auth, { price: 1_200_000 });
      const learner = await t.as(['user']);
      const reg = (key: string) => t.http.put(`/api/lma/classrooms/${c.id}/register`).set(learner.auth).set('Idempotency-Key', key);
      const first = await reg('r1');
      expect(first.status).toBe(200);
      const replay = await reg('r1');
      expect(replay.status).toBe(200);
      expect(replay.body.id).toBe(first.body.id);
      expect(await t.ds.getRepository(Invoice).countBy({ owner_id: learner.user.id })).toBe(1);
      const refused = await reg('r2');
      expect(refused.status).toBe(409);
      const refusedAgain = await reg('r2');
      expect(refusedAgain.status).toBe(409);
      expect(refusedAgain.body).toEqual(refused.body);
      expect(refusedAgain.headers['idempotent-replayed']).toBe('true');

      t.clock.advance(25 * HOUR);
      try {
        const late = await reg('r1');
        expect(late.headers['idempotent-replayed']).toBeUndefined();
      } finally {
        t.clock.advance(-25 * HOUR);
      }
    });

    it('refuses a key that is empty or too long, in Persian', async () => {
      const { auth } = await t.as(['user']);
      for (const key of ['', 'x'.repeat(256)]) {
        const res = await deposit(auth, key, { amount: 10_000 });
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe(IdempotencyMessages.BAD_KEY);
      }
    });

    it('input refused 400 is not kept: the corrected retry under the same key runs', async () => {
      const { user, auth } = await t.as(['user']);
      expect((await deposit(auth, 'fix', { amount: 10 })).status).toBe(400);
      expect((await deposit(auth, 'fix', { amount: 10 })).status).toBe(400);
      expect(await txCount(user.id)).toBe(0);
    });

    if (store === 'database') {
      it('a claim still running answers 409 in Persian; one left by a dead request is free after a minute', async () => {
        const { user, auth } = await t.as(['user']);
        const body = { amount: 25_000 };
        const now = t.clock.now();
        await t.ds.getRepository(IdempotencyKey).insert({
          user_id: user.id,
          idem_key: 'held',
          fingerprint: fingerprintOf('POST', '/api/accounting/transactions/deposit', body),
          response_status: null,
          response_body: null,
          creation_time: now,
          expires_time: new Date(now.getTime() + 24 * HOUR),
        });
        const busy = await deposit(auth, 'held', body);
        expect(busy.status).toBe(409);
        expect(busy.body.detail).toBe(IdempotencyMessages.RUNNING);
        expect(await txCount(user.id)).toBe(0);
        t.clock.advance(61_000);
        const taken = await deposit(auth, 'held', body);
        expect(taken.status).toBe(200);
        expect(await txCount(user.id)).toBe(1);
      });
    }
  });
}
