import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from '../e2e-kit/server';
import { openDb, violations, walletTotal, type Watched } from './checks';

/*
 * The crash test (issue 17): SIGKILL the API in the middle of bursts of the writes that move money
 * or hold a seat or stock, restart it on the same database, and after every round check that each
 * wallet equals the re-sum of its ledger, each paid invoice has exactly one payment, stock +
 * reserved + sold equals the starting stock, seats equal live registrations, and a replayed
 * callback credits nothing. Needs the built API (apps/api/dist).
 */

export interface CrashOptions {
  rounds: number;
  /** DB_TYPE and its connection (DB_NAME / DB_SQLITE_PATH): one database for every restart. */
  env: Record<string, string>;
  log?: (line: string) => void;
}

export interface CrashReport {
  rounds: number;
  /** Rounds whose kill found requests still in flight, and how many requests that was in all. */
  killsInFlight: number;
  requestsInFlight: number;
  requestsSent: number;
  violations: Record<string, number>;
  replayedCallbacks: number;
}

const STOCK = 100_000;
const IBAN = 'IR820540102680020817909002';
const DAY = 86_400_000;

type Json = Record<string, unknown>;

class Client {
  inFlight = 0;
  sent = 0;
  constructor(
    private readonly base: () => string,
    private token = '',
  ) {}

  async call(method: string, path: string, body?: unknown, key?: string): Promise<{ status: number; body: Json; location: string | null }> {
    this.inFlight++;
    this.sent++;
    try {
      const res = await fetch(this.base() + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let parsed: Json = {};
      try {
        parsed = text ? (JSON.parse(text) as Json) : {};
      } catch {
        /* an HTML page */
      }
      return { status: res.status, body: parsed, location: res.headers.get('location') };
    } finally {
      this.inFlight--;
    }
  }

  async login(input: string, password: string): Promise<void> {
    const res = await this.call('POST', '/api/uma/users/login', { input, password });
    if (res.status !== 200) throw new Error(`login ${input}: ${res.status}`);
    this.token = String((res.body.token as Json).access_token);
  }
}

async function must(p: Promise<{ status: number; body: Json }>, what: string): Promise<Json> {
  const r = await p;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function runCrashTest(opts: CrashOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => undefined);
  const env = { SEED_DEMO: 'true', SERVE_CLIENTS: 'false', ...opts.env };
  let server: RunningServer = await startServer(env);
  const base = () => server.url;
  const admin = new Client(base);
  const learner = new Client(base);
  const bank = new Client(base);
  await admin.login('09120000000', 'admin1234');
  await learner.login('09120000001', 'user1234');
  const db = await openDb({ ...env, DATA_DIR: server.dataDir });
  const me = await must(learner.call('GET', '/api/uma/users/current'), 'me');
  const [{ last }] = await db.rows<{ last: number | null }>('SELECT MAX(id) AS last FROM acc_invoices');
  const product = await must(
    admin.call('POST', '/api/store/products', { title: 'کتاب آزمون خرابی', unit_price: 10_000, is_physical: false, inventory: STOCK }),
    'product',
  );
  const watched: Watched = { invoicesAfter: Number(last ?? 0), product: Number(product.id), stock: STOCK, classrooms: [] };
  const callbacks: string[] = [];
  const report: CrashReport = { rounds: 0, killsInFlight: 0, requestsInFlight: 0, requestsSent: 0, violations: {}, replayedCallbacks: 0 };

  /** A bank trip paid at the (sandbox) bank and returned to us. */
  const deposit = async (amount: number) => {
    const start = await learner.call('POST', '/api/accounting/transactions/deposit', { amount }, randomUUID());
    if (start.status !== 200) return;
    const paid = await bank.call('POST', `${String(start.body.url)}/pay`);
    if (!paid.location) return;
    const back = new URL(paid.location);
    const answer = await bank.call('GET', back.pathname + back.search);
    // Only a callback that was answered is known to have settled: its replay must credit nothing.
    if (answer.status === 302) callbacks.push(back.pathname + back.search);
  };
  const pay = (invoice: unknown) =>
    typeof invoice === 'number' ? learner.call('PUT', `/api/accounting/invoices/${invoice}/pay`, undefined, randomUUID()) : null;
  const checkout = async () => {
    await learner.call('POST', '/api/store/items', { product: watched.product, count: 1 });
    const basket = await learner.call('GET', '/api/store/baskets/checkout_review');
    if (typeof basket.body.id !== 'number') return;
    const inv = await learner.call('PUT', `/api/store/baskets/${basket.body.id}/create_invoice`, {}, randomUUID());
    await pay(inv.status === 200 ? inv.body.id : inv.body.invoice);
  };
  const register = async (classroom: number) => {
    // A double click: both go, one takes the seat, the other is told which invoice it made.
    const both = await Promise.all([1, 2].map(() => learner.call('PUT', `/api/lma/classrooms/${classroom}/register`)));
    const inv = both.find((r) => r.status === 200)?.body.id ?? both.find((r) => r.status === 409)?.body.invoice;
    await pay(inv);
  };
  const invoice = async () => {
    const inv = await admin.call('POST', '/api/accounting/invoices', { owner: me.id, title: 'صورت حساب آزمون خرابی', amount: 10_000, type: 'CLASSROOM' }, randomUUID());
    await pay(inv.body.id);
  };
  const withdraw = () => learner.call('PUT', '/api/accounting/payments/request_withdraw', { IBAN, amount: 1_000 }, randomUUID());

  const newClassroom = async (n: number): Promise<number> => {
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const cat = await must(admin.call('POST', '/api/lma/categories', { title: `دسته آزمون ${n}`, type: 'TRAINING' }), 'category');
    const unit = await must(admin.call('POST', '/api/lma/units', { title: `درس آزمون خرابی ${n}`, category: cat.id }), 'unit');
    const c = await must(
      admin.call('POST', '/api/lma/classrooms', {
        unit: unit.id,
        holding_type: 'ONLINE',
        price: 10_000,
        capacity: 3,
        publish_time: at(-10),
        beginning_registration_period: at(-1),
        ending_registration_period: at(5),
      }),
      'classroom',
    );
    return Number(c.id);
  };

  await deposit(5_000_000);
  const t0 = Date.now();
  try {
    for (let round = 1; round <= opts.rounds; round++) {
      const classroom = await newClassroom(round);
      watched.classrooms.push(classroom);
      const burst = [
        deposit(20_000),
        deposit(30_000),
        deposit(40_000),
        checkout(),
        checkout(),
        register(classroom),
        invoice(),
        invoice(),
        invoice(),
        withdraw(),
        withdraw(),
      ].map((p) => p.catch(() => undefined));
      // A random moment into the burst, then the next instant a request is on its way.
      let settled = false;
      void Promise.all(burst).then(() => (settled = true));
      const inFlight = () => learner.inFlight + admin.inFlight + bank.inFlight;
      // Odd rounds early in the burst (requests surely on their way), even ones anywhere in its first 1.5 s.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * (round % 2 === 1 ? 30 : 1500)));
      while (!settled && inFlight() === 0) await new Promise((r) => setTimeout(r, 2));
      const flying = inFlight();
      await server.kill();
      if (flying > 0) report.killsInFlight++;
      report.requestsInFlight += flying;
      await Promise.all(burst);
      const down = Date.now();
      server = await startServer(env);
      log(`restarted in ${Date.now() - down} ms`);
      const found = await violations(db, watched);
      const before = await walletTotal(db);
      for (const cb of callbacks.splice(0)) {
        await bank.call('GET', cb).catch((err: Error) => {
          throw new Error(`replay after restart: ${err.message}\n${server.logs().slice(-3000)}`);
        });
        report.replayedCallbacks++;
      }
      const replayCredited = (await walletTotal(db)) === before ? 0 : 1;
      for (const [k, v] of Object.entries({ ...found, replayed_callback_credited: replayCredited })) {
        report.violations[k] = (report.violations[k] ?? 0) + v;
      }
      report.rounds = round;
      log(`round ${round} (${Date.now() - t0} ms): ${flying} request(s) in flight at the kill; violations ${JSON.stringify(found)}, replay ${replayCredited}`);
    }
  } finally {
    report.requestsSent = learner.sent + admin.sent + bank.sent;
    await db.close();
    await server.stop();
  }
  return report;
}
