import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { bootTestApp, type TestApp } from '../support/app';
import { TOO_DEEP } from '../../src/core/http/body-depth';
import { BODY_TOO_LARGE } from '../../src/core/http/exception.filter';

/**
 * Every route of the OpenAPI document, called as staff and as a learner with what a careless or
 * hostile client sends: junk ids, wrong types, huge strings, nested objects, bodies that are not
 * objects, unknown filters and broken multipart. No answer may be a 5xx, and every refusal is in
 * Persian. It runs on the demo data, so ids 1.. exist and bodies reach the services.
 */
type Schema = {
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
  items?: Schema;
  enum?: unknown[];
};
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: 'broken' | 'junk';
}

const PERSIAN = /[\u0600-\u06FF]/;
/** The validator's English templates, which may quote a Persian field name or value. */
const ENGLISH_TEMPLATE = /\b(must|should|property|exist)\b/;
const JUNK_IDS = ['abc', '0', '1.5', '99999999999999999999', "1' OR '1'='1"];
const HUGE = 'آ'.repeat(70_000);
const NESTED = { $gt: '', deep: { deeper: [{ id: { $ne: null } }, [[[]]]] } };
const UNKNOWN_FILTERS: Record<string, string> = {
  no_such_field: 'x',
  id__no_such_op: '1',
  ordering: '-no_such_column',
  page: '-3',
  per_page: 'abc',
  range: '[oops',
  sort: '{"id":',
  filter: '{"q":{"$ne":1}',
  // Long, but within what Node accepts in a request line (16 KB of headers).
  search: HUGE.slice(0, 1000),
  status: 'NOT_A_STATUS',
  id: 'abc',
};

let t: TestApp;
let doc: Doc;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await bootTestApp({ SEED_DEMO: 'true', JOBS_ENABLED: 'false' });
  doc = (await t.http.get('/api/docs/json')).body as Doc;
  tokens.staff = await t.login('09120000000', 'admin1234');
  tokens.learner = await t.login('09120000001', 'user1234');
}, 120_000);
afterAll(async () => t?.close());

function schemaOf(op: Operation): Schema | null {
  const content = op.requestBody?.content ?? {};
  const s = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
  if (!s) return null;
  return s.$ref ? (doc.components.schemas[s.$ref.split('/').pop()!] ?? null) : s;
}

/** A value of the wrong type for each declared type. */
function wrongType(s: Schema): unknown {
  switch (s.type) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not-an-array';
    default:
      return 12345;
  }
}

function bodies(op: Operation): Call['body'][] {
  const schema = schemaOf(op);
  const fields = Object.entries(schema?.properties ?? { title: { type: 'string' } });
  const each = (f: (s: Schema) => unknown) => Object.fromEntries(fields.map(([k, s]) => [k, f(s)]));
  return [
    each(wrongType),
    each(() => HUGE),
    each(() => NESTED),
    each((s) => (s.type === 'array' ? [NESTED, -1, HUGE] : s.type === 'integer' ? 1e308 : '')),
    // Unknown fields whose names are Persian (the template would quote them).
    { 'عنوان': 'آزمایش', 'نام کاربری': ['الف'] },
    [1, 2, 3],
    'just a string',
  ];
}

function calls(): Call[] {
  const out: Call[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    // Logging out is the one call meant to end the caller's session.
    if (template.startsWith('/api/docs') || template === '/api/uma/users/logout') continue;
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const at = (value: string) =>
        params.reduce((p, name) => p.replace(`{${name}}`, encodeURIComponent(value)), template);
      for (const junk of params.length ? JUNK_IDS : []) out.push({ method, path: at(junk) });
      // Bodies and filters go to an id that exists (the demo data), so they reach the service.
      // DELETE never gets a real id: the sweep would remove the rows the next calls need.
      if (method === 'delete') continue;
      const real = at('1');
      if (method === 'get') {
        out.push({ method, path: real, query: UNKNOWN_FILTERS });
        continue;
      }
      for (const body of bodies(op)) out.push({ method, path: real, body });
      out.push({ method, path: real, multipart: 'broken' });
      out.push({ method, path: real, multipart: 'junk' });
    }
  }
  return out;
}

function send(call: Call, token: string): Test {
  const verb = call.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = t.http[verb](call.path).set('Authorization', `Bearer ${token}`);
  if (call.query) req = req.query(call.query);
  if (call.multipart === 'broken') {
    return req
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="f"\r\n\r\nunterminated');
  }
  if (call.multipart === 'junk') {
    return req
      .field('title', HUGE.slice(0, 3000))
      .field('amount', 'abc')
      .attach('picture', Buffer.from('<svg onload=alert(1)>'), 'x.png')
      .attach('file', Buffer.from('MZ\u0000junk'), 'x.exe');
  }
  return call.body === undefined
    ? req
    : req.set('Content-Type', 'application/json').send(JSON.stringify(call.body));
}

describe('validation messages', () => {
  it('refuses an unknown field named in Persian with a Persian message, not the English template', async () => {
    const res = await t.http
      .post('/api/mma/tickets')
      .set('Authorization', `Bearer ${tokens.learner}`)
      .send({ title: 'درخواست', description: 'متن', 'عنوان': 'x' });
    expect(res.status).toBe(400);
    expect(res.body['عنوان']).toEqual(['این فیلد مجاز نیست.']);
    expect(res.body.detail).toBe('این فیلد مجاز نیست.');
  });
});

describe('body shapes', () => {
  /** Each write whose body is a DTO with fields, called as staff on the demo data's row 1. */
  function writes(): { method: string; path: string; schema: Schema }[] {
    const out: { method: string; path: string; schema: Schema }[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'get' || method === 'delete') continue;
        const schema = schemaOf(op);
        if (!schema?.properties || !Object.keys(schema.properties).length) continue;
        out.push({ method, path: template.replace(/\{[^}]+\}/g, '1'), schema });
      }
    }
    return out;
  }
  const send = (method: string, path: string, json: string) =>
    t.http[method as 'post']( path)
      .set('Authorization', `Bearer ${tokens.staff}`)
      .set('Content-Type', 'application/json')
      .send(json);

  it('refuses a body that is null, a list or a bare value instead of reading it as an empty form', async () => {
    const failures: string[] = [];
    const all = writes();
    expect(all.length).toBeGreaterThan(40);
    for (const { method, path } of all) {
      for (const json of ['null', '[]', '"text"', '5']) {
        const res = await send(method, path, json);
        if (res.status !== 400 || !res.body.non_field_errors?.[0]?.includes('بدنه درخواست'))
          failures.push(`${res.status} ${method.toUpperCase()} ${path} ${json} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses null for a field that cannot be null, naming it, and a bare value where a list is declared', async () => {
    const failures: string[] = [];
    let nullable = 0;
    let tried = 0;
    for (const { method, path, schema } of writes()) {
      for (const [field, s] of Object.entries(schema.properties ?? {})) {
        if (s.nullable) {
          nullable++;
          continue;
        }
        tried++;
        const res = await send(method, path, JSON.stringify({ [field]: null }));
        if (res.status !== 400 || !PERSIAN.test(res.body[field]?.[0] ?? ''))
          failures.push(`${res.status} null ${method.toUpperCase()} ${path} ${field} ${JSON.stringify(res.body).slice(0, 150)}`);
        if (s.type !== 'array') continue;
        const bare = await send(method, path, JSON.stringify({ [field]: 1 }));
        if (bare.status !== 400 || bare.body[field]?.[0] !== 'باید فهرست باشد.')
          failures.push(`${bare.status} scalar ${method.toUpperCase()} ${path} ${field} ${JSON.stringify(bare.body).slice(0, 150)}`);
      }
    }
    expect(nullable).toBeGreaterThan(50);
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('takes null where it clears a field, and one value of a repeatable multipart field', async () => {
    const auth = { Authorization: `Bearer ${tokens.staff}` };
    // A ticket's category is nullable: null means "no category".
    const ticket = await t.http
      .post('/api/mma/tickets')
      .set('Authorization', `Bearer ${tokens.learner}`)
      .send({ title: 'درخواست', body: 'متن', category: null });
    expect(ticket.status).toBe(201);
    // A unit's prerequisites from a form: one id arrives alone.
    const unit = await t.http
      .post('/api/lma/units')
      .set(auth)
      .field('title', 'واحد آزمایشی')
      .field('category', '1')
      .field('prerequisites', '1');
    expect(unit.status).toBe(201);
    expect((await t.http.get(`/api/lma/units/${unit.body.id}`).set(auth)).body.prerequisites).toHaveLength(1);
  });
});

describe('actions that take no body', () => {
  /** Each write of the OpenAPI document with no request body (close, read, confirm, set_grader_to_me…). */
  function actions(): { method: string; path: string }[] {
    const out: { method: string; path: string }[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (template === '/api/uma/users/logout') continue;
      for (const [method, op] of Object.entries(ops))
        if (['post', 'put', 'patch'].includes(method) && !op.requestBody)
          out.push({ method, path: template.replace(/\{[^}]+\}/g, '1') });
    }
    return out;
  }

  it('refuses a field sent to an action with no body, naming it, before the action runs', async () => {
    const all = actions();
    expect(all.length).toBeGreaterThan(30);
    expect(all.map((a) => `${a.method} ${a.path}`)).toContain('put /api/mma/notice_receivers/1/read');
    const failures: string[] = [];
    for (const { method, path } of all) {
      const res = await t.http[method as 'put'](path)
        .set('Authorization', `Bearer ${tokens.staff}`)
        .send({ roles: [1] });
      if (res.status !== 400 || res.body.roles?.[0] !== 'این فیلد مجاز نیست.')
        failures.push(`${res.status} ${method.toUpperCase()} ${path} ${JSON.stringify(res.body).slice(0, 120)}`);
      const list = await t.http[method as 'put'](path)
        .set('Authorization', `Bearer ${tokens.staff}`)
        .set('Content-Type', 'application/json')
        .send('[1]');
      if (list.status !== 400 || !list.body.non_field_errors?.[0]?.includes('بدنه'))
        failures.push(`${list.status} list ${method.toUpperCase()} ${path} ${JSON.stringify(list.body).slice(0, 120)}`);
      const form = await t.http[method as 'put'](path).set('Authorization', `Bearer ${tokens.staff}`).field('note', 'x');
      if (form.status !== 400 || form.body.note?.[0] !== 'این فیلد مجاز نیست.')
        failures.push(`${form.status} form ${method.toUpperCase()} ${path} ${JSON.stringify(form.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('deletes with an empty text/plain body, as the console sends it', async () => {
    const auth = { Authorization: `Bearer ${tokens.staff}` };
    const made = await t.http.post('/api/cma/hashtags').set(auth).send({ title: `برچسب_حذف_${Date.now()}` });
    expect(made.status).toBe(201);
    const gone = await t.http.delete(`/api/cma/hashtags/${made.body.id}`).set(auth).set('Content-Type', 'text/plain').send('');
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
  });

  it('still runs an action sent with no body or an empty one, and a refused one changed nothing', async () => {
    const auth = { Authorization: `Bearer ${tokens.learner}` };
    const unread = async () =>
      ((await t.http.get('/api/mma/notice_receivers').query({ is_seen: 'false' }).set(auth)).body.results ?? []) as { id: number }[];
    const [first] = await unread();
    expect(first).toBeDefined();
    const refused = await t.http.put(`/api/mma/notice_receivers/${first.id}/read`).set(auth).send({ roles: [1] });
    expect(refused.status).toBe(400);
    expect((await unread()).map((n) => n.id)).toContain(first.id);
    // An empty body of any content type is no body (react-admin's DELETE says text/plain).
    const empty = await t.http.put(`/api/mma/notice_receivers/${first.id}/read`).set(auth).set('Content-Type', 'text/plain').send('');
    expect(empty.status).toBe(200);
    expect((await t.http.put(`/api/mma/notice_receivers/${first.id}/read`).set(auth).send({})).status).toBe(200);
    expect((await unread()).map((n) => n.id)).not.toContain(first.id);
  });
});

describe('deep bodies', () => {
  /** One field nested `levels` deep, as JSON text (built as text: a value this deep cannot be stringified). */
  const deepObject = (levels: number) => `{"title":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
  const deepList = (levels: number) => `{"title":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
  function writes(): { method: string; path: string }[] {
    const out: { method: string; path: string }[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (template === '/api/uma/users/logout') continue;
      for (const method of Object.keys(ops))
        if (['post', 'put', 'patch'].includes(method))
          out.push({ method, path: template.replace(/\{[^}]+\}/g, '1') });
    }
    return out;
  }
  const send = (method: string, path: string, json: string, token?: string) => {
    let req = t.http[method as 'post'](path).set('Content-Type', 'application/json');
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return req.send(json);
  };

  it('refuses a field nested 10,000 levels, object or list, on every write, with a token and without', async () => {
    const failures: string[] = [];
    const all = writes();
    expect(all.length).toBeGreaterThan(100);
    // The sign-in calls take no token: a stranger reaches them first.
    expect(all.map((w) => w.path)).toEqual(expect.arrayContaining(['/api/uma/users/send_otp', '/api/uma/users/login']));
    for (const { method, path } of all) {
      for (const token of [tokens.staff, undefined]) {
        for (const json of [deepObject(10_000), deepList(10_000)]) {
          const res = await send(method, path, json, token);
          if (res.status !== 400 || res.body.detail !== TOO_DEEP || res.body.non_field_errors?.[0] !== TOO_DEEP)
            failures.push(`${res.status} ${method.toUpperCase()} ${path} ${token ? 'staff' : 'anonymous'} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets a body 64 levels deep reach validation (no depth message, never a 5xx)', async () => {
    const failures: string[] = [];
    for (const { method, path } of writes()) {
      for (const json of [deepObject(63), deepList(63)]) {
        const res = await send(method, path, json, tokens.staff);
        if (res.status >= 500 || res.body.detail === TOO_DEEP)
          failures.push(`${res.status} ${method.toUpperCase()} ${path} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a body past the body limit with a Persian 413 saying so, with a token and without', async () => {
    const huge = JSON.stringify({ input: '09120000001', action: 'LOGIN', title: 'x'.repeat(12 * 1024 * 1024) });
    for (const [path, token] of [['/api/uma/users/send_otp', undefined], ['/api/mma/tickets', tokens.learner]] as const) {
      const res = await send('post', path, huge, token);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(413);
      expect(res.body.detail).toBe(BODY_TOO_LARGE);
    }
  });

  it('refuses a multipart field sent as deep JSON, and a deep list in a form text field is not a list', async () => {
    const raw = (name: string, json: string) =>
      `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: application/json\r\n\r\n${json}\r\n--xyz--\r\n`;
    const part = await t.http
      .post('/api/mma/tickets')
      .set('Authorization', `Bearer ${tokens.learner}`)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(raw('title', `${'['.repeat(10_000)}1${']'.repeat(10_000)}`));
    expect(part.status).toBe(400);
    expect(part.body.detail).toBe(TOO_DEEP);
    // A question's choices may come as JSON text in a form: too deep stays text and is refused as such.
    const text = await t.http
      .post('/api/lma/questions')
      .set('Authorization', `Bearer ${tokens.staff}`)
      .field('title', 'پرسش')
      .field('choices', `${'['.repeat(10_000)}1${']'.repeat(10_000)}`);
    expect(text.status).toBe(400);
    expect(text.body.detail).not.toBe(TOO_DEEP);
    expect(PERSIAN.test(text.body.detail)).toBe(true);
    // A ticket written after the refusals: nothing half-written blocked the learner.
    const ok = await t.http
      .post('/api/mma/tickets')
      .set('Authorization', `Bearer ${tokens.learner}`)
      .send({ title: 'پس از بدنه‌های ژرف', body: 'متن' });
    expect(ok.status).toBe(201);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c1d40000000049454e44ae426082', 'hex');
  const EXE = Buffer.from('MZ\u0000\u0000junk');

  it('refuses on every write a file in a field the route does not read, before anything is written', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!['post', 'put', 'patch'].includes(method) || template === '/api/uma/users/logout') continue;
        const res = await t.http[method as 'post'](template.replace(/\{[^}]+\}/g, '1'))
          .set('Authorization', `Bearer ${tokens.staff}`)
          .field('title', 'آزمایش')
          .attach('no_such_file', PNG, 'x.png');
        tried++;
        if (res.status !== 400 || res.body.no_such_file?.[0] !== 'این فیلد فایل نمی‌پذیرد.')
          failures.push(`${res.status} ${method.toUpperCase()} ${template} ${JSON.stringify(res.body).slice(0, 100)}`);
      }
    }
    expect(tried).toBeGreaterThan(80);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a file of a kind the field does not take, naming the kinds it takes', async () => {
    const ticket = await t.http
      .post('/api/mma/tickets')
      .set('Authorization', `Bearer ${tokens.learner}`)
      .field('title', 'پیوست نادرست')
      .field('body', 'متن')
      .attach('attachment', EXE, 'x.pdf');
    expect(ticket.status).toBe(400);
    expect(ticket.body.attachment).toEqual(['تنها امکان ارسال فایل پی‌دی‌اف، تصویر یا سند ورد وجود دارد.']);
    const product = await t.http
      .put('/api/store/products/1')
      .set('Authorization', `Bearer ${tokens.staff}`)
      .field('title', 'کتاب')
      .attach('thumbnail', Buffer.from('%PDF-1.4 x'), 'x.png');
    expect(product.status).toBe(400);
    expect(product.body.thumbnail).toEqual(['تنها امکان ارسال فایل تصویری وجود دارد.']);
    const media = await t.http
      .put('/api/store/products/1')
      .set('Authorization', `Bearer ${tokens.staff}`)
      .field('title', 'کتاب')
      .attach('medias', PNG, 'x.png');
    expect(media.status).toBe(400);
    expect(media.body.medias).toEqual(['این فیلد فایل نمی‌پذیرد.']);
  });
});

describe('path ids', () => {
  /** Path parameters that are not row ids (a gateway authority, a setting's key). */
  const NOT_IDS = new Set(['authority', 'answer', 'key']);

  it('answers 404 to every path id that is not a positive integer, nested ones included', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        for (const bad of params.filter((p) => !NOT_IDS.has(p))) {
          // Only this one is junk; the others name rows of the demo data.
          for (const junk of ['abc', '0', '-1', '1.5', '1e3']) {
            const path = params.reduce(
              (p, name) => p.replace(`{${name}}`, name === bad ? encodeURIComponent(junk) : '1'),
              template,
            );
            const verb = method as 'get' | 'post' | 'put' | 'patch' | 'delete';
            const res = await t.http[verb](path).set('Authorization', `Bearer ${tokens.staff}`);
            tried++;
            if (res.status !== 404) failures.push(`${res.status} ${method.toUpperCase()} ${path}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the malformed-request sweep over the OpenAPI document', () => {
  for (const role of ['learner', 'staff'] as const) {
    it(`answers every route as ${role} with no 5xx, and refuses in Persian`, async () => {
      const all = calls();
      expect(all.length).toBeGreaterThan(500);
      const failures: string[] = [];
      for (const call of all) {
        const res = await send(call, tokens[role]);
        const where = `${call.method.toUpperCase()} ${call.path}${call.query ? ' ?filters' : ''}${call.multipart ? ` multipart:${call.multipart}` : ''}${call.body !== undefined ? ` body:${JSON.stringify(call.body).slice(0, 60)}` : ''}`;
        if (res.status >= 500) failures.push(`${res.status} ${where}`);
        else if (res.status >= 400 && /json/.test(res.headers['content-type'] ?? '')) {
          const detail = (res.body as { detail?: unknown }).detail;
          if (
            typeof detail !== 'string' ||
            !PERSIAN.test(detail) ||
            ENGLISH_TEMPLATE.test(JSON.stringify(res.body))
          )
            failures.push(
              `${res.status} not Persian: ${where} ${JSON.stringify(res.body).slice(0, 120)}`,
            );
        }
        // A refusal must not have ended the caller's session (the sweep goes on with it).
        if (res.status === 401) failures.push(`401 ${where}`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
