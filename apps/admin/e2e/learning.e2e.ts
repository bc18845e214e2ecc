import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  step,
  type RunningServer,
} from '../../../tools/e2e-kit';
import {
  apiToken,
  fillDateTime,
  LEARNER,
  lookDone,
  newContext,
  storefrontBuilt,
  TOKEN_COOKIE,
  expectColumns,
  lookAtPages,
} from './support';

/** The demo educational department head (apps/api/src/seed/seed.ts: DEMO_STAFF, 09120000004). */
const HEAD = { input: '09120000004', password: 'staff1234' };
/** A demo learner (seed.ts LEARNERS, the first) who has not passed the new unit's prerequisite. */
const OTHER_LEARNER = { mobile: '09351000001', name: 'امیرحسین قاسمی' };

const CATEGORY = 'فقه و اصول';
const UNIT = 'اصول فقه ۱';
const CLASSROOM = 'اصول فقه ۱ - گروه بهار';

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

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A small landscape PNG (teal with an amber band): the classroom's picture. */
function thumbnailPng(width = 320, height = 180): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = y > height * 0.62 && y < height * 0.78;
      const [r, g, b] = band ? [232, 163, 61] : [15, 92 + Math.round((x / width) * 40), 99];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A list's rows, once its table (known by one of its column titles) has replaced the last page. */
async function waitForRows(page: Page, column: string): Promise<void> {
  await page.locator('table thead').getByText(column, { exact: true }).first().waitFor();
  await page.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
}

async function chooseSelect(page: Page, source: string, label: string): Promise<void> {
  await page.locator(`.ra-input-${source} [role="combobox"]`).first().click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function chooseAutocomplete(
  page: Page,
  source: string,
  typed: string,
  option: string,
): Promise<void> {
  await page.locator(`.ra-input-${source} input`).first().fill(typed);
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

async function signInAsHead(page: Page): Promise<void> {
  if (storefrontBuilt()) {
    await page.goto(`${server.url}/login/admin`);
    await page.locator('input[autocomplete="username"]').fill(HEAD.input);
    await page.locator('input[autocomplete="current-password"]').fill(HEAD.password);
    await page.locator('button[type="submit"]').click();
  } else {
    const token = await apiToken(server, HEAD);
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
    await page.goto(`${server.url}/admin/`);
  }
  await page.waitForURL(/\/admin\/?$/, { timeout: 20_000 });
  await page.getByText('خوش آمدید').first().waitFor();
}

describe('admin console: learning', () => {
  it('makes a category, a unit and a free classroom; a learner registers; the head drops them', async () => {
    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    let classroomId = 0;

    await step(page, 'admin-learning-login', async () => {
      await signInAsHead(page);
      const menu = await page.locator('.RaMenu-open, .RaSidebar-fixed').first().innerText();
      for (const item of [
        'آموزش',
        'دوره‌های آموزشی',
        'حلقه‌های مباحثاتی',
        'درس‌ها',
        'دسته‌های آموزشی',
        'دسته‌های حلقه مباحثاتی',
        'رویدادها',
        'دسته‌های رویداد',
      ]) {
        expect(menu).toContain(item);
      }
      // lma.manage only: no users or finance screens for the educational head.
      expect(menu).not.toContain('کاربران');
      expect(menu).not.toContain('صورتحساب‌ها');
    });

    await step(page, 'admin-learning-category', async () => {
      await page.getByRole('menuitem', { name: 'دسته‌های آموزشی' }).click();
      await page.waitForURL(/\/admin\/categories$/);
      await waitForRows(page, 'درس‌ها');
      // Only training categories: the seeded event category is on its own screen.
      expect(await page.locator('table tbody').innerText()).not.toContain('همایش‌ها و اردوها');
      await page.getByRole('link', { name: 'افزودن' }).click();
      await page.waitForURL(/\/admin\/categories\/create$/);
      // Blank text is not a title: refused in Persian before anything is sent.
      await page.locator('input[name="title"]').fill('   ');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('این بخش را پر کنید').first().waitFor();
      await page.locator('input[name="title"]').fill(CATEGORY);
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/categories$/);
      await page.locator('table tbody tr').filter({ hasText: CATEGORY }).waitFor();
      await lookDone(page, 'admin-learning-categories-1280');
    });

    await step(page, 'admin-learning-category-in-use', async () => {
      // A category that still has units stays, with the API's 409 text.
      await page.locator('table tbody tr').filter({ hasText: 'فلسفه و منطق' }).first().click();
      await page.waitForURL(/\/admin\/categories\/\d+$/);
      await page.getByRole('button', { name: 'حذف' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'تایید' }).click();
      await page.getByText('این دسته درس دارد و قابل حذف نیست.').waitFor();
      await screenshot(page, 'admin-learning-category-in-use-1280');
    });

    await step(page, 'admin-learning-unit', async () => {
      await page.getByRole('menuitem', { name: 'درس‌ها' }).click();
      await page.waitForURL(/\/admin\/units$/);
      await waitForRows(page, 'پیش‌نیازها');
      await page.getByRole('link', { name: 'افزودن' }).click();
      await page.waitForURL(/\/admin\/units\/create$/);
      await page.locator('input[name="title"]').fill(UNIT);
      await page.locator('input[name="default_session_count"]').fill('۱۲');
      await chooseAutocomplete(page, 'category', 'فقه', `${CATEGORY} (دوره آموزشی)`);
      await chooseAutocomplete(page, 'prerequisites', 'منطق', 'منطق مقدماتی');
      await page
        .locator('textarea[name="rules"]')
        .fill('حضور در دست‌کم سه چهارم جلسات الزامی است.');
      await lookDone(page, 'admin-learning-unit-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/units$/);
      const row = page.locator('table tbody tr').filter({ hasText: UNIT });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(CATEGORY);
      expect(text).toContain('منطق مقدماتی');
      expect(text).toContain('۱۲');
      await lookDone(page, 'admin-learning-units-1280');
    });

    await step(page, 'admin-learning-classroom-create', async () => {
      await page.getByRole('menuitem', { name: 'دوره‌های آموزشی' }).click();
      await page.waitForURL(/\/admin\/classrooms$/);
      await waitForRows(page, 'مهلت ثبت نام');
      await page.getByRole('link', { name: 'افزودن' }).click();
      await page.waitForURL(/\/admin\/classrooms\/create/);
      await chooseAutocomplete(page, 'unit', 'اصول', UNIT);
      await page.locator('input[name="title"]').fill(CLASSROOM);
      await chooseAutocomplete(page, 'professor', 'شریفی', 'محمدرضا شریفی');
      await chooseSelect(page, 'holding_type', 'حضوری');
      await chooseSelect(page, 'holding_month', 'فروردین');
      await page.locator('input[name="sessions_frequency"]').fill('هفته‌ای دو جلسه');
      await page
        .locator('.ra-input-thumbnail input[type="file"]')
        .setInputFiles({ name: 'usul.png', mimeType: 'image/png', buffer: thumbnailPng() });
      await page.locator('.ra-input-thumbnail img').waitFor();
      await lookDone(page, 'admin-learning-classroom-create-1280');

      await page.getByRole('tab', { name: 'ظرفیت و هزینه' }).click();
      await page.locator('input[name="price"]').fill('۰');
      await page.locator('input[name="capacity"]').fill('۲');
      expect(await page.locator('input[name="capacity"]').inputValue()).toBe('۲');

      // Open for registration now: published and registering since yesterday, for ten days.
      await page.getByRole('tab', { name: 'زمان‌بندی' }).click();
      const now = Date.now();
      const yesterday = new Date(now - 24 * 3600_000);
      const tenDays = new Date(now + 10 * 24 * 3600_000);
      await fillDateTime(page, 'publish_time', yesterday);
      await fillDateTime(page, 'beginning_registration_period', yesterday);
      // An end before its beginning is refused before anything is sent.
      await fillDateTime(page, 'ending_registration_period', new Date(now - 3 * 24 * 3600_000));
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('پایان مرحله باید بعد از آغاز آن باشد').waitFor();
      await lookDone(page, 'admin-learning-classroom-periods-1280');
      await fillDateTime(page, 'ending_registration_period', tenDays);
      await page.getByText('پایان مرحله باید بعد از آغاز آن باشد').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/classrooms\/\d+\/show$/);
      classroomId = Number(/\/classrooms\/(\d+)\/show/.exec(page.url())?.[1]);
      expect(classroomId).toBeGreaterThan(0);
      await page.getByText('مرحله ثبت نام', { exact: true }).first().waitFor();
      await page.getByText('۰ از ۲ نفر').first().waitFor();
      await page.getByText('رایگان').first().waitFor();
      await page.getByText('محمدرضا شریفی').first().waitFor();
      await page.getByText('فروردین').first().waitFor();
      await lookDone(page, 'admin-learning-classroom-show-1280');
    });

    // What was saved: the periods as instants, the picture as an uploaded file.
    const headToken = await apiToken(server, HEAD);
    const saved = await api<{
      status: string;
      price: number;
      capacity: number;
      thumbnail: string | null;
      professor_info: { full_name: string } | null;
      beginning_registration_period: string;
      ending_registration_period: string;
    }>(headToken, `lma/classrooms/${classroomId}`);
    expect(saved).toMatchObject({ status: 'IN_REGISTRATION_PERIOD', price: 0, capacity: 2 });
    expect(saved.professor_info?.full_name).toBe('محمدرضا شریفی');
    expect(saved.thumbnail).toBeTruthy();
    expect((await fetch(new URL(saved.thumbnail ?? '', server.url))).ok).toBe(true);
    expect(new Date(saved.ending_registration_period).getTime()).toBeGreaterThan(Date.now());

    await step(page, 'admin-learning-classroom-list', async () => {
      await page.getByRole('menuitem', { name: 'دوره‌های آموزشی' }).click();
      await page.waitForURL(/\/admin\/classrooms$/);
      await waitForRows(page, 'مهلت ثبت نام');
      await expectColumns(page, [
        'عنوان',
        'درس',
        'استاد',
        'وضعیت',
        'هزینه برگزاری',
        'ظرفیت',
        'مهلت ثبت نام',
      ]);
      await chooseSelect(page, 'status', 'مرحله ثبت نام');
      await expect
        .poll(() => decodeURIComponent(page.url()))
        .toContain('"status":"IN_REGISTRATION_PERIOD"');
      const row = page.locator('table tbody tr').filter({ hasText: CLASSROOM });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('مرحله ثبت نام');
      expect(text).toContain('رایگان');
      expect(text).toContain('۰ از ۲ نفر');
      await expect
        .poll(async () => {
          const rows = await page.locator('table tbody tr').allInnerTexts();
          return rows.every((r) => r.includes('مرحله ثبت نام'));
        })
        .toBe(true);
      await lookDone(page, 'admin-learning-classrooms-1280');
    });

    // The learner registers from the storefront's call: free, so REGISTERED at once.
    const learnerToken = await apiToken(server, LEARNER);
    const registration = await api<{ status: string; detail: string }>(
      learnerToken,
      `lma/classrooms/${classroomId}/register`,
      { method: 'PUT' },
    );
    expect(registration.status).toBe('REGISTERED');

    await step(page, 'admin-learning-members', async () => {
      await page.locator('table tbody tr').filter({ hasText: CLASSROOM }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroomId}/show$`));
      await page.getByText('۱ از ۲ نفر').first().waitFor();
      await page.getByRole('tab', { name: 'اعضا' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroomId}/show/members$`));
      const row = page.locator('table tbody tr').filter({ hasText: 'محمد اندیشه‌جو' });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('ثبت نام');
      expect(text).toContain('رایگان');
      await expectColumns(page, ['کاربر', 'کد ملی', 'وضعیت', 'وضعیت مالی', 'زمان ثبت نام']);
      await lookDone(page, 'admin-learning-members-1280');
    });

    await step(page, 'admin-learning-drop', async () => {
      const row = page.locator('table tbody tr').filter({ hasText: 'محمد اندیشه‌جو' });
      await row.getByRole('button', { name: 'حذف از دوره' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('حذف «محمد اندیشه‌جو» از دوره').waitFor();
      await dialog.getByText('این ثبت نام پرداختی ندارد').waitFor();
      expect(await dialog.locator('input[name="refund_amount"]').inputValue()).toBe('۰');
      await screenshot(page, 'admin-learning-drop-dialog-1280');
      await dialog.getByRole('button', { name: 'حذف از دوره' }).click();
      await page.getByText('کاربر از دوره حذف شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row.innerText()).toContain('حذف توسط ادمین');
      expect(await row.getByRole('button', { name: 'حذف از دوره' }).count()).toBe(0);
      await lookDone(page, 'admin-learning-dropped-1280');
    });

    const afterDrop = await api<{ results: { status: string }[] }>(
      learnerToken,
      `lma/registrations?classroom=${classroomId}`,
    );
    expect(afterDrop.results.map((r) => r.status)).toEqual(['DROPPED_BY_ADMIN']);

    await step(page, 'admin-learning-register-user', async () => {
      // «ثبت نام کاربر»: someone without the unit's prerequisite is refused with the API's text
      // and the dialog stays open.
      await page.getByRole('button', { name: 'ثبت نام کاربر' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('ثبت نام کاربر در دوره').waitFor();
      await dialog.locator('.ra-input-owner input').fill('۰۹۳۵۱۰۰۰۰۰۱');
      await page.getByRole('option').filter({ hasText: OTHER_LEARNER.name }).first().click();
      await dialog.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.getByText('برای ثبت نام باید پیش‌نیاز «منطق مقدماتی» را گذرانده باشید.').waitFor();
      expect(await dialog.isVisible()).toBe(true);
      // The dropped learner (who passed it) comes back, picked by mobile typed in Persian.
      await dialog.locator('.ra-input-owner input').fill('۰۹۱۲۰۰۰۰۰۰۱');
      await page.getByRole('option').filter({ hasText: 'محمد اندیشه‌جو' }).first().click();
      await screenshot(page, 'admin-learning-register-dialog-1280');
      await dialog.getByRole('button', { name: 'ثبت نام', exact: true }).click();
      await page.getByText('کاربر در دوره ثبت نام شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const rows = page.locator('table tbody tr').filter({ hasText: 'محمد اندیشه‌جو' });
      await expect.poll(() => rows.count()).toBe(2);
      const texts = await rows.allInnerTexts();
      expect(texts.some((t) => t.includes('حذف توسط ادمین'))).toBe(true);
      expect(texts.some((t) => !t.includes('حذف توسط ادمین') && t.includes('ثبت نام'))).toBe(true);
    });

    await step(page, 'admin-learning-ongoing', async () => {
      // The switch follows the classroom: it turns on once the server has answered.
      await page.getByLabel('در حال برگزاری').click();
      await page.getByText('دوره «در حال برگزاری» شد.').waitFor();
      await expect.poll(() => page.getByLabel('در حال برگزاری').isChecked()).toBe(true);
    });
    await context.close();

    // The new screens on a phone.
    const phone = await newContext(browser, 360, { server, value: headToken });
    const small = await phone.newPage();
    await lookAtPages(small, server.url, [
      ['/admin/classrooms', 'admin-learning-classrooms-360', CLASSROOM],
      ['/admin/classrooms/create', 'admin-learning-classroom-create-360', 'نوع برگزاری'],
      [
        `/admin/classrooms/${classroomId}/show`,
        'admin-learning-classroom-show-360',
        'قوانین قبولی',
      ],
      [
        `/admin/classrooms/${classroomId}/show/members`,
        'admin-learning-members-360',
        'حذف توسط ادمین',
      ],
      ['/admin/units', 'admin-learning-units-360', UNIT],
      ['/admin/categories', 'admin-learning-categories-360', CATEGORY],
      ['/admin/events', 'admin-learning-events-360', 'همایش سالانه'],
      ['/admin/events/create', 'admin-learning-event-create-360', 'دسته رویداد'],
    ]);
    await phone.close();
  });

  it('bills a pre-registered learner, who pays; the head drops them with a partial refund', async () => {
    const headToken = await apiToken(server, HEAD);
    const learnerToken = await apiToken(server, LEARNER);
    const day = 24 * 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    // A paid classroom in its pre-registration period (made through the API this time).
    const units = await api<{ results: { id: number; title: string }[] }>(
      headToken,
      `lma/units?search=${encodeURIComponent('منطق مقدماتی')}`,
    );
    const unit = units.results.find((u) => u.title === 'منطق مقدماتی');
    expect(unit).toBeTruthy();
    const classroom = await api<{ id: number; status: string }>(headToken, 'lma/classrooms', {
      method: 'POST',
      body: JSON.stringify({
        unit: unit?.id,
        title: 'منطق مقدماتی - گروه عصر',
        holding_type: 'ONLINE',
        price: 500_000,
        capacity: 10,
        publish_time: at(-day),
        beginning_enrollment_period: at(-day),
        ending_enrollment_period: at(day),
        beginning_registration_period: at(2 * day),
        ending_registration_period: at(5 * day),
      }),
    });
    expect(classroom.status).toBe('IN_ENROLLMENT_PERIOD');
    await api(learnerToken, `lma/classrooms/${classroom.id}/enroll`, { method: 'PUT' });

    const context = await newContext(browser, 1280, { server, value: headToken });
    const page = await context.newPage();
    const members = `${server.url}/admin/classrooms/${classroom.id}/show/members`;
    const row = page.locator('table tbody tr').filter({ hasText: 'محمد اندیشه‌جو' });

    await step(page, 'admin-learning-invoice-member', async () => {
      await page.goto(members);
      await row.waitFor();
      expect(await row.innerText()).toContain('پیش ثبت نام');
      await row.getByRole('button', { name: 'صدور صورت‌حساب' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('صدور صورت‌حساب برای «محمد اندیشه‌جو»').waitFor();
      await dialog.getByRole('button', { name: 'صدور صورت‌حساب' }).click();
      await page.getByText('صورتحساب کاربر صادر شد؛ با پرداخت آن ثبت نام قطعی می‌شود.').waitFor();
      await expect.poll(() => row.innerText()).toContain('درحال پرداخت');
      expect(await row.getByRole('button', { name: 'صدور صورت‌حساب' }).count()).toBe(0);
      await lookDone(page, 'admin-learning-member-invoiced-1280');
    });

    // The learner pays it from the wallet: the registration is final.
    const regs = await api<{ results: { invoice: number | null; status: string }[] }>(
      learnerToken,
      `lma/registrations?classroom=${classroom.id}`,
    );
    const invoiceId = regs.results[0]?.invoice;
    expect(invoiceId).toBeTruthy();
    await api(learnerToken, `accounting/invoices/${invoiceId}/pay`, { method: 'PUT' });
    const wallet = async () =>
      (await api<{ results: { inventory: number }[] }>(learnerToken, 'accounting/wallets'))
        .results[0].inventory;
    const paidWallet = await wallet();

    await step(page, 'admin-learning-drop-with-refund', async () => {
      await page.goto(members);
      await expect.poll(() => row.innerText()).toContain('پرداخت شده');
      expect(await row.innerText()).toContain('ثبت نام');
      await row.getByRole('button', { name: 'حذف از دوره' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('این کاربر ۵۰۰٬۰۰۰ ریال پرداخت کرده است').waitFor();
      const refund = dialog.locator('input[name="refund_amount"]');
      await refund.fill('۶۰۰۰۰۰');
      await dialog.getByRole('button', { name: 'حذف از دوره' }).click();
      await dialog.getByText('بیش از مبلغ پرداخت‌شده (۵۰۰٬۰۰۰ ریال) نمی‌شود').waitFor();
      await refund.fill('۲۵۰۰۰۰');
      expect(await refund.inputValue()).toBe('۲۵۰٬۰۰۰');
      await screenshot(page, 'admin-learning-refund-dialog-1280');
      await dialog.getByRole('button', { name: 'حذف از دوره' }).click();
      await page.getByText('کاربر از دوره حذف شد و ۲۵۰٬۰۰۰ ریال به کیف پول او بازگشت.').waitFor();
      await expect.poll(() => row.innerText()).toContain('حذف توسط ادمین');
    });
    expect(await wallet()).toBe(paidWallet + 250_000);
    await context.close();
  });

  it('shows events and discussion circles with their own categories', async () => {
    const token = await apiToken(server, HEAD);
    const context = await newContext(browser, 1280, { server, value: token });
    const page = await context.newPage();
    for (const [path, name, expected] of [
      ['/admin/events', 'admin-learning-events-1280', 'همایش سالانه'],
      ['/admin/events/create', 'admin-learning-event-create-1280', 'دسته رویداد'],
      ['/admin/event-categories', 'admin-learning-event-categories-1280', 'همایش‌ها و اردوها'],
      ['/admin/discussion-circles-classrooms', 'admin-learning-circles-1280', 'اخلاق پژوهش'],
      [
        '/admin/discussion-circles-categories',
        'admin-learning-circle-categories-1280',
        'حلقه‌های مطالعاتی',
      ],
    ]) {
      await step(page, name, async () => {
        await page.goto(`${server.url}${path}`);
        await page.locator('#main-content').waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByText(expected).first().waitFor();
        await lookDone(page, name);
      });
    }
    await context.close();
  });
});
