import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productApi, productInBrowser, step } from '../../../tools/e2e-kit';
import { DESKTOP, horizontalOverflow, newContext, PHONE, phonePages, shoot, shootScreen } from './support';

/**
 * A learner's classroom after registering (ENDPOINTS.md 4.3), end to end. The superuser sets the
 * free logic course up through the API (the demo learner registered in it, two sessions, a solo
 * and a team project, two teams); then the learner opens the course in the panel, ticks her
 * attendance and hands in an assignment with a file, hands in the solo project, joins a team and
 * hands in the team project once for every member; the reviewer's verdicts reach her pages; a
 * team leader sees his team and its members. Then the pages at a 360 px phone.
 */

const ADMIN = { mobile: '09120000000', password: 'admin1234' };
/** The demo learner «محمد اندیشه‌جو». */
const LEARNER = { mobile: '09120000001', password: 'user1234', name: 'محمد اندیشه‌جو' };
/** Another demo learner, seeded into the logic course: the learner's team mate. */
const MATE = { mobile: '09351000001', password: 'user1234' };
/** The demo team leader «حسین کریمی». */
const LEADER = { mobile: '09120000003', password: 'staff1234' };

const COURSE = 'منطق مقدماتی';
const OPEN_SESSION = 'جلسه دوم: قضیه و احکام آن';
const PAST_SESSION = 'جلسه اول: تعریف و اقسام آن';
const SOLO = 'پروژه فردی: تحلیل یک مغالطه';
const TEAM_PROJECT = 'پروژه گروهی: نقشه مفهومی منطق';
const TEAM = 'گروه ابن سینا';
const ADMIN_TEAM = 'گروه فارابی';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PDF = {
  name: 'answer.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

const product = productInBrowser();
let admin: string;
let classroomId = 0;
let openSessionId = 0;
let pastSessionId = 0;
let soloId = 0;
let teamProjectId = 0;
let teamId = 0;
let learnerId = 0;
let mateId = 0;

const { send: api, login: loginToken } = productApi(() => product.server().url);

async function userId(input: string, password: string): Promise<number> {
  return (await api<{ id: number }>('GET', '/uma/users/current', await loginToken(input, password)))
    .id;
}

async function login(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto(`${product.server().url}/login`);
  await page.getByRole('textbox', { name: 'ایمیل یا شماره تلفن همراه', exact: true }).fill(mobile);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL('**/panel/**');
}

/** A toast at the top with this text. */
async function toastSays(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

/** The course, its sessions, projects and teams, as the superuser makes them. */
async function setUp(): Promise<void> {
  admin = await loginToken(ADMIN.mobile, ADMIN.password);
  learnerId = await userId(LEARNER.mobile, LEARNER.password);
  mateId = await userId(MATE.mobile, MATE.password);
  const leaderId = await userId(LEADER.mobile, LEADER.password);

  const page = await api<{ results: Array<{ id: number; title: string }> }>(
    'GET',
    `/lma/classrooms?search=${encodeURIComponent(COURSE)}&per_page=50`,
    admin,
  );
  classroomId = page.results.find((c) => c.title === COURSE)?.id ?? 0;
  expect(classroomId).toBeGreaterThan(0);

  const bulk = await api<Array<{ ok: boolean }>>(
    'PUT',
    `/lma/classrooms/${classroomId}/bulk_register`,
    admin,
    {
      owners: [learnerId],
    },
  );
  expect(bulk[0]?.ok).toBe(true);

  pastSessionId = (
    await api<{ id: number }>('POST', '/lma/sessions', admin, {
      classroom: classroomId,
      title: PAST_SESSION,
      beginning_time: iso(-10 * DAY - 2 * HOUR),
      ending_time: iso(-10 * DAY),
      description: 'آشنایی با تعریف حدی و رسمی.',
      syllabus: 'فصل اول کتاب منطق',
      assignment_description: 'سه نمونه تعریف حدی بنویسید.',
    })
  ).id;
  openSessionId = (
    await api<{ id: number }>('POST', '/lma/sessions', admin, {
      classroom: classroomId,
      title: OPEN_SESSION,
      beginning_time: iso(-HOUR),
      ending_time: iso(HOUR),
      description: 'قضایای حملی و شرطی.',
      syllabus: 'فصل دوم کتاب منطق',
      contents: '<p>پیوند جلسه: <a href="https://meet.example.com/logic-2">ورود به کلاس</a></p>',
      assignment_description: 'برای هر قسم قضیه یک مثال بیاورید.',
      is_mandatory: true,
    })
  ).id;
  soloId = (
    await api<{ id: number }>('POST', '/lma/projects', admin, {
      classroom: classroomId,
      title: SOLO,
      type: 'SOLO',
      is_mandatory: true,
      beginning_doing_period: iso(-DAY),
      ending_doing_period: iso(14 * DAY),
      description: 'یک مغالطه رایج در رسانه‌ها را پیدا و تحلیل کنید.',
    })
  ).id;
  teamProjectId = (
    await api<{ id: number }>('POST', '/lma/projects', admin, {
      classroom: classroomId,
      title: TEAM_PROJECT,
      type: 'TEAM',
      beginning_doing_period: iso(-DAY),
      ending_doing_period: iso(20 * DAY),
      description: 'با هم‌گروهی‌های خود نقشه مفهومی مباحث منطق را رسم کنید.',
    })
  ).id;
  teamId = (
    await api<{ id: number }>('POST', '/lma/teams', admin, {
      classroom: classroomId,
      title: TEAM,
      capacity: 4,
      is_joinable: true,
      leader: leaderId,
      description: 'گروه مطالعاتی صبح‌ها',
    })
  ).id;
  await api('POST', '/lma/teams', admin, {
    classroom: classroomId,
    title: ADMIN_TEAM,
    capacity: 2,
    is_joinable: false,
  });

  // The mate is in the team already (staff put him there): the learner joins him.
  const regs = await api<{ results: Array<{ id: number }> }>(
    'GET',
    `/lma/registrations?classroom=${classroomId}&owner=${mateId}&status=REGISTERED`,
    admin,
  );
  expect(regs.results.length).toBe(1);
  await api('PUT', `/lma/teams/${teamId}/registrations`, admin, {
    registrations: [regs.results[0].id],
  });
}

beforeAll(async () => {
  await setUp();
});

describe('a learner after registering', () => {
  it('follows sessions, hands in an assignment and projects, and joins a team', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);

    await step(page, 'sessions-classroom', async () => {
      await page.goto(`${product.server().url}/panel/profile/all-classrooms`);
      await page
        .getByRole('listitem', { name: COURSE })
        .getByRole('link', { name: 'جزئیات دوره' })
        .click();
      await page.waitForURL(`**/panel/profile/classroom/${classroomId}`);
      await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
      const sessions = page.getByRole('list', { name: 'جلسات' });
      const past = sessions.getByRole('listitem', { name: PAST_SESSION });
      await past.getByText('غایب', { exact: true }).waitFor();
      await past.getByText('ارسال نشده', { exact: true }).waitFor();
      const open = sessions.getByRole('listitem', { name: OPEN_SESSION });
      await open.getByText('ثبت نشده', { exact: true }).waitFor();
      await open.getByText('حضور الزامی').waitFor();
      await open.getByText('ثبت حضور و ارسال تکلیف باز است').waitFor();
      const projects = page.getByRole('list', { name: 'پروژه‌ها' });
      await projects
        .getByRole('listitem', { name: SOLO })
        .getByText('پروژه تکی', { exact: true })
        .waitFor();
      await projects
        .getByRole('listitem', { name: TEAM_PROJECT })
        .getByText('پروژه گروهی', { exact: true })
        .waitFor();
      const teams = page.getByRole('list', { name: 'گروه‌ها' });
      const team = teams.getByRole('listitem', { name: TEAM });
      await team.getByText('سرگروه: حسین کریمی').waitFor();
      await team.getByText('۳ جای خالی از ۴').waitFor();
      await team.getByRole('button', { name: 'عضویت' }).waitFor();
      const closed = teams.getByRole('listitem', { name: ADMIN_TEAM });
      await closed.getByText('عضویت توسط ادمین').waitFor();
      expect(await closed.getByRole('button', { name: 'عضویت' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-classroom');
    });

    await step(page, 'sessions-attendance', async () => {
      await page
        .getByRole('list', { name: 'جلسات' })
        .getByRole('listitem', { name: OPEN_SESSION })
        .getByRole('link')
        .click();
      await page.waitForURL(`**/panel/profile/session/${openSessionId}`);
      await page.getByRole('heading', { name: OPEN_SESSION, level: 1 }).waitFor();
      await page.getByRole('link', { name: COURSE }).first().waitFor();
      await page.getByRole('link', { name: 'ورود به کلاس' }).waitFor();
      const form = page.getByRole('form', { name: 'ثبت حضور' });
      const save = form.getByRole('button', { name: 'ثبت حضور' });
      // Nothing changed yet: nothing to send.
      expect(await save.isDisabled()).toBe(true);
      await form.getByRole('checkbox', { name: 'مطالعه بخش اول' }).check();
      await form.getByRole('checkbox', { name: 'حضور در بخش اول' }).check();
      await form.getByRole('checkbox', { name: 'حضور در بخش دوم' }).check();
      await save.click();
      await toastSays(page, 'وضعیت حضور شما ثبت شد.');
      await page.getByRole('main').getByText('حاضر', { exact: true }).first().waitFor();
      const sheet = await api<{
        session_attendance_sheets: Array<{ attendance_status: string; is_read_part1: boolean }>;
      }>(
        'GET',
        `/lma/sessions/${openSessionId}/session_and_owner_user_attendance_sheet/${learnerId}`,
        admin,
      );
      expect(sheet.session_attendance_sheets[0]).toMatchObject({
        attendance_status: 'PRESENT',
        is_read_part1: true,
      });
    });

    await step(page, 'sessions-assignment', async () => {
      const form = page.getByRole('form', { name: 'ارسال پاسخ تکلیف' });
      await form.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await form.getByText('متن پاسخ یا فایل آن را بفرستید.').waitFor();
      await form
        .getByRole('textbox', { name: 'متن پاسخ' })
        .fill('قضیه حملی: انسان حیوان است. قضیه شرطی: اگر باران ببارد، زمین خیس می‌شود.');
      await form.locator('input[type=file]').setInputFiles(PDF);
      await form.getByText('answer.pdf').waitFor();
      await form.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await toastSays(page, 'پاسخ تکلیف شما ارسال شد.');
      const sent = page.getByRole('group', { name: 'پاسخ ارسالی شما' });
      await sent.getByText('قضیه حملی: انسان حیوان است.', { exact: false }).waitFor();
      await sent.getByRole('link', { name: 'مشاهده فایل ارسالی' }).waitFor();
      await page
        .getByRole('region', { name: 'تکلیف جلسه' })
        .getByText('در انتظار بررسی')
        .first()
        .waitFor();
      // The form folds away until the learner wants to change the answer.
      await page.getByRole('button', { name: 'ویرایش پاسخ' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-session');

      // The reviewer verifies it: the answer is final.
      const sheet = await api<{
        session_attendance_sheets: Array<{ id: number; answer_attachment: string | null }>;
      }>(
        'GET',
        `/lma/sessions/${openSessionId}/session_and_owner_user_attendance_sheet/${learnerId}`,
        admin,
      );
      expect(sheet.session_attendance_sheets[0].answer_attachment).toMatch(/\.pdf$/);
      await api(
        'PUT',
        `/lma/session_attendance_sheets/${sheet.session_attendance_sheets[0].id}/verify`,
        admin,
      );
      await page.reload();
      await page.getByText('تکلیف شما تایید شده است و دیگر قابل تغییر نیست.').waitFor();
      await page
        .getByRole('region', { name: 'تکلیف جلسه' })
        .getByText('تایید شده', { exact: true })
        .first()
        .waitFor();
      expect(await page.getByRole('form', { name: 'ارسال پاسخ تکلیف' }).count()).toBe(0);
    });

    await step(page, 'sessions-closed', async () => {
      await page.goto(`${product.server().url}/panel/profile/session/${pastSessionId}`);
      await page.getByRole('heading', { name: PAST_SESSION, level: 1 }).waitFor();
      await page.getByText('اکنون امکان ثبت حضور برای این جلسه وجود ندارد.').waitFor();
      expect(await page.getByRole('checkbox', { name: 'مطالعه بخش اول' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'ثبت حضور' }).count()).toBe(0);
      await page.getByText('اکنون امکان ارسال پاسخ تکلیف این جلسه وجود ندارد.').waitFor();
      await shoot(page, 'sessions-session-closed');
    });

    await step(page, 'sessions-project-solo', async () => {
      await page.goto(`${product.server().url}/panel/profile/classroom/${classroomId}`);
      await page
        .getByRole('list', { name: 'پروژه‌ها' })
        .getByRole('listitem', { name: SOLO })
        .getByRole('link')
        .click();
      await page.waitForURL(`**/panel/profile/classroom/${classroomId}/project/${soloId}`);
      await page.getByRole('heading', { name: SOLO, level: 1 }).waitFor();
      await page.getByText('یک مغالطه رایج در رسانه‌ها را پیدا و تحلیل کنید.').waitFor();
      const form = page.getByRole('form', { name: 'ارسال پاسخ پروژه' });
      await form
        .getByRole('textbox', { name: 'متن پاسخ' })
        .fill('مغالطه «توسل به اکثریت» در یک آگهی تلویزیونی.');
      await form.locator('input[type=file]').setInputFiles(PDF);
      await form.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await toastSays(page, 'پاسخ پروژه شما ارسال شد.');
      await page
        .getByRole('group', { name: 'پاسخ ارسالی شما' })
        .getByRole('link', { name: 'مشاهده فایل ارسالی' })
        .waitFor();

      // The reviewer writes a note and refuses it: the learner reads both and may send again.
      const sheets = await api<{ results: Array<{ id: number; owner: number }> }>(
        'GET',
        `/lma/project_attendance_sheets/project_sheets?project=${soloId}`,
        admin,
      );
      const mine = sheets.results.find((s) => s.owner === learnerId);
      expect(mine?.id).toBeTruthy();
      await api('PUT', `/lma/project_attendance_sheets/${mine?.id}/save_notation`, admin, {
        notation: 'تحلیل خوبی است؛ منبع آگهی را هم بنویسید.',
      });
      await api('PUT', `/lma/project_attendance_sheets/${mine?.id}/not_verify`, admin);
      await page.reload();
      await page
        .getByRole('group', { name: 'یادداشت بررسی' })
        .getByText('منبع آگهی را هم بنویسید', { exact: false })
        .waitFor();
      await page.getByText('رد شده', { exact: true }).first().waitFor();
      await page.getByText('انجام نشده', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'ویرایش پاسخ' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-project-solo');
    });

    await step(page, 'sessions-project-needs-team', async () => {
      await page.goto(
        `${product.server().url}/panel/profile/classroom/${classroomId}/project/${teamProjectId}`,
      );
      await page.getByRole('heading', { name: TEAM_PROJECT, level: 1 }).waitFor();
      await page.getByText('برای ارسال پاسخ ابتدا عضو یکی از گروه‌های کلاس شوید.').waitFor();
      expect(await page.getByRole('form', { name: 'ارسال پاسخ پروژه' }).count()).toBe(0);
    });

    await step(page, 'sessions-join-team', async () => {
      await page.goto(`${product.server().url}/panel/profile/classroom/${classroomId}`);
      const team = page
        .getByRole('list', { name: 'گروه‌ها' })
        .getByRole('listitem', { name: TEAM });
      await team.getByRole('button', { name: 'عضویت' }).click();
      const dialog = page.getByRole('dialog', { name: 'عضویت در گروه' });
      await dialog.getByText('امکان تغییر گروه وجود ندارد', { exact: false }).waitFor();
      await shootScreen(page, 'sessions-join-dialog');
      await dialog.getByRole('button', { name: 'بله، عضو می‌شوم' }).click();
      await toastSays(page, `عضویت شما در گروه «${TEAM}» ثبت شد.`);
      await team.getByText('عضو این گروه هستید').waitFor();
      await team.getByText('۲ جای خالی از ۴').waitFor();
      await team.getByRole('list', { name: 'اعضای گروه' }).getByText(LEARNER.name).waitFor();
      // One team per learner: no more «عضویت» anywhere.
      expect(await page.getByRole('button', { name: 'عضویت', exact: true }).count()).toBe(0);
      await page.getByText(`شما عضو گروه «${TEAM}» هستید.`).waitFor();
    });

    await step(page, 'sessions-project-team', async () => {
      await page
        .getByRole('list', { name: 'پروژه‌ها' })
        .getByRole('listitem', { name: TEAM_PROJECT })
        .getByRole('link')
        .click();
      await page.waitForURL(`**/project/${teamProjectId}`);
      await page
        .getByText(`پاسخ یک بار برای همه اعضای گروه «${TEAM}» ثبت می‌شود`, { exact: false })
        .waitFor();
      const form = page.getByRole('form', { name: 'ارسال پاسخ پروژه' });
      await form.getByRole('textbox', { name: 'متن پاسخ' }).fill('نقشه مفهومی گروه ما پیوست است.');
      await form.locator('input[type=file]').setInputFiles(PDF);
      await form.getByRole('button', { name: 'ارسال پاسخ' }).click();
      await toastSays(page, 'پاسخ پروژه برای همه اعضای گروه ثبت شد.');
      await page
        .getByRole('group', { name: 'پاسخ ارسالی گروه' })
        .getByText('نقشه مفهومی گروه ما پیوست است.')
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-project-team');
      // Handed in once, written for the mate too.
      const sheets = await api<{
        results: Array<{ owner: number; answer_status: string; answer_text: string | null }>;
      }>('GET', `/lma/project_attendance_sheets/project_sheets?project=${teamProjectId}`, admin);
      for (const owner of [learnerId, mateId]) {
        expect(sheets.results.find((s) => s.owner === owner)).toMatchObject({
          answer_status: 'SENT',
          answer_text: 'نقشه مفهومی گروه ما پیوست است.',
        });
      }
    });

    await step(page, 'sessions-not-found', async () => {
      await page.goto(`${product.server().url}/panel/profile/session/999999`);
      await page.getByText('این جلسه پیدا نشد').waitFor();
      // A project under another classroom's address is not found either.
      await page.goto(`${product.server().url}/panel/profile/classroom/${classroomId + 1}/project/${soloId}`);
      await page.getByText('این پروژه پیدا نشد').waitFor();
      await shoot(page, 'sessions-not-found');
    });

    await step(page, 'sessions-classroom-after', async () => {
      await page.goto(`${product.server().url}/panel/profile/classroom/${classroomId}`);
      const open = page
        .getByRole('list', { name: 'جلسات' })
        .getByRole('listitem', { name: OPEN_SESSION });
      await open.getByText('حاضر', { exact: true }).waitFor();
      await open.getByText('تایید شده', { exact: true }).waitFor();
      const projects = page.getByRole('list', { name: 'پروژه‌ها' });
      await projects.getByRole('listitem', { name: SOLO }).getByText('رد شده').waitFor();
      await projects
        .getByRole('listitem', { name: TEAM_PROJECT })
        .getByText('در انتظار بررسی')
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-classroom-after');
    });

    await context.close();
  });

  it('shows the transcript once results are announced', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);
    await step(page, 'sessions-transcript', async () => {
      // The demo seed gave the learner a transcript in the study circle (قبول، ۱۷٫۵).
      // My circles page asks for my registrations in circles (ENDPOINTS 1.2) and lists them.
      const asked = page.waitForRequest((r) => r.url().includes('/api/lma/registrations?'));
      await page.goto(`${product.server().url}/panel/profile/all-discussion-circles-classrooms`);
      const query = new URL((await asked).url()).searchParams;
      expect(query.get('classroom__unit__category__type')).toBe('DiscussionCircles');
      expect(Number(query.get('owner'))).toBeGreaterThan(0);
      const circle = page.getByRole('listitem').filter({ hasText: 'حلقه مطالعه «اخلاق پژوهش»' });
      await circle.waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: 'فلسفه علم' }).count()).toBe(0);
      await shoot(page, 'sessions-my-circles');
      await circle.getByRole('link', { name: 'جزئیات حلقه' }).click();
      await page.waitForURL(/\/panel\/profile\/classroom\/\d+$/);
      const transcript = page.getByRole('region', { name: 'کارنامه' });
      await transcript.getByText('۱۷٫۵').waitFor();
      await transcript.getByText('قبول', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-transcript');
    });
    await context.close();
  });

  it('lets a team leader see his teams and their members', async () => {
    const context = await newContext(product.browser(), DESKTOP);
    const page = await context.newPage();
    await login(page, LEADER.mobile, LEADER.password);
    await step(page, 'sessions-leader-teams', async () => {
      await page.goto(`${product.server().url}/panel/profile/leader/teams`);
      await page.getByRole('heading', { name: 'گروه‌های من', level: 1 }).waitFor();
      const team = page.getByRole('listitem', { name: TEAM });
      await team.getByText(COURSE).waitFor();
      await team.getByText('۲ از ۴ عضو').waitFor();
      // He leads only this one.
      await page.getByRole('listitem', { name: ADMIN_TEAM }).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-leader-teams');
      await team.getByRole('link').click();
      await page.waitForURL(`**/panel/profile/leader/teams/${teamId}`);
      await page.getByRole('heading', { name: TEAM, level: 1 }).waitFor();
      await page.getByText(LEARNER.name).first().waitFor();
      await page.getByText('۰۹۱۲۰۰۰۰۰۰۱').first().waitFor();
      expect(await page.getByRole('row').count()).toBe(3);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'sessions-leader-team');
    });
    await step(page, 'sessions-leader-not-his', async () => {
      await page.goto(`${product.server().url}/panel/profile/leader/teams/${teamId + 1}`);
      await page.getByText('این گروه پیدا نشد').waitFor();
    });
    await context.close();
  });

  it('fits the pages to a 360 px phone', async () => {
    const learner = await newContext(product.browser(), PHONE);
    const page = await learner.newPage();
    await login(page, LEARNER.mobile, LEARNER.password);
    const pages: Array<[string, string, string]> = [
      ['sessions-classroom', `/panel/profile/classroom/${classroomId}`, COURSE],
      ['sessions-session', `/panel/profile/session/${openSessionId}`, OPEN_SESSION],
      ['sessions-session-closed', `/panel/profile/session/${pastSessionId}`, PAST_SESSION],
      ['sessions-project-solo', `/panel/profile/classroom/${classroomId}/project/${soloId}`, SOLO],
      [
        'sessions-project-team',
        `/panel/profile/classroom/${classroomId}/project/${teamProjectId}`,
        TEAM_PROJECT,
      ],
    ];
    await phonePages(page, product.server().url, pages, 1);
    await learner.close();

    const leader = await newContext(product.browser(), PHONE);
    const small = await leader.newPage();
    await login(small, LEADER.mobile, LEADER.password);
    for (const [name, path, heading] of [
      ['sessions-leader-teams', '/panel/profile/leader/teams', 'گروه‌های من'],
      ['sessions-leader-team', `/panel/profile/leader/teams/${teamId}`, TEAM],
    ] as const) {
      await step(small, `phone-${name}`, async () => {
        await small.goto(`${product.server().url}${path}`);
        await small.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await small.waitForLoadState('networkidle');
        await shoot(small, name);
        expect(await horizontalOverflow(small), name).toBeLessThanOrEqual(0);
      });
    }
    await leader.close();
  });
});
