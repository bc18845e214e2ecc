import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';

export const ROOT = resolve(__dirname, '..', '..');
export const SERVER_ENTRY = join(ROOT, 'apps/api/dist/main.js');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  logs(): string;
  /** Waits for the `OTP <input> <code>` line the console SMS provider prints, newest first. */
  otpFor(input: string, timeoutMs?: number): Promise<string>;
  /** The server's clock now (real time plus whatever `advanceClock` added); needs E2E_FAKE_CLOCK. */
  serverNow(): Promise<Date>;
  /**
   * Moves the server's clock forward by `ms` instead of waiting for it (a test's end, its
   * announcement); the scheduled sweeps run once on the new time before this resolves.
   */
  advanceClock(ms: number): Promise<Date>;
  /** The server's process id (BullMQ names its worker `<host>-<pid>`). */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: nothing is flushed or closed (the crash test). */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/**
 * Starts the built product (API + storefront + console) on a fresh SQLite file with demo data.
 * `E2E_FAKE_CLOCK: 'true'` in `env` makes its clock movable (advanceClock; productInBrowser sets
 * it, the bench and the crash test measure the product as it ships, without it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // The port was free when picked; a server of another test file may take it first (EADDRINUSE):
  // then pick another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !err.message.includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build first (npm run build)`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'daneshsara-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  // Our own process must be the one listening: the port was free a moment ago, but another test's
  // server started at the same time may have taken it (its health would answer for ours), so the
  // child's own «ready on …:port» line counts too.
  const ours = () => out.includes(`:${port} (storefront`);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && ours()) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const clock = async (init?: RequestInit): Promise<Date> => {
    const res = await fetch(`${url}/api/e2e/clock${init ? '/advance' : ''}`, init);
    const body = (await res.json()) as { server_time: string; failed_jobs?: string[] };
    if (!res.ok || body.failed_jobs?.length) throw new Error(`the e2e clock: ${res.status} ${JSON.stringify(body)}`);
    return new Date(body.server_time);
  };
  return {
    url,
    port,
    dataDir,
    logs: () => out,
    serverNow: () => clock(),
    advanceClock: (ms: number) =>
      clock({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms: Math.round(ms) }) }),
    pid: child.pid ?? 0,
    async otpFor(input: string, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      const re = new RegExp(`OTP ${input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)`, 'g');
      for (;;) {
        const all = [...out.matchAll(re)];
        if (all.length) return all[all.length - 1][1];
        if (Date.now() > end) throw new Error(`no OTP for ${input} in the server log`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      await end('SIGTERM');
    },
    async kill() {
      await end('SIGKILL');
    },
  };
}
