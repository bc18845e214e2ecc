import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestApp, type TestApp } from '../support/app';
import { openClassroom } from '../support/learning';
import { makeInvoice } from '../support/money';

/* Support tickets of every department (SPEC section 7, DOMAIN.md sections 2 and 8). */
let t: TestApp;
type Auth = Record<string, string>;
let admin: { auth: Auth };
let edu: { auth: Auth };
let hr: { auth: Auth };
let research: { auth: Auth };
const categoryOf: Record<string, number> = {};

beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  admin = await t.as(['admin']);
  edu = await t.as(['educational_department_head']);
  hr = await t.as(['human_resource_department_head']);
  research = await t.as(['research_department_head']);
  const cats = await t.http.get('/api/mma/categories').set(admin.auth);
  for (const c of cats.body.results as { id: number; type: string }[]) categoryOf[c.type] ??= c.id;
});
afterAll(async () => t?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function open(auth: Auth, body: Record<string, unknown>) {
  const res = await t.http
    .post('/api/mma/tickets')
    .set(auth)
    .send({ title: 'پرسش', body: 'متن', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as {
    id: number;
    category_info: { type: string };
    status: string;
    source_type: string | null;
  };
}

const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

describe('categories', () => {
  it('lists one category of every department and filters by type', async () => {
    expect(Object.keys(categoryOf).sort()).toEqual([
      'CONTENT',
      'EDUCATIONAL',
      'FINANCIAL',
      'GENERAL',
      'HR',
      'RESEARCH',
    ]);
    const learner = await t.as(['user']);
    const res = await t.http.get('/api/mma/categories?type=RESEARCH').set(learner.auth);
    expect(res.body.results).toEqual([
      expect.objectContaining({ id: categoryOf.RESEARCH, type: 'RESEARCH', title: 'پژوهشی' }),
    ]);
    const bad = await t.http.get('/api/mma/categories?type=SPORT').set(learner.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.type[0]).toBe('مقدار فیلتر معتبر نیست.');
  });
});

describe('opening a ticket', () => {
  it('in a chosen category from the panel, with an attachment', async () => {
    const learner = await t.as(['user']);
    const res = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .field('title', 'همکاری پژوهشی')
      .field('body', 'سلام\nمی‌خواهم همکاری کنم.')
      .field('category', String(categoryOf.RESEARCH))
      .attach('attachment', PNG, 'cv.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'OPENED',
      category_info: { type: 'RESEARCH' },
      source_type: null,
      owner: learner.user.id,
    });
    expect(res.body.body).toBe('سلام<br>می‌خواهم همکاری کنم.');
    expect(res.body.attachment).toMatch(/^\/uploads\/tickets\/.+\.png$/);
    const exe = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .field('title', 'x')
      .field('body', 'y')
      .attach('attachment', Buffer.from('MZ\u0000junk'), 'x.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.attachment[0]).toContain('تنها امکان ارسال فایل');
    expect((await t.http.get('/api/mma/tickets').set(learner.auth)).body.count).toBe(1);
  });

  it('from a classroom, an event or a content: the source decides the category', async () => {
    const learner = await t.as(['user']);
    const course = await openClassroom(t, edu.auth, 'TRAINING');
    const fromClass = await open(learner.auth, {
      source_type: 'TRAINING_CLASSROOM',
      source_id: course.id,
    });
    expect(fromClass).toMatchObject({
      category_info: { type: 'EDUCATIONAL' },
      source_type: 'TRAINING_CLASSROOM',
    });
    expect(
      (
        await open(learner.auth, {
          source_type: 'DISCUSSION_CIRCLE_CLASSROOM',
          source_id: course.id,
        })
      ).category_info.type,
    ).toBe('EDUCATIONAL');
    expect(
      (await open(learner.auth, { source_type: 'EVENT', source_id: course.id })).category_info.type,
    ).toBe('GENERAL');
    expect(
      (await open(learner.auth, { source_type: 'CONTENT', source_id: 7 })).category_info.type,
    ).toBe('CONTENT');
    expect((await open(learner.auth, { source_type: 'GENERAL' })).category_info.type).toBe(
      'GENERAL',
    );

    const wrongCategory = await t.http.post('/api/mma/tickets').set(learner.auth).send({
      title: 'x',
      body: 'y',
      source_type: 'TRAINING_CLASSROOM',
      source_id: course.id,
      category: categoryOf.HR,
    });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.category[0]).toBe('این دسته با موضوع درخواست نمی‌خواند.');
    const noClass = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: 'x', body: 'y', source_type: 'TRAINING_CLASSROOM', source_id: 999_999 });
    expect(noClass.status).toBe(400);
    expect(noClass.body.source_id[0]).toBe('کلاس یافت نشد.');
    const noId = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: 'x', body: 'y', source_type: 'CONTENT' });
    expect(noId.status).toBe(400);
    expect(noId.body.source_id[0]).toBe('موضوع درخواست را مشخص کنید.');
    const empty = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: '  ', body: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.title[0]).toBe('عنوان را وارد کنید.');
    expect(empty.body.body[0]).toBe('متن درخواست را وارد کنید.');
    const badType = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: 'x', body: 'y', source_type: 'SHOP' });
    expect(badType.status).toBe(400);
    const noCategory = await t.http
      .post('/api/mma/tickets')
      .set(learner.auth)
      .send({ title: 'x', body: 'y', category: 999_999 });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.category[0]).toBe('دسته انتخاب شده وجود ندارد.');
    // Refused openings wrote nothing.
    expect((await t.http.get('/api/mma/tickets').set(learner.auth)).body.count).toBe(5);
  });

  it("staff open one for a learner in their own department only, in a state they choose; a learner naming another owner or a state is refused", async () => {
    const learner = await t.as(['user']);
    const other = await t.as(['user']);
    const made = await t.http.post('/api/mma/tickets').set(edu.auth).send({
      title: 'پیگیری غیبت',
      body: 'لطفا توضیح دهید.',
      owner: learner.user.id,
      category: categoryOf.EDUCATIONAL,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      owner: learner.user.id,
      owner_info: { id: learner.user.id },
      category_info: { type: 'EDUCATIONAL' },
    });
    expect((await t.http.get(`/api/mma/tickets/${made.body.id}`).set(learner.auth)).status).toBe(
      200,
    );
    const outside = await t.http
      .post('/api/mma/tickets')
      .set(edu.auth)
      .send({ title: 'x', body: 'y', owner: learner.user.id, category: categoryOf.FINANCIAL });
    expect(outside.status).toBe(400);
    expect(outside.body.category[0]).toBe('این دسته در حوزه پاسخ‌گویی شما نیست.');
    const nobody = await t.http
      .post('/api/mma/tickets')
      .set(admin.auth)
      .send({ title: 'x', body: 'y', owner: 999_999 });
    expect(nobody.status).toBe(400);
    expect(nobody.body.owner[0]).toBe('کاربر یافت نشد.');
    // A learner naming someone else, or a state, is told so; naming themselves is what the client sends.
    const forged = await t.http
      .post('/api/mma/tickets')
      .set(other.auth)
      .send({ title: 'x', body: 'y', owner: learner.user.id });
    expect(forged.status).toBe(400);
    expect(forged.body.owner).toEqual(['تنها کارکنان پشتیبانی می‌توانند درخواست را برای کاربر دیگری باز کنند.']);
    const closedByLearner = await t.http
      .post('/api/mma/tickets')
      .set(other.auth)
      .send({ title: 'x', body: 'y', state: 'CLOSED' });
    expect(closedByLearner.status).toBe(400);
    expect(closedByLearner.body.state).toEqual(['وضعیت درخواست را کارکنان پشتیبانی تعیین می‌کنند.']);
    const own = await open(other.auth, { owner: other.user.id, state: 'OPENED' });
    expect(own).toMatchObject({ owner: other.user.id, status: 'OPENED' });
    expect((await t.http.get('/api/mma/tickets').set(other.auth)).body.count).toBe(1);
    expect((await t.http.get('/api/mma/tickets').set(learner.auth)).body.count).toBe(1);
    // Staff record a call already answered: the ticket opens closed, on the learner's list.
    const call = await t.http.post('/api/mma/tickets').set(edu.auth).send({
      title: 'تماس تلفنی',
      body: 'پاسخ داده شد.',
      owner: learner.user.id,
      category: categoryOf.EDUCATIONAL,
      state: 'CLOSED',
    });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    expect(call.body.status).toBe('CLOSED');
    const badState = await t.http
      .post('/api/mma/tickets')
      .set(edu.auth)
      .send({ title: 'x', body: 'y', owner: learner.user.id, category: categoryOf.EDUCATIONAL, state: 'LOST' });
    expect(badState.status).toBe(400);
    expect(badState.body.state).toEqual(['وضعیت درخواست معتبر نیست.']);
    expect((await t.http.get('/api/mma/tickets').set(learner.auth)).body.count).toBe(2);
  });
});

describe('who sees and answers what', () => {
  it('each head their category, admins all, a learner their own (404 otherwise)', async () => {
    const learner = await t.as(['user']);
    const stranger = await t.as(['user']);
    const course = await openClassroom(t, edu.auth, 'TRAINING');
    const educational = await open(learner.auth, {
      source_type: 'TRAINING_CLASSROOM',
      source_id: course.id,
    });
    const hrTicket = await open(learner.auth, { category: categoryOf.HR });
    for (const [who, id, status] of [
      [edu, educational.id, 200],
      [edu, hrTicket.id, 404],
      [hr, hrTicket.id, 200],
      [hr, educational.id, 404],
      [research, educational.id, 404],
      [admin, educational.id, 200],
      [admin, hrTicket.id, 200],
      [stranger, educational.id, 404],
    ] as const) {
      expect((await t.http.get(`/api/mma/tickets/${id}`).set(who.auth)).status, `${id}`).toBe(
        status,
      );
    }
    expect(
      (
        await t.http
          .put(`/api/mma/tickets/${educational.id}/reply`)
          .set(hr.auth)
          .send({ body: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.http
          .put(`/api/mma/tickets/${educational.id}/reply`)
          .set(stranger.auth)
          .send({ body: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (await t.http.put(`/api/mma/tickets/${educational.id}/close`).set(stranger.auth)).status,
    ).toBe(404);
    const eduList = ids(await t.http.get('/api/mma/tickets?per_page=100').set(edu.auth));
    expect(eduList).toContain(educational.id);
    expect(eduList).not.toContain(hrTicket.id);
    expect(ids(await t.http.get('/api/mma/tickets?per_page=100').set(stranger.auth))).toEqual([]);

    // The head answers; the learner hears of it, replies, closes; nothing more is taken.
    const answered = await t.http
      .put(`/api/mma/tickets/${educational.id}/reply`)
      .set(edu.auth)
      .send({ body: 'جلسه ضبط شده است.' });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('ADMIN_REPLIED');
    const inbox = await t.http.get('/api/mma/notice_receivers').set(learner.auth);
    expect(inbox.body.results[0].notice_info).toMatchObject({
      title: 'پاسخ به درخواست «پرسش»',
      url: `/panel/ticket/${educational.id}`,
    });
    expect(
      (
        await t.http
          .get('/api/mma/notice_receivers/my_not_seen_notifications_count')
          .set(learner.auth)
      ).body.count,
    ).toBe(1);
    const back = await t.http
      .put(`/api/mma/tickets/${educational.id}/reply`)
      .set(learner.auth)
      .send({ body: 'سپاس' });
    expect(back.body).toMatchObject({
      status: 'USER_REPLIED',
      replies_info: [{ is_staff: true }, { is_staff: false, body: 'سپاس' }],
    });
    const closed = await t.http.put(`/api/mma/tickets/${educational.id}/close`).set(learner.auth);
    expect(closed.body.status).toBe('CLOSED');
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const again = await t.http.put(`/api/mma/tickets/${educational.id}/close`).set(edu.auth);
    expect(again.status).toBe(200);
    expect(again.body.last_modification_time).toBe(closed.body.last_modification_time);
    for (const who of [learner, edu]) {
      const late = await t.http
        .put(`/api/mma/tickets/${educational.id}/reply`)
        .set(who.auth)
        .send({ body: 'هنوز؟' });
      expect(late.status).toBe(409);
      expect(late.body.detail).toBe('این درخواست بسته شده است و پاسخ نمی‌پذیرد.');
    }
    expect(
      (await t.http.get(`/api/mma/tickets/${educational.id}`).set(learner.auth)).body.replies_info,
    ).toHaveLength(2);
  });
});

describe('the list', () => {
  it('filters by dates, status, category, source and national code at a fixed query cost', async () => {
    const learner = await t.as(['user']);
    await t.ds.query('UPDATE uma_users SET national_code = ? WHERE id = ?', [
      '0012345679',
      learner.user.id,
    ]);
    const inv = await makeInvoice(t, learner.user.id, 50_000);
    const course = await openClassroom(t, edu.auth, 'TRAINING');
    const money = await open(learner.auth, { source_type: 'INVOICE', source_id: inv.id });
    const lesson = await open(learner.auth, {
      source_type: 'TRAINING_CLASSROOM',
      source_id: course.id,
    });
    await t.http.put(`/api/mma/tickets/${lesson.id}/close`).set(learner.auth);
    const q = async (query: string) =>
      ids(
        await t.http
          .get(`/api/mma/tickets?per_page=100&owner__national_code=0012345679&${query}`)
          .set(admin.auth),
      );
    expect((await q('')).sort()).toEqual([money.id, lesson.id].sort());
    expect(await q('status=CLOSED')).toEqual([lesson.id]);
    expect(await q('category__type=FINANCIAL')).toEqual([money.id]);
    expect(await q(`category=${categoryOf.EDUCATIONAL}`)).toEqual([lesson.id]);
    expect(await q('source_type=INVOICE')).toEqual([money.id]);
    const now = t.clock.now().getTime();
    expect(await q(`creation_time__gte=${new Date(now + 86_400_000).toISOString()}`)).toEqual([]);
    expect(
      (
        await q(
          `creation_time__gte=${new Date(now - 86_400_000).toISOString()}&creation_time__lt=${new Date(now + 86_400_000).toISOString()}`,
        )
      ).length,
    ).toBe(2);
    expect((await t.http.get('/api/mma/tickets?status=LOST').set(admin.auth)).status).toBe(400);

    const many = await t.as(['user']);
    for (let i = 0; i < 50; i++)
      await open(many.auth, {
        title: `پرسش ${i}`,
        category: categoryOf[i % 2 ? 'EDUCATIONAL' : 'HR'],
      });
    for (const auth of [admin.auth, many.auth]) {
      const q5 = await t.http.get(`/api/mma/tickets?per_page=5&owner=${many.user.id}`).set(auth);
      const q50 = await t.http.get(`/api/mma/tickets?per_page=50&owner=${many.user.id}`).set(auth);
      expect(q5.body.results).toHaveLength(5);
      expect(q50.body.results).toHaveLength(50);
      expect(q5.headers['x-query-count']).toBe(q50.headers['x-query-count']);
    }
    expect(
      (await t.http.get(`/api/mma/tickets?per_page=50&owner=${many.user.id}`).set(edu.auth)).body
        .count,
    ).toBe(25);
  });
});
