import ExcelJS from 'exceljs';
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
  apiCall,
  apiToken,
  exportsXlsx,
  fillDateTime,
  LEARNER,
  lookDone,
  newContext,
  signIn,
  SUPERUSER,
  lookAtPages,
} from './support';

/** The demo educational department head (apps/api/src/seed/seed.ts: DEMO_STAFF, 09120000004). */
const HEAD = { input: '09120000004', password: 'staff1234' };
/** Two demo learners (seed.ts LEARNERS, the first two; password user1234). */
const QASEMI = { input: '09351000001', password: 'user1234', name: 'امیرحسین قاسمی' };
const NAJAFI = { input: '09351000002', password: 'user1234', name: 'فاطمه نجفی' };
const LEARNER_NAME = 'محمد اندیشه‌جو';

const UNIT = 'نگارش علمی';
const CLASSROOM = 'نگارش علمی - گروه جلسات';
const TEMPLATE = 'جلسه نخست: ساختار مقاله';
const HOUR = 3600_000;

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

interface UserRow {
  id: number;
  national_code: string;
}

/** A Latin-digit string as Persian digits (what the console shows). */
const fa = (value: string | number) =>
  String(value).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

async function chooseAutocomplete(
  page: Page,
  source: string,
  typed: string,
  option: string,
): Promise<void> {
  await page.locator(`.ra-input-${source} input`).first().fill(typed);
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

/** An attendance spreadsheet as staff fill it: «کد ملی» and «وضعیت حضور» (exceljs, as the API). */
async function attendanceXlsx(rows: [string, string][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('حضور و غیاب');
  ws.addRow(['کد ملی', 'وضعیت حضور']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('admin console: sessions and attendance', () => {
  it('makes a template and a session from it; verifies an answer, records and imports attendance, exports', async () => {
    // ---- data through the API: a published free classroom of «نگارش علمی» with three learners.
    const admin = await apiToken(server, SUPERUSER);
    const units = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      admin,
      `lma/units?search=${encodeURIComponent(UNIT)}`,
    );
    const unit = units.results.find((u) => u.title === UNIT);
    expect(unit).toBeTruthy();
    const classroom = await apiCall<{ id: number }>(server, admin, 'lma/classrooms', {
      method: 'POST',
      body: JSON.stringify({
        unit: unit?.id,
        title: CLASSROOM,
        holding_type: 'ONLINE',
        price: 0,
        capacity: 0,
        publish_time: new Date(Date.now() - 10 * 24 * HOUR).toISOString(),
        is_ongoing: true,
      }),
    });
    const userOf = async (mobile: string) =>
      (await apiCall<{ results: UserRow[] }>(server, admin, `uma/users?mobile_number=${mobile}`))
        .results[0];
    const learner = await userOf(LEARNER.input);
    const qasemi = await userOf(QASEMI.input);
    const najafi = await userOf(NAJAFI.input);
    const joined = await apiCall<{ ok: boolean }[]>(
      server,
      admin,
      `lma/classrooms/${classroom.id}/bulk_register`,
      { method: 'PUT', body: JSON.stringify({ owners: [learner.id, qasemi.id, najafi.id] }) },
    );
    expect(joined.every((r) => r.ok)).toBe(true);

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, HEAD);

    await step(page, 'admin-sessions-template', async () => {
      const menu = await page.locator('.RaMenu-open, .RaSidebar-fixed').first().innerText();
      expect(menu).toContain('جلسات');
      expect(menu).toContain('الگوهای جلسه');
      await page.getByRole('menuitem', { name: 'الگوهای جلسه' }).click();
      await page.waitForURL(/\/admin\/session-templates$/);
      await page.getByRole('link', { name: 'افزودن الگوی جلسه' }).click();
      await page.waitForURL(/\/admin\/session-templates\/create/);
      await page.locator('input[name="title"]').waitFor();
      // Nothing is sent without a unit.
      await page.locator('input[name="title"]').fill(TEMPLATE);
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('درس را انتخاب کنید').first().waitFor();
      await chooseAutocomplete(page, 'unit', 'نگارش', UNIT);
      await page.locator('textarea[name="syllabus"]').fill('فصل دوم کتاب روش نگارش');
      await page
        .locator('textarea[name="assignment_question"]')
        .fill('ساختار مقاله خود را در پنج بند بنویسید.');
      await page
        .locator('textarea[name="assignment_answer"]')
        .fill('مقدمه، پیشینه، روش، یافته، نتیجه');
      await lookDone(page, 'admin-sessions-template-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(/\/admin\/session-templates\?unit=\d+$/);
      const row = page.locator('table tbody tr').filter({ hasText: TEMPLATE });
      await row.waitFor();
      expect(await row.innerText()).toContain(UNIT);
      await lookDone(page, 'admin-sessions-templates-1280');
    });

    const templates = await apiCall<{ results: { title: string; unit: number }[] }>(
      server,
      admin,
      `lma/session_templates?unit=${unit?.id}`,
    );
    expect(templates.results.map((t) => t.title)).toContain(TEMPLATE);

    let sessionId = 0;
    await step(page, 'admin-sessions-create-from-tab', async () => {
      await page.goto(`${server.url}/admin/classrooms/${classroom.id}/show`);
      await page.getByRole('tab', { name: 'جلسات' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroom.id}/show/sessions$`));
      await page.getByText('هنوز جلسه‌ای برای این دوره ثبت نشده است', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'افزودن جلسه' }).click();
      await page.waitForURL(/\/admin\/session\/create/);
      // The classroom comes from the tab; the template fills the title and the texts.
      await expect
        .poll(() => page.locator('.ra-input-classroom input').inputValue())
        .toBe(CLASSROOM);
      await page.getByLabel('پر کردن از الگوی جلسه').click();
      await page.getByRole('option', { name: TEMPLATE }).click();
      expect(await page.locator('input[name="title"]').inputValue()).toBe(TEMPLATE);
      expect(await page.locator('textarea[name="assignment_description"]').inputValue()).toBe(
        'ساختار مقاله خود را در پنج بند بنویسید.',
      );
      // Held an hour ago (answers are open for a week after): the end must follow the start.
      const now = Date.now();
      await fillDateTime(page, 'beginning_time', new Date(now - 2 * HOUR));
      await fillDateTime(page, 'ending_time', new Date(now - 3 * HOUR));
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('پایان جلسه باید بعد از آغاز آن باشد').waitFor();
      await fillDateTime(page, 'ending_time', new Date(now - HOUR));
      await lookDone(page, 'admin-sessions-create-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroom.id}/show/sessions$`));
      const row = page.locator('table tbody tr').filter({ hasText: TEMPLATE });
      await row.waitFor();
      expect(await row.innerText()).toContain('برگزار شده');
      await expect.poll(() => row.innerText()).toContain(`۰ حاضر از ۳ نفر`);
      await lookDone(page, 'admin-sessions-tab-1280');
    });

    const sessions = await apiCall<{ results: { id: number; title: string; syllabus: string }[] }>(
      server,
      admin,
      `lma/sessions?classroom=${classroom.id}`,
    );
    expect(sessions.results).toHaveLength(1);
    sessionId = sessions.results[0].id;
    expect(sessions.results[0].syllabus).toBe('فصل دوم کتاب روش نگارش');

    // The learner hands in an answer (the storefront's call).
    const learnerToken = await apiToken(server, LEARNER);
    const answer = new FormData();
    answer.append('session', String(sessionId));
    answer.append('answer_text', 'مقدمه، پیشینه پژوهش، روش، یافته‌ها و نتیجه‌گیری');
    const handed = await fetch(
      `${server.url}/api/lma/session_attendance_sheets/submit_assignment`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${learnerToken}` },
        body: answer,
      },
    );
    expect(handed.ok).toBe(true);

    const sheetsUrl = new RegExp(
      `/admin/classrooms/${classroom.id}/session/${sessionId}/session_attendance_sheets$`,
    );
    await step(page, 'admin-sessions-sheets', async () => {
      await page.reload();
      const row = page.locator('table tbody tr').filter({ hasText: TEMPLATE });
      await expect.poll(() => row.innerText()).toContain('۱ در انتظار بررسی');
      await row.getByRole('link', { name: 'حضور و غیاب' }).click();
      await page.waitForURL(sheetsUrl);
      // The sheets page loads lazily: wait for its table, not the tab's.
      const header = await page.locator('table thead').filter({ hasText: 'کد ملی' }).innerText();
      for (const title of ['اندیشه‌جو', 'کد ملی', 'وضعیت حضور', 'گزارش حضور', 'تکلیف', 'عملیات']) {
        expect(header).toContain(title);
      }
      for (const name of [LEARNER_NAME, QASEMI.name, NAJAFI.name]) {
        await page.locator('table tbody tr').filter({ hasText: name }).waitFor();
      }
      const mine = page.locator('table tbody tr').filter({ hasText: LEARNER_NAME });
      const text = await mine.innerText();
      expect(text).toContain(fa(learner.national_code));
      expect(text).toContain('غایب');
      expect(text).toContain('ارسال شده');
      expect(text).toContain('مقدمه، پیشینه پژوهش');
      await lookDone(page, 'admin-sessions-sheets-1280');
    });

    await step(page, 'admin-sessions-verify', async () => {
      const mine = page.locator('table tbody tr').filter({ hasText: LEARNER_NAME });
      await mine.getByRole('button', { name: 'تایید تکلیف' }).click();
      await page.getByText('تکلیف تایید شد.').waitFor();
      await expect.poll(() => mine.innerText()).toContain('انجام شده');
      expect(await mine.getByRole('button', { name: 'تایید تکلیف' }).count()).toBe(0);
      // Nobody else handed in: nothing to verify on their rows.
      const other = page.locator('table tbody tr').filter({ hasText: QASEMI.name });
      expect(await other.getByRole('button', { name: 'تایید تکلیف' }).count()).toBe(0);
    });

    await step(page, 'admin-sessions-attendance', async () => {
      const row = page.locator('table tbody tr').filter({ hasText: QASEMI.name });
      await row.getByRole('button', { name: 'ثبت حضور' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`ثبت حضور «${QASEMI.name}»`).waitFor();
      await dialog.getByLabel('حضور در قسمت اول').check();
      await dialog.getByLabel('حضور در قسمت دوم').check();
      await screenshot(page, 'admin-sessions-attendance-dialog-1280');
      await dialog.getByRole('button', { name: 'ثبت حضور' }).click();
      await page.getByText('حضور اندیشه‌جو ثبت شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row.innerText()).toContain('حاضر');
    });

    await step(page, 'admin-sessions-import', async () => {
      const file = await attendanceXlsx([
        [learner.national_code, 'قسمت اول'],
        [fa(najafi.national_code), 'حاضر'],
        ['0000000000', 'غایب'],
      ]);
      await page.getByRole('button', { name: 'ورود حضور و غیاب از اکسل' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('«کد ملی» و «وضعیت حضور»', { exact: false }).waitFor();
      // Without a file nothing is sent.
      await dialog.getByRole('button', { name: 'بارگذاری' }).click();
      await dialog.getByText('فایل اکسل را انتخاب کنید').waitFor();
      await dialog.locator('.ra-input-file input[type="file"]').setInputFiles({
        name: 'attendance.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      await dialog.getByRole('button', { name: 'بارگذاری' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('نتیجه ورود حضور و غیاب از اکسل').waitFor();
      await page.getByText('۲ ردیف ثبت شد.').waitFor();
      await page.getByText('۱ ردیف ثبت نشد', { exact: false }).waitFor();
      await page.getByText(fa('0000000000')).first().waitFor();
      const mine = page.locator('table tbody tr').filter({ hasText: LEARNER_NAME });
      const najafiRow = page.locator('table tbody tr').filter({ hasText: NAJAFI.name });
      await expect.poll(() => mine.innerText()).toContain('قسمت اول');
      await expect.poll(() => najafiRow.innerText()).toContain('حاضر');
      await lookDone(page, 'admin-sessions-imported-1280');
    });

    await step(page, 'admin-sessions-export', async () => {
      const { headers, rows } = await exportsXlsx(page);
      expect(headers).toContain('کد ملی');
      expect(headers).toContain('وضعیت حضور');
      expect(rows).toHaveLength(3);
    });

    await step(page, 'admin-sessions-learner', async () => {
      await page
        .locator('table tbody tr')
        .filter({ hasText: LEARNER_NAME })
        .getByRole('link', { name: LEARNER_NAME })
        .click();
      await page.waitForURL(new RegExp(`/admin/session/${sessionId}/user/${learner.id}$`));
      await page.getByText('مقدمه، پیشینه پژوهش', { exact: false }).waitFor();
      await page.getByText('انجام شده').first().waitFor();
      await lookDone(page, 'admin-sessions-learner-1280');
      await page.getByRole('link', { name: 'حضور و غیاب جلسه' }).click();
      await page.waitForURL(sheetsUrl);
    });

    await step(page, 'admin-sessions-delete-refused', async () => {
      // A session with sheets stays, with the API's reason.
      await page.getByRole('link', { name: 'جلسات دوره' }).click();
      await page.waitForURL(new RegExp(`/admin/classrooms/${classroom.id}/show/sessions$`));
      const row = page.locator('table tbody tr').filter({ hasText: TEMPLATE });
      await row.getByRole('button', { name: 'حذف' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
      await page.getByText('برای این جلسه حضور و غیاب ثبت شده است و قابل حذف نیست.').waitFor();
      await row.waitFor();
    });

    // What the API holds now.
    const sheets = await apiCall<{
      results: { owner: number; attendance_status: string; assignment_status: string }[];
    }>(server, admin, `lma/session_attendance_sheets/session_sheets?session=${sessionId}`);
    const byOwner = new Map(sheets.results.map((s) => [s.owner, s]));
    expect(byOwner.get(learner.id)).toMatchObject({
      attendance_status: 'PART1',
      assignment_status: 'VERIFIED',
    });
    expect(byOwner.get(qasemi.id)?.attendance_status).toBe('PRESENT');
    expect(byOwner.get(najafi.id)?.attendance_status).toBe('PRESENT');
    await context.close();

    // The same screens on a phone.
    const headToken = await apiToken(server, HEAD);
    const phone = await newContext(browser, 360, { server, value: headToken });
    const small = await phone.newPage();
    await lookAtPages(small, server.url, [
      [`/admin/classrooms/${classroom.id}/show/sessions`, 'admin-sessions-tab-360', TEMPLATE],
      [
        `/admin/classrooms/${classroom.id}/session/${sessionId}/session_attendance_sheets`,
        'admin-sessions-sheets-360',
        LEARNER_NAME,
      ],
      [
        `/admin/session/${sessionId}/user/${learner.id}`,
        'admin-sessions-learner-360',
        'پاسخ اندیشه‌جو',
      ],
      [`/admin/session/${sessionId}`, 'admin-sessions-edit-360', 'صورت تکلیف'],
      [`/admin/session?classroom=${classroom.id}`, 'admin-sessions-list-360', TEMPLATE],
      [`/admin/session-templates`, 'admin-sessions-templates-360', TEMPLATE],
    ]);
    await phone.close();
  });
});
