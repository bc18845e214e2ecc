import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';

/**
 * API.md: every list goes through the one list parser. The lists a classroom, session, project
 * or team shows (built whole by their services) and the pickers refuse unknown filters, bad paging
 * and unknown orderings in Persian, and page and order when asked; the /ema lists take both
 * dialects. Runs on the demo data, so every list has rows.
 */
const PERSIAN = /[\u0600-\u06FF]/;

let t: TestApp;
let auth: Record<string, string>;
const lists: [string, Record<string, string>][] = [];
/** The scopes a sub-list needs (a classroom's, a session's…), with ids of the demo data. */
const scopes: Record<string, string>[] = [{}];

async function firstId(sql: string): Promise<number> {
  const [row] = (await t.ds.query(sql)) as { id: number }[];
  expect(row, sql).toBeDefined();
  return Number(row.id);
}

beforeAll(async () => {
  t = await bootTestApp({ SEED_DEMO: 'true', JOBS_ENABLED: 'false' });
  auth = { Authorization: `Bearer ${await t.login('09120000000', 'admin1234')}` };
  const classroom = await firstId(
    'SELECT classroom_id AS id FROM lma_sessions GROUP BY classroom_id ORDER BY COUNT(*) DESC, classroom_id LIMIT 1',
  );
  const session = await firstId(`SELECT id FROM lma_sessions WHERE classroom_id = ${classroom} ORDER BY id LIMIT 1`);
  const project = await firstId('SELECT id FROM lma_projects ORDER BY id LIMIT 1');
  const team = await firstId('SELECT team_id AS id FROM lma_team_registrations ORDER BY team_id LIMIT 1');
  const teamClassroom = await firstId(`SELECT classroom_id AS id FROM lma_teams WHERE id = ${team}`);
  const event = await firstId(
    "SELECT c.id FROM lma_classrooms c JOIN lma_units u ON u.id = c.unit_id JOIN lma_categories k ON k.id = u.category_id WHERE k.type = 'EVENT' ORDER BY c.id LIMIT 1",
  );
  const c = String(classroom);
  scopes.push(
    { classroom: c },
    { event: String(event) },
    { session: String(session) },
    { project: String(project) },
    { team: String(team) },
    { classroom: String(teamClassroom) },
    { registration__classroom: c },
  );
  const tested = await firstId('SELECT classroom_id AS id FROM lma_tests ORDER BY id LIMIT 1');
  lists.push(
    ['/api/lma/tests', { classroom: String(tested) }],
    ['/api/lma/sessions', { classroom: c }],
    ['/api/lma/sessions/attendance_sheets', { classroom: c }],
    ['/api/lma/projects', { classroom: c }],
    ['/api/lma/projects/attendance_sheets', { classroom: c }],
    ['/api/lma/teams', { classroom: String(teamClassroom) }],
    ['/api/lma/teams/classroom_teams_with_join_status', { classroom: String(teamClassroom) }],
    ['/api/lma/teams/my_leading_teams', {}],
    ['/api/lma/team_registrations', { team: String(team) }],
    ['/api/lma/session_templates', {}],
    ['/api/lma/transcript_sheet_histories', {}],
    ['/api/lma/transcript_sheets', { registration__classroom: c }],
    ['/api/lma/session_attendance_sheets/session_sheets', { session: String(session) }],
    ['/api/lma/project_attendance_sheets/project_sheets', { project: String(project) }],
    ['/api/lma/classroom_graders/graders_with_last_passed_unit', { classroom: c }],
    ['/api/lma/classroom_leaders/leaders_with_last_passed_unit', { classroom: c }],
    ['/api/lma/registrations/activity_sheet', { classroom: c }],
    ['/api/lma/registrations/examinee_sheet', { classroom: c }],
    ['/api/ema/registrations/activity_sheet', { event: String(event) }],
    ['/api/store/items', {}],
    ['/api/mma/categories', {}],
    ['/api/ema/events', {}],
    ['/api/ema/registrations', { event: String(event) }],
  );
}, 180_000);
afterAll(async () => t?.close());

const get = (path: string, query: Record<string, string>) => t.http.get(path).query(query).set(auth);

describe('every list through the one list parser', () => {
  it('refuses unknown filters, bad page or per_page and unknown orderings with 400 in Persian', async () => {
    const failures: string[] = [];
    const bad: Record<string, string>[] = [{ no_such_filter: '1' }, { page: 'abc' }, { per_page: '-5' }, { ordering: '-no_such_field' }];
    for (const [path, scope] of [...lists, ['/api/lma/session_attendance_sheets/export_report', {}] as const]) {
      for (const q of bad) {
        const res = await get(path, { ...scope, ...q });
        const field = Object.keys(q)[0];
        if (res.status !== 400 || !PERSIAN.test(res.body[field]?.[0] ?? ''))
          failures.push(`${res.status} ${path} ${JSON.stringify(q)} ${JSON.stringify(res.body).slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('pages and orders every list, at the same query cost for one row and for all', async () => {
    const failures: string[] = [];
    let paged = 0;
    for (const [path, scope] of lists) {
      const all = await get(path, { ...scope, per_page: '1000' });
      if (all.status !== 200) {
        failures.push(`${all.status} ${path} ${JSON.stringify(all.body).slice(0, 100)}`);
        continue;
      }
      const { count, results } = all.body as { count: number; results: { id: number | null }[] };
      const first = await get(path, { ...scope, per_page: '1', page: '1' });
      if (first.body.results.length !== Math.min(1, count) || first.body.count !== count)
        failures.push(`paging ${path}`);
      if (first.headers['x-query-count'] !== all.headers['x-query-count'])
        failures.push(`queries ${path} ${first.headers['x-query-count']} vs ${all.headers['x-query-count']}`);
      if (count >= 2) {
        paged++;
        const second = await get(path, { ...scope, per_page: '1', page: '2' });
        if (second.body.current !== 2 || second.body.previous !== 1) failures.push(`page 2 ${path}`);
        const ids = results.map((r) => r.id).filter((id): id is number => id !== null);
        const desc = await get(path, { ...scope, per_page: '1000', ordering: '-id' });
        const got = (desc.body.results as { id: number | null }[]).map((r) => r.id).filter((id) => id !== null);
        if (JSON.stringify(got) !== JSON.stringify([...ids].sort((a, b) => b - a)))
          failures.push(`ordering ${path} ${JSON.stringify(got)}`);
      }
    }
    expect(paged).toBeGreaterThan(8);
    expect(failures).toEqual([]);
  }, 120_000);

  it('filters a list built whole by its declared filters, and refuses a value outside them', async () => {
    const [path, scope] = lists.find(([p]) => p.endsWith('/session_sheets'))!;
    const all = await get(path, scope);
    const notSent = await get(path, { ...scope, assignment_status: 'NOT_SENT' });
    expect(notSent.status).toBe(200);
    const statuses = (all.body.results as { assignment_status: string }[]).map((r) => r.assignment_status);
    expect(notSent.body.count).toBe(statuses.filter((x) => x === 'NOT_SENT').length);
    expect(new Set((notSent.body.results as { assignment_status: string }[]).map((r) => r.assignment_status))).toEqual(
      new Set(notSent.body.count ? ['NOT_SENT'] : []),
    );
    const bad = await get(path, { ...scope, assignment_status: 'LOST' });
    expect(bad.status).toBe(400);
    expect(bad.body.assignment_status[0]).toBe('مقدار فیلتر معتبر نیست.');
  });

  it('answers the react-admin dialect on every list, the /ema lists included', async () => {
    const failures: string[] = [];
    for (const [path, scope] of lists) {
      const { event, ...rest } = scope;
      // react-admin sends its filters inside `filter`; the scope of a sub-list stays a parameter.
      const query: Record<string, string> = path === '/api/ema/registrations' ? { filter: JSON.stringify({ event: Number(event) }) } : { ...rest, ...(event ? { event } : {}) };
      const res = await get(path, { ...query, range: '[0,0]', sort: '["id","DESC"]' });
      if (res.status !== 200 || !Array.isArray(res.body) || res.body.length > 1 || !/^\w+ 0-0\/\d+$/.test(res.headers['content-range'] ?? ''))
        failures.push(`${res.status} ${path} ${res.headers['content-range']} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('keeps /ema/events to events and reads a registration filter named event as its classroom', async () => {
    const events = await get('/api/ema/events', { range: '[0,49]', sort: '["id","ASC"]', filter: '{}' });
    expect(events.status).toBe(200);
    expect(events.body.length).toBeGreaterThan(0);
    const all = await get('/api/lma/classrooms', { per_page: '1000' });
    const eventIds = new Set((events.body as { id: number }[]).map((e) => e.id));
    expect((all.body.results as { id: number }[]).filter((c) => eventIds.has(c.id)).length).toBe(eventIds.size);
    expect(all.body.count).toBeGreaterThan(eventIds.size);
    const bad = await get('/api/ema/events', { range: '[0,9]', filter: '{"no_such":1}' });
    expect(bad.status).toBe(400);
    expect(bad.body.no_such[0]).toMatch(PERSIAN);
  });
});

describe('every list of the OpenAPI document', () => {
  /** Malformed paging, filters and ordering in both dialects: each is a Persian 400. */
  const BAD: Record<string, string>[] = [
    { page: 'abc' },
    { page: '0' },
    { page: '-3' },
    { page: '1.5' },
    { per_page: 'abc' },
    { per_page: '-5' },
    { per_page: '0' },
    { ordering: '-no_such_field' },
    { no_such_filter: '1' },
    { id__no_such_op: '1' },
    { range: '[oops' },
    { range: '[5,1]' },
    { sort: '{"id":' },
    { sort: '["no_such_field","ASC"]' },
    { filter: '{"q":' },
    { filter: '{"no_such_filter":1}' },
  ];

  it('finds each list by what it answers, and refuses malformed paging, filters and ordering with a Persian 400', async () => {
    const doc = (await t.http.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const SCOPE_KEYS = new Set(scopes.flatMap((sc) => Object.keys(sc)));
    const found: [string, Record<string, string>][] = [];
    const unreached: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!ops.get || path.includes('{') || path.startsWith('/api/docs') || /export_report|export$/.test(path)) continue;
      let scope: Record<string, string> | undefined;
      let listLike = false;
      for (const candidate of scopes) {
        const res = await get(path, candidate);
        if (res.status === 200 && Array.isArray(res.body?.results)) {
          scope = candidate;
          break;
        }
        // Asking for a scope it needs (a classroom, a session…) by name: a sub-list.
        if (res.status === 400 && Object.keys(res.body ?? {}).some((k) => SCOPE_KEYS.has(k))) listLike = true;
      }
      if (scope) found.push([path, scope]);
      else if (listLike) unreached.push(path);
    }
    // Every list is reached with one of the demo data's scopes; what answers no page is not a list.
    expect(unreached).toEqual([]);
    expect(found.length).toBeGreaterThan(60);
    expect(found.map(([p]) => p)).toEqual(expect.arrayContaining(['/api/lma/tests', '/api/uma/users', '/api/accounting/invoices']));
    const failures: string[] = [];
    for (const [path, scope] of found) {
      for (const q of BAD) {
        const res = await get(path, { ...scope, ...q });
        const field = Object.keys(q)[0];
        const named = res.body?.[field]?.[0] ?? res.body?.detail ?? '';
        if (res.status !== 400 || !PERSIAN.test(named))
          failures.push(`${res.status} ${path} ${JSON.stringify(q)} ${JSON.stringify(res.body).slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers a list with no rows with the page size it would use, not 0', async () => {
    // A classroom of the demo data with no test.
    const id = await firstId('SELECT c.id FROM lma_classrooms c WHERE NOT EXISTS (SELECT 1 FROM lma_tests x WHERE x.classroom_id = c.id) ORDER BY c.id DESC LIMIT 1');
    const res = await get('/api/lma/tests', { classroom: String(id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ results: [], count: 0, current: 1, num_pages: 1, next: null, previous: null });
    expect(res.body.per_page).toBeGreaterThan(0);
    const paged = await get('/api/lma/tests', { classroom: String(id), per_page: '10' });
    expect(paged.body.per_page).toBe(10);
  });
});
