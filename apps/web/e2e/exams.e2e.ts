import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { fillDateTime, settle, signIn, SUPERUSER } from '../../admin/e2e/support';
import { DESKTOP, horizontalOverflow, newContext, panelLogin, PHONE, shoot } from './support';

/**
 * Exams end to end on the built product (issue 11, ENDPOINTS.md 1.2 and 4.2), one flow across the
 * console and the storefront. Staff write two questions and a set in the console and make a test
 * of it for the logic course, picking two examinees. The learner opens it from the classroom's
 * «آزمون» section, reads the rules, answers per question (a choice; a text with an image) while
 * the countdown (server time) runs, and finishes after confirming. The grader takes the book from
 * «تصحیح های من» and scores the open answer. A second learner starts late and the test's end cuts
 * them off: the page warns in the last minutes, closes by itself at zero and a late answer is
 * refused. After the announcement the learner sees each score and objects; staff answer the
 * objection in the console with a changed score and announce the course's results; the learner's
 * transcript shows the test score. Nothing waits for time to pass: the server's clock is moved
 * (E2E_FAKE_CLOCK, tools/e2e-kit) and, on the late learner's page, the browser's with it.
 */

const LEARNER = { mobile: '09120000001', password: 'user1234' };
/** A demo learner registered in the logic course here: the one the deadline cuts off. */
const LATE = { mobile: '09351000001', password: 'user1234' };
/** The demo grader. */
const GRADER = { mobile: '09120000012', password: 'staff1234' };
const ADMIN = { mobile: SUPERUSER.input, password: SUPERUSER.password };

const COURSE = 'منطق مقدماتی';
const SET = 'مجموعه پایانی منطق';
/** The demo seed's event with a questionnaire. */
const EVENT = 'همایش سالانه اندیشه‌جویان ۱۴۰۵';
const TEST = 'آزمون پایانی منطق';
const CHOICE_Q = 'قضیه «هر انسانی فانی است» چه نوع قضیه‌ای است؟';
const OPEN_Q = 'تعریف حدی را با یک مثال توضیح دهید.';
const ANSWER = 'تعریف حدی با جنس و فصل قریب است؛ مانند «انسان حیوان ناطق است».';
const PNG = {
  name: 'answer.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const MIN = 60_000;
/** The test: held for an hour, 30 minutes each; results and objections a minute after its end. */
const DURATION_MIN = 30;

const product = productInBrowser();
const server = () => product.server();

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server().url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await call<T>(method, path, token, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function tokenOf(user: { mobile: string; password: string }): Promise<string> {
  const res = await fetch(`${server().url}/api/uma/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ input: user.mobile, password: user.password }),
  });
  if (!res.ok) throw new Error(`login ${user.mobile}: ${res.status}`);
  return ((await res.json()) as { token: { access_token: string } }).token.access_token;
}

const whoIs = async (user: { mobile: string; password: string }) =>
  api<{ id: number; full_name: string }>('GET', '/uma/users/current', await tokenOf(user));

/** Moves the server's clock to `at` (and the sweeps run on it); answers how far it moved. */
async function moveServerTo(at: number): Promise<number> {
  const ms = at - (await server().serverNow()).getTime();
  if (ms > 0) await server().advanceClock(ms);
  return ms;
}

async function noOverflow(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** «۲۹:۵۸» as seconds. */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'زمان باقی‌مانده' }).innerText()).trim();
  const ascii = text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  return ascii.split(':').map(Number).reduce((acc, n) => acc * 60 + n, 0);
}

describe('exams: from the console to the transcript', () => {
  it('staff set a test, the learner sits it, the grader grades, a late learner is cut off, the learner objects, staff answer, the transcript shows the score', async () => {
    // Before the flow (not part of it): both learners registered in the course, the grader assigned.
    const admin = await tokenOf(ADMIN);
    const [learner, late, grader] = await Promise.all([whoIs(LEARNER), whoIs(LATE), whoIs(GRADER)]);
    const found = await api<{ results: Array<{ id: number; title: string; unit: number }> }>(
      'GET',
      `/lma/classrooms?search=${encodeURIComponent(COURSE)}&per_page=50`,
      admin,
    );
    const course = found.results.find((c) => c.title === COURSE)!;
    expect(course).toBeDefined();
    const classroomId = course.id;
    const unitId = course.unit;
    await api('PUT', `/lma/classrooms/${classroomId}/bulk_register`, admin, { owners: [learner.id, late.id] });
    await api('PUT', `/lma/classrooms/${classroomId}/graders`, admin, { graders: [grader.id] });

    // The test starts at the second minute from now (the console's pickers take whole minutes).
    const start = Math.ceil((await server().serverNow()).getTime() / MIN) * MIN + 2 * MIN;
    const end = start + 60 * MIN;
    const announce = end + MIN;

    const staffContext = await newContext(product.browser(), DESKTOP);
    const staff = await staffContext.newPage();
    await signIn(staff, server(), SUPERUSER);

    await step(staff, 'exams-staff-questions', async () => {
      await staff.goto(`${server().url}/admin/units/${unitId}/questions/create`);
      await staff.locator('.ra-input-text textarea').first().fill(CHOICE_Q);
      await staff.getByLabel('چند گزینه‌ای').check();
      const choices = staff.locator('.ra-input-choices_info input[type="text"]');
      await choices.nth(0).fill('شخصیه');
      await choices.nth(1).fill('محصوره کلیه');
      await staff.locator('.ra-input-mark input').fill('۲');
      await staff.locator('.ra-input-correct_choice_index [role="combobox"]').click();
      await staff.getByRole('option', { name: 'گزینه ۲: محصوره کلیه' }).click();
      await staff.getByRole('button', { name: 'ذخیره' }).click();
      await staff.waitForURL(new RegExp(`/admin/units/${unitId}/questions$`));

      await staff.getByRole('link', { name: 'افزودن سوال' }).click();
      await staff.waitForURL(/\/questions\/create$/);
      await staff.locator('.ra-input-text textarea').first().fill(OPEN_Q);
      await staff.locator('.ra-input-mark input').fill('۵');
      await staff.locator('.ra-input-correct_answer textarea').first().fill('تعریف به جنس و فصل قریب.');
      await staff.getByRole('button', { name: 'ذخیره' }).click();
      await staff.waitForURL(new RegExp(`/admin/units/${unitId}/questions$`));
      await staff.locator('table tbody tr').filter({ hasText: 'تعریف حدی' }).first().waitFor();
    });

    await step(staff, 'exams-staff-set', async () => {
      await staff.goto(`${server().url}/admin/units/${unitId}/test_set`);
      await staff.getByRole('link', { name: 'افزودن مجموعه' }).click();
      await staff.locator('.ra-input-title input').fill(SET);
      const rows = staff.locator('.ra-input-test_set_questions');
      for (const [i, search, mark] of [[0, 'هر انسانی', '۲'], [1, 'تعریف حدی', '۸']] as const) {
        await rows.getByRole('button', { name: 'افزودن سوال به مجموعه' }).click();
        const picker = rows.locator('.ra-input-question input').nth(i);
        await picker.click();
        await picker.fill(search);
        await staff.getByRole('option', { name: new RegExp(search) }).first().click();
        await rows.locator('.ra-input-mark input').nth(i).fill(mark);
      }
      await staff.getByRole('button', { name: 'ذخیره' }).click();
      await staff.waitForURL(new RegExp(`/admin/units/${unitId}/test_set$`));
      await staff.locator('table tbody tr').filter({ hasText: SET }).first().waitFor();
    });

    await step(staff, 'exams-staff-test', async () => {
      await staff.goto(`${server().url}/admin/classrooms/${classroomId}/show/tests`);
      await staff.getByRole('link', { name: 'ساخت آزمون' }).click();
      await staff.waitForURL(new RegExp(`/admin/classrooms/${classroomId}/unit/\\d+/test_set$`));
      await staff.locator('table tbody tr').filter({ hasText: SET }).getByRole('link', { name: 'ساخت آزمون از این مجموعه' }).click();
      await staff.waitForURL(/\/test_set\/\d+\/test\/create$/);
      await staff.locator('.ra-input-title input').fill(TEST);
      await fillDateTime(staff, 'start_time', new Date(start));
      await fillDateTime(staff, 'end_time', new Date(end));
      await staff.locator('.ra-input-duration_deadline input').fill('۳۰');
      await fillDateTime(staff, 'announcement_time', new Date(announce));
      await fillDateTime(staff, 'objection_start_time', new Date(announce));
      await fillDateTime(staff, 'objection_end_time', new Date(announce + 24 * 60 * MIN));
      // The allowed learners come ticked; staff pick the two.
      await staff.getByText(/نفر از .* نفر انتخاب شده‌اند/).waitFor();
      await staff.getByRole('button', { name: 'هیچ‌کس' }).click();
      await staff.getByText('۰ نفر از').waitFor();
      await staff.getByRole('checkbox', { name: learner.full_name }).check();
      await staff.getByRole('checkbox', { name: late.full_name }).check();
      await staff.getByText('۲ نفر از').waitFor();
      await staff.getByRole('button', { name: 'ذخیره' }).click();
      await staff.waitForURL(/\/test_set\/\d+\/test\/\d+$/);
      await staff.getByText('سوال‌های آزمون (۲ سوال،').waitFor({ timeout: 20_000 });
    });
    const tests = await api<{ results: Array<{ id: number; title: string; examinees: number[]; duration_deadline: number; end_time: string }> }>(
      'GET',
      `/lma/tests?classroom=${classroomId}`,
      admin,
    );
    const made = tests.results.find((t) => t.title === TEST)!;
    expect(made).toMatchObject({ duration_deadline: DURATION_MIN, end_time: new Date(end).toISOString() });
    expect([...made.examinees].sort()).toEqual([learner.id, late.id].sort());
    const testId = made.id;

    // The test's start comes.
    await moveServerTo(start + 5_000);
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await panelLogin(page, server().url, LEARNER.mobile, LEARNER.password);

    await step(page, 'exams-classroom-tab', async () => {
      await page.goto(`${server().url}/panel/profile/classroom/${classroomId}`);
      const row = page.getByRole('list', { name: 'آزمون‌ها' }).getByRole('listitem', { name: TEST });
      await row.getByText('برگزاری', { exact: true }).waitFor();
      await row.getByText('شرکت نکرده‌اید').waitFor();
      await row.getByRole('link').click();
      await page.waitForURL(`**/panel/profile/test/${testId}`);
      await page.getByRole('heading', { name: TEST, level: 1 }).waitFor();
      await shoot(page, 'exam-test-page');
    });

    await step(page, 'exams-rules', async () => {
      await page.getByRole('button', { name: 'شرکت در آزمون' }).click();
      await page.waitForURL('**/confirmation');
      const begin = page.getByRole('button', { name: 'شروع آزمون' });
      expect(await begin.isDisabled()).toBe(true);
      await page.getByLabel('پاسخ به تفکیک سوال').check();
      await page.getByLabel('قوانین آزمون را خواندم و آماده شروع هستم.').check();
      await shoot(page, 'exam-rules');
      await begin.click();
      await page.waitForURL('**/participate/all_questions');
    });

    await step(page, 'exams-sitting', async () => {
      // Thirty minutes from the server's now, not from the browser's.
      await page.getByRole('timer', { name: 'زمان باقی‌مانده' }).waitFor();
      const first = await timerSeconds(page);
      expect(first).toBeGreaterThan((DURATION_MIN - 1) * 60);
      // (a second over: the page's measure of the server clock may trail it by the answer's trip)
      expect(first).toBeLessThanOrEqual(DURATION_MIN * 60 + 1);
      const choice = page.getByRole('region', { name: 'سوال ۱' });
      await choice.getByLabel('محصوره کلیه').check();
      await choice.getByText('ذخیره شد').waitFor();
      const open = page.getByRole('region', { name: 'سوال ۲' });
      await open.getByLabel('پاسخ سوال ۲').fill(ANSWER);
      await open.getByText('ذخیره شد').waitFor();
      await open.locator('input[type=file]').setInputFiles(PNG);
      await open.getByText('مشاهده تصویر ذخیره‌شده').waitFor();
      await noOverflow(page);
      await shoot(page, 'exam-sitting');
      // The timer runs down.
      await page.waitForFunction((from) => {
        const text = document.querySelector('[role=timer]')?.textContent ?? '';
        const s = text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).trim().split(':').map(Number).reduce((a, n) => a * 60 + n, 0);
        return s < from;
      }, first);
    });

    await step(page, 'exams-sitting-phone', async () => {
      // The same sitting at 360 px, one question a page; what was saved is there.
      const phone = await (await newContext(product.browser(), PHONE)).newPage();
      await panelLogin(phone, server().url, LEARNER.mobile, LEARNER.password);
      await phone.goto(page.url().replace('all_questions', 'question/2'));
      const open = phone.getByRole('region', { name: 'سوال ۲' });
      await open.getByLabel('پاسخ سوال ۲').waitFor();
      expect(await open.getByLabel('پاسخ سوال ۲').inputValue()).toBe(ANSWER);
      await open.getByText('مشاهده تصویر ذخیره‌شده').waitFor();
      await noOverflow(phone);
      await shoot(phone, 'exam-sitting');
      await phone.context().close();
    });

    await step(page, 'exams-finish', async () => {
      await page.getByRole('button', { name: 'پایان آزمون' }).click();
      await page.getByRole('dialog', { name: 'پایان آزمون' }).getByRole('button', { name: 'پایان و ارسال پاسخ‌ها' }).click();
      await page.getByText('تایید آزمون با موفقیت انجام شد.').waitFor();
      await page.waitForURL(`**/panel/profile/test/${testId}`);
      await page.getByRole('region', { name: 'پاسخ‌نامه من' }).getByText('در انتظار تصحیح').waitFor();
    });

    const graderContext = await newContext(product.browser(), DESKTOP);
    const grading = await graderContext.newPage();
    await step(grading, 'exams-grader', async () => {
      await panelLogin(grading, server().url, GRADER.mobile, GRADER.password);
      await grading.getByRole('link', { name: 'تصحیح های من' }).click();
      await grading.getByRole('listitem', { name: COURSE }).getByRole('link').click();
      await grading.waitForURL(`**/my_as_a_grader_classrooms/${classroomId}/answer_books`);
      await grading.getByRole('listitem').filter({ hasText: TEST }).first().getByRole('link').click();
      await shoot(grading, 'exam-grader-book');
      await grading.getByRole('button', { name: 'برداشتن برای تصحیح' }).click();
      await grading.waitForURL('**/submit_grade');
      const score = grading.getByLabel('نمره سوال ۲');
      await score.fill('۹');
      await score.blur();
      await grading.getByText('نمره باید عددی از ۰ تا ۸ باشد.').waitFor();
      await score.fill('۶٫۵');
      await score.blur();
      await grading.getByText('ذخیره شد').waitFor();
      await grading.getByLabel('توضیح مصحح').fill('مثال خوبی آوردید.');
      await grading.getByRole('button', { name: 'ذخیره توضیح' }).click();
      await grading.getByText('توضیح ذخیره شد.').waitFor();
      await shoot(grading, 'exam-grading');
      await grading.getByRole('button', { name: 'تایید نهایی نمرات' }).click();
      await grading.getByRole('dialog').getByRole('button', { name: 'تایید نمرات' }).click();
      await grading.getByText('نمرات تایید شد.').waitFor();
    });
    await graderContext.close();

    // Three quarters of an hour in, the second learner starts: the test's end, 15 minutes on, is
    // their deadline (not their 30 minutes). Their browser's clock moves with the server's.
    await moveServerTo(start + 45 * MIN);
    const lateContext = await newContext(product.browser(), PHONE);
    await lateContext.clock.install();
    const latePage = await lateContext.newPage();
    await panelLogin(latePage, server().url, LATE.mobile, LATE.password);
    /** Both clocks to `at` (server time). */
    const bothTo = async (at: number) => lateContext.clock.fastForward(await moveServerTo(at));
    await step(latePage, 'exams-deadline', async () => {
      await latePage.goto(`${server().url}/panel/profile/test/${testId}`);
      await latePage.getByRole('button', { name: 'شرکت در آزمون' }).click();
      await latePage.getByLabel('قوانین آزمون را خواندم و آماده شروع هستم.').check();
      await latePage.getByRole('button', { name: 'شروع آزمون' }).click();
      await latePage.getByRole('timer', { name: 'زمان باقی‌مانده' }).waitFor();
      // The page measures the server's clock when the questions arrive, so it may run a few
      // milliseconds behind it, and the count rounds up: a second over the exact figure is right.
      const first = await timerSeconds(latePage);
      expect(first).toBeLessThanOrEqual(15 * 60 + 1);
      expect(first).toBeGreaterThan(14 * 60);
      await latePage.getByRole('region', { name: 'سوال ۱' }).getByLabel('شخصیه').check();
      await latePage.getByRole('region', { name: 'سوال ۱' }).getByText('ذخیره شد').waitFor();
      // Four minutes before the end the page warns.
      await bothTo(end - 4 * MIN);
      await latePage.getByText('دقایق پایانی آزمون است').first().waitFor();
      const warned = await timerSeconds(latePage);
      expect(warned).toBeLessThanOrEqual(4 * 60 + 1);
      expect(warned).toBeGreaterThan(3 * 60);
      await noOverflow(latePage);
      await shoot(latePage, 'exam-last-minutes');
      // At zero it closes by itself.
      await bothTo(end + 1_000);
      await latePage.getByText('زمان آزمون به اتمام رسیده است.').waitFor();
      await latePage.waitForURL(`**/panel/profile/test/${testId}`);
      await latePage.getByRole('button', { name: 'ادامه آزمون' }).waitFor({ state: 'detached' });
    });
    // Past the deadline and its 5 s of grace, a late answer is refused in Persian; the close-out
    // closed the book at the deadline with what was saved before it.
    await moveServerTo(end + 6_000);
    const books = await api<{ results: Array<{ id: number; owner: number }> }>('GET', `/lma/answer_books?test=${testId}`, admin);
    const lateBook = books.results.find((b) => b.owner === late.id)!;
    const questions = await api<{ test_questions: number[] }>('GET', `/lma/tests/${testId}`, admin);
    const form = new FormData();
    form.append('answer_book', String(lateBook.id));
    form.append('test_question', String(questions.test_questions[1]));
    form.append('answer_text', 'دیر');
    const refused = await call<{ detail?: string }>('POST', '/lma/answer_sheets', await tokenOf(LATE), form);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.detail ?? '').toMatch(/[آ-ی]/);
    const closed = await api<{ status: string; attending_end_time: string; answer_sheet_info: Array<{ answer_choice_index: number | null }> }>(
      'GET',
      `/lma/answer_books/${lateBook.id}`,
      admin,
    );
    expect(closed.status).toBe('PASSED_DURATION_DEADLINE');
    expect(closed.attending_end_time).toBe(new Date(end).toISOString());
    expect(closed.answer_sheet_info.map((s) => s.answer_choice_index)).toContain(0);
    await lateContext.close();

    // The announcement time comes: results out, objections open.
    await moveServerTo(announce + 2_000);
    await step(page, 'exams-result', async () => {
      await page.reload();
      await page.getByRole('link', { name: 'مشاهده نتیجه' }).click();
      await page.waitForURL('**/show');
      // 2 for the right choice + 6.5 for the open answer.
      await page.getByText('۸٫۵', { exact: true }).waitFor();
      await page.getByText('نمره: ۶٫۵ از ۸').waitFor();
      await page.getByText('مثال خوبی آوردید.').waitFor();
      await shoot(page, 'exam-result');
    });

    await step(page, 'exams-objection', async () => {
      await page.getByRole('link', { name: 'اعتراض به نتیجه' }).click();
      await page.waitForURL('**/sendObjection');
      await page.getByLabel('دلیل اعتراض به سوال ۲').fill('مثال من کامل بود و نمره کامل می‌خواهد.');
      await shoot(page, 'exam-objection');
      await page.getByRole('button', { name: 'ثبت اعتراض' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'ثبت اعتراض' }).click();
      await page.getByText('اعتراض شما ثبت شد').waitFor();
      await page.waitForURL(/\/panel\/ticket\/\d+$/);
    });
    const objected = await api<{ id: number; status: string; objection_request: string }>('GET', `/lma/answer_books/${books.results.find((b) => b.owner === learner.id)!.id}`, admin);
    expect(objected.status).toBe('OBJECTED');
    // The server keeps digits as ASCII.
    expect(objected.objection_request).toMatch(/سوال [2۲]: مثال من کامل بود/);

    await step(staff, 'exams-staff-objection', async () => {
      await staff.goto(`${server().url}/admin/classrooms/${classroomId}/show/tests`);
      await staff.locator('table tbody tr').filter({ hasText: TEST }).getByRole('link', { name: 'پاسخ‌نامه‌ها' }).click();
      await staff.waitForURL(new RegExp(`/test/${testId}/answer_books$`));
      const row = staff.locator('table tbody tr').filter({ hasText: learner.full_name });
      await row.getByText('اعتراض شده').waitFor({ timeout: 20_000 });
      await row.getByRole('link', { name: 'نمرات' }).click();
      await staff.waitForURL(/\/show_grades$/);
      await staff.getByText('مثال من کامل بود').waitFor({ timeout: 20_000 });
      const open = staff.locator('article').filter({ hasText: 'تعریف حدی با جنس' }).first();
      await open.getByRole('button', { name: 'تغییر نمره' }).click();
      await staff.getByRole('dialog').locator('.ra-input-score input').fill('۷٫۵');
      await staff.getByRole('dialog').getByRole('button', { name: 'ذخیره' }).click();
      await staff.getByText('نمره ثبت شد.').waitFor();
      await open.getByText('نمره ۷٫۵ از').waitFor();
      await staff.getByRole('button', { name: 'پاسخ به اعتراض' }).click();
      await staff.getByRole('dialog').locator('textarea').first().fill('حق با شماست؛ نمره سوال دوم اصلاح شد.');
      await staff.getByRole('dialog').getByRole('button', { name: 'ثبت پاسخ' }).click();
      await staff.getByText('نهایی شده').first().waitFor({ timeout: 20_000 });
      await settle(staff);
    });

    await step(staff, 'exams-staff-announce', async () => {
      await staff.goto(`${server().url}/admin/classrooms/${classroomId}/show/results`);
      await staff.getByRole('button', { name: 'اعلام نتایج' }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'اعلام نتایج' }).click();
      await staff.getByText('نتایج اعلام شد', { exact: false }).first().waitFor();
    });
    await staffContext.close();

    await step(page, 'exams-transcript', async () => {
      // 2 + 7.5 of 10: 19 of 20 for the test part of the transcript.
      await page.goto(`${server().url}/panel/profile/classroom/${classroomId}`);
      const transcript = page.getByRole('region', { name: 'کارنامه' });
      const testScore = transcript.locator('xpath=.//dt[normalize-space()="نمره آزمون"]/following-sibling::dd[1]');
      await testScore.waitFor();
      expect((await testScore.innerText()).replace(/\s+/g, ' ')).toBe('۱۹ از ۲۰');
      await page.waitForLoadState('networkidle');
      await shoot(page, 'exam-transcript');
    });
    await context.close();
  }, 300_000);

  it('an event asks its questionnaire before registering: answered on the complete-info step, then the invoice', async () => {
    // The demo seed's gathering (exams.seed.ts): three questions held over its registration period.
    const events = await api<{ results: Array<{ id: number; title: string; tests: number[] }> }>(
      'GET',
      `/lma/classrooms?unit__category__type=EVENT&search=${encodeURIComponent(EVENT)}&per_page=50`,
      await tokenOf(ADMIN),
    );
    const event = events.results.find((e) => e.title === EVENT);
    expect(event?.tests).toHaveLength(1);
    // Her profile is made complete first (the profile form is learning.e2e's): the step after it is the questionnaire.
    await api('PUT', '/uma/users/current', await tokenOf(LEARNER), {
      father_name: 'محمود',
      birthdate: '1995-10-02',
      living_address: 'بلوار وکیل‌آباد، کوچه ۸، پلاک ۲۱',
      living_postal_code: '9188765432',
    });
    const url = `${server().url}/panel/shop/completeInfo?type=register&source=event&id=${event!.id}`;
    const heading = 'پرسش‌نامه: پرسشنامه همایش';

    const phone = await (await newContext(product.browser(), PHONE)).newPage();
    await panelLogin(phone, server().url, LEARNER.mobile, LEARNER.password);
    await step(phone, 'event-questionnaire-phone', async () => {
      await phone.goto(url);
      await phone.getByRole('region', { name: 'پرسش ۳' }).getByLabel('پاسخ پرسش ۳').waitFor();
      expect(await phone.getByRole('button', { name: 'ثبت پاسخ‌ها' }).isEnabled()).toBe(true);
      await noOverflow(phone);
      await shoot(phone, 'event-questionnaire');
      await phone.close();
    });

    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await panelLogin(page, server().url, LEARNER.mobile, LEARNER.password);
    await step(page, 'event-questionnaire', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: heading }).waitFor();
      // No «ادامه» before the questionnaire is handed in; an unanswered one is named.
      expect(await page.getByRole('button', { name: 'ادامه' }).count()).toBe(0);
      await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
      await page.getByText('به پرسش ۱، ۲، ۳ هنوز پاسخ نداده‌اید.').waitFor();
      const first = page.getByRole('region', { name: 'پرسش ۱' });
      await first.getByLabel('شبکه‌های اجتماعی').check();
      await first.getByText('ذخیره شد').waitFor();
      const second = page.getByRole('region', { name: 'پرسش ۲' });
      await second.getByLabel('کارگاه منطق و استدلال').check();
      await second.getByText('ذخیره شد').waitFor();
      const third = page.getByRole('region', { name: 'پرسش ۳' });
      await third.getByLabel('پاسخ پرسش ۳').fill('آشنایی با پژوهشگران دیگر و کارگاه‌های عملی.');
      await third.getByText('ذخیره شد').waitFor();
      // Answered, the warning naming them is gone.
      await page.getByText('هنوز پاسخ نداده‌اید').waitFor({ state: 'detached' });
      await shoot(page, 'event-questionnaire');
      await page.getByRole('button', { name: 'ثبت پاسخ‌ها' }).click();
      await page.getByText('پاسخ‌های شما به پرسش‌نامه ثبت شد.').waitFor();
    });

    await step(page, 'event-questionnaire-register', async () => {
      await page.getByRole('heading', { name: 'اطلاعات شما' }).waitFor();
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
      await page.getByRole('button', { name: 'ادامه' }).click();
      await page.getByText('صورت حساب شما ایجاد شد').waitFor();
      await page.waitForURL(/\/panel\/invoice\/\d+$/);
    });
    const books = await api<{ results: Array<{ status: string; owner: number }> }>(
      'GET',
      `/lma/answer_books?test=${event!.tests[0]}`,
      await tokenOf(ADMIN),
    );
    expect(books.results.map((b) => b.status)).toEqual(['SUBMITTED']);
    await context.close();
  });
});
