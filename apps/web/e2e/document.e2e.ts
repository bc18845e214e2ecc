import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, horizontalOverflow, newContext, PHONE, shoot } from './support';

const product = productInBrowser();

/** Every kit component /document/component must show, with the file that holds it. */
const SPECIMENS: Array<[string, string]> = [
  ['MaskedInput', 'libs/ui/src/MaskedInput.tsx'],
  ['SchemaForm', 'libs/ui/src/schemaForm/SchemaForm.tsx'],
  ['EmptyState', 'apps/web/src/kit/EmptyState.tsx'],
  ['SectionCard', 'apps/web/src/kit/SectionCard.tsx'],
  ['FieldGrid', 'apps/web/src/kit/FieldGrid.tsx'],
  ['SectionTitle', 'apps/web/src/kit/SectionTitle.tsx'],
  ['Hero', 'apps/web/src/kit/Hero.tsx'],
  ['Thumbnail', 'apps/web/src/kit/Thumbnail.tsx'],
  ['PageHeader', 'apps/web/src/kit/PageHeader.tsx'],
  ['InfoRows', 'apps/web/src/kit/InfoRows.tsx'],
  ['DataList', 'apps/web/src/kit/DataList.tsx'],
  ['Pager · FilterChips', 'apps/web/src/kit/Pager.tsx · apps/web/src/kit/FilterChips.tsx'],
  [
    'LoadError · ConfirmDialog',
    'apps/web/src/kit/LoadError.tsx · apps/web/src/kit/ConfirmDialog.tsx',
  ],
  ['FileField', 'apps/web/src/kit/FileField.tsx'],
  ['PaymentResult', 'apps/web/src/kit/PaymentResult.tsx'],
  ['WalletPayment', 'apps/web/src/kit/WalletPayment.tsx'],
  ['DigitsField · ContactField · PasswordField', 'apps/web/src/components/inputs/'],
];

async function login(page: Page): Promise<void> {
  await page
    .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
    .fill('09120000001');
  await page.locator('input[name=password]').fill('user1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

describe('the Document pages of SPEC section 2', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the kit, the tokens, the form generator, the icons and debug at ${viewport.width} px`, async () => {
      const server = product.server();
      const browser = product.browser();
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const w = viewport.width;

      await step(page, `doc-component-login-${w}`, async () => {
        // The component gallery needs a login and comes back to itself after it.
        await page.goto(`${server.url}/document/component`);
        await page.waitForURL('**/login');
        await login(page);
        await page.waitForURL('**/document/component');
        await page.getByRole('heading', { name: 'اجزای رابط', level: 1 }).waitFor();
      });

      await step(page, `doc-component-${w}`, async () => {
        for (const [name, file] of SPECIMENS) {
          const specimen = page.locator(`[data-specimen="${name}"]`);
          await specimen.waitFor();
          expect(await specimen.locator('[data-file]').innerText(), name).toBe(file);
        }
        // Each kit component is really drawn, not only named.
        for (const kit of [
          'EmptyState',
          'SectionCard',
          'FieldGrid',
          'SectionTitle',
          'Thumbnail',
          'Hero',
          'WalletPayment',
        ]) {
          expect(await page.locator(`[data-kit="${kit}"]`).count(), kit).toBeGreaterThan(0);
        }
        const states = await page
          .locator('[data-state]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-state') ?? ''));
        for (const s of ['بارگذاری', 'خالی', 'خطا', 'متن بلند فارسی', 'ارقام فارسی', 'غیرفعال']) {
          expect(
            states.some((x) => x.startsWith(s)),
            s,
          ).toBe(true);
        }
        // The masked card number shows Persian digits in its mask.
        await expect
          .poll(() => page.getByRole('textbox', { name: 'شماره کارت' }).inputValue())
          .toBe('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۳');
        await page.getByText('ماه باید از ۱ تا ۱۲ باشد').first().waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shoot(page, 'doc-component-light');
        await page.getByRole('button', { name: 'نمایش در پوسته تیره' }).click();
        await page.locator('[data-theme-mode="dark"]').waitFor();
        await shoot(page, 'doc-component-dark');
        await page.getByRole('button', { name: 'نمایش در پوسته روشن' }).click();
      });

      await step(page, `doc-theme-${w}`, async () => {
        await page.getByRole('tab', { name: 'نشانه‌های طراحی' }).click();
        await page.getByRole('heading', { name: 'نشانه‌های طراحی', level: 1 }).waitFor();
        for (const token of [
          'palette.primary.main',
          'typography.h1',
          'spacing.2',
          'radius.12',
          'shadow.8',
        ]) {
          await page.locator(`[data-token="${token}"]`).waitFor();
        }
        const bg = () =>
          page.locator('[data-theme-mode]').evaluate((e) => getComputedStyle(e).backgroundColor);
        const light = await bg();
        await page.getByRole('switch', { name: 'پوسته تیره' }).check();
        await page.locator('[data-theme-mode="dark"]').waitFor();
        expect(await bg()).not.toBe(light);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shoot(page, 'doc-theme-dark');
        await page.getByRole('switch', { name: 'پوسته تیره' }).uncheck();
      });

      await step(page, `doc-form-${w}`, async () => {
        await page.goto(`${server.url}/form-generator`);
        await page.getByRole('heading', { name: 'فرم‌ساز', level: 1 }).waitFor();
        const form = page.getByTestId('generated-form');
        const date = form.getByRole('textbox', { name: /تاریخ تولد/ });
        await date.pressSequentially('14031340');
        await expect.poll(() => date.inputValue()).toBe('۱۴۰۳/۱۳/۴۰');
        const card = form.getByRole('textbox', { name: /شماره کارت/ });
        await card.pressSequentially('6037991234567894');
        await expect.poll(() => card.inputValue()).toBe('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۴');
        await form.getByRole('button', { name: 'ثبت' }).click();
        await form.getByText('ماه باید از ۱ تا ۱۲ باشد').waitFor();
        await form.getByText('شماره کارت باید ۱۶ رقم و معتبر باشد').waitFor();
        expect(await page.getByText('فرم بدون خطا ثبت شد').count()).toBe(0);
        await shoot(page, 'doc-form-errors');

        // The schema editor redraws the form as it is edited.
        const editor = page.getByTestId('schema-editor').getByRole('textbox', { name: 'شِما' });
        const schema = await editor.inputValue();
        await editor.fill(schema.replace('"تعداد نفرات"', '"شمار همراهان"'));
        await form.getByRole('spinbutton', { name: 'شمار همراهان' }).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });

      await step(page, `doc-icons-${w}`, async () => {
        await page.goto(`${server.url}/icon-sax`);
        await page.getByRole('heading', { name: 'نمادها', level: 1 }).waitFor();
        const all = await page.locator('[data-icon]').count();
        expect(all).toBeGreaterThan(100);
        await shoot(page, 'doc-icons');
        await page.getByTestId('icon-search').fill('wallet');
        await expect.poll(() => page.locator('[data-icon]').count()).toBeLessThan(all);
        const names = await page
          .locator('[data-icon]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-icon') ?? ''));
        expect(names.length).toBeGreaterThan(0);
        expect(names.every((n) => n.toLowerCase().includes('wallet'))).toBe(true);
        await page.getByTestId('icon-search').fill('no-such-icon');
        await page.getByText('نمادی با این نام نیست').waitFor();
      });

      await step(page, `doc-debug-${w}`, async () => {
        await page.evaluate(async () => {
          const cache = await caches.open('doc-e2e');
          await cache.put('/doc-e2e', new Response('x'));
        });
        await page.goto(`${server.url}/debug`);
        await page.getByRole('heading', { name: 'اشکال‌یابی', level: 1 }).waitFor();
        await page.getByText('سالم', { exact: true }).waitFor();
        await page.getByText('اندیشه‌جو').waitFor();
        await page.getByText('۱.۰.۰').waitFor();
        await page.getByText('سرور نسخه وب را اعلام نمی‌کند', { exact: false }).waitFor();
        const body = await page.locator('main').innerText();
        const token = (await context.cookies()).find((c) => c.name === 'BearerAccessToken')?.value;
        expect(token).toBeTruthy();
        expect(body).not.toContain(token ?? '');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shoot(page, 'doc-debug');
        await page.getByRole('button', { name: 'پاک کردن حافظه و لغو سرویس‌ورکر' }).click();
        await page.getByRole('status').filter({ hasText: 'حافظه‌های موقت پاک شد' }).waitFor();
        expect(await page.evaluate(() => caches.keys())).toEqual([]);
      });

      await context.close();
    });
  }
});
