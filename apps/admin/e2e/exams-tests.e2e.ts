import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, exportsXlsx, fillDateTime, LEARNER, lookDone, newContext, settle, signIn, SUPERUSER } from './support';

/** The demo seed: «فلسفه علم» (learning.seed.ts), its «میان‌ترم» set and two tests (exams.seed.ts). */
const UNIT = 'فلسفه علم';
const SEEDED_SET = 'میان‌ترم فلسفه علم';
const LEARNER_NAME = 'محمد اندیشه‌جو';
const NEW_TEST = 'پایان‌ترم فلسفه علم';
const HOUR = 3_600_000;

const product = productInBrowser();

async function look(page: Page, name: string): Promise<void> {
  await settle(page);
  await lookDone(page, name);
}

interface TestAnswer {
  id: number;
  title: string;
  test_set: number;
  examinees: number[];
  duration_deadline: number;
  test_questions_info: { id: number; mark: number; is_extra_mark: boolean; order: number }[];
}

describe('admin console: a classroom’s tests', () => {
  it('staff make a test from a set, pick its examinees from the examinee sheet and change a question’s mark', async () => {
    const server = product.server();
    const browser = product.browser();
    const token = await apiToken(server, SUPERUSER);
    const classrooms = await apiCall<{ results: { id: number; title: string; unit_info: { title: string } }[] }>(server, token, 'lma/classrooms?unit__category__type=TRAINING&per_page=50');
    const classroomId = classrooms.results.find((c) => c.unit_info.title === UNIT)?.id ?? 0;
    expect(classroomId).toBeGreaterThan(0);
    const sheet = await apiCall<{ results: { owner: number; owner_info: { full_name: string } }[] }>(server, token, `lma/registrations/examinee_sheet?classroom=${classroomId}&per_page=100`);
    const learner = sheet.results.find((r) => r.owner_info.full_name === LEARNER_NAME);
    expect(learner, 'the demo learner sits «فلسفه علم»').toBeTruthy();
    expect(sheet.results.length).toBeGreaterThan(1);

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);

    await step(page, 'admin-tests-tab', async () => {
      await page.goto(`${server.url}/admin/classrooms/${classroomId}/show/tests`);
      // The seeded quiz is under way; the midterm's objection window has closed.
      await page.locator('table tbody tr').filter({ hasText: 'آزمونک جلسه چهارم' }).getByText('برگزاری').waitFor({ timeout: 20_000 });
      expect(await page.locator('table tbody tr').count()).toBe(2);
      await look(page, 'admin-tests-tab-1280');
    });

    await step(page, 'admin-test-pick-set', async () => {
      await page.getByRole('link', { name: 'ساخت آزمون' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroomId}/unit/\\d+/test_set$`));
      await page.locator('table tbody tr').filter({ hasText: SEEDED_SET }).first().waitFor({ timeout: 20_000 });
      await look(page, 'admin-test-pick-set-1280');
      await page.locator('table tbody tr').filter({ hasText: SEEDED_SET }).getByRole('link', { name: 'ساخت آزمون از این مجموعه' }).click();
      await page.waitForURL(/\/test_set\/\d+\/test\/create$/);
    });

    const start = new Date(Date.now() + 24 * HOUR);
    await step(page, 'admin-test-create', async () => {
      await page.locator('.ra-input-title input').fill(NEW_TEST);
      await fillDateTime(page, 'start_time', start);
      await fillDateTime(page, 'end_time', new Date(start.getTime() + 3 * HOUR));
      await page.locator('.ra-input-duration_deadline input').fill('۹۰');
      await fillDateTime(page, 'announcement_time', new Date(start.getTime() + 48 * HOUR));
      // The allowed learners come ticked; staff narrow the test to the demo learner.
      await page.getByText(/نفر از .* نفر انتخاب شده‌اند/).waitFor();
      await page.getByRole('button', { name: 'هیچ‌کس' }).click();
      await page.getByText('۰ نفر از').waitFor();
      await page.getByRole('checkbox', { name: LEARNER_NAME }).check();
      await page.getByText('۱ نفر از').waitFor();
      await look(page, 'admin-test-form-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/test_set\/\d+\/test\/\d+$/);
      await page.getByText('سوال‌های آزمون (۴ سوال،').waitFor({ timeout: 20_000 });
    });

    const tests = await apiCall<{ results: TestAnswer[] }>(server, token, `lma/tests?classroom=${classroomId}`);
    const made = tests.results.find((t) => t.title === NEW_TEST);
    expect(made).toMatchObject({ examinees: [learner!.owner], duration_deadline: 90 });
    expect(made!.test_questions_info).toHaveLength(4);

    await step(page, 'admin-test-question-edit', async () => {
      await page.locator('table tbody tr').first().getByRole('button', { name: 'ویرایش' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.ra-input-mark input').fill('۶٫۵');
      await dialog.getByLabel('نمره اضافه').check();
      await dialog.locator('.ra-input-place input').fill('۴');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('سوال آزمون ذخیره شد.').waitFor();
      await page.locator('table tbody tr').nth(3).getByText('نمره اضافه').waitFor();
      await look(page, 'admin-test-page-1280');
    });
    const after = await apiCall<TestAnswer>(server, token, `lma/tests/${made!.id}`);
    const moved = after.test_questions_info.find((q) => q.id === made!.test_questions_info[0].id);
    expect(moved).toMatchObject({ mark: 6.5, is_extra_mark: true, order: 3 });
    await context.close();

    const phone = await newContext(browser, 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-tests-360', async () => {
      await small.goto(`${server.url}/admin/classrooms/${classroomId}/show/tests`);
      await small.getByText(NEW_TEST).first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-tests-tab-360');
      await small.goto(`${server.url}/admin/classrooms/${classroomId}/test_set/${made!.test_set}/test/${made!.id}`);
      await small.getByText('سوال‌های آزمون (۴ سوال،').waitFor({ timeout: 20_000 });
      await small.getByRole('checkbox', { name: LEARNER_NAME }).waitFor();
      await lookDone(small, 'admin-test-page-360');
      await small.goto(`${server.url}/admin/classrooms/${classroomId}/test_set/${made!.test_set}/test/create`);
      await small.getByText(/نفر از .* نفر انتخاب شده‌اند/).waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-test-form-360');
    });
    await phone.close();
  });

  it('staff read a book’s grades, change a score and answer the learner’s objection', async () => {
    const server = product.server();
    const browser = product.browser();
    const staff = await apiToken(server, SUPERUSER);
    const learner = await apiToken(server, LEARNER);
    const classrooms = await apiCall<{ results: { id: number; unit_info: { title: string } }[] }>(server, staff, 'lma/classrooms?unit__category__type=TRAINING&per_page=50');
    const classroomId = classrooms.results.find((c) => c.unit_info.title === UNIT)?.id ?? 0;
    const me = await apiCall<{ id: number }>(server, learner, 'uma/users/current');
    const sets = await apiCall<{ results: { id: number; title: string }[] }>(server, staff, `lma/test_sets?classroom=${classroomId}`);
    const setId = sets.results.find((x) => x.title === SEEDED_SET)!.id;
    const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

    // A test under way now that the demo learner sits: a choice right, an open answer written.
    const now = Date.now();
    const times = { title: 'آزمونک اعتراض', duration_deadline: 30, start_time: new Date(Math.floor((now - 60_000) / 1000) * 1000).toISOString() };
    const test = await apiCall<TestAnswer & { test_questions_info: { id: number; question_info: { model_type: string; correct_choice_index: number | null } }[] }>(
      server, staff, 'lma/tests', json('POST', { ...times, classroom: classroomId, test_set: setId, end_time: new Date(now + 3_600_000).toISOString(), examinees: [me.id] }),
    );
    const book = await apiCall<{ id: number }>(server, learner, 'lma/answer_books/get_or_create', json('POST', { test: test.id }));
    await apiCall(server, learner, `lma/answer_books/${book.id}/get_test_questions`);
    for (const q of test.test_questions_info) {
      const form = new FormData();
      form.set('answer_book', String(book.id));
      form.set('test_question', String(q.id));
      if (q.question_info.model_type === 'MULTI_CHOICE') form.set('answer_choice_index', String(q.question_info.correct_choice_index));
      else form.set('answer_text', 'پاسخ من به این پرسش');
      const res = await fetch(`${server.url}/api/lma/answer_sheets`, { method: 'POST', headers: { Authorization: `Bearer ${learner}` }, body: form });
      expect(res.status, await res.text()).toBe(200);
    }
    await apiCall(server, learner, `lma/answer_books/${book.id}/confirm_answers`, { method: 'PUT' });
    // A grader scores the open answers 2 each and confirms.
    await apiCall(server, staff, `lma/answer_books/${book.id}/set_grader_to_me`, { method: 'PUT' });
    const graded = await apiCall<{ answer_sheet_info: { id: number; score: number | null }[] }>(server, staff, `lma/answer_books/${book.id}`);
    for (const sheet of graded.answer_sheet_info.filter((x) => x.score === null)) {
      await apiCall(server, staff, `lma/answer_sheets/${sheet.id}/submit_score`, json('PUT', { score: 2 }));
    }
    await apiCall(server, staff, `lma/answer_books/${book.id}/confirm_scores`, { method: 'PUT' });
    // The test ends, its results come out and the objection window opens at once (the server's
    // clock is moved past it, not waited for); the learner objects.
    const soon = new Date(Math.ceil(((await server.serverNow()).getTime() + 1500) / 1000) * 1000).toISOString();
    await apiCall(server, staff, `lma/tests/${test.id}`, json('PUT', { ...times, end_time: soon, announcement_time: soon, objection_start_time: soon, objection_end_time: new Date(now + 3_600_000).toISOString() }));
    await server.advanceClock(3000);
    await apiCall(server, learner, `lma/answer_books/${book.id}/submit_objection_request`, json('PUT', { objection_request: 'پاسخ سوال نخست کامل بود؛ لطفا دوباره بخوانید.' }));

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);
    await step(page, 'admin-answer-books', async () => {
      await page.goto(`${server.url}/admin/classrooms/${classroomId}/show/tests`);
      await page.locator('table tbody tr').filter({ hasText: 'آزمونک اعتراض' }).getByRole('link', { name: 'پاسخ‌نامه‌ها' }).click();
      await page.waitForURL(new RegExp(`/test/${test.id}/answer_books$`));
      const row = page.locator('table tbody tr').filter({ hasText: LEARNER_NAME });
      await row.getByText('اعتراض شده').waitFor({ timeout: 20_000 });
      await look(page, 'admin-answer-books-1280');
      await exportsXlsx(page);
      await row.getByRole('link', { name: 'نمرات' }).click();
      await page.waitForURL(/\/show_grades$/);
    });

    await step(page, 'admin-show-grades', async () => {
      await page.getByText('پاسخ سوال نخست کامل بود').waitFor({ timeout: 20_000 });
      await look(page, 'admin-show-grades-1280');
      const firstOpen = page.locator('article').filter({ hasText: 'پاسخ من به این پرسش' }).first();
      await firstOpen.getByRole('button', { name: 'تغییر نمره' }).click();
      await page.getByRole('dialog').locator('.ra-input-score input').fill('۴');
      await page.getByRole('dialog').getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('نمره ثبت شد.').waitFor();
      await firstOpen.getByText('نمره ۴ از').waitFor();
      await page.getByRole('button', { name: 'پاسخ به اعتراض' }).click();
      await page.getByRole('dialog').locator('textarea').first().fill('حق با شماست؛ نمره سوال نخست اصلاح شد.');
      await page.getByRole('dialog').getByRole('button', { name: 'ثبت پاسخ' }).click();
      await page.getByText('نهایی شده').first().waitFor({ timeout: 20_000 });
    });
    const done = await apiCall<{ status: string; objection_result: string; total_score: number }>(server, staff, `lma/answer_books/${book.id}`);
    expect(done).toMatchObject({ status: 'FINALIZED', objection_result: 'حق با شماست؛ نمره سوال نخست اصلاح شد.' });
    await context.close();

    const phone = await newContext(browser, 360, { server, value: staff });
    const small = await phone.newPage();
    await step(small, 'admin-grades-360', async () => {
      await small.goto(`${server.url}/admin/classrooms/${classroomId}/test/${test.id}/answer_books`);
      await small.getByText(LEARNER_NAME).first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-answer-books-360');
      await small.goto(`${server.url}/admin/classrooms/${classroomId}/test/${test.id}/answer_books/${book.id}/show_grades`);
      await small.getByText('حق با شماست').waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-show-grades-360');
    });
    await phone.close();
  });
});
