import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, lookDone, newContext, signIn, waitForRows } from './support';

/** The cultural head (apps/api/src/seed/seed.ts: DEMO_STAFF from 09120000002). */
const CULTURAL = { input: '09120000010', password: 'staff1234' };
const TITLE = 'گزارش نشست هم‌اندیشی پاییز';

const product = productInBrowser();

describe('content in the console', () => {
  it('the cultural head lists the content screens and writes a post the site then shows', async () => {
    const server = product.server();
    for (const width of [1280, 360]) {
      const context = await newContext(product.browser(), width);
      const page = await context.newPage();
      await signIn(page, server, CULTURAL);
      for (const [path, heading] of [
        ['post', 'مطالب'],
        ['content', 'محتواها'],
        ['hadith', 'احادیث'],
        ['content-category', 'دسته‌های محتوا'],
        ['hashtag', 'هشتگ‌ها'],
      ]) {
        await step(page, `console-${path}-${width}`, async () => {
          await page.goto(`${server.url}/admin/${path}`);
          await page.getByText(heading).first().waitFor();
          if (width > 600) await waitForRows(page);
          await page.waitForLoadState('networkidle');
          await lookDone(page, `admin-content-${path}-${width}`);
        });
      }
      await context.close();
    }

    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, CULTURAL);
    await step(page, 'console-post-create', async () => {
      await page.goto(`${server.url}/admin/post/create`);
      await page.locator('input[name="title"]').fill(TITLE);
      await page.locator('.ra-input-category [role="combobox"]').first().click();
      await page.getByRole('option', { name: 'اخبار', exact: true }).click();
      await page.locator('textarea[name="summary"]').fill('نشست استادان درباره برنامه نیم‌سال آینده.');
      await page.locator('textarea[name="text"]').fill('<p>متن گزارش</p><script>window.__xss=1</script>');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/post\/?$/);
      await page.getByText(TITLE).first().waitFor();
    });
    const token = await apiToken(server, CULTURAL);
    const posts = await apiCall<{ results: { title: string; text: string; category_info: { title: string } }[] }>(
      server,
      token,
      `cma/posts?search=${encodeURIComponent('هم‌اندیشی پاییز')}`,
    );
    expect(posts.results[0]).toMatchObject({ title: TITLE, text: '<p>متن گزارش</p>', category_info: { title: 'اخبار' } });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });
});
