import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tx } from '../../src/core/database/tx';
import { SandboxPayment, Wallet } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(async () => t?.close());

describe('one request failing its transaction never takes another request\'s write with it', () => {
  it('a write outside a transaction, sent while another transaction is open and then fails, is kept', async () => {
    const { user, auth } = await t.as(['user']);
    const start = await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 40_000 });
    const url: string = start.body.url;
    const authority = url.split('/').pop()!;

    // Request A: a unit of work that writes, stays open, then fails.
    let fail!: () => void;
    const gate = new Promise<void>((resolve) => (fail = resolve));
    const a = t.app.get(Tx).run(async (em) => {
      await em.update(Wallet, { owner_id: user.id }, { inventory: 999_999 });
      await gate;
      throw new Error('request A failed');
    });
    // Request B: the payer cancels at the (sandbox) bank, a plain write outside any transaction.
    const b = t.http.post(`${url}/cancel`).then((r) => r);
    await new Promise((r) => setTimeout(r, 300));
    fail();
    await expect(a).rejects.toThrow('request A failed');
    expect((await b).status).toBe(303);

    // A's write is gone, B's write stays.
    expect((await t.ds.getRepository(Wallet).findOneByOrFail({ owner_id: user.id })).inventory).toBe(0);
    expect((await t.ds.getRepository(SandboxPayment).findOneByOrFail({ authority })).state).toBe('CANCELED');
  });

});
