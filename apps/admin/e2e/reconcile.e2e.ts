import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, latinWords, newContext, pageOverflow, settle, signIn } from './support';
import { screenshot } from '../../../tools/e2e-kit';

/**
 * Payments reconcile themselves (issue 17): the demo seed leaves a learner's bank trip paid at the
 * bank with no return to us, and one never paid. Finance sees them waiting, runs the job from the
 * console (it also runs every minute), and sees the paid one credited by it and the other expired.
 */
const FINANCE = { input: '09120000009', password: 'staff1234' };
const CODES = [/^IR$/, /^[A-Z][A-Z0-9]*\d[A-Z0-9]*$/];

const product = productInBrowser();

describe('admin console: the reconcile job', () => {
  it('finance sees a stuck bank trip credited by the job', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, FINANCE);

    await step(page, 'admin-reconcile-run', async () => {
      await page.goto(`${server.url}/admin/transactions`);
      await page.getByRole('button', { name: 'در انتظار بانک' }).click();
      await page.getByRole('button', { name: 'بررسی خودکار اکنون' }).click();
      await page.getByText('بررسی خودکار انجام شد').first().waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'همه' }).click();
      const credited = page.locator('table tbody tr').filter({ hasText: 'تایید خودکار' }).first();
      await credited.waitFor({ timeout: 20_000 });
      expect(await credited.innerText()).toContain('موفق');
      const expired = page.locator('table tbody tr').filter({ hasText: 'منقضی شد' }).first();
      await expired.waitFor();
      await settle(page);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await latinWords(page, CODES)).toEqual([]);
      await screenshot(page, 'admin-reconcile-1280');
    });

    // Nothing is left waiting, and the job's word is on the transaction itself.
    const token = await apiToken(server, FINANCE);
    const waiting = await apiCall<{ count: number }>(server, token, 'accounting/transactions?status__in=IN_PROGRESS,VERIFYING,UNKNOWN');
    expect(waiting.count).toBe(0);
    await context.close();

    const phone = await newContext(product.browser(), 360, { server, value: token });
    const small = await phone.newPage();
    await step(small, 'admin-reconcile-360', async () => {
      await small.goto(`${server.url}/admin/transactions`);
      await small.getByText('تایید خودکار', { exact: false }).first().waitFor({ timeout: 20_000 });
      expect(await pageOverflow(small)).toBeLessThanOrEqual(0);
      await screenshot(small, 'admin-reconcile-360');
    });
    await phone.close();
  });
});
