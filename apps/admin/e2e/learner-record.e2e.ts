import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import {
  apiCall,
  apiToken,
  LEARNER,
  lookDone,
  newContext,
  settle,
  signIn,
  SUPERUSER,
  waitForRows,
} from './support';

/** The demo seed (apps/api/src/seed/learning.seed.ts): the course under way and the circle. */
const COURSE = 'فلسفه علم';
const CIRCLE = 'حلقه مطالعه «اخلاق پژوهش»';
const LEARNER_NAME = 'محمد اندیشه‌جو';

const product = productInBrowser();

/** The record settled (no dialog, scrolled to the top), then checked and kept as a screenshot. */
async function lookSettled(page: Page, name: string): Promise<void> {
  await settle(page);
  await lookDone(page, name);
}

/** The sections of one learner's record, each with what the seed gave the demo learner. */
async function expectRecord(page: Page): Promise<void> {
  for (const title of ['ثبت نام', 'وضعیت فعالیت', 'کارنامه', 'جلسات و تکالیف', 'پروژه‌ها']) {
    await page.getByText(title, { exact: true }).first().waitFor();
  }
  await page.getByText(LEARNER_NAME).first().waitFor();
  await page.locator('[data-testid="record-session"]').first().waitFor();
  expect(await page.locator('[data-testid="record-session"]').count()).toBeGreaterThan(1);
  expect(await page.locator('[data-testid="record-project"]').count()).toBeGreaterThan(0);
  // The learner's own sheets: at least one session counted present or partly present.
  const sessions = await page.locator('[data-testid="record-session"]').allInnerTexts();
  expect(sessions.some((t) => /حاضر|قسمت اول|قسمت دوم/.test(t))).toBe(true);
}

describe('admin console: circles and one learner’s record in a classroom', () => {
  it('lists the circles, and opens a learner’s record from the members tab and the user page', async () => {
    const server = product.server();
    const browser = product.browser();
    const token = await apiToken(server, SUPERUSER);
    const learner = await apiCall<{ id: number }>(
      server,
      await apiToken(server, LEARNER),
      'uma/users/current',
    );
    const courses = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      token,
      `lma/classrooms?unit__category__type=TRAINING&per_page=50`,
    );
    const course = courses.results.find((c) => c.title === COURSE);
    expect(course).toBeTruthy();
    const courseId = course?.id ?? 0;
    const projects = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      token,
      `lma/projects?classroom=${courseId}`,
    );
    expect(projects.results.length).toBeGreaterThan(0);

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);

    await step(page, 'admin-circles-list', async () => {
      await page.goto(`${server.url}/admin/discussion-circles-classrooms`);
      await waitForRows(page);
      const rows = await page.locator('table tbody tr').allInnerTexts();
      expect(rows.some((r) => r.includes(CIRCLE))).toBe(true);
      expect(rows.some((r) => r.includes(COURSE))).toBe(false);
      await lookSettled(page, 'admin-circles-list-1280');
    });

    await step(page, 'admin-record-from-members', async () => {
      await page.goto(`${server.url}/admin/classrooms/${courseId}/show/members`);
      const row = page.locator('table tbody tr').filter({ hasText: LEARNER_NAME }).first();
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('link', { name: `پرونده ${LEARNER_NAME} در این کلاس` }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${courseId}/user/${learner.id}$`));
      await expectRecord(page);
      await page.getByText(`پرونده ${LEARNER_NAME} در «${COURSE}»`).first().waitFor();
      await lookSettled(page, 'admin-learner-record-1280');
      await page.getByRole('link', { name: 'بازگشت به کلاس' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${courseId}/show/members$`));
    });

    await step(page, 'admin-record-from-user', async () => {
      await page.goto(`${server.url}/admin/users/${learner.id}/show/classrooms`);
      const line = page.locator('[data-testid="user-classroom"]').filter({ hasText: COURSE });
      await line.waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-testid="user-classroom"]').count()).toBeGreaterThan(1);
      await lookSettled(page, 'admin-user-classrooms-1280');
      await line.getByRole('link', { name: 'پرونده' }).click();
      await page.waitForURL(new RegExp(`/admin/users/${learner.id}/classroom/${courseId}$`));
      await expectRecord(page);
      await page.getByRole('link', { name: 'بازگشت به کاربر' }).waitFor();
    });

    const project = projects.results[projects.results.length - 1];
    await step(page, 'admin-record-project', async () => {
      await page.goto(
        `${server.url}/admin/classrooms/${courseId}/project/${project.id}/user/${learner.id}`,
      );
      await page.getByText('پروژه خواسته‌شده', { exact: false }).first().waitFor();
      const first = page.locator('[data-testid="record-project"]').first();
      expect(await first.innerText()).toContain(project.title);
      await lookSettled(page, 'admin-learner-project-1280');
    });

    await step(page, 'admin-record-missing', async () => {
      await page.goto(`${server.url}/admin/classrooms/999999/user/${learner.id}`);
      await page.getByText('موردی یافت نشد').first().waitFor();
    });
    await context.close();

    const phone = await newContext(browser, 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-learner-record-360', async () => {
      await small.goto(`${server.url}/admin/classrooms/${courseId}/user/${learner.id}`);
      await expectRecord(small);
      await lookDone(small, 'admin-learner-record-360');
    });
    await step(small, 'admin-circles-list-360', async () => {
      await small.goto(`${server.url}/admin/discussion-circles-classrooms`);
      await small.getByText(CIRCLE).first().waitFor({ timeout: 20_000 });
      await lookDone(small, 'admin-circles-list-360');
    });
    await phone.close();
  });
});
