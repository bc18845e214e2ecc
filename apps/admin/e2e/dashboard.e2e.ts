import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { lookDone, newContext, settle, signIn, SUPERUSER, waitForRows } from './support';

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
        await page.getByRole('region', { name: 'این ماه و ماه گذشته' }).getByText('دریافتی').waitFor();
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
