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
  LEARNER,
  lookDone,
  newContext,
  signIn,
  SUPERUSER,
  lookAtPages,
} from './support';

/**
 * The classroom page's other tabs (ارزیابان و سرگروه‌ها، پروژه‌ها، تیم‌ها، نتایج) and a unit's past
 * marks: the data is set up through the API, the educational head drives the console.
 */

/** The demo educational department head (apps/api/src/seed/seed.ts: DEMO_STAFF, 09120000004). */
const HEAD = { input: '09120000004', password: 'staff1234' };
/** Two demo learners (seed.ts LEARNERS, the first two). */
const LEARNER_2 = { input: '09351000001', password: 'user1234' };
const LEARNER_3 = { input: '09351000002', password: 'user1234' };
const NAMES = {
  learner: 'محمد اندیشه‌جو',
  learner2: 'امیرحسین قاسمی',
  learner3: 'فاطمه نجفی',
  grader: 'سعید رحیمی',
};

const UNIT = 'روش نگارش پایان‌نامه';
const CLASSROOM = 'روش نگارش پایان‌نامه - گروه پاییز';
const PROJECT = 'نقد یک مقاله پژوهشی';
const TEAM = 'گروه ابن هیثم';

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

async function openTab(page: Page, name: string, path: RegExp): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForURL(path);
}

interface Rows<T> {
  results: T[];
}

describe('admin console: a classroom’s projects, teams, staff and results', () => {
  it('adds a grader, reviews a hand-in, sets a team, announces results and exports them', async () => {
    const su = await apiToken(server, SUPERUSER);
    const head = await apiToken(server, HEAD);
    const learner = await apiToken(server, LEARNER);
    const learner2 = await apiToken(server, LEARNER_2);
    const learner3 = await apiToken(server, LEARNER_3);
    const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

    // A unit of its own and a free classroom open for registration, with passing marks.
    const categories = await apiCall<Rows<{ id: number; type: string }>>(
      server,
      su,
      'lma/categories?type=TRAINING',
    );
    const category = categories.results.find((c) => c.type === 'TRAINING');
    expect(category).toBeTruthy();
    const unit = await apiCall<{ id: number }>(
      server,
      head,
      'lma/units',
      json({ title: UNIT, category: category?.id, default_session_count: 8, prerequisites: [] }),
    );
    const day = 24 * 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const classroom = await apiCall<{ id: number; status: string }>(
      server,
      head,
      'lma/classrooms',
      json({
        unit: unit.id,
        title: CLASSROOM,
        holding_type: 'ONLINE',
        price: 0,
        capacity: 10,
        minimum_clean_passing_mark: 12,
        minimum_conditional_passing_mark: 10,
        special_passing_mark: 14,
        publish_time: at(-day),
        beginning_registration_period: at(-day),
        ending_registration_period: at(10 * day),
      }),
    );
    expect(classroom.status).toBe('IN_REGISTRATION_PERIOD');
    for (const token of [learner, learner2, learner3]) {
      const reg = await apiCall<{ status: string }>(
        server,
        token,
        `lma/classrooms/${classroom.id}/register`,
        { method: 'PUT' },
      );
      expect(reg.status).toBe('REGISTERED');
    }

    const show = `${server.url}/admin/classrooms/${classroom.id}/show`;
    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, HEAD);

    await step(page, 'admin-classroom-staff', async () => {
      await page.goto(show);
      await page.getByText(CLASSROOM).first().waitFor();
      await openTab(page, 'ارزیابان و سرگروه‌ها', /\/show\/staff$/);
      await page.getByText('هنوز ارزیابی برای این دوره تعیین نشده است.').waitFor();
      await page.getByRole('button', { name: 'افزودن ارزیاب' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('افزودن ارزیاب به دوره').waitFor();
      // Only graders are offered; the mobile is typed in Persian digits.
      await dialog.locator('.ra-input-users input').fill('۰۹۱۲۰۰۰۰۰۱۲');
      await page.getByRole('option').filter({ hasText: NAMES.grader }).first().click();
      await dialog.locator('h2').click();
      await screenshot(page, 'admin-classroom-staff-picker-1280');
      await dialog.getByRole('button', { name: 'افزودن', exact: true }).click();
      await page.getByText('۱ ارزیاب به دوره اضافه شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.locator('table tbody tr').filter({ hasText: NAMES.grader });
      await row.waitFor();
      expect(await row.innerText()).toContain('۰۹۱۲۰۰۰۰۰۱۲');
      expect(await page.locator('table thead').first().innerText()).toContain('آخرین درس گذرانده');
      await lookDone(page, 'admin-classroom-staff-1280');
    });
    const graders = await apiCall<Rows<{ grader_info: { full_name: string } }>>(
      server,
      head,
      `lma/classroom_graders/graders_with_last_passed_unit?classroom=${classroom.id}`,
    );
    expect(graders.results.map((g) => g.grader_info.full_name)).toEqual([NAMES.grader]);

    await step(page, 'admin-classroom-project-create', async () => {
      await openTab(page, 'پروژه‌ها', /\/show\/projects$/);
      await page.getByRole('button', { name: 'افزودن پروژه' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('پروژه تازه').waitFor();
      // A blank title is refused in Persian before anything is sent.
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await dialog.getByText('این بخش را پر کنید').waitFor();
      await dialog.locator('input[name="title"]').fill(PROJECT);
      await dialog.getByLabel('اجباری').check();
      await dialog
        .locator('textarea[name="description"]')
        .fill('یک مقاله پژوهشی را بخوانید و روش آن را نقد کنید.');
      await screenshot(page, 'admin-classroom-project-dialog-1280');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('پروژه ساخته شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.locator('table tbody tr').filter({ hasText: PROJECT });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('تکی');
      expect(text).toContain('اجباری');
      expect(text).toContain('باز');
    });

    // The learner hands in through the API (the storefront's call).
    const projects = await apiCall<Rows<{ id: number; title: string; is_mandatory: boolean }>>(
      server,
      head,
      `lma/projects?classroom=${classroom.id}`,
    );
    const project = projects.results.find((p) => p.title === PROJECT);
    expect(project?.is_mandatory).toBe(true);
    await apiCall(
      server,
      learner,
      'lma/project_attendance_sheets',
      json({
        project: project?.id,
        answer_text: 'روش نمونه‌گیری مقاله با پرسش پژوهش سازگار نیست.',
      }),
    );

    await step(page, 'admin-classroom-project-review', async () => {
      await page.reload();
      const projectRow = page.locator('table tbody tr').filter({ hasText: PROJECT });
      await projectRow.getByRole('button', { name: 'پاسخ‌ها' }).click();
      await page.getByText(`پاسخ‌های پروژه «${PROJECT}»`).waitFor();
      await page.getByText('۱ پاسخ از ۳ اندیشه‌جو رسیده است.').waitFor();
      const row = page.locator('table tbody tr').filter({ hasText: NAMES.learner });
      await row.waitFor();
      expect(await row.innerText()).toContain('ارسال شده');
      expect(await row.innerText()).toContain('روش نمونه‌گیری');
      await row.getByRole('button', { name: 'تایید', exact: true }).click();
      await page.getByText('پاسخ تایید شد.').waitFor();
      await expect.poll(() => row.innerText()).toContain('تایید شده');
      await lookDone(page, 'admin-classroom-handins-1280');
      // A project with a hand-in stays, with the API's Persian text.
      await projectRow.getByRole('button', { name: 'حذف' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
      await page.getByText('برای این پروژه پاسخ ثبت شده است و قابل حذف نیست.').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();
    });
    const sheets = await apiCall<Rows<{ owner: number; answer_status: string }>>(
      server,
      head,
      `lma/project_attendance_sheets/project_sheets?project=${project?.id}&answer_status=VERIFIED`,
    );
    expect(sheets.results).toHaveLength(1);

    await step(page, 'admin-classroom-team', async () => {
      await openTab(page, 'تیم‌ها', /\/show\/teams$/);
      await page.getByRole('button', { name: 'افزودن گروه' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('گروه تازه').waitFor();
      await dialog.locator('input[name="title"]').fill(TEAM);
      await dialog.locator('input[name="capacity"]').fill('۲');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('گروه ساخته شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.locator('table tbody tr').filter({ hasText: TEAM });
      await row.waitFor();
      expect(await row.innerText()).toContain('۰ از ۲ نفر');

      await row.getByRole('button', { name: 'تعیین اعضا' }).click();
      await dialog.getByText(`اعضای گروه «${TEAM}»`).waitFor();
      for (const name of [NAMES.learner, NAMES.learner2, NAMES.learner3]) {
        await dialog.locator('.ra-input-registrations input').fill(name.split(' ')[0]);
        await page.getByRole('option').filter({ hasText: name }).first().click();
      }
      await dialog.locator('h2').click();
      // Three do not fit a team of two: refused before anything is sent.
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await dialog.getByText('بیش از ظرفیت گروه (۲ نفر) نمی‌شود').waitFor();
      await dialog
        .locator('.MuiChip-root')
        .filter({ hasText: NAMES.learner3 })
        .locator('.MuiChip-deleteIcon')
        .click();
      await screenshot(page, 'admin-classroom-team-members-1280');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('اعضای گروه ذخیره شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row.innerText()).toContain('۲ از ۲ نفر');
      // The row opens on its members.
      await row.locator('td').first().click();
      await page.getByText('اعضای گروه', { exact: true }).waitFor();
      await page.getByText(NAMES.learner2).first().waitFor();
      await lookDone(page, 'admin-classroom-teams-1280');
    });
    const teams = await apiCall<Rows<{ id: number; title: string; used_capacity: number }>>(
      server,
      head,
      `lma/teams?classroom=${classroom.id}`,
    );
    const team = teams.results.find((t) => t.title === TEAM);
    const teamId = team?.id ?? 0;
    expect(team?.used_capacity).toBe(2);
    const members = await apiCall<
      Rows<{ registration_info: { owner_info: { full_name: string } } }>
    >(server, head, `lma/team_registrations?team=${teamId}`);
    expect(members.results.map((m) => m.registration_info.owner_info.full_name).sort()).toEqual(
      [NAMES.learner, NAMES.learner2].sort(),
    );

    await step(page, 'admin-classroom-results', async () => {
      await openTab(page, 'نتایج', /\/show\/results$/);
      await page.getByText('هنوز نتیجه‌ای اعلام نشده است', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'اعلام نتایج' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('کارنامه همه اندیشه‌جویان ثبت‌نام‌شده', { exact: false }).waitFor();
      await screenshot(page, 'admin-classroom-announce-1280');
      await dialog.getByRole('button', { name: 'اعلام نتایج' }).click();
      await page.getByText('نتایج اعلام شد؛ کارنامه ۳ اندیشه‌جو نوشته شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.locator('table tbody tr').filter({ hasText: NAMES.learner }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain('مردود');

      await row.getByRole('button', { name: 'ویرایش' }).click();
      await dialog.getByText(`ویرایش کارنامه ${NAMES.learner}`).waitFor();
      const score = dialog.locator('input[name="final_score"]');
      await score.fill('۲۵');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await dialog.getByText('نمره باید عددی از ۰ تا ۲۰ باشد').waitFor();
      await score.fill('۱۸٫۵');
      await dialog.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('کارنامه ذخیره شد.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row.innerText()).toContain('۱۸٫۵');
      expect(await row.innerText()).toContain('دستی');
      expect(await row.innerText()).toContain('قبول');

      // «ارسال شده با پست»
      await row.getByRole('switch').click();
      await page.getByText('ارسال کارنامه با پست ثبت شد.').waitFor();
      await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);
      await lookDone(page, 'admin-classroom-results-1280');
    });
    const transcripts = await apiCall<
      Rows<{
        final_score: number;
        is_final_score_overridden: boolean;
        is_sent_by_post: boolean;
        status: string;
        registration_info: { owner_info: { full_name: string } };
      }>
    >(server, head, `lma/transcript_sheets?registration__classroom=${classroom.id}`);
    expect(transcripts.results).toHaveLength(3);
    const mine = transcripts.results.find(
      (t) => t.registration_info.owner_info.full_name === NAMES.learner,
    );
    expect(mine).toMatchObject({
      final_score: 18.5,
      is_final_score_overridden: true,
      is_sent_by_post: true,
      status: 'CLEAN_PASSED',
    });

    await step(page, 'admin-classroom-results-export', async () => {
      await exportsXlsx(page);
    });

    await step(page, 'admin-unit-histories', async () => {
      await page.goto(`${server.url}/admin/units/${unit.id}/transcript_sheet_history`);
      await page.getByText('سوابق نمره این درس').waitFor();
      await page.getByRole('link', { name: 'افزودن سابقه' }).click();
      await page.waitForURL(/\/transcript_sheet_history\/create$/);
      await page.getByText('ثبت نمره پیشین', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('input[name="national_code"]').fill('۰۰۱۲۳۴۵۶۷۸');
      await page.getByText('کاربری با این کد ملی در سامانه نیست', { exact: false }).waitFor();
      await page.locator('input[name="score"]').fill('۱۶٫۲۵');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('سابقه نمره ثبت شد.').waitFor();
      await page.waitForURL(/\/transcript_sheet_history$/);
      const row = page.locator('table tbody tr').filter({ hasText: '۰۰۱۲۳۴۵۶۷۸' });
      await row.waitFor();
      expect(await row.innerText()).toContain('۱۶٫۲۵');
      expect(await row.innerText()).toContain('گذرانده');
      await lookDone(page, 'admin-unit-histories-1280');
    });
    const histories = await apiCall<Rows<{ national_code: string; score: number }>>(
      server,
      head,
      `lma/transcript_sheet_histories?unit=${unit.id}`,
    );
    expect(histories.results).toMatchObject([{ national_code: '0012345678', score: 16.25 }]);
    await context.close();

    // The tabs on a phone.
    const phone = await newContext(browser, 360, { server, value: head });
    const small = await phone.newPage();
    await lookAtPages(small, `${show}/`, [
      ['staff', 'admin-classroom-staff-360', NAMES.grader],
      ['projects', 'admin-classroom-projects-360', PROJECT],
      ['teams', 'admin-classroom-teams-360', TEAM],
      ['results', 'admin-classroom-results-360', NAMES.learner],
    ]);
    await phone.close();
  });
});
