import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../../src/core/jobs';
import { bootTestApp, type TestApp } from '../support/app';
import { auditClean } from '../support/money';

// Its own file: the demo seed is slow to write, and no other suite needs it.
describe('the demo seed', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await bootTestApp({ SEED_DEMO: 'true', JOBS_ENABLED: 'false' });
  });
  afterAll(async () => demo?.close());

  it('gives a newcomer a living money side whose ledger adds up', async () => {
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const wallet = (await demo.http.get('/api/accounting/wallets').set(learner)).body.results[0];
    expect(wallet).toMatchObject({ inventory: 1_550_000, held_amount: 300_000 });
    const invoices = await demo.http.get('/api/accounting/invoices').set(learner);
    expect(invoices.body.results.map((i: { status: string }) => i.status).sort()).toEqual([
      'PAID_FULL',
      'PAID_FULL',
      'PAYING',
    ]);
    const causes = await demo.http.get('/api/dma/donations');
    expect(causes.body.count).toBeGreaterThanOrEqual(5);
    const planOwner = { Authorization: `Bearer ${await demo.login('09351000005', 'user1234')}` };
    expect(
      (await demo.http.get('/api/uma/users/current').set(planOwner)).body.has_overdue_instalment,
    ).toBe(true);
    const fin = { Authorization: `Bearer ${await demo.login('09120000009', 'staff1234')}` };
    const pending = await demo.http
      .get('/api/accounting/payments?type=WITHDRAW_REQUEST&withdraw_state=PENDING')
      .set(fin);
    expect(pending.body.count).toBe(3);
    const orders = await demo.http.get('/api/store/baskets/list_orders').set(learner);
    expect(orders.body.results.map((o: { status: string }) => o.status)).toEqual(['SENT']);
    expect(orders.body.results[0].overall_order_price).toBe(450_000);
    const shop = await demo.http.get('/api/store/products?per_page=50');
    expect(shop.body.count).toBeGreaterThanOrEqual(9);
    expect((await demo.http.get('/api/store/packages')).body.count).toBe(2);
    const classes = await demo.http.get('/api/lma/classrooms?per_page=50');
    expect(classes.body.count).toBeGreaterThanOrEqual(5);
    const statuses = new Set(classes.body.results.map((c: { status: string }) => c.status));
    expect(statuses.has('IN_REGISTRATION_PERIOD')).toBe(true);
    expect(statuses.has('ONGOING')).toBe(true);
    const mine = await demo.http.get('/api/lma/registrations').set(learner);
    expect(mine.body.results.map((r: { status: string }) => r.status).sort()).toEqual([
      'ENROLLED',
      'REGISTERED',
      'REGISTERED',
      'REGISTERED',
    ]);
    // Her pass to the monthly gathering was used at the door (issue 28).
    const gathering = mine.body.results.find((r: { classroom_info: { title: string } }) => r.classroom_info.title === 'نشست ماهانه اندیشه‌جویان');
    const pass = await demo.http.get(`/api/ema/registrations/${gathering.id}/pass`).set(learner);
    expect(pass.status).toBe(200);
    expect(pass.body.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(pass.body.checked_in_time).not.toBeNull();
    const planRegs = await demo.http.get('/api/lma/registrations').set(planOwner);
    const plan = planRegs.body.results.find((r: { invoice_info: unknown }) => r.invoice_info);
    expect(plan).toMatchObject({
      status: 'REGISTERED',
      invoice_info: { status: 'PAYING_IN_INSTALMENT' },
    });
    const stats = await demo.http.get('/api/rma/aggregator/statistics');
    expect(stats.body).toMatchObject({ training_classrooms_count: 4, event_classrooms_count: 3 });
    await auditClean(demo);
  });

  it('has a composed public site: pages, news and guides, contents (one bought), media, topics and the hadith of the day', async () => {
    const home = await demo.http.get(
      `/api/cma/settings/key/${encodeURIComponent('route_name:Public.Home')}`,
    );
    const names = JSON.parse(home.body.value).sections[0].data.rows.flatMap(
      (r: { cols: { widgets: { name: string }[] }[] }) =>
        r.cols.flatMap((c) => c.widgets.map((w) => w.name)),
    );
    expect(names).toEqual([
      'HomePageFirstSection',
      'ClassroomCarousel',
      'LastEvents',
      'LastPosts',
      'TodayHadith',
      'PublicWebStatistic',
    ]);
    // Every public route key of ENDPOINTS.md 1.4.1 (the Public.ContentCategory* and
    // Public.DonationCategory* routes as the existing client names them) and a landing page.
    const routes = [
      'Public.Home',
      'Public.AllClassrooms',
      'Public.ShowClassroomInfo',
      'Public.AllEvents',
      'Public.ShowEventInfo',
      'Public.FAQ',
      'Public.Shop',
      'Public.Package',
      'Public.Product',
      'Public.Cart',
      'Public.Professor.List',
      'Public.Rules',
      'Public.AboutUs',
      'Public.ContactUs',
      'Public.Content.List',
      'Public.Content.Show',
      'Public.Post.List',
      'Public.PostTopic.List',
      'Public.PostTopic.Show',
      'Public.ContentCategoryParentParent.List',
      'Public.ContentCategoryParentParent.Show',
      'Public.ContentCategoryParent.Show',
      'Public.ContentCategory.Show',
      'Public.DonationCategory.List',
      'Public.DonationCategory.Show',
      'Public.DonationCategory.Donation.list',
      'Public.DonationCategory.Donation.Show',
      'Landing-params:{"slug":"nowruz"}',
    ];
    for (const route of routes) {
      const res = await demo.http.get(
        `/api/cma/settings/key/${encodeURIComponent(`route_name:${route}`)}`,
      );
      expect(res.status, route).toBe(200);
      const widgets = JSON.parse(res.body.value).sections.flatMap(
        (s: { data: { rows: { cols: { widgets: unknown[] }[] }[] } }) =>
          s.data.rows.flatMap((r) => r.cols.flatMap((c) => c.widgets)),
      );
      expect(widgets.length, route).toBeGreaterThan(0);
    }
    // Only those: no key under a route name the storefront does not ask for.
    const admin = { Authorization: `Bearer ${await demo.login('09120000000', 'admin1234')}` };
    const stored = (
      await demo.http.get('/api/cma/settings?per_page=100').set(admin)
    ).body.results.map((r: { key: string }) => r.key);
    expect(stored.filter((k: string) => k.startsWith('route_name:')).sort()).toEqual(
      routes.map((r) => `route_name:${r}`).sort(),
    );
    const cats = (await demo.http.get('/api/cma/posts/categories?parent__isnull=true')).body
      .results;
    expect(cats.map((c: { title: string }) => c.title)).toEqual(['اخبار', 'راهنما']);
    expect(
      (await demo.http.get(`/api/cma/posts?category=${cats[0].id}`)).body.count,
    ).toBeGreaterThanOrEqual(5);
    expect(
      (await demo.http.get(`/api/cma/posts?category=${cats[1].id}`)).body.count,
    ).toBeGreaterThanOrEqual(3);
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const contents = (await demo.http.get('/api/cma/contents?per_page=50').set(learner)).body
      .results as { title: string; is_free: boolean; medias_info: unknown[] }[];
    const bought = contents.find((c) => c.title === 'اخلاق پژوهش در علوم انسانی')!;
    const locked = contents.find((c) => c.title === 'منطق مقدماتی')!;
    expect([
      bought.is_free,
      bought.medias_info.length,
      locked.is_free,
      locked.medias_info.length,
    ]).toEqual([false, 2, false, 0]);
    const types = new Set(
      ((await demo.http.get('/api/cma/medias?per_page=50')).body.results as { type: string }[]).map(
        (m) => m.type,
      ),
    );
    expect([...types].sort()).toEqual(['IMAGE', 'SOUND', 'VIDEO']);
    expect((await demo.http.get('/api/cma/topics')).body.count).toBeGreaterThanOrEqual(10);
    expect((await demo.http.get('/api/cma/hadithes?status=TODAY')).body.results).toHaveLength(1);
    expect((await demo.http.get('/api/cma/hadithes')).body.count).toBeGreaterThanOrEqual(300);
  });

  it('has a course under way: sessions in every state for the learner, projects, teams, a grader and a leader', async () => {
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const course = (await demo.http.get('/api/lma/classrooms?status=ONGOING')).body.results[0];
    expect(course.title).toBe('فلسفه علم');
    const sessions = (
      await demo.http.get(`/api/lma/sessions/attendance_sheets?classroom=${course.id}`).set(learner)
    ).body.results;
    expect(sessions).toHaveLength(6);
    const sheetOf = (i: number) => sessions[i].session_attendance_sheets[0];
    expect(sheetOf(0)).toMatchObject({
      attendance_status: 'PRESENT',
      assignment_status: 'VERIFIED',
    });
    expect(sheetOf(1)).toMatchObject({ attendance_status: 'PART1', assignment_status: 'SENT' });
    expect(sessions[3].is_enabled_changing_attendance_status).toBe(true);
    expect(sessions[5].is_enabled_changing_attendance_status).toBe(false);
    expect(
      (await demo.http.get(`/api/lma/projects?classroom=${course.id}`).set(learner)).body.count,
    ).toBe(2);
    const teams = (
      await demo.http
        .get(`/api/lma/teams/classroom_teams_with_join_status?classroom=${course.id}`)
        .set(learner)
    ).body.results;
    expect(teams.map((x: { join_status: string }) => x.join_status)).toEqual([
      'ENABLED',
      'ENABLED',
    ]);
    const leader = { Authorization: `Bearer ${await demo.login('09120000003', 'staff1234')}` };
    expect(
      (await demo.http.get('/api/lma/teams/my_leading_teams').set(leader)).body.results[0],
    ).toMatchObject({ title: 'تیم ابن سینا', used_capacity: 3 });
    const grader = { Authorization: `Bearer ${await demo.login('09120000012', 'staff1234')}` };
    const sheets = await demo.http
      .get(`/api/lma/session_attendance_sheets/session_sheets?session=${sessions[0].id}`)
      .set(grader);
    expect(sheets.body.count).toBe(7);
    expect((await demo.http.get(`/api/lma/classrooms/${course.id}`)).body.used_capacity).toBe(7);
    // The results notice and the staff notice to the course's members, both unread.
    expect(
      (
        await demo.http
          .get('/api/mma/notice_receivers/my_not_seen_notifications_count')
          .set(learner)
      ).body,
    ).toEqual({ count: 2 });
    const inbox = (await demo.http.get('/api/mma/notice_receivers').set(learner)).body.results.map(
      (r: { notice_info: { title: string } }) => r.notice_info.title,
    );
    expect(inbox).toContain('جلسه جبرانی فلسفه علم');
    // Staff see it sent, with its counts, and the learner's subscription is there.
    const admin = { Authorization: `Bearer ${await demo.login('09120000000', 'admin1234')}` };
    const notices = (await demo.http.get('/api/mma/notices?status=SENT').set(admin)).body.results;
    expect(notices[0]).toMatchObject({
      title: 'جلسه جبرانی فلسفه علم',
      status: 'SENT',
      progress: 100,
      send_sms: true,
    });
    expect(notices[0].delivered_count).toBe(notices[0].receivers_count);
    expect((await demo.http.get('/api/mma/subscriptions').set(learner)).body.results).toEqual([
      expect.objectContaining({
        source_type: 'UNIT',
        is_enabled: true,
        source_info: expect.objectContaining({ title: 'منطق مقدماتی' }),
      }),
    ]);
  });

  it('has tickets in several departments, each head seeing their own', async () => {
    const login = async (mobile: string, password = 'staff1234') => ({
      Authorization: `Bearer ${await demo.login(mobile, password)}`,
    });
    const titles = async (auth: Record<string, string>) =>
      (await demo.http.get('/api/mma/tickets').set(auth)).body.results
        .map((r: { title: string }) => r.title)
        .sort();
    expect(await titles(await login('09120000004'))).toEqual(
      ['اعتراض به نتیجه میان‌ترم فلسفه علم', 'تغییر ساعت کلاس', 'جزوه جلسه سوم'].sort(),
    );
    expect(await titles(await login('09120000005'))).toEqual(['همکاری در طرح پژوهشی']);
    expect(await titles(await login('09120000001', 'user1234'))).toEqual(
      ['اعتراض به نتیجه میان‌ترم فلسفه علم', 'جزوه جلسه سوم', 'گواهی حضور در همایش'].sort(),
    );
    expect(
      (await demo.http.get('/api/mma/tickets').set(await login('09120000002'))).body.count,
    ).toBe(7);
    const learner = await login('09120000001', 'user1234');
    const answered = (await demo.http.get('/api/mma/tickets?status=ADMIN_REPLIED').set(learner))
      .body.results[0];
    const shown = await demo.http.get(`/api/mma/tickets/${answered.id}`).set(learner);
    expect(shown.body).toMatchObject({
      source_type: 'TRAINING_CLASSROOM',
      category_info: { type: 'EDUCATIONAL' },
      replies_info: [{ is_staff: true }],
    });
  });

  it('has two bank trips left at the bank; the reconcile job credits the paid one and expires the other', async () => {
    const fin = { Authorization: `Bearer ${await demo.login('09120000009', 'staff1234')}` };
    const waiting = await demo.http
      .get('/api/accounting/transactions?status__in=IN_PROGRESS,VERIFYING,UNKNOWN')
      .set(fin);
    expect(waiting.body.count).toBe(2);
    const run = await demo.http.post('/api/accounting/transactions/reconcile').set(fin);
    expect(run.body).toMatchObject({ checked: 2, credited: 1, expired: 1, waiting: 0 });
    const after = await demo.http
      .get('/api/accounting/transactions?status__in=IN_PROGRESS,VERIFYING,UNKNOWN')
      .set(fin);
    expect(after.body.count).toBe(0);
    await auditClean(demo);
  });

  it('has a question bank and a test set for «فلسفه علم», and an events questionnaire', async () => {
    const head = { Authorization: `Bearer ${await demo.login('09120000004', 'staff1234')}` };
    const unit = (await demo.http.get('/api/lma/units?search=فلسفه علم')).body.results[0];
    const bank = await demo.http.get(`/api/lma/questions?unit=${unit.id}`).set(head);
    expect(bank.body.count).toBe(5);
    expect(
      bank.body.results.filter((q: { model_type: string }) => q.model_type === 'MULTI_CHOICE'),
    ).toHaveLength(2);
    const sets = await demo.http.get(`/api/lma/test_sets?unit=${unit.id}`).set(head);
    expect(sets.body.results[0]).toMatchObject({
      title: 'میان‌ترم فلسفه علم',
      test_questions_length: 4,
      total_mark: 14,
    });
    const [eventSet] = (await demo.http.get('/api/lma/test_sets?type=EVENT').set(head)).body
      .results;
    expect(
      eventSet.test_set_questions.map(
        (q: { question_info: { model_type: string } }) => q.question_info.model_type,
      ),
    ).toEqual(['MULTI_CHOICE', 'MULTI_CHOICE', 'OPEN_ENDED']);
    expect(eventSet.test_set_questions[0].question_info.choices_info).toHaveLength(3);
    // The annual gathering asks its questionnaire before registering: the demo learner is refused until she answers it.
    const gathering = (await demo.http.get('/api/ema/events?per_page=50')).body.results.find(
      (e: { title: string }) => e.title === 'همایش سالانه اندیشه‌جویان ۱۴۰۵',
    );
    expect(gathering.tests).toHaveLength(1);
    const asked = (await demo.http.get(`/api/lma/tests/${gathering.tests[0]}`).set(head)).body;
    expect(asked).toMatchObject({
      title: 'پرسشنامه همایش',
      status: 'HOLDING',
      test_questions_length: 3,
      test_set_info: { id: eventSet.id },
    });
    const refused = await demo.http
      .put(`/api/ema/events/${gathering.id}/register`)
      .set({ Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      expect.stringMatching(/پرسش‌نامه/),
    ]);
    // Its course has a test under way that the demo learner may sit, and one held ten days ago.
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const course = (
      await demo.http.get('/api/lma/classrooms?unit__category__type=TRAINING&per_page=50')
    ).body.results.find((c: { title: string }) => c.title === 'فلسفه علم');
    expect(course.tests).toHaveLength(2);
    const tests = (await demo.http.get(`/api/lma/tests?classroom=${course.id}`).set(learner)).body
      .results;
    expect(
      tests.map((x: { title: string; status: string; is_enabled_attending: boolean }) => [
        x.title,
        x.status,
        x.is_enabled_attending,
      ]),
    ).toEqual([
      ['آزمونک جلسه چهارم', 'HOLDING', true],
      ['میان‌ترم فلسفه علم', 'CLOSED', false],
    ]);
    // The midterm: graded, objected to and finalised; the grader has two books waiting.
    const [mine] = (await demo.http.get(`/api/lma/answer_books?test=${tests[1].id}`).set(learner))
      .body.results;
    expect(mine).toMatchObject({
      status: 'FINALIZED',
      total_score: 10,
      is_enabled_viewing: true,
      objection_result: 'اعتراض وارد است؛ نمره سوال دوم از ۳ به ۴ افزایش یافت.',
    });
    expect(mine.ticket).toBeTruthy();
    const grader = { Authorization: `Bearer ${await demo.login('09120000012', 'staff1234')}` };
    expect(
      (
        await demo.http
          .get(`/api/lma/answer_books?test__classroom=${course.id}&status=WAITING_FOR_GRADING`)
          .set(grader)
      ).body.count,
    ).toBe(2);
    const quiz = await demo.http
      .post('/api/lma/answer_books/get_or_create')
      .set(learner)
      .send({ test: tests[0].id });
    expect(quiz.body).toMatchObject({ status: 'CREATED', is_enabled_attending: true });
    // The examinee sheet of the course with the open quiz: the demo learner meets all three
    // conditions («مجاز»), the classmates miss the mandatory project («غیر مجاز»).
    const examinees = (
      await demo.http
        .get(`/api/lma/registrations/examinee_sheet?classroom=${course.id}&per_page=50`)
        .set(head)
    ).body.results as {
      owner_info: { mobile_number: string };
      is_passed_attendance_condition: boolean;
      is_passed_project_condition: boolean;
      is_passed_assignment_condition: boolean;
    }[];
    const allowed = (r: (typeof examinees)[number]) =>
      r.is_passed_attendance_condition &&
      r.is_passed_project_condition &&
      r.is_passed_assignment_condition;
    const me = examinees.find((r) => r.owner_info.mobile_number === '09120000001')!;
    expect([
      me.is_passed_attendance_condition,
      me.is_passed_project_condition,
      me.is_passed_assignment_condition,
    ]).toEqual([true, true, true]);
    expect(examinees.filter((r) => !allowed(r)).length).toBeGreaterThanOrEqual(1);
    // The educational head's dashboard: the two books waiting for a grader and the sheets waiting for staff.
    const board = (await demo.http.get('/api/rma/dashboard').set(head)).body.waiting as {
      key: string;
      count: number;
    }[];
    const count = (key: string) => board.find((w) => w.key === key)?.count;
    expect(count('answer_books')).toBe(2);
    const sent = async (path: string) => (await demo.http.get(path).set(head)).body.count as number;
    const waitingSheets =
      (await sent('/api/lma/session_attendance_sheets/session_sheets?assignment_status=SENT')) +
      (await sent('/api/lma/project_attendance_sheets/project_sheets?answer_status=SENT'));
    expect(waitingSheets).toBeGreaterThanOrEqual(2);
    expect(count('sheets')).toBe(waitingSheets);
  });
  it('shows the demo learner a certificate anyone can verify, its PDF drawn by the job', async () => {
    await demo.app.get(Jobs).idle(60_000);
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const mine = (await demo.http.get('/api/lma/registrations?per_page=100').set(learner)).body.results as {
      transcript_sheet_info: { certificate_info: { code: string; status: string; pdf: string | null } | null } | null;
    }[];
    const cert = mine.map((r) => r.transcript_sheet_info?.certificate_info).find(Boolean)!;
    expect(cert).toMatchObject({ status: 'VALID', pdf: `/api/lma/certificates/${cert.code}/pdf` });
    const check = await demo.http.get(`/api/lma/certificates/${cert.code}`);
    expect(check.body).toMatchObject({ is_valid: true, holder_name: 'محمد اندیشه‌جو', unit_title: 'منطق مقدماتی', final_score: 17.5, result_label: 'قبول' });
    const pdf = await demo.http.get(cert.pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('has a full event with a line: the demo learner sees they are second in it, staff see it in order', async () => {
    const learner = { Authorization: `Bearer ${await demo.login('09120000001', 'user1234')}` };
    const mine = (await demo.http.get('/api/lma/waitlist').set(learner)).body.results as { classroom: number; place: number; status: string }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'WAITING', place: 2 });
    const event = (await demo.http.get(`/api/lma/classrooms/${mine[0].classroom}`).set(learner)).body;
    expect(event).toMatchObject({ title: 'کارگاه نقد کتاب «چه باید خواند»', remaining_capacity: 0, waiting_count: 3, is_enabled_adding: false });
    expect(event.waitlist_info).toMatchObject({ length: 3, can_join: false, entry: { status: 'WAITING', place: 2 } });
    const admin = { Authorization: `Bearer ${await demo.login('09120000000', 'admin1234')}` };
    const line = (await demo.http.get(`/api/lma/waitlist?classroom=${event.id}`).set(admin)).body.results as { place: number }[];
    expect(line.map((r) => r.place)).toEqual([1, 2, 3]);
  });
});
