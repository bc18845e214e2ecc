import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, fillDateTime, lookDone, newContext, settle, signIn, SUPERUSER, waitForRows } from './support';

/** The demo seed (apps/api/src/seed/exams.seed.ts): «فلسفه علم»'s bank and its «میان‌ترم» set. */
const UNIT = 'فلسفه علم';
const SEEDED_SET = 'میان‌ترم فلسفه علم';
const NEW_QUESTION = 'کدام فیلسوف «برنامه پژوهشی» را پیش نهاد؟';
/** The demo seed's event and the events' questionnaire set (exams.seed.ts). */
const EVENT = 'همایش سالانه اندیشه‌جویان ۱۴۰۵';
const EVENT_SET = 'پرسشنامه پیش از ثبت نام';
const NEW_EVENT_QUESTION = 'برای اردوی پاییزه چه روزی برایتان مناسب‌تر است؟';
const NEW_EVENT_SET = 'پرسشنامه اردوی پاییزه';

const product = productInBrowser();

async function look(page: Page, name: string): Promise<void> {
  await settle(page);
  await lookDone(page, name);
}

describe('admin console: a unit’s (and the events’) question bank and test sets', () => {
  it('staff write a multi-choice question and make a set of it with a mark of its own', async () => {
    const server = product.server();
    const browser = product.browser();
    const token = await apiToken(server, SUPERUSER);
    const units = await apiCall<{ results: { id: number; title: string }[] }>(server, token, `lma/units?search=${encodeURIComponent(UNIT)}`);
    const unitId = units.results.find((u) => u.title === UNIT)?.id ?? 0;
    expect(unitId).toBeGreaterThan(0);

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);

    await step(page, 'admin-questions-list', async () => {
      await page.goto(`${server.url}/admin/units/${unitId}`);
      await page.getByRole('link', { name: 'بانک سوال' }).click();
      await page.waitForURL(new RegExp(`/admin/units/${unitId}/questions$`));
      await waitForRows(page);
      expect(await page.locator('table tbody tr').count()).toBe(5);
      await page.getByText('چند گزینه‌ای').first().waitFor();
      await look(page, 'admin-questions-1280');
    });

    await step(page, 'admin-question-create', async () => {
      await page.getByRole('link', { name: 'افزودن سوال' }).click();
      await page.waitForURL(/\/questions\/create$/);
      await page.locator('.ra-input-text textarea').first().fill(NEW_QUESTION);
      await page.getByLabel('چند گزینه‌ای').check();
      const choices = page.locator('.ra-input-choices_info input[type="text"]');
      await choices.nth(0).fill('پوپر');
      await choices.nth(1).fill('لاکاتوش');
      await page.locator('.ra-input-mark input').fill('۳');
      await page.locator('.ra-input-correct_choice_index [role="combobox"]').click();
      await page.getByRole('option', { name: 'گزینه ۲: لاکاتوش' }).click();
      await look(page, 'admin-question-form-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(new RegExp(`/admin/units/${unitId}/questions$`));
      await page.locator('table tbody tr').filter({ hasText: 'برنامه پژوهشی' }).first().waitFor();
      expect(await page.locator('table tbody tr').count()).toBe(6);
    });
    const made = await apiCall<{ results: { id: number; correct_choice_index: number; mark: number; choices_info: { text: string }[] }[] }>(
      server, token, `lma/questions?unit=${unitId}&search=${encodeURIComponent('برنامه پژوهشی')}`,
    );
    expect(made.results[0]).toMatchObject({ correct_choice_index: 1, mark: 3, choices_info: [{ text: 'پوپر' }, { text: 'لاکاتوش' }] });

    await step(page, 'admin-test-set-create', async () => {
      await page.goto(`${server.url}/admin/units/${unitId}/test_set`);
      await page.locator('table tbody tr').filter({ hasText: SEEDED_SET }).first().waitFor({ timeout: 20_000 });
      await look(page, 'admin-test-sets-1280');
      await page.getByRole('link', { name: 'افزودن مجموعه' }).click();
      await page.locator('.ra-input-title input').fill('آزمونک جلسه پنجم');
      await page.locator('.ra-input-test_set_questions').getByRole('button', { name: 'افزودن سوال به مجموعه' }).click();
      const picker = page.locator('.ra-input-test_set_questions .ra-input-question input').first();
      await picker.click();
      await picker.fill('برنامه');
      await page.getByRole('option', { name: /برنامه پژوهشی/ }).click();
      await page.locator('.ra-input-test_set_questions .ra-input-mark input').first().fill('۴٫۵');
      await look(page, 'admin-test-set-form-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(new RegExp(`/admin/units/${unitId}/test_set$`));
      await page.locator('table tbody tr').filter({ hasText: 'آزمونک جلسه پنجم' }).first().waitFor();
    });
    const sets = await apiCall<{ results: { title: string; total_mark: number; test_set_questions: { question: number }[] }[] }>(server, token, `lma/test_sets?unit=${unitId}`);
    expect(sets.results.find((s) => s.title === 'آزمونک جلسه پنجم')).toMatchObject({ total_mark: 4.5, test_set_questions: [{ question: made.results[0].id }] });
    await context.close();

    const phone = await newContext(browser, 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-questions-360', async () => {
      await small.goto(`${server.url}/admin/units/${unitId}/questions`);
      await small.getByText('برنامه پژوهشی').first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-questions-360');
    });
    await step(small, 'admin-test-set-360', async () => {
      const seeded = sets.results.length ? await apiCall<{ results: { id: number; title: string }[] }>(server, token, `lma/test_sets?unit=${unitId}&search=${encodeURIComponent(SEEDED_SET)}`) : null;
      await small.goto(`${server.url}/admin/units/${unitId}/test_set/${seeded?.results[0].id}`);
      await small.locator('.ra-input-title input').waitFor({ timeout: 20_000 });
      expect(await small.locator('.ra-input-test_set_questions .ra-input-question input').count()).toBe(4);
      await lookDone(small, 'admin-test-set-360');
    });
    await phone.close();
  });

  it('events have a bank and sets of their own (type EVENT); staff make an event’s test from one', async () => {
    const server = product.server();
    const browser = product.browser();
    const token = await apiToken(server, SUPERUSER);
    const events = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      token,
      'lma/classrooms?unit__category__type=EVENT&per_page=50',
    );
    const eventId = events.results.find((e) => e.title === EVENT)?.id ?? 0;
    expect(eventId).toBeGreaterThan(0);

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);
    const rows = page.locator('table tbody tr');

    await step(page, 'admin-event-sets', async () => {
      await page.goto(`${server.url}/admin/events`);
      await page.getByRole('link', { name: 'مجموعه‌های آزمون رویدادها' }).click();
      await page.waitForURL(/\/admin\/events\/test_set$/);
      await rows.filter({ hasText: EVENT_SET }).first().waitFor({ timeout: 20_000 });
      // Only the events' sets: no unit's set is listed here.
      expect(await rows.count()).toBe(1);
      await look(page, 'admin-event-sets-1280');
    });

    await step(page, 'admin-event-questions', async () => {
      await page.getByRole('link', { name: 'بانک سوال رویدادها' }).click();
      await page.waitForURL(/\/admin\/events\/test_set\/questions$/);
      await rows
        .filter({ hasText: 'از چه راهی با این رویداد آشنا شدید؟' })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await rows.count()).toBe(3);
      expect(await page.locator('table').innerText()).not.toContain('ابطال‌پذیری');
      await look(page, 'admin-event-questions-1280');
    });

    await step(page, 'admin-event-question-create', async () => {
      await page.getByRole('link', { name: 'افزودن سوال' }).click();
      await page.waitForURL(/\/admin\/events\/test_set\/questions\/create$/);
      await page.locator('.ra-input-text textarea').first().fill(NEW_EVENT_QUESTION);
      await look(page, 'admin-event-question-form-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/events\/test_set\/questions$/);
      await rows.filter({ hasText: 'اردوی پاییزه' }).first().waitFor();
      expect(await rows.count()).toBe(4);
    });
    const asked = await apiCall<{ results: { id: number; type: string; unit: number | null }[] }>(
      server,
      token,
      `lma/questions?type=EVENT&search=${encodeURIComponent('اردوی پاییزه')}`,
    );
    expect(asked.results[0]).toMatchObject({ type: 'EVENT', unit: null });

    await step(page, 'admin-event-set-create', async () => {
      await page.goto(`${server.url}/admin/events/test_set/create`);
      await page.locator('.ra-input-title input').fill(NEW_EVENT_SET);
      await page
        .locator('.ra-input-test_set_questions')
        .getByRole('button', { name: 'افزودن سوال به مجموعه' })
        .click();
      const picker = page.locator('.ra-input-test_set_questions .ra-input-question input').first();
      await picker.click();
      await picker.fill('اردوی');
      await page.getByRole('option', { name: /اردوی پاییزه/ }).click();
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/events\/test_set$/);
      await rows.filter({ hasText: NEW_EVENT_SET }).first().waitFor();
    });
    const made = await apiCall<{
      results: {
        id: number;
        type: string;
        unit: number | null;
        test_set_questions: { question: number }[];
      }[];
    }>(server, token, `lma/test_sets?type=EVENT&search=${encodeURIComponent(NEW_EVENT_SET)}`);
    expect(made.results[0]).toMatchObject({
      type: 'EVENT',
      unit: null,
      test_set_questions: [{ question: asked.results[0].id }],
    });

    await step(page, 'admin-event-set-questions', async () => {
      await page.goto(`${server.url}/admin/events/test_set/${made.results[0].id}`);
      await page.getByRole('link', { name: 'سوال‌های این مجموعه' }).click();
      await page.waitForURL(new RegExp(`/admin/events/test_set/${made.results[0].id}/questions$`));
      await rows.filter({ hasText: 'اردوی پاییزه' }).first().waitFor({ timeout: 20_000 });
      expect(await rows.count()).toBe(1);
      await look(page, 'admin-event-set-questions-1280');
      // A question written from the set's own page joins that set, and the page comes back to it.
      await page.getByRole('link', { name: 'افزودن سوال به این مجموعه' }).click();
      await page.waitForURL(/\/admin\/events\/test_set\/questions\/create\?test_set=/);
      await page.getByText(`سوال تازه برای مجموعه «${NEW_EVENT_SET}»`).first().waitFor();
      await page.locator('.ra-input-text textarea').first().fill('از کدام بخش همایش بیشتر بهره بردید؟');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('سوال در بانک سوال رویدادها ثبت شد و به این مجموعه افزوده شد.').waitFor();
      await page.waitForURL(new RegExp(`/admin/events/test_set/${made.results[0].id}/questions$`));
      await rows.filter({ hasText: 'کدام بخش همایش' }).first().waitFor();
      expect(await rows.count()).toBe(2);
    });
    const grown = await apiCall<{ test_set_questions: { question: number }[] }>(server, token, `lma/test_sets/${made.results[0].id}`);
    expect(grown.test_set_questions).toHaveLength(2);

    await step(page, 'admin-event-test-create', async () => {
      await page.goto(`${server.url}/admin/events/${eventId}/show/tests`);
      // The seeded questionnaire, marked as such (the event's first test).
      await rows.filter({ hasText: 'پرسشنامه همایش' }).getByText('پرسش‌نامه پیش از ثبت نام').waitFor({ timeout: 20_000 });
      await look(page, 'admin-event-tests-tab-1280');
      await page.getByRole('link', { name: 'ساخت آزمون' }).click();
      await page.waitForURL(new RegExp(`/admin/events/${eventId}/unit/\\d+/test_set$`));
      await rows.filter({ hasText: NEW_EVENT_SET }).first().waitFor({ timeout: 20_000 });
      // The events' sets only.
      expect(await rows.count()).toBe(2);
      await rows
        .filter({ hasText: NEW_EVENT_SET })
        .getByRole('link', { name: 'ساخت آزمون از این مجموعه' })
        .click();
      await page.waitForURL(/\/test_set\/\d+\/test\/create$/);
      const start = new Date(Date.now() + 24 * 3_600_000);
      await page.locator('.ra-input-title input').fill('پرسشنامه اردو');
      await fillDateTime(page, 'start_time', start);
      await fillDateTime(page, 'end_time', new Date(start.getTime() + 72 * 3_600_000));
      await page.locator('.ra-input-duration_deadline input').fill('۱۵');
      await page.getByText('آزمون رویداد داوطلب از پیش برگزیده ندارد', { exact: false }).waitFor();
      await look(page, 'admin-event-test-form-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/test_set\/\d+\/test\/\d+$/);
      await page.getByText('سوال‌های آزمون (۲ سوال،').waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'بازگشت به آزمون‌های رویداد' }).waitFor();
    });
    const tests = await apiCall<{
      results: { title: string; examinees_count: number; test_questions_length: number }[];
    }>(server, token, `lma/tests?event=${eventId}`);
    expect(tests.results.find((t) => t.title === 'پرسشنامه اردو')).toMatchObject({
      examinees_count: 0,
      test_questions_length: 2,
    });
    await context.close();

    const phone = await newContext(browser, 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-event-bank-360', async () => {
      await small.goto(`${server.url}/admin/events/test_set`);
      await small.getByText(NEW_EVENT_SET).first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-event-sets-360');
      await small.goto(`${server.url}/admin/events/test_set/questions`);
      await small.getByText('اردوی پاییزه').first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-event-questions-360');
      await small.goto(`${server.url}/admin/events/test_set/questions/${asked.results[0].id}`);
      await small.locator('.ra-input-text textarea').first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-event-question-form-360');
    });
    await phone.close();
  });
});
