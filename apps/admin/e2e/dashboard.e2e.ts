import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import {
  apiCall,
  apiToken,
  chooseSelect,
  lookDone,
  newContext,
  settle,
  signIn,
  SUPERUSER,
  waitForRows,
} from './support';

/** The console's home (issue 13): what waits for the signed-in role, each a link to its list. */
const EDU_HEAD = { input: '09120000004', password: 'staff1234' };
const product = productInBrowser();

describe('the dashboard and the ticket tab', () => {
  it("shows each role what waits for it, links to the filtered list, and the admin's months", async () => {
    const server = product.server();
    const browser = product.browser();
    for (const width of [1280, 360]) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await step(page, `dashboard-admin-${width}`, async () => {
        await signIn(page, server, SUPERUSER);
        const waiting = page.getByRole('region', { name: 'در انتظار شما' });
        await waiting.getByText('تیکت در انتظار پاسخ').waitFor();
        await waiting.getByText('سفارش برای ارسال').waitFor();
        await page
          .getByRole('region', { name: 'این ماه و ماه گذشته' })
          .getByText('دریافتی')
          .waitFor();
        await settle(page);
        await lookDone(page, `admin-dashboard-${width}`);
      });
      await context.close();
    }

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await step(page, 'dashboard-educational-head', async () => {
      await signIn(page, server, EDU_HEAD);
      const waiting = page.getByRole('region', { name: 'در انتظار شما' });
      const tickets = waiting.getByRole('link').filter({ hasText: 'تیکت در انتظار پاسخ' });
      await tickets.waitFor();
      expect(await waiting.getByText('سفارش برای ارسال').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'این ماه و ماه گذشته' }).count()).toBe(0);
      await settle(page);
      await lookDone(page, 'admin-dashboard-educational-1280');
      await tickets.click();
      await page.waitForURL(/\/admin\/tickets/);
      await waitForRows(page);
      // Only tickets waiting for an answer: none answered by staff, none closed.
      const statuses = await page.locator('table tbody tr').allInnerTexts();
      expect(statuses.length).toBeGreaterThan(0);
      for (const row of statuses) expect(row).not.toMatch(/بسته شده|ادمین پاسخ داده/);
    });

    await step(page, 'dashboard-grading-and-sheets', async () => {
      // The educational head's two learning cards count the lists they open (issues 11 and 13).
      const token = await apiToken(server, EDU_HEAD);
      const total = async (path: string) =>
        (await apiCall<{ count: number }>(server, token, path)).count;
      const books = await total('lma/answer_books?status=WAITING_FOR_GRADING');
      const sheets =
        (await total('lma/session_attendance_sheets/session_sheets?assignment_status=SENT')) +
        (await total('lma/project_attendance_sheets/project_sheets?answer_status=SENT'));
      expect(books).toBeGreaterThan(0);
      expect(sheets).toBeGreaterThan(0);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
        await page.goto(`${server.url}/admin/`);
        const waiting = page.getByRole('region', { name: 'در انتظار شما' });
        const booksCard = waiting
          .getByRole('link')
          .filter({ hasText: 'پاسخ‌نامه‌های در انتظار تصحیح' });
        const sheetsCard = waiting
          .getByRole('link')
          .filter({ hasText: 'برگه‌های در انتظار بررسی' });
        await booksCard.waitFor();
        expect(await booksCard.innerText()).toContain(formatNumber(books));
        expect(await sheetsCard.innerText()).toContain(formatNumber(sheets));
        await settle(page);
        await lookDone(page, `admin-dashboard-educational-learning-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // The books card: every book waiting for a grader, and nothing else.
      await page
        .getByRole('region', { name: 'در انتظار شما' })
        .getByRole('link')
        .filter({ hasText: 'پاسخ‌نامه‌های در انتظار تصحیح' })
        .click();
      await page.waitForURL(/\/admin\/lma-answer-books\?.*WAITING_FOR_GRADING/);
      await waitForRows(page);
      const rows = page.locator('table tbody tr');
      expect(await rows.count()).toBe(books);
      for (const row of await rows.allInnerTexts())
        expect(row).toMatch(/در انتظار تصحیح|پایان مهلت پاسخ/);
      await settle(page);
      await lookDone(page, 'admin-answer-books-waiting-1280');
      // Narrowed further by the learner's registration status (behind «اضافه‌کردن فیلتر»).
      await page.getByRole('button', { name: 'اضافه‌کردن فیلتر' }).click();
      await page.getByRole('menu').getByText('وضعیت ثبت نام', { exact: true }).click();
      await chooseSelect(page, 'registration__status', 'ثبت نام');
      await page.waitForURL(/registration__status/);
      const registered = await total(
        'lma/answer_books?status=WAITING_FOR_GRADING&registration__status=REGISTERED',
      );
      await expect.poll(() => rows.count()).toBe(registered);

      // A test's own list filters by its classroom's grader.
      const [book] = (
        await apiCall<{
          results: {
            test: number;
            test_info: { classroom: number };
            grader: number | null;
            grader_info: { full_name: string } | null;
          }[];
        }>(server, token, 'lma/answer_books?grader__isnull=false&per_page=1')
      ).results;
      const graded = await total(`lma/answer_books?test=${book.test}&grader=${book.grader}`);
      await page.goto(
        `${server.url}/admin/classrooms/${book.test_info.classroom}/test/${book.test}/answer_books`,
      );
      await waitForRows(page);
      await page.getByRole('button', { name: 'اضافه‌کردن فیلتر' }).click();
      await page.getByRole('menu').getByText('مصحح', { exact: true }).click();
      await chooseSelect(page, 'grader', toPersianDigits(book.grader_info?.full_name ?? ''));
      await expect.poll(() => rows.count()).toBe(graded);
      for (const row of await rows.allInnerTexts())
        expect(row).toContain(toPersianDigits(book.grader_info?.full_name ?? ''));
      await settle(page);
      await lookDone(page, 'admin-test-books-by-grader-1280');

      // The sheets card: the assignments and hand-ins waiting, both lists' rows adding up to its count.
      await page.goto(`${server.url}/admin/`);
      await page
        .getByRole('region', { name: 'در انتظار شما' })
        .getByRole('link')
        .filter({ hasText: 'برگه‌های در انتظار بررسی' })
        .click();
      await page.waitForURL(/\/admin\/sheets-to-verify$/);
      const sessionsPart = page.getByRole('region', { name: 'تکالیف جلسه‌ها' });
      const projectsPart = page.getByRole('region', { name: 'پاسخ‌های پروژه' });
      await sessionsPart.locator('table tbody tr').first().waitFor();
      await projectsPart.locator('table tbody tr').first().waitFor();
      const shown =
        (await sessionsPart.locator('table tbody tr').count()) +
        (await projectsPart.locator('table tbody tr').count());
      expect(shown).toBe(sheets);
      await settle(page);
      await lookDone(page, 'admin-sheets-to-verify-1280');
      // Verifying one on the spot takes it off the list.
      const before = await sessionsPart.locator('table tbody tr').count();
      await sessionsPart
        .locator('table tbody tr')
        .first()
        .getByRole('button', { name: 'تایید', exact: true })
        .click();
      await page.getByText('تایید شد.').waitFor();
      await expect.poll(() => sessionsPart.locator('table tbody tr').count()).toBe(before - 1);
      await page.setViewportSize({ width: 360, height: 740 });
      await settle(page);
      await lookDone(page, 'admin-sheets-to-verify-360');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await step(page, 'classroom-tickets-tab', async () => {
      const classes = (await (
        await fetch(`${server.url}/api/lma/classrooms?per_page=50`)
      ).json()) as { results: { id: number; title: string }[] };
      const philosophy = classes.results.find((c) => c.title === 'فلسفه علم');
      await page.goto(`${server.url}/admin/classrooms/${philosophy?.id ?? 0}/show/tickets`);
      const row = page.locator('table tbody tr', { hasText: 'جزوه جلسه سوم' });
      await row.waitFor();
      // Only this classroom's tickets: the logic course's own is not here.
      expect(await page.locator('table tbody tr', { hasText: 'تغییر ساعت کلاس' }).count()).toBe(0);
      await settle(page);
      await lookDone(page, 'admin-classroom-tickets-1280');
      await row.click();
      await page.waitForURL(/\/admin\/tickets\/\d+\/show$/);
      await page.getByText('جزوه جلسه سوم هنوز در صفحه دوره نیامده است.').waitFor();
    });
    await context.close();
  });
});
