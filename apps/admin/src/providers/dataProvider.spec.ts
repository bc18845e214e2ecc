import { describe, expect, it } from 'vitest';
import { createDataProvider } from './dataProvider';
import { toPageDialectParams } from './pageDialect';

type Call = { url: string; init: RequestInit };

function setup(respond: (url: string) => Response) {
  const calls: Call[] = [];
  const provider = createDataProvider({
    paths: { users: 'uma/users' },
    getToken: () => 'tok',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond(String(input));
    },
  });
  return { provider, calls };
}

describe('dataProvider', () => {
  it('lists users from /api/uma/users in the react-admin dialect and reads Content-Range', async () => {
    const { provider, calls } = setup(
      () =>
        new Response(JSON.stringify([{ id: 1, firstname: 'علی' }]), {
          headers: { 'Content-Range': 'users 0-9/42', 'Content-Type': 'application/json' },
        }),
    );
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'firstname', order: 'ASC' },
      filter: { q: 'علی', role: 'grader' },
    });
    expect(result.total).toBe(42);
    expect(result.data[0].firstname).toBe('علی');
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/uma/users');
    expect(url.searchParams.get('sort')).toBe('["firstname","ASC"]');
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: 'علی', role: 'grader' });
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('pages a list whose total the API did not count (Content-Range "*") with partial pagination', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: 100 - i, firstname: 'علی' }));
    const { provider } = setup(
      () =>
        new Response(JSON.stringify(rows), {
          headers: { 'Content-Range': 'users 10-19/*', 'Content-Type': 'application/json' },
        }),
    );
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(result.data).toHaveLength(10);
  });

  it('answers a task for a large export, follows it and fetches its file', async () => {
    const task = {
      task_id: 'abc',
      status: 'PENDING',
      total: 5000,
      done: 0,
      progress: 0,
      file_name: 'registrations.xlsx',
      status_url: '/api/rma/tasks/abc',
      download_url: null,
      detail: '',
    };
    const { provider, calls } = setup((url) =>
      url.includes('/download')
        ? new Response(new Uint8Array([0x50, 0x4b]), {
            headers: { 'Content-Disposition': 'attachment; filename="registrations.xlsx"' },
          })
        : url.includes('rma/tasks')
          ? Response.json({ ...task, status: 'DONE', done: 5000, progress: 100 })
          : Response.json(task, { status: 202 }),
    );
    expect(await provider.exportReport('lma/registrations', { filter: { classroom: 7 } })).toEqual({
      kind: 'task',
      task,
    });
    expect((await provider.exportTask('abc')).status).toBe('DONE');
    expect(calls[1].url).toBe('/api/rma/tasks/abc');
    const file = await provider.download('/api/rma/tasks/abc/download?token=1.x', 'x.xlsx');
    expect(file.filename).toBe('registrations.xlsx');
    expect(calls[2].url).toBe('/api/rma/tasks/abc/download?token=1.x');
    expect(new Headers(calls[2].init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('updates with PUT /api/uma/users/{id} and the given body only', async () => {
    const { provider, calls } = setup(
      () => new Response(JSON.stringify({ id: 5, roles: ['grader'] })),
    );
    await provider.update('users', {
      id: 5,
      data: { roles: ['grader'] },
      previousData: { id: 5 },
    });
    expect(calls[0].url).toBe('/api/uma/users/5');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ roles: ['grader'] });
  });

  it("updates with PATCH when the save's meta asks for it: only the fields sent change", async () => {
    const { provider, calls } = setup(
      () => new Response(JSON.stringify({ id: 7, bulletin: '<p>تازه</p>' })),
    );
    const result = await provider.update('users', {
      id: 7,
      data: { bulletin: '<p>تازه</p>' },
      previousData: { id: 7 },
      meta: { method: 'PATCH' },
    });
    expect(calls[0].url).toBe('/api/uma/users/7');
    expect(calls[0].init.method).toBe('PATCH');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ bulletin: '<p>تازه</p>' });
    expect(result.data).toEqual({ id: 7, bulletin: '<p>تازه</p>' });
  });

  it('downloads the export with the filters in the page dialect and the served name', async () => {
    const { provider, calls } = setup(
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Disposition': 'attachment; filename="users.xlsx"' },
        }),
    );
    const file = await provider.exportReport('users', {
      filter: { q: 'رضا', role: 'grader', is_active: true, national_code: '' },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(file).toMatchObject({ kind: 'file', filename: 'users.xlsx' });
    expect(file.kind === 'file' && file.blob.size).toBe(4);
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/uma/users/export_report');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'رضا',
      role: 'grader',
      is_active: 'true',
      ordering: '-id',
    });
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('shows only the statistics the server really sent', async () => {
    const { provider } = setup(() => new Response(JSON.stringify({ users_count: 31 })));
    await expect(provider.getStatistics()).resolves.toEqual({
      users_count: 31,
      training_classrooms_count: null,
      event_classrooms_count: null,
    });
  });
});

describe('toPageDialectParams', () => {
  it('maps arrays and comparison suffixes', () => {
    const params = toPageDialectParams({ id: [1, 2], creation_time_gte: '2025-01-01' });
    expect(params.toString()).toBe('id__in=1%2C2&creation_time__gte=2025-01-01');
  });
});
