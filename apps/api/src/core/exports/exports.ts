import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { In, LessThan, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../clock/clock';
import { notFound } from '../http/errors';
import { Jobs } from '../jobs';
import { JOB_ATTEMPTS } from '../jobs/jobs';
import { parseListQuery, type ListQuery, type ListSpec } from '../list';
import { Storage } from '../storage/storage';
import { sendXlsx, writeXlsx, type XlsxColumn } from '../xlsx/xlsx';
import { ExportTask } from './export-task.entity';

/** Up to this many rows the file is the answer; past it the export runs as a job. */
export const EXPORT_DIRECT_LIMIT = 2000;
/** Rows read from the database per query while writing. */
export const EXPORT_BATCH = 500;
/** How long a finished file and its download link live. */
export const EXPORT_TTL_MS = 24 * 3600_000;
const JOB = 'export';
const SWEEP = 'export-sweep';

/**
 * One export of the product (DOMAIN.md section 8): the list it comes from and its columns. The
 * list is the very function behind the list endpoint, called with its own parsed query, page by
 * page: the export is filtered exactly like the list.
 */
export interface ExportDef<Row> {
  /** Unique: users, registrations, invoices ... */
  name: string;
  /** The file is `<file>.xlsx`. */
  file: string;
  sheet: string;
  /** The list's filter spec: the query is parsed with it (400 on what the list refuses). */
  spec: ListSpec;
  /** The root entity of the list (the one `spec.alias` stands for). */
  entity: EntityTarget<ObjectLiteral>;
  columns: XlsxColumn<Row>[] | ((lq: ListQuery) => XlsxColumn<Row>[]);
  /** One page (lq.offset, lq.limit) and the total; the total may be 0 when lq.skipCount is set. */
  list: (
    caller: AuthUser,
    lq: ListQuery,
  ) => Promise<{ rows: Row[]; count: number; inMemory?: boolean }>;
}

/** For a list that is never paged (a classroom's sheets): its page of the rows it read. */
export function pageOf<R>(rows: R[], lq: ListQuery): { rows: R[]; count: number; inMemory: true } {
  return { rows: rows.slice(lq.offset, lq.offset + lq.limit), count: rows.length, inMemory: true };
}

/** What export_report (202) and the task status call answer. */
export interface TaskView {
  task_id: string;
  status: string;
  total: number;
  done: number;
  /** 0 to 100. */
  progress: number;
  file_name: string;
  status_url: string;
  download_url: string | null;
  expires_at: string | null;
  detail: string;
}

const DETAIL: Record<string, string> = {
  PENDING: 'خروجی در صف آماده‌سازی است.',
  RUNNING: 'خروجی در حال آماده‌سازی است.',
  DONE: 'خروجی آماده است.',
  FAILED: 'ساخت خروجی ناموفق بود؛ دوباره تلاش کنید.',
};

/**
 * The one export mechanism: a module registers its export once (`register`) and its controller
 * answers `export_report` with `answer`. Up to EXPORT_DIRECT_LIMIT rows the .xlsx is the answer;
 * past it the call answers a task (202) and the file is written by a job on the Jobs port,
 * streamed row by row and read in batches, then kept in private storage for a day.
 */
@Injectable()
export class Exports implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Exports');
  private readonly defs = new Map<string, ExportDef<never>>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly jobs: Jobs,
    private readonly storage: Storage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register<Row>(def: ExportDef<Row>): void {
    if (this.defs.has(def.name)) throw new Error(`export ${def.name} is registered twice`);
    this.defs.set(def.name, def as unknown as ExportDef<never>);
  }

  onModuleInit(): void {
    this.jobs.handle(JOB, (data) => this.run(String(data.task)));
    this.jobs.every(SWEEP, 3600_000, () => this.sweep());
  }

  /** A task left unfinished by a process that stopped (in-process queue) is queued again. */
  async onApplicationBootstrap(): Promise<void> {
    const open = await this.tasks().find({
      where: { status: In(['PENDING', 'RUNNING']) },
      select: { id: true },
    });
    for (const t of open) await this.jobs.add(JOB, { task: t.id }, { id: `export-${t.id}` });
  }

  private tasks() {
    return this.ds.getRepository(ExportTask);
  }

  private def(name: string): ExportDef<never> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`no export ${name}`);
    return def;
  }

  private parse(def: ExportDef<never>, query: Record<string, unknown>): ListQuery {
    return parseListQuery(query, def.spec, this.config.MAX_PAGE_SIZE);
  }

  /**
   * GET …/export_report: the file itself up to EXPORT_DIRECT_LIMIT rows, else 202 and a task.
   * `query` is the list query as the list endpoint would read it.
   */
  async answer(
    reply: FastifyReply,
    caller: AuthUser,
    name: string,
    query: Record<string, unknown>,
  ): Promise<FastifyReply> {
    const def = this.def(name);
    const lq = this.parse(def, query);
    // The bounded count (API.md) must reach past the direct limit to tell a file from a job.
    const first = await def.list(caller, { ...lq, offset: 0, limit: EXPORT_BATCH, countAtLeast: EXPORT_DIRECT_LIMIT });
    if (first.count <= EXPORT_DIRECT_LIMIT) {
      const chunks: Buffer[] = [];
      const sink = new (await import('node:stream')).PassThrough();
      sink.on('data', (c: Buffer) => chunks.push(c));
      await this.write(def, caller, lq, null, sink, first, async () => undefined);
      return sendXlsx(reply, def.file, Buffer.concat(chunks));
    }
    const upTo = (await this.ds.getRepository(def.entity).maximum('id' as never)) as number | null;
    // The task shows its progress against every row it will write: counted once, exactly.
    const all = { ...lq, offset: 0, limit: 1, upToId: upTo ?? 0, countAtLeast: Number.MAX_SAFE_INTEGER };
    const total = (await def.list(caller, all)).count;
    const task = this.tasks().create({
      id: randomUUID(),
      owner_id: caller.id,
      owner_roles: JSON.stringify(caller.roles),
      owner_is_superuser: caller.isSuperuser,
      name,
      query: JSON.stringify(query),
      status: 'PENDING',
      total,
      done: 0,
      up_to_id: upTo ?? 0,
      attempts: 0,
      file_name: `${def.file}.xlsx`,
      file_key: null,
      creation_time: this.clock.now(),
      finished_time: null,
    });
    await this.tasks().insert(task);
    await this.jobs.add(JOB, { task: task.id }, { id: `export-${task.id}` });
    return reply.status(202).send(this.view(task));
  }

  /** GET /rma/tasks/{id}: the asker's own task only (404 for anyone else). */
  async status(caller: AuthUser, id: string): Promise<TaskView> {
    return this.view(await this.own(caller, id));
  }

  /** GET /rma/tasks/{id}/download?token=: the file, for the asker with a live link only. */
  async download(
    caller: AuthUser,
    id: string,
    token: string,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const task = await this.own(caller, id);
    if (task.status !== 'DONE' || !task.file_key || !this.validToken(task, token)) throw notFound();
    const file = await this.storage.readPrivate(task.file_key);
    if (!file) throw notFound();
    return sendXlsx(reply, task.file_name.replace(/\.xlsx$/, ''), file);
  }

  private async own(caller: AuthUser, id: string): Promise<ExportTask> {
    const task = /^[0-9a-f-]{36}$/i.test(id) ? await this.tasks().findOneBy({ id }) : null;
    if (!task || task.owner_id !== caller.id) throw notFound();
    return task;
  }

  private view(task: ExportTask): TaskView {
    const base = `/api/rma/tasks/${task.id}`;
    const expires = task.finished_time
      ? new Date(task.finished_time.getTime() + EXPORT_TTL_MS)
      : null;
    const done = task.status === 'DONE';
    return {
      task_id: task.id,
      status: task.status,
      total: task.total,
      done: task.done,
      progress: task.total
        ? Math.min(100, Math.floor((task.done * 100) / task.total))
        : done
          ? 100
          : 0,
      file_name: task.file_name,
      status_url: base,
      download_url:
        done && expires ? `${base}/download?token=${this.token(task, expires.getTime())}` : null,
      expires_at: done && expires ? expires.toISOString() : null,
      detail: DETAIL[task.status] ?? '',
    };
  }

  /** `<expiry ms>.<HMAC of task, owner and expiry>`: a link that names its own end. */
  private token(task: ExportTask, expires: number): string {
    const sig = createHmac('sha256', this.config.JWT_SECRET)
      .update(`export:${task.id}:${task.owner_id}:${expires}`)
      .digest('base64url');
    return `${expires}.${sig}`;
  }

  private validToken(task: ExportTask, token: string): boolean {
    const [exp] = String(token ?? '').split('.');
    const expires = Number(exp);
    if (!Number.isSafeInteger(expires) || expires < this.clock.now().getTime()) return false;
    const want = Buffer.from(this.token(task, expires));
    const got = Buffer.from(String(token));
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /** The job: writes the whole file again on every try (same key), so a retry is harmless. */
  private async run(id: string): Promise<void> {
    const task = await this.tasks().findOneBy({ id });
    if (!task || task.status === 'DONE' || task.status === 'FAILED') return;
    const attempts = task.attempts + 1;
    await this.tasks().update({ id }, { status: 'RUNNING', attempts, done: 0 });
    const tmp = join(tmpdir(), `daneshsara-export-${id}-${randomUUID()}.xlsx`);
    try {
      const def = this.def(task.name);
      const caller: AuthUser = {
        id: task.owner_id,
        roles: JSON.parse(task.owner_roles) as string[],
        isSuperuser: task.owner_is_superuser,
      };
      const lq = this.parse(def, JSON.parse(task.query) as Record<string, unknown>);
      const out = createWriteStream(tmp);
      const closed = new Promise<void>((resolve, reject) =>
        out.on('close', resolve).on('error', reject),
      );
      const total = await this.write(def, caller, lq, task.up_to_id, out, null, (done) =>
        this.tasks()
          .update({ id }, { done })
          .then(() => undefined),
      );
      await closed;
      const key = `exports/${id}.xlsx`;
      await this.storage.putPrivate(key, tmp);
      await this.tasks().update(
        { id },
        { status: 'DONE', done: total, total, file_key: key, finished_time: this.clock.now() },
      );
    } catch (err) {
      if (attempts < JOB_ATTEMPTS) throw err;
      this.logger.error(`export ${id} failed: ${(err as Error).message}`);
      await this.tasks().update({ id }, { status: 'FAILED' });
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }

  /**
   * Streams the rows into `out` as an .xlsx, EXPORT_BATCH rows per query, and answers how many.
   * `first` is the first batch when the caller already read it. A list ordered by its id alone is
   * read in keyset batches (the rows past the last id written); a list that does not take the
   * keyset (its rows are made in memory) is seen to repeat rows and is read by offset instead.
   * Between batches the writer's backpressure is awaited and nothing keeps a batch alive.
   */
  private async write(
    def: ExportDef<never>,
    caller: AuthUser,
    lq: ListQuery,
    upToId: number | null,
    out: NodeJS.WritableStream,
    first: { rows: never[]; inMemory?: boolean } | null,
    progress: (done: number) => Promise<void>,
  ): Promise<number> {
    const columns = typeof def.columns === 'function' ? def.columns(lq) : def.columns;
    const byId = lq.order.length === 1 && lq.order[0].column === `${def.spec.alias}.id`;
    const desc = lq.order[0]?.dir !== 'ASC';
    let keyset = byId && !first?.inMemory;
    let done = 0;
    let lastId: number | null = null;
    await writeXlsx(def.sheet, columns, out, async (add, drained) => {
      let batch: never[] | null = first?.rows ?? null;
      for (;;) {
        if (!batch) {
          const page = { ...lq, limit: EXPORT_BATCH, upToId, skipCount: true };
          const byKey = keyset && lastId != null;
          const read = await def.list(
            caller,
            byKey ? { ...page, offset: 0, afterId: lastId } : { ...page, offset: done },
          );
          if (read.inMemory && byKey) {
            // A list made in memory (pageOf) slices by offset only: read this batch again so.
            keyset = false;
            continue;
          }
          if (read.inMemory) keyset = false;
          batch = read.rows;
          const head = idOf(batch[0]);
          if (
            keyset &&
            lastId != null &&
            batch.length &&
            (head == null || (desc ? head >= lastId : head <= lastId))
          ) {
            // The list ignored the keyset: read this batch again by offset, and so on.
            keyset = false;
            batch = null;
            continue;
          }
        }
        for (const row of batch) add(row);
        const n = batch.length;
        lastId = idOf(batch[n - 1]);
        if (lastId == null) keyset = false;
        batch = null;
        done += n;
        await progress(done);
        await drained();
        if (n < EXPORT_BATCH) break;
      }
    });
    return done;
  }

  /** Hourly: files and tasks past their day are removed. */
  private async sweep(): Promise<void> {
    const old = await this.tasks().find({
      where: { creation_time: LessThan(new Date(this.clock.now().getTime() - 2 * EXPORT_TTL_MS)) },
      take: 500,
    });
    for (const t of old) {
      if (t.file_key) await this.storage.removePrivate(t.file_key);
      await this.tasks().delete({ id: t.id });
    }
  }
}

/** The numeric id of a listed row, when it has one. */
function idOf(row: unknown): number | null {
  const id = (row as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}
