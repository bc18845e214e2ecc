import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Role } from '@daneshsara/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { FakeClock } from '../../src/core/clock/clock';
import { SmsError, SmsSender } from '../../src/core/sms/sms';
import { AuthService, PasswordService, User, UserRole } from '../../src/modules/uma';

/** Keeps every code "sent" so tests read them like a person reads their phone. */
export class SmsSpy extends SmsSender {
  readonly sent: { receptor: string; code: string }[] = [];
  /** Texts sent in batches (notices by SMS), one entry per call. */
  readonly texts: { receptors: string[]; text: string }[] = [];
  /** Set to make the next text batches throw (a provider outage). */
  failTexts = 0;
  async sendOtp(receptor: string, code: string): Promise<void> {
    this.sent.push({ receptor, code });
  }
  async sendText(receptors: string[], text: string): Promise<void> {
    if (this.failTexts > 0) {
      this.failTexts--;
      throw new SmsError('provider down');
    }
    this.texts.push({ receptors, text });
  }
  last(receptor: string): string {
    const hit = [...this.sent].reverse().find((s) => s.receptor === receptor);
    if (!hit) throw new Error(`no code sent to ${receptor}`);
    return hit.code;
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  clock: FakeClock;
  sms: SmsSpy;
  config: AppConfig;
  ds: DataSource;
  /** A user with these roles and password, straight in the database. */
  createUser(opts?: Partial<User> & { roles?: string[]; password?: string }): Promise<User>;
  /** The access token login would issue for the user, without the password check. */
  tokenOf(user: User, roles?: string[]): string;
  /** Logs in over HTTP and answers the access token. */
  login(user: User | string, password?: string): Promise<string>;
  /**
   * A user with the roles and a token issued the way login issues it, without the password check:
   * argon2's verify is the slowest step of most specs, and `login` itself is tested over HTTP.
   */
  as(roles: string[]): Promise<{ user: User; token: string; auth: Record<string, string> }>;
  close(): Promise<void>;
}

let seq = 0;
const hashes = new Map<string, Promise<string>>();

export const DB_TYPE = (process.env.DB_TYPE === 'mysql' ? 'mysql' : 'sqlite') as 'sqlite' | 'mysql';

/**
 * One app for the whole file, booted before its tests and closed after them, with a staff member
 * of `roles` (the educational head by default): `file.t` and `file.staff` once the tests run.
 */
export function bootForFile(env: Record<string, string> = {}, roles: string[] = ['educational_department_head']) {
  const file = {} as { t: TestApp; staff: Awaited<ReturnType<TestApp['as']>> };
  beforeAll(async () => {
    file.t = await bootTestApp(env);
    file.staff = await file.t.as(roles);
  });
  afterAll(async () => file.t?.close());
  return file;
}

/** The real app on a fresh, migrated database of its own (SQLite file or MariaDB schema). */
export async function bootTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'daneshsara-test-'));
  const dbName = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const base = {
    NODE_ENV: 'test',
    DB_TYPE,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SERVE_CLIENTS: 'false',
    QUERY_COUNT_HEADER: 'true',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DB_HOST: process.env.DB_HOST ?? '127.0.0.1',
    DB_PORT: process.env.DB_PORT ?? '3306',
    DB_USER: process.env.DB_USER ?? 'root',
    DB_PASSWORD: process.env.DB_PASSWORD ?? '',
    DB_NAME: dbName,
    ...env,
  };
  const config = loadConfig(base);
  if (DB_TYPE === 'mysql') {
    const conn = await createConnection({ host: config.DB_HOST, port: config.DB_PORT, user: config.DB_USER, password: config.DB_PASSWORD });
    await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
  }
  const clock = new FakeClock(new Date());
  const sms = new SmsSpy();
  const app = await createApp(config, { clock, sms, logger: ['error'] });
  const ds = app.get(DataSource);
  const passwords = app.get(PasswordService);
  const http = request(app.getHttpServer());

  const createUser: TestApp['createUser'] = async (opts = {}) => {
    const { roles = [Role.USER], password = 'pass12345', ...fields } = opts;
    if (!hashes.has(password)) hashes.set(password, passwords.hash(password));
    const n = ++seq;
    const now = clock.now();
    const user = await ds.getRepository(User).save(
      ds.getRepository(User).create({
        firstname: 'کاربر',
        lastname: `آزمایشی ${n}`,
        mobile_number: `0901${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
        mobile_number_verified: true,
        password: await hashes.get(password)!,
        is_superuser: roles.includes(Role.SUPERUSER),
        creation_time: now,
        last_modification_time: now,
        ...fields,
      }),
    );
    await ds.getRepository(UserRole).save(roles.map((role) => ({ user_id: user.id, role })));
    return user;
  };

  const login: TestApp['login'] = async (user, password = 'pass12345') => {
    const input = typeof user === 'string' ? user : user.mobile_number!;
    const res = await http.post('/api/uma/users/login').send({ input, password });
    if (res.status !== 200) throw new Error(`login failed ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token.access_token as string;
  };

  const tokenOf: TestApp['tokenOf'] = (user, roles = [Role.USER]) =>
    app.get(AuthService).issue(user, roles).token.access_token;

  return {
    app,
    http,
    tokenOf,
    clock,
    sms,
    config,
    ds,
    createUser,
    login,
    async as(roles) {
      const user = await createUser({ roles });
      const token = tokenOf(user, roles);
      return { user, token, auth: { Authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      if (DB_TYPE === 'mysql') {
        const conn = await createConnection({ host: config.DB_HOST, port: config.DB_PORT, user: config.DB_USER, password: config.DB_PASSWORD });
        await conn.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
        await conn.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A supertest parser that keeps the body as its bytes (`.buffer(true).parse(rawBody)`). */
export function rawBody(res: { on(event: string, listener: (chunk: Buffer) => void): unknown }, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
