import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, step, type RunningServer } from '../../../tools/e2e-kit';
import {
  DESKTOP,
  newContext,
  randomMobile,
  randomNationalCode,
  shoot,
  tokenOf,
  toPersian,
} from './support';

/** A 1×1 PNG: the smallest picture the server accepts as an image. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a learner signs up, completes the profile and comes back', () => {
  it('signs up with the SMS code, saves a Jalali birth date, logs out and in again', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const mobile = randomMobile();
    const password = 'Dars-1405!';
    const nationalCode = randomNationalCode();

    await step(page, 'home', async () => {
      await page.goto(server.url);
      await page
        .getByRole('heading', { name: 'آموزش، رویداد، کتاب و نیکوکاری در یک جا' })
        .waitFor();
      await shoot(page, 'home');
    });

    await step(page, 'sign-up-code', async () => {
      await page.getByRole('link', { name: 'ورود / ثبت نام' }).click();
      await page.getByRole('link', { name: 'ثبت نام کنید' }).click();
      await page.waitForURL('**/sign-up');
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill(mobile);
      await shoot(page, 'sign-up');
      await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
      await page.getByText('ارسال دوباره کد تا').waitFor();
    });

    await step(page, 'sign-up-details', async () => {
      const otp = await server.otpFor(mobile);
      // Typed in Persian digits, as a Persian keyboard would.
      await page.getByRole('textbox', { name: 'کد تایید', exact: true }).fill(toPersian(otp));
      await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
      await page.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill('کاظمی');
      await page.locator('input[name=password]').fill(password);
      await page.locator('input[name=repeat]').fill('not-the-same');
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.getByText('نام کلمه عبور و تکرار کلمه عبور یکسان نیستند').waitFor();
      await page.locator('input[name=repeat]').fill(password);
      await shoot(page, 'sign-up-details');
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.waitForURL('**/panel/profile/user-info');
      await page.getByRole('heading', { name: 'اطلاعات کاربری' }).waitFor();
      await page.getByRole('textbox', { name: 'نام', exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'نام', exact: true }).inputValue()).toBe(
        'مریم',
      );
    });

    await step(page, 'profile-fill', async () => {
      await page.getByRole('textbox', { name: 'نام پدر', exact: true }).fill('حسین');
      await page.getByRole('combobox', { name: 'جنسیت' }).click();
      await page.getByRole('option', { name: 'زن' }).click();
      await page
        .getByRole('textbox', { name: 'کد ملی', exact: true })
        .fill(toPersian(nationalCode));

      // Birth date through the Jalali picker: year, then month, then day.
      await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).click();
      const year = page.getByRole('radio', { name: '۱۳۷۰' });
      await year.scrollIntoViewIfNeeded();
      await year.click();
      await page.getByRole('radio', { name: 'فروردین' }).click();
      await page.getByRole('gridcell', { name: '۱۵' }).click();
      expect(await page.locator('input[name=birthdate]').inputValue()).toBe('۱۳۷۰/۰۱/۱۵');

      await page.locator('#profile-living-province').fill('اصفه');
      await page.getByRole('option', { name: 'اصفهان' }).click();
      await page.locator('#profile-living-city').fill('کاش');
      await page.getByRole('option', { name: 'کاشان' }).click();
      await page
        .getByRole('textbox', { name: 'نشانی', exact: true })
        .fill('خیابان امیرکبیر، کوچه ۱۲، پلاک ۴');
      await page.getByRole('textbox', { name: 'کد پستی', exact: true }).fill('۸۷۱۳۵۴۶۸۹۱');
      // The mobiles of the contact card draw SPEC's mobile mask and answer with its named check.
      const onCall = page.getByRole('textbox', { name: 'شماره همراه در دسترس', exact: true });
      await onCall.pressSequentially('۰۹۱۲۳۴۵۶۷۸۹');
      expect(await onCall.inputValue()).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
      const social = page.getByRole('textbox', { name: 'شماره همراه در پیام‌رسان', exact: true });
      await social.pressSequentially('۰۹۱۲۳');
      expect(await social.inputValue()).toBe('۰۹۱۲ ۳');
      await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
      await page.getByText('شماره همراه را به شکل ۰۹۱۲۳۴۵۶۷۸۹ بنویسید').waitFor();
      await social.fill('');
      await page.getByText('تحصیلات حوزوی دارم').click();
      await page.locator('input[name=picture]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PIXEL_PNG, 'base64'),
      });
      await page.getByRole('button', { name: 'حذف تصویر' }).waitFor();
      await shoot(page, 'profile-filled');
    });

    await step(page, 'profile-save', async () => {
      await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
      await page.getByText('اطلاعات با موفقیت ویرایش شد').waitFor();
      await page.getByText('همه تغییرات ذخیره شده است.').waitFor();
      await shoot(page, 'profile-saved');
    });

    await step(page, 'profile-reload', async () => {
      await page.reload();
      await page.getByRole('textbox', { name: 'نام پدر', exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'نام پدر', exact: true }).inputValue()).toBe(
        'حسین',
      );
      expect(await page.getByRole('textbox', { name: 'کد ملی', exact: true }).inputValue()).toBe(
        toPersian(nationalCode),
      );
      expect(await page.locator('input[name=birthdate]').inputValue()).toBe('۱۳۷۰/۰۱/۱۵');
      expect(await page.locator('#profile-living-city').inputValue()).toBe('کاشان');
      expect(await page.getByRole('combobox', { name: 'جنسیت' }).textContent()).toContain('زن');
      // The mask library loads with the first masked field; until then the digits show plain.
      const onCall = page.getByRole('textbox', { name: 'شماره همراه در دسترس', exact: true });
      await expect.poll(() => onCall.inputValue()).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');

      // What the server stored: Gregorian date, Latin digits.
      const token = await tokenOf(context);
      const res = await fetch(`${server.url}/api/uma/users/current`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const user = (await res.json()) as Record<string, unknown>;
      expect(user).toMatchObject({
        birthdate: '1991-04-04',
        national_code: nationalCode,
        gender: 'FEMALE',
        living_province: 'اصفهان',
        living_city: 'کاشان',
        living_postal_code: '8713546891',
        has_seminary_education: true,
        father_name: 'حسین',
        on_call_mobile_number: '09123456789',
        on_social_network_mobile_number: null,
      });
      expect(String(user.picture)).toMatch(/^\/uploads\/.+\.png$/);
      expect(await page.getByRole('img', { name: 'تصویر پروفایل' }).getAttribute('src')).toBe(
        user.picture,
      );
    });

    await step(page, 'verify-email', async () => {
      const email = `maryam.${mobile.slice(-7)}@example.com`;
      await page.getByRole('button', { name: 'افزودن' }).click();
      const dialog = page.getByRole('dialog', { name: 'ثبت ایمیل' });
      await dialog.getByRole('textbox', { name: 'ایمیل' }).fill(email);
      await dialog.getByRole('button', { name: 'ارسال کد تایید' }).click();
      const otp = await server.otpFor(email);
      await dialog.getByRole('textbox', { name: 'کد تایید', exact: true }).fill(otp);
      await shoot(page, 'verify-email');
      await dialog.getByRole('button', { name: 'تایید و ذخیره' }).click();
      await page.getByText('ایمیل شما با موفقیت ثبت شد.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('input[name=email]').inputValue()).toBe(email);
    });

    await step(page, 'logout', async () => {
      await page.getByRole('button', { name: 'خروج از حساب' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('link', { name: 'ورود / ثبت نام' }).waitFor();
      expect(await tokenOf(context)).toBeUndefined();
    });

    await step(page, 'login-password', async () => {
      await page.getByRole('link', { name: 'ورود / ثبت نام' }).click();
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill(toPersian(mobile));
      await page.locator('input[name=password]').fill('wrong-password');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.getByText('نام کاربری یا کلمه عبور اشتباه است.').first().waitFor();
      await page.locator('input[name=password]').fill(password);
      await shoot(page, 'login');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/panel/profile/user-info');
      await page.getByRole('textbox', { name: 'نام پدر', exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'نام پدر', exact: true }).inputValue()).toBe(
        'حسین',
      );
      await page.getByRole('link', { name: 'صفحه اصلی سایت' }).click();
      await page.getByRole('heading', { name: 'آموزش، رویداد، کتاب و نیکوکاری در یک جا', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'حساب کاربری مریم کاظمی' }).waitFor();
      await shoot(page, 'home-logged-in');
    });

    await context.close();
  });

  it('sends a guest who opens a panel page to Login and back there afterwards', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await step(page, 'redirect-after-login', async () => {
      await page.goto(`${server.url}/panel/wallet`);
      await page.waitForURL('**/login');
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill('09120000001');
      await page.locator('input[name=password]').fill('user1234');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/panel/wallet');
      await page.getByRole('heading', { name: 'کیف پول' }).waitFor();
      await shoot(page, 'panel-coming-soon');
    });
    await context.close();
  });

  it('logs in with a one-time code and lets staff into the console from /login/admin', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await step(page, 'login-otp', async () => {
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'با کد پیامکی' }).click();
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill('09120000001');
      await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
      const otp = await server.otpFor('09120000001');
      await page.getByRole('textbox', { name: 'کد تایید', exact: true }).fill(otp);
      await shoot(page, 'login-otp');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/panel/profile/user-info');
    });
    await step(page, 'admin-login', async () => {
      await page.getByRole('button', { name: 'خروج از حساب' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.goto(`${server.url}/login/admin`);
      await page.getByRole('heading', { name: 'ورود مدیران' }).waitFor();
      await shoot(page, 'login-admin');
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill('09120000000');
      await page.locator('input[name=password]').fill('admin1234');
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await page.waitForURL('**/admin/**');
    });
    await context.close();
  });

  it('resets a forgotten password with the SMS code and logs straight in', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const mobile = '09351000002';
    await step(page, 'forgot-password', async () => {
      await page.goto(`${server.url}/login`);
      await page.getByRole('link', { name: 'کلمه عبور را فراموش کرده‌اید؟' }).click();
      // The login page has a field with the same name: wait for the new page before typing.
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'بازیابی کلمه عبور' }).waitFor();
      await page
        .getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true })
        .fill(mobile);
      await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
      const otp = await server.otpFor(mobile);
      await page.getByRole('textbox', { name: 'کد تایید', exact: true }).fill(otp);
      await page.locator('input[name=password]').fill('new-pass-1405');
      await page.locator('input[name=repeat]').fill('new-pass-1405');
      await shoot(page, 'forgot-password');
      await page.getByRole('button', { name: 'ذخیره کلمه عبور و ورود' }).click();
      await page.waitForURL('**/panel/profile/user-info');
      const res = await fetch(`${server.url}/api/uma/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ input: mobile, password: 'new-pass-1405' }),
      });
      expect(res.status).toBe(200);
    });
    await context.close();
  });
});
