import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, screenshot, step } from '../../../tools/e2e-kit';
import {
  apiCall,
  apiToken,
  chooseSelect,
  exportsXlsx,
  latinWords,
  lookDone,
  newContext,
  pageOverflow,
  signIn,
  SUPERUSER,
  waitForRows,
} from './support';

/** The cultural head (apps/api/src/seed/seed.ts: DEMO_STAFF from 09120000002). */
const CULTURAL = { input: '09120000010', password: 'staff1234' };
const TITLE = 'گزارش نشست هم‌اندیشی پاییز';
/** A 1x1 picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
      await page
        .locator('textarea[name="summary"]')
        .fill('نشست استادان درباره برنامه نیم‌سال آینده.');
      // The text in the editor: a phrase, then a picture uploaded from the toolbar; then the phrase
      // made bold and a link (each step on a selection made explicitly, never one restored on focus).
      const editor = page.locator('.ra-input-text .ProseMirror');
      await editor.click();
      await editor.pressSequentially('متن گزارش');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'تصویر' }).click();
      const image = page.getByRole('dialog');
      await image
        .locator('input[type=file]')
        .setInputFiles({ name: 'نشست.png', mimeType: 'image/png', buffer: PNG });
      await page.getByText('تصویر بارگذاری شد', { exact: false }).waitFor();
      await image.getByLabel('متن جایگزین', { exact: false }).fill('تالار نشست');
      await image.getByRole('button', { name: 'افزودن تصویر' }).click();
      await image.waitFor({ state: 'detached' });
      await editor.locator('img[alt="تالار نشست"]').waitFor();
      await editor.locator('p', { hasText: 'متن گزارش' }).click({ clickCount: 3 });
      await page.getByRole('button', { name: 'پررنگ' }).click();
      await editor.locator('strong', { hasText: 'متن گزارش' }).waitFor();
      await page.getByRole('button', { name: 'پیوند' }).click();
      const link = page.getByRole('dialog');
      await link.getByLabel('نشانی پیوند').fill('javascript:alert(1)');
      await link.getByRole('button', { name: 'افزودن پیوند' }).click();
      await link.getByText('نشانی باید با', { exact: false }).waitFor();
      await link.getByLabel('نشانی پیوند').fill('https://example.org/news');
      await link.getByRole('button', { name: 'افزودن پیوند' }).click();
      await link.waitFor({ state: 'detached' });
      await editor.locator('a[href="https://example.org/news"]').waitFor();
      await lookDone(page, 'admin-post-editor-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/post\/?$/);
      await page.getByText(TITLE).first().waitFor();
    });
    const token = await apiToken(server, CULTURAL);
    const posts = await apiCall<{
      results: { id: number; title: string; text: string; category_info: { title: string } }[];
    }>(server, token, `cma/posts?search=${encodeURIComponent('هم‌اندیشی پاییز')}`);
    expect(posts.results[0]).toMatchObject({ title: TITLE, category_info: { title: 'اخبار' } });
    const text = posts.results[0].text;
    expect(text, text).toMatch(/^<p>.*متن گزارش.*<\/p><p><img /);
    expect(text).toContain('<strong>متن گزارش</strong>');
    expect(text).toMatch(/<a [^>]*href="https:\/\/example\.org\/news"/);
    expect(text).toMatch(
      /<img [^>]*src="\/[^"]+\.png"[^>]*alt="تالار نشست"|<img [^>]*alt="تالار نشست"[^>]*src="\/[^"]+\.png"/,
    );
    // The uploaded picture is in the media library too.
    const medias = await apiCall<{ results: { title: string; type: string }[] }>(
      server,
      token,
      `cma/medias?search=${encodeURIComponent('نشست')}`,
    );
    expect(medias.results.some((m) => m.title === 'نشست' && m.type === 'IMAGE')).toBe(true);

    // Script stored through the API, in this and every rich-text field: web e2e stored-xss.e2e.ts.
    await context.close();
  });

  it('staff filter the contents, export what they see, and change LastWebVersion on the settings screen', async () => {
    const server = product.server();
    const token = await apiToken(server, SUPERUSER);
    type Rows = { count: number; results: { title: string; key: string }[] };
    const sold = await apiCall<Rows>(server, token, 'cma/contents?is_free=false&per_page=100');
    const all = await apiCall<Rows>(server, token, 'cma/contents?per_page=1');
    expect(sold.count).toBeGreaterThan(0);
    expect(all.count).toBeGreaterThan(sold.count);

    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);
    await step(page, 'console-content-filter-export', async () => {
      await page.goto(`${server.url}/admin/content`);
      await waitForRows(page);
      await chooseSelect(page, 'is_free', 'خیر');
      const rows = page.locator('table tbody tr');
      await expect.poll(() => rows.count()).toBe(Math.min(sold.count, 10));
      await expect.poll(() => rows.filter({ hasText: 'بله' }).count()).toBe(0);
      await lookDone(page, 'admin-content-filtered-1280');
      const { headers, rows: sheet } = await exportsXlsx(page);
      const column = (name: string) => {
        const at = headers.indexOf(name);
        expect(at, name).toBeGreaterThanOrEqual(0);
        return sheet.map((row) => row[at]);
      };
      expect(sheet).toHaveLength(sold.count);
      expect(column('عنوان').sort()).toEqual(sold.results.map((c) => c.title).sort());
      expect(new Set(column('رایگان'))).toEqual(new Set(['خیر']));
    });

    const settings = await apiCall<Rows>(server, token, 'cma/settings?per_page=100');
    // The keys are codes (LTR) and are the only Latin on the screen.
    const keyWords = new Set(settings.results.flatMap((s) => s.key.match(/[A-Za-z0-9]+/g) ?? []));
    const looked = async (p: Page, name: string) => {
      expect(await latinWords(p, [new RegExp(`^(${[...keyWords].join('|')})$`)])).toEqual([]);
      expect(await pageOverflow(p)).toBeLessThanOrEqual(0);
      await screenshot(p, name);
    };
    await step(page, 'console-settings-edit', async () => {
      await page.goto(`${server.url}/admin/settings`);
      const row = page.locator('table tbody tr').filter({ hasText: 'LastWebVersion' });
      await row.getByText('آخرین نسخه سایت').waitFor();
      await expect.poll(() => row.innerText()).toContain('۱.۰.۰');
      await page.waitForLoadState('networkidle');
      await looked(page, 'admin-settings-1280');
      await row.getByRole('button', { name: /ویرایش/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="value"]').fill('1.0.1');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('تنظیم ذخیره شد.').waitFor();
      await expect.poll(() => row.innerText()).toContain('۱.۰.۱');
      const read = await apiCall<{ value: string }>(
        server,
        token,
        'cma/settings/key/LastWebVersion',
      );
      expect(read.value).toBe('1.0.1');
      // A page setting opens in the page editor on that page.
      const faq = page.locator('table tbody tr').filter({ hasText: 'پرسش‌های پرتکرار' });
      await faq.getByRole('link', { name: 'ویرایشگر صفحه' }).click();
      await page.waitForURL(/\/page-editor\?key=/);
      await expect.poll(() => page.locator('input[name="route"]').inputValue()).toBe('Public.FAQ');
    });
    // Put the version back: the storefront reloads a page whose version differs.
    await fetch(`${server.url}/api/cma/settings/key/LastWebVersion`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: '1.0.0' }),
    });
    await context.close();

    const phone = await newContext(product.browser(), 360);
    const small = await phone.newPage();
    await signIn(small, server, SUPERUSER);
    await step(small, 'console-settings-360', async () => {
      await small.goto(`${server.url}/admin/settings`);
      await small.getByText('آخرین نسخه سایت').first().waitFor();
      await small.waitForLoadState('networkidle');
      await looked(small, 'admin-settings-360');
      await small.goto(`${server.url}/admin/content`);
      await small.locator('.ra-input-is_free').first().waitFor();
      await small.waitForLoadState('networkidle');
      await lookDone(small, 'admin-content-filters-360');
    });
    await phone.close();
  });
});
