// The two servers the bench drives, and the CPU time they spend (Linux /proc).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';

/** The demo superuser every bench signs in as. */
export const SUPERUSER = { input: '09120000000', password: 'admin1234' };

/**
 * The product as it ships, for a bench: demo data, no rate limit, no query counter (a bench that
 * counts queries turns it on), always a fresh SQLite file whatever the calling shell has set.
 */
export const BENCH_API_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  QUERY_COUNT_HEADER: 'false',
  RATE_LIMIT_MAX: '10000000',
  AUTH_RATE_LIMIT_MAX: '10000000',
  JWT_SECRET: 'bench-only-secret-0123456789abcdef',
  DB_TYPE: 'sqlite',
  DB_SQLITE_PATH: '',
  REDIS_URL: '',
};

/**
 * Starts the built API through tools/e2e-kit/server.ts (free port, fresh SQLite DATA_DIR, demo
 * data, logs kept in memory), the same way the browser e2e tests do. The kit is TypeScript and
 * Node 20 cannot load it as is, so `.ts` files are transpiled on require with @swc/core (already
 * a devDependency of the workspace).
 */
export async function startApi(env) {
  const require = createRequire(import.meta.url);
  if (!Module._extensions['.ts']) {
    const swc = require('@swc/core');
    Module._extensions['.ts'] = (mod, filename) => {
      const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
        filename,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      mod._compile(code, filename);
    };
  }
  const { startServer } = require('../../e2e-kit/server.ts');
  return startServer(env);
}

const BARE_SERVER = `
  const s = require('node:http').createServer((_q, r) => {
    r.writeHead(200, { 'content-type': 'application/json' });
    r.end('{"status":"ok"}');
  });
  s.listen(0, '127.0.0.1', () => process.stdout.write(String(s.address().port) + '\\n'));
  process.on('SIGTERM', () => s.close(() => process.exit(0)));`;

/** A bare Node http server in its own process, like the API: the ceiling for any framework. */
export async function startBare() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((res, rej) => {
    child.stdout.once('data', (b) => res(Number(String(b).trim())));
    child.once('exit', (code) => rej(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The pid of this process's child whose argv matches (the servers are our children). Null off
 * Linux, and the bench then reports req/s ratios only.
 */
export function childPid(match) {
  let dirs;
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const d of dirs) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (match(readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0'))) return Number(d);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return null;
}

/**
 * Nanoseconds on CPU of every thread of `pid` (main thread, GC and libuv workers), from
 * /proc/<pid>/task/<tid>/schedstat; null when that is unavailable.
 */
export function cpuNs(pid) {
  if (!pid) return null;
  try {
    let ns = 0;
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      ns += Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0]);
    }
    return ns;
  } catch {
    return null;
  }
}

/**
 * A fresh, empty MariaDB/MySQL database for one run (DB_HOST, DB_PORT, DB_USER, DB_PASSWORD of the
 * calling shell, else 127.0.0.1:3306 as root): its settings for the API, and `drop()`.
 */
export async function mysqlDatabase(env) {
  const require = createRequire(import.meta.url);
  const { createConnection } = require('mysql2/promise');
  const conn = {
    host: env.DB_HOST || '127.0.0.1',
    port: Number(env.DB_PORT || 3306),
    user: env.DB_USER || 'root',
    password: env.DB_PASSWORD || '',
  };
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = await createConnection({ ...conn, connectTimeout: 3000 });
  try {
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.end();
  }
  return {
    env: {
      DB_HOST: conn.host,
      DB_PORT: String(conn.port),
      DB_USER: conn.user,
      DB_PASSWORD: conn.password,
      DB_NAME: name,
    },
    async drop() {
      const c = await createConnection(conn);
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}
