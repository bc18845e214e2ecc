import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Exports } from '../../src/core/exports';
import { readXlsx } from '../../src/core/xlsx/xlsx';
import { Registration } from '../../src/modules/lma';
import { User } from '../../src/modules/uma';
import { bootTestApp, rawBody, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';

/* Exports past 2,000 rows run as a job (DOMAIN.md section 8, docs/api.md «Exports»). */
let t: TestApp;
type Auth = Record<string, string>;
let staff: { auth: Auth; user: User };
let classroom: number;
const REGISTERED = 2150;
const ENROLLED = 120;

/** Learners and their registrations straight in the database, a few hundred per statement. */
async function seedRegistrations(classroomId: number, count: number, status: string, from: number) {
  const now = t.clock.now();
  for (let start = 0; start < count; start += 400) {
    const n = Math.min(400, count - start);
    const users = Array.from({ length: n }, (_, i) => {
      const k = from + start + i;
      return {
        firstname: 'فراگیر',
        lastname: `شماره ${k}`,
        mobile_number: `0935${String(k).padStart(7, '0')}`,
        national_code: String(k).padStart(10, '0'),
        creation_time: now,
        last_modification_time: now,
      };
    });
    const ids = (await t.ds.getRepository(User).insert(users)).identifiers.map((x) => Number(x.id));
    await t.ds.getRepository(Registration).insert(
      ids.map((owner) => ({
        classroom_id: classroomId,
        owner_id: owner,
        active_owner_id: owner,
        status,
        holds_seat: status === 'REGISTERED',
        registered_time: status === 'REGISTERED' ? now : null,
        creation_time: now,
        last_modification_time: now,
      })),
    );
  }
}

async function waitDone(auth: Auth, statusUrl: string) {
  const seen: number[] = [];
  for (let i = 0; i < 300; i++) {
    const res = await t.http.get(statusUrl).set(auth);
    expect(res.status).toBe(200);
    seen.push(res.body.done);
    if (res.body.status === 'DONE' || res.body.status === 'FAILED') return { body: res.body, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('export never finished');
}

async function download(auth: Auth, url: string) {
  return t.http.get(url).set(auth).buffer(true).parse(rawBody);
}

beforeAll(async () => {
  t = await bootTestApp();
  staff = await t.as(['admin']);
  classroom = (await openClassroom(t, staff.auth, 'TRAINING', { capacity: 5000 })).id;
  const other = (await openClassroom(t, staff.auth, 'TRAINING', { capacity: 5000 })).id;
  await seedRegistrations(classroom, REGISTERED, 'REGISTERED', 0);
  await seedRegistrations(classroom, ENROLLED, 'ENROLLED', 10_000);
  // Registered too, but in another classroom: the classroom filter leaves them out.
  await seedRegistrations(other, 30, 'REGISTERED', 20_000);
}, 120_000);
afterAll(async () => t?.close());

describe('an export past 2,000 rows', () => {
  let task: { task_id: string; status_url: string };
  let done: Record<string, unknown>;

  it('answers a task, runs as a job and gives a file whose rows match the list filters', async () => {
    const res = await t.http
      .get(
        `/api/lma/registrations/export_report?classroom=${classroom}&status=REGISTERED&type=users`,
      )
      .set(staff.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      total: REGISTERED,
      done: 0,
      progress: 0,
      file_name: 'registrations.xlsx',
      download_url: null,
    });
    task = res.body;
    expect(task.status_url).toBe(`/api/rma/tasks/${task.task_id}`);

    const { body, seen } = await waitDone(staff.auth, task.status_url);
    done = body;
    expect(body).toMatchObject({
      status: 'DONE',
      total: REGISTERED,
      done: REGISTERED,
      progress: 100,
      detail: 'خروجی آماده است.',
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const expires = new Date(body.expires_at).getTime() - t.clock.now().getTime();
    expect(Math.abs(expires - 86_400_000)).toBeLessThan(60_000);

    const file = await download(staff.auth, body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('registrations.xlsx');
    const rows = await readXlsx(file.body as Buffer);
    expect(rows).toHaveLength(REGISTERED);
    expect(new Set(rows.map((r) => r['وضعیت ثبت نام']))).toEqual(new Set(['ثبت نام']));
    const codes = new Set(rows.map((r) => r['کد ملی']));
    expect(codes.size).toBe(REGISTERED);
    for (const code of codes) expect(Number(code)).toBeLessThan(REGISTERED);
    // Jalali dates: a Persian month name and Persian digits.
    expect(rows[0]['تاریخ ثبت نام']).toMatch(/[۰-۹]{4}/);
  });

  it('is the asker’s alone: another user gets 404 for the task and the file', async () => {
    const other = await t.as(['admin']);
    expect((await t.http.get(task.status_url).set(other.auth)).status).toBe(404);
    expect((await download(other.auth, done.download_url as string)).status).toBe(404);
    expect((await t.http.get(`/api/rma/tasks/not-a-task`).set(staff.auth)).status).toBe(404);
  });

  it('downloads only with the link’s own token, and not after a day', async () => {
    const url = done.download_url as string;
    expect((await download(staff.auth, url.replace(/token=\d+\./, 'token=1.'))).status).toBe(404);
    expect(
      (
        await download(
          staff.auth,
          url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        )
      ).status,
    ).toBe(404);
    t.clock.advance(86_400_000 + 1000);
    expect((await download(staff.auth, url)).status).toBe(404);
    t.clock.advance(-(86_400_000 + 1000));
  });
});

describe('small exports', () => {
  it('stay a direct .xlsx answer, filtered like the list', async () => {
    const res = await download(
      staff.auth,
      `/api/lma/registrations/export_report?classroom=${classroom}&status=ENROLLED`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.body as Buffer);
    expect(rows).toHaveLength(ENROLLED);
    expect(new Set(rows.map((r) => r['وضعیت ثبت نام']))).toEqual(new Set(['پیش ثبت نام']));
  });

  it('give a classroom’s activity sheet with its columns for type=activity_sheet_export', async () => {
    const res = await t.http
      .get(`/api/lma/registrations/export_report?classroom=${classroom}&type=activity_sheet_export`)
      .set(staff.auth);
    expect(res.status).toBe(202);
    const { body } = await waitDone(staff.auth, res.body.status_url);
    expect(body.status, JSON.stringify(body)).toBe('DONE');
    expect(body.file_name).toBe('activity_sheet.xlsx');
    const rows = await readXlsx((await download(staff.auth, body.download_url)).body as Buffer);
    // One row per registered learner (the activity sheet lists only them).
    expect(rows).toHaveLength(REGISTERED);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['کد ملی', 'شرط حضور', 'شرط پروژه', 'شرط تکلیف', 'نمره حضور']),
    );
    expect(new Set(rows.map((r) => r['شرط حضور']))).toEqual(new Set(['مجاز']));
  });

  it('refuse a filter the list refuses', async () => {
    const res = await t.http.get(`/api/lma/registrations/export_report?colour=red`).set(staff.auth);
    expect(res.status).toBe(400);
    expect(res.body.colour[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('are registered once for every export of the product', () => {
    const names = [
      ...(t.app.get(Exports) as unknown as { defs: Map<string, unknown> }).defs.keys(),
    ].sort();
    expect(names).toEqual([
      'activity-sheet',
      'answer-books',
      'cma-celebrities',
      'cma-content-categories',
      'cma-contents',
      'cma-hadithes',
      'cma-hashtags',
      'cma-media-categories',
      'cma-medias',
      'cma-post-categories',
      'cma-posts',
      'cma-topic-categories',
      'cma-topics',
      'donations',
      'invoices',
      'orders',
      'payments',
      'project-sheets',
      'registrations',
      'session-sheets',
      'subscriptions',
      'tickets',
      'transactions',
      'transcripts',
      'users',
    ]);
  });
});
