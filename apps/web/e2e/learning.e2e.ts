import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { toLatinDigits } from '../../../libs/domain/src/text';
import {
  DESKTOP,
  horizontalOverflow,
  newContext,
  PHONE,
  shoot,
  shootScreen,
  tokenOf,
} from './support';

/**
 * The learning catalogue end to end (ENDPOINTS.md 4.1): a visitor browses and filters the
 * courses, is sent to Login by «ثبت نام» and comes back; the demo learner registers in the free
 * course (rules, profile step, REGISTERED), registers in the paid one (invoice, bank, thank-you),
 * sees both in her panel with their money state, and drops the free one. Then every page at a
 * 360 px phone, and the overdue-instalment gate in front of the panel's learning pages.
 */

/** Demo learner (female, about a million Rials in the wallet; the seed puts her in the free course). */
const LEARNER = { mobile: '09351000004', password: 'user1234' };
/** The demo learner with an overdue instalment. */
const OVERDUE = { mobile: '09351000005', password: 'user1234' };
const FREE = 'منطق مقدماتی';
const PAID = 'روش تحقیق در علوم انسانی';
const PAID_PRICE = 1_200_000;
const rial = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

interface Classroom {
  id: number;
  title: string;
  current_user_register_info: { status: string; invoice_info: { status: string } | null } | null;
}

const product = productInBrowser();

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${product.server().url}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function classroomByTitle(title: string, token?: string): Promise<Classroom> {
  const page = await api<{ results: Classroom[] }>(
    `/lma/classrooms?search=${encodeURIComponent(title)}&per_page=50`,
    token,
  );
  const found = page.results.find((c) => c.title === title);
  if (!found) throw new Error(`no classroom «${title}»`);
  return found;
}

async function fillLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true }).fill(mobile);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

async function login(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto(`${product.server().url}/login`);
  await fillLogin(page, mobile, password);
  await page.waitForURL('**/panel/**');
}

/** A toast at the top with this text (the newest one takes the screen). */
async function toastSays(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

/** «ثبت نام» or «پیش ثبت نام» → the rules dialog → ticked → completeInfo. */
async function acceptRules(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'قوانین ثبت نام' });
  await dialog.waitFor();
  const go = dialog.getByRole('button', { name: 'ادامه' });
  expect(await go.isDisabled()).toBe(true);
  await dialog
    .getByRole('checkbox', {
      name: `قوانین دوره را خواندم و قصد ثبت نام در دوره «${title}» را دارم`,
    })
    .check();
  await go.click();
}

describe('the learning catalogue', () => {
  it('is browsed, filtered, and registered in: free at once, paid through the bank; then a drop', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();

    await step(page, 'learning-catalog', async () => {
      await page.goto(`${product.server().url}/all-classrooms`);
      await page.getByRole('heading', { name: 'دوره‌های آموزشی', level: 1 }).waitFor();
      for (const title of [FREE, PAID, 'نگارش علمی', 'فلسفه علم']) {
        await page.getByRole('article', { name: title }).waitFor();
      }
      const free = page.getByRole('article', { name: FREE });
      await free.getByText('رایگان').waitFor();
      await free.getByText('مرحله ثبت نام').waitFor();
      const paid = page.getByRole('article', { name: PAID });
      await paid.getByText(`${rial(PAID_PRICE)} ریال`).waitFor();
      await page.getByRole('article', { name: 'نگارش علمی' }).getByText('ویژه خواهران').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-catalog');
    });

    await step(page, 'learning-catalog-filter', async () => {
      await page.getByRole('radio', { name: 'مرحله ثبت نام', exact: true }).click();
      await page.waitForURL('**/all-classrooms?status=IN_REGISTRATION_PERIOD');
      await page.getByRole('article', { name: 'فلسفه علم' }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: PAID }).waitFor();
      await page.getByRole('radio', { name: 'فلسفه و منطق', exact: true }).click();
      await page.waitForURL(/category=\d+/);
      await page.getByRole('article', { name: PAID }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: FREE }).waitFor();
      // The filters live in the URL: a reload keeps them.
      await page.reload();
      await page.getByRole('article', { name: FREE }).waitFor();
      expect(
        await page.getByRole('radio', { name: 'مرحله ثبت نام', exact: true }).isChecked(),
      ).toBe(true);
      expect(await page.getByRole('radio', { name: 'فلسفه و منطق', exact: true }).isChecked()).toBe(
        true,
      );
      await page.getByRole('group', { name: 'فیلترهای فعال' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-catalog-filtered');
    });

    await step(page, 'learning-catalog-empty', async () => {
      await page.goto(`${product.server().url}/all-classrooms?status=FINISHED`);
      await page.getByText('دوره ای یافت نشد.').waitFor();
      await page.getByRole('button', { name: 'مشاهده همه' }).waitFor();
      await shoot(page, 'learning-catalog-empty');
      await page.getByRole('button', { name: 'مشاهده همه' }).click();
      await page.waitForURL(`${product.server().url}/all-classrooms`);
      await page.getByRole('article', { name: 'فلسفه علم' }).waitFor();
    });

    await step(page, 'learning-guest-register', async () => {
      await page.getByRole('article', { name: FREE }).getByRole('link').click();
      await page.waitForURL(/\/classroom\/\d+$/);
      await page.getByRole('heading', { name: FREE, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'زمان‌بندی ثبت نام' }).waitFor();
      await page.getByRole('table', { name: 'زمان‌بندی ثبت نام' }).getByText('در جریان').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-classroom-guest');
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.waitForURL('**/login');
      await toastSays(page, 'برای ثبت نام ابتدا وارد حساب کاربری خود شوید.');
      await fillLogin(page, LEARNER.mobile, LEARNER.password);
      // Back where the visitor was.
      await page.waitForURL(/\/classroom\/\d+$/);
      await page.getByRole('heading', { name: FREE, level: 1 }).waitFor();
    });

    const token = (await tokenOf(context)) as string;
    expect(token).toBeTruthy();
    const free = await classroomByTitle(FREE, token);
    const paid = await classroomByTitle(PAID, token);

    await step(page, 'learning-drop-seeded', async () => {
      // The demo seed already registered this learner in the free course: she leaves it first.
      expect(free.current_user_register_info?.status).toBe('REGISTERED');
      await page.getByRole('link', { name: 'مشاهده کلاس' }).waitFor();
      await page.getByRole('button', { name: 'انصراف', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'انصراف از دوره' });
      await dialog.getByText(`«${FREE}»`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'بله، انصراف می‌دهم' }).click();
      await toastSays(page, 'انصراف با موفقیت انجام شد.');
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).waitFor();
      await page.getByRole('link', { name: 'مشاهده کلاس' }).waitFor({ state: 'detached' });
    });

    await step(page, 'learning-register-free', async () => {
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await shootScreen(page, 'learning-rules-dialog');
      await acceptRules(page, FREE);
      await page.waitForURL(
        `**/panel/shop/completeInfo?type=register&source=classroom&id=${free.id}`,
      );
      await page.getByRole('heading', { name: 'تکمیل اطلاعات ثبت نام' }).waitFor();
      // Her profile lacks what registration needs: the form, with the missing fields named.
      await page.getByText('برای ثبت نام، اطلاعات کاربری خود را کامل کنید').waitFor();
      await page.getByText('نام پدر، تاریخ تولد', { exact: false }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-complete-info-form');

      await page.getByRole('textbox', { name: 'نام پدر', exact: true }).fill('محمود');
      await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).click();
      const year = page.getByRole('radio', { name: '۱۳۷۴' });
      await year.scrollIntoViewIfNeeded();
      await year.click();
      await page.getByRole('radio', { name: 'مهر' }).click();
      await page.getByRole('gridcell', { name: '۱۰' }).click();
      await page
        .getByRole('textbox', { name: 'نشانی', exact: true })
        .fill('بلوار وکیل‌آباد، کوچه ۸، پلاک ۲۱');
      await page.getByRole('textbox', { name: 'کد پستی', exact: true }).fill('۹۱۸۸۷۶۵۴۳۲');
      await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
      await toastSays(page, 'اطلاعات با موفقیت ویرایش شد');

      // Complete now: read-only, with «ادامه».
      await page.getByRole('heading', { name: 'اطلاعات شما' }).waitFor();
      await page.getByText('۱۰ مهر ۱۳۷۴').waitFor();
      await page.getByText('۹۱۸۸۷۶۵۴۳۲').waitFor();
      await page.getByRole('button', { name: 'ادامه' }).click();
      await toastSays(page, 'ثبت نام شما با موفقیت انجام شد.');
      await page.waitForURL(`**/classroom/${free.id}`);
      await page.getByRole('link', { name: 'مشاهده کلاس' }).waitFor();
      await page.getByText('وضعیت شما').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-classroom-registered');
      const after = await classroomByTitle(FREE, token);
      expect(after.current_user_register_info?.status).toBe('REGISTERED');
    });

    let invoiceId = 0;
    await step(page, 'learning-register-paid', async () => {
      await page.goto(`${product.server().url}/classroom/${paid.id}`);
      await page.getByRole('heading', { name: PAID, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await acceptRules(page, PAID);
      await page.waitForURL(
        `**/panel/shop/completeInfo?type=register&source=classroom&id=${paid.id}`,
      );
      // The profile is complete since the last step: straight to the summary.
      await page.getByRole('heading', { name: 'اطلاعات شما' }).waitFor();
      await page.getByText('ثبت نام و پرداخت').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-complete-info-review');
      await page.getByRole('button', { name: 'ادامه' }).click();
      await toastSays(page, 'صورت حساب شما ایجاد شد');
      await page.waitForURL(/\/panel\/invoice\/\d+$/);
      invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { name: `ثبت نام دوره «${PAID}»` }).waitFor();
    });

    await step(page, 'learning-pay', async () => {
      const me = (await api<{ id: number }>('/uma/users/current', token)).id;
      const wallets = await api<{ results: Array<{ inventory: number }> }>(
        `/accounting/wallets?owner=${me}`,
        token,
      );
      const inventory = wallets.results[0]?.inventory ?? 0;
      if (inventory < PAID_PRICE) {
        await page.getByText('نیازمند افزایش موجودی').waitFor();
        await page.getByRole('button', { name: 'افزایش موجودی و پرداخت' }).click();
        await page.waitForURL('**/api/accounting/gateway/sandbox/**');
        await page.getByText(`${rial(PAID_PRICE - inventory)} ریال`).waitFor();
        await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
        await page.waitForURL(`**/panel/invoice/thankyou?status=true&code=*&invoice=${invoiceId}`);
        await page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' }).waitFor();
        await page.getByText('پرداخت شده', { exact: true }).first().waitFor();
        await shoot(page, 'learning-thankyou');
        await page.getByRole('main').getByRole('link', { name: 'دوره‌های من' }).click();
      } else {
        await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
        await toastSays(page, 'پرداخت');
        await page.getByText('پرداخت شده', { exact: true }).first().waitFor();
        await page.goto(`${product.server().url}/panel/profile/all-classrooms`);
      }
    });

    await step(page, 'learning-my-classrooms', async () => {
      await page.waitForURL('**/panel/profile/all-classrooms');
      await page.getByRole('heading', { name: 'دوره‌های من' }).waitFor();
      const row = page.getByRole('listitem', { name: PAID });
      await row.getByText('ثبت نام', { exact: true }).waitFor();
      await row.getByText('پرداخت شده', { exact: true }).waitFor();
      await page
        .getByRole('listitem', { name: FREE })
        .getByText('ثبت نام', { exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-my-classrooms');
      const after = await classroomByTitle(PAID, token);
      expect(after.current_user_register_info).toMatchObject({
        status: 'REGISTERED',
        invoice_info: { status: 'PAID_FULL' },
      });
    });

    await step(page, 'learning-catalog-member', async () => {
      // The catalogue marks what she is in.
      await page.goto(`${product.server().url}/all-classrooms`);
      await page.getByRole('article', { name: PAID }).getByText('ثبت نام کرده‌اید').waitFor();
      await page.getByRole('article', { name: FREE }).getByText('ثبت نام کرده‌اید').waitFor();
      await page.getByRole('article', { name: 'فلسفه علم' }).waitFor();
      expect(await page.getByText('ثبت نام کرده‌اید').count()).toBe(2);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-catalog-member');
      await page.goto(`${product.server().url}/panel/profile/all-classrooms`);
      await page.getByRole('listitem', { name: PAID }).waitFor();
    });

    await step(page, 'learning-panel-classroom', async () => {
      await page
        .getByRole('listitem', { name: PAID })
        .getByRole('link', { name: 'جزئیات دوره' })
        .click();
      await page.waitForURL(`**/panel/profile/classroom/${paid.id}`);
      await page.getByRole('heading', { name: PAID, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'جلسات' }).waitFor();
      await page.getByRole('heading', { name: 'وضعیت من' }).waitFor();
      await page.getByRole('link', { name: 'مشاهده صورت حساب' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-panel-classroom');
    });

    await step(page, 'learning-drop-free', async () => {
      await page.goto(`${product.server().url}/panel/profile/classroom/${free.id}`);
      await page.getByRole('heading', { name: FREE, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'انصراف', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'انصراف از دوره' })
        .getByRole('button', { name: 'بله، انصراف می‌دهم' })
        .click();
      await toastSays(page, 'انصراف با موفقیت انجام شد.');
      await page.getByText('حذف توسط کاربر').first().waitFor();
      await page
        .getByRole('button', { name: 'انصراف', exact: true })
        .waitFor({ state: 'detached' });
      await page.goto(`${product.server().url}/panel/profile/all-classrooms?status=dropped`);
      // Both of her drops of the free course are there: the seeded seat and today's.
      const dropped = page.getByRole('listitem', { name: FREE });
      await dropped.nth(1).getByText('حذف توسط کاربر').waitFor();
      expect(await dropped.count()).toBe(2);
      await page.getByRole('listitem', { name: PAID }).waitFor({ state: 'detached' });
      await shoot(page, 'learning-my-classrooms-dropped');
      const after = await classroomByTitle(FREE, token);
      expect(after.current_user_register_info?.status).toBe('DROPPED_BY_ITSELF');
    });

    await step(page, 'learning-events-and-circles', async () => {
      await page.goto(`${product.server().url}/all-events`);
      await page.getByRole('heading', { name: 'رویدادها', level: 1 }).waitFor();
      await page.getByRole('article', { name: 'همایش سالانه اندیشه‌جویان ۱۴۰۵' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-events');
      await page
        .getByRole('article', { name: 'همایش سالانه اندیشه‌جویان ۱۴۰۵' })
        .getByRole('link')
        .click();
      await page.waitForURL(/\/event\/\d+$/);
      await page
        .getByRole('heading', { name: 'همایش سالانه اندیشه‌جویان ۱۴۰۵', level: 1 })
        .waitFor();
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-event');

      await page.goto(`${product.server().url}/all-classrooms?type=DiscussionCircles`);
      await page.getByRole('heading', { name: 'حلقه‌های مباحثه', level: 1 }).waitFor();
      await page.getByRole('article', { name: 'حلقه مطالعه «اخلاق پژوهش»' }).waitFor();
      await page.getByRole('article', { name: FREE }).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      await shoot(page, 'learning-circles');

      await page.goto(`${product.server().url}/panel/profile/all-events`);
      await page.getByRole('heading', { name: 'رویدادهای من' }).waitFor();
      await page.getByText('هنوز در رویدادی ثبت نام نکرده‌اید.').waitFor();
      await shoot(page, 'learning-my-events');
    });

    await context.close();
  });

  it('then follows the paid course: attendance and an assignment; staff verify and announce in the console; the learner reads the result', async () => {
    const adminToken = await fetch(`${product.server().url}/api/uma/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input: '09120000000', password: 'admin1234' }),
    }).then(
      async (r) => ((await r.json()) as { token: { access_token: string } }).token.access_token,
    );
    const paid = await classroomByTitle(PAID, adminToken);
    const SESSION = 'جلسه نخست: طرح مسئله';
    const created = await fetch(`${product.server().url}/api/lma/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        classroom: paid.id,
        title: SESSION,
        beginning_time: new Date(Date.now() - 30 * 60_000).toISOString(),
        ending_time: new Date(Date.now() + 60 * 60_000).toISOString(),
        syllabus: 'فصل اول: مسئله پژوهش',
        assignment_description: 'مسئله پژوهش خود را در یک بند بنویسید.',
      }),
    });
    expect(created.status).toBe(201);

    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);

    await step(page, 'journey-session', async () => {
      await page.goto(`${product.server().url}/panel/profile/classroom/${paid.id}`);
      await page.getByRole('heading', { name: PAID, level: 1 }).waitFor();
      await page
        .getByRole('list', { name: 'جلسات' })
        .getByRole('listitem', { name: SESSION })
        .getByRole('link')
        .click();
      await page.waitForURL(/\/panel\/profile\/session\/\d+$/);
      await page.getByRole('heading', { name: SESSION, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'ثبت حضور' });
      // An offline course: the learner listens to the session's recording.
      await form.getByRole('checkbox', { name: 'استماع بخش اول صوت جلسه' }).check();
      await form.getByRole('checkbox', { name: 'استماع بخش دوم صوت جلسه' }).check();
      await form.getByRole('button', { name: 'ثبت حضور' }).click();
      await toastSays(page, 'وضعیت حضور شما ثبت شد.');
      const answer = page.getByRole('form', { name: 'ارسال پاسخ تکلیف' });
      await answer
        .getByRole('textbox', { name: 'متن پاسخ' })
        .fill('چرا اندیشه‌جویان دوره‌های برخط را زودتر رها می‌کنند؟');
      await answer.locator('input[type=file]').setInputFiles({
        name: 'masale.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await answer.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await toastSays(page, 'پاسخ تکلیف شما ارسال شد.');
      await page
        .getByRole('region', { name: 'تکلیف جلسه' })
        .getByText('در انتظار بررسی')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'journey-session');
    });

    // Staff, in the console: verify the answer, then announce the results.
    const staff = await newContext(product.browser(), DESKTOP);
    await staff.addCookies([{ name: 'BearerAccessToken', value: adminToken, url: product.server().url }]);
    const console_ = await staff.newPage();
    await step(console_, 'journey-console-verify', async () => {
      await console_.goto(`${product.server().url}/admin/classrooms/${paid.id}/show/sessions`);
      const row = console_.locator('table tbody tr').filter({ hasText: SESSION });
      await expect.poll(() => row.innerText()).toContain('۱ در انتظار بررسی');
      await row.getByRole('link', { name: 'حضور و غیاب' }).click();
      await console_.locator('table thead').filter({ hasText: 'کد ملی' }).waitFor();
      const mine = console_.locator('table tbody tr').filter({ hasText: 'زینب مرادی' }).first();
      const verify = console_
        .locator('table tbody tr')
        .filter({ has: console_.getByRole('button', { name: 'تایید تکلیف' }) });
      expect(await verify.count()).toBe(1);
      await verify.getByRole('button', { name: 'تایید تکلیف' }).click();
      await console_.getByText('تکلیف تایید شد.').waitFor();
      await expect.poll(() => mine.innerText()).toContain('انجام شده');
      await shoot(console_, 'journey-console-verified');
    });
    await step(console_, 'journey-console-announce', async () => {
      await console_.goto(`${product.server().url}/admin/classrooms/${paid.id}/show/results`);
      await console_.getByRole('button', { name: 'اعلام نتایج' }).click();
      const dialog = console_.getByRole('dialog');
      await dialog.getByRole('button', { name: 'اعلام نتایج' }).click();
      await console_.getByText('نتایج اعلام شد', { exact: false }).waitFor();
      await shoot(console_, 'journey-console-results');
    });
    await staff.close();

    await step(page, 'journey-result', async () => {
      const mine = await api<{ results: { transcript_sheet_info: { status: string } | null }[] }>(
        `/lma/registrations?classroom=${paid.id}&status=REGISTERED`,
        await tokenOf(context),
      );
      const status = mine.results[0].transcript_sheet_info?.status;
      const label: Record<string, string> = {
        CLEAN_PASSED: 'قبول',
        CONDITIONAL_PASSED: 'قبول مشروط',
        FAILED: 'مردود',
        FAILED_DUE_TO_PRE_CONDITIONAL: 'مردود(سابقه قبول مشروط)',
      };
      expect(status && label[status]).toBeTruthy();
      await page.goto(`${product.server().url}/panel/profile/all-classrooms`);
      await page
        .getByRole('listitem', { name: PAID })
        .getByText(label[status!], { exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'journey-result');
    });

    await step(page, 'journey-notice', async () => {
      // Every step of her journey told her something (registration, payment, results); the bell
      // counts the unseen ones, and opening the results notice takes one off.
      const bell = page.getByRole('link', { name: 'اعلان‌ها' }).first();
      const unseen = async () => Number(toLatinDigits(await bell.innerText()).replace(/\D+/g, ''));
      await expect.poll(unseen).toBeGreaterThanOrEqual(1);
      const before = await unseen();
      await bell.click();
      await page.waitForURL('**/panel/notice');
      await page.getByRole('heading', { name: 'اعلان‌ها', level: 1 }).waitFor();
      const item = page.getByRole('listitem', { name: `نتایج «${PAID}» اعلام شد` });
      await item.getByText('تازه', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'journey-notices');
      await item.click();
      await item.getByText('تازه', { exact: true }).waitFor({ state: 'detached' });
      await expect.poll(unseen).toBe(before - 1);
      await item.getByRole('link', { name: 'مشاهده' }).click();
      await page.waitForURL(`**/panel/profile/classroom/${paid.id}`);
    });
    await context.close();
  });

  it('fits every learning page to a 360 px phone', async () => {
    const context = await newContext(product.browser(), PHONE);
    const page = await context.newPage();
    const free = await classroomByTitle(FREE);
    const paid = await classroomByTitle(PAID);
    const event = await classroomByTitle('همایش سالانه اندیشه‌جویان ۱۴۰۵');
    const guestPages: Array<[string, string, string]> = [
      ['learning-catalog', '/all-classrooms', 'دوره‌های آموزشی'],
      ['learning-circles', '/all-classrooms?type=DiscussionCircles', 'حلقه‌های مباحثه'],
      ['learning-events', '/all-events', 'رویدادها'],
      ['learning-classroom-guest', `/classroom/${paid.id}`, PAID],
      ['learning-event', `/event/${event.id}`, event.title],
    ];
    for (const [name, path, heading] of guestPages) {
      await step(page, `phone-${name}`, async () => {
        await page.goto(`${product.server().url}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, name);
        expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
      });
    }
    await step(page, 'phone-learning-catalog-empty', async () => {
      await page.goto(`${product.server().url}/all-events?status=FINISHED`);
      await page.getByText('دوره ای یافت نشد.').waitFor();
      await shoot(page, 'learning-catalog-empty');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
    await step(page, 'phone-learning-filters', async () => {
      await page.goto(`${product.server().url}/all-classrooms`);
      await page.getByRole('button', { name: 'فیلترها', exact: true }).click();
      await page.getByRole('radio', { name: 'برخط(آنلاین)', exact: true }).click();
      await page.waitForURL('**/all-classrooms?holding=ONLINE');
      await shootScreen(page, 'learning-filter-drawer');
      await page.getByRole('button', { name: /^مشاهده .*نتیجه$/ }).click();
      await page.getByRole('article', { name: PAID }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: FREE }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    await login(page, LEARNER.mobile, LEARNER.password);
    const panelPages: Array<[string, string, string]> = [
      ['learning-my-classrooms', '/panel/profile/all-classrooms', 'دوره‌های من'],
      [
        'learning-my-circles',
        '/panel/profile/all-discussion-circles-classrooms',
        'حلقه‌های مباحثه من',
      ],
      ['learning-my-events', '/panel/profile/all-events', 'رویدادهای من'],
      ['learning-panel-classroom', `/panel/profile/classroom/${paid.id}`, PAID],
      ['learning-classroom-registered', `/classroom/${paid.id}`, PAID],
      [
        'learning-complete-info-review',
        `/panel/shop/completeInfo?type=register&source=classroom&id=${free.id}`,
        'تکمیل اطلاعات ثبت نام',
      ],
    ];
    for (const [name, path, heading] of panelPages) {
      await step(page, `phone-${name}`, async () => {
        await page.goto(`${product.server().url}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, name);
        expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
      });
    }
    await step(page, 'phone-learning-rules-dialog', async () => {
      await page.goto(`${product.server().url}/event/${event.id}`);
      await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.getByRole('dialog', { name: 'قوانین ثبت نام' }).waitFor();
      await shootScreen(page, 'learning-rules-dialog');
    });
    await context.close();

    // Another learner, whose profile still lacks what registering needs: the form on a phone.
    const other = await newContext(product.browser(), PHONE);
    const small = await other.newPage();
    await login(small, '09351000008', 'user1234');
    await step(small, 'phone-learning-complete-info-form', async () => {
      await small.goto(
        `${product.server().url}/panel/shop/completeInfo?type=register&source=event&id=${event.id}`,
      );
      await small.getByText('برای ثبت نام، اطلاعات کاربری خود را کامل کنید').waitFor();
      await small.getByRole('textbox', { name: 'نام پدر', exact: true }).waitFor();
      await small.waitForLoadState('networkidle');
      await shoot(small, 'learning-complete-info-form');
      expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
    });
    await other.close();
  });

  it('keeps the overdue-instalment gate in front of the panel learning pages', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, OVERDUE.mobile, OVERDUE.password);
    await step(page, 'learning-overdue-gate', async () => {
      await page.goto(`${product.server().url}/panel/profile/all-classrooms`);
      await page.waitForURL('**/panel/profile/overdue-instalments');
      const paid = await classroomByTitle(PAID);
      await page.goto(`${product.server().url}/panel/profile/classroom/${paid.id}`);
      await page.waitForURL('**/panel/profile/overdue-instalments');
      // The public pages stay open.
      await page.goto(`${product.server().url}/classroom/${paid.id}`);
      await page.getByRole('heading', { name: PAID, level: 1 }).waitFor();
    });
    await context.close();
  });
});
