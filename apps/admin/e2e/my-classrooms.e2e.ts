import { toLatinDigits } from '@daneshsara/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, productInBrowser, screenshot, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, expectColumns, lookDone, newContext, signIn } from './support';

/** The demo professor (apps/api/src/seed: 09120000013), who teaches every demo classroom. */
const PROFESSOR = { input: '09120000013', password: 'staff1234' };
/** The demo educational department head, who teaches none. */
const HEAD = { input: '09120000004', password: 'staff1234' };

/** The free online course (learning.seed.ts): it has a live link the professor changes. */
const COURSE = 'منطق مقدماتی';
const BULLETIN = 'جلسه پنجشنبه این هفته برگزار نمی‌شود؛ جبرانی آن شنبه ساعت ۱۸ است.';
const LIVE = 'https://meet.example.org/logic-101';
const BULLETIN_360 = 'تمرین فصل دوم تا پایان هفته فرستاده شود.';
const LIVE_360 = 'https://meet.example.org/hamayesh-1405';

/** The seven fields PATCH may carry (libs/domain PROFESSOR_CLASSROOM_FIELDS). */
const TEACHING = [
  'bulletin',
  'classroom_address',
  'description',
  'live_streaming_url',
  'rules',
  'sessions_frequency',
  'specification',
];

interface Classroom {
  id: number;
  title: string;
  price: number;
  capacity: number;
  bulletin: string | null;
  live_streaming_url: string | null;
  professor: number | null;
  publish_time: string | null;
}

const product = productInBrowser();

/** The rich editor of one field (tiptap's ProseMirror). */
const editorOf = (page: Page, source: string) => page.locator(`.ra-input-${source} .ProseMirror`);

/** Replaces the whole text of a rich editor with `text`. */
async function writeRich(page: Page, source: string, text: string): Promise<void> {
  const editor = editorOf(page, source);
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
}

/** The list's rows once loaded (one of them names the course). */
async function waitForCourseRow(page: Page): Promise<void> {
  await page.locator('table tbody tr', { hasText: COURSE }).first().waitFor({ timeout: 20_000 });
}

describe('admin console: «کلاس‌های من» for the professor', () => {
  it('lists the classrooms they teach and saves a bulletin and a live link, kept after reload', async () => {
    const profToken = await apiToken(product.server(), PROFESSOR);
    const me = await apiCall<{ id: number }>(product.server(), profToken, 'uma/users/current');
    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    let classroomId = 0;

    await step(page, 'admin-my-classrooms-menu', async () => {
      await signIn(page, product.server(), PROFESSOR);
      const menu = await page.locator('.RaMenu-open, .RaSidebar-fixed').first().innerText();
      expect(menu).toContain('آموزش');
      expect(menu).toContain('کلاس‌های من');
      // lma.manage stays the educational head's: no classroom, unit or category screens.
      for (const item of ['دوره‌های آموزشی', 'درس‌ها', 'دسته‌های آموزشی', 'کاربران']) {
        expect(menu).not.toContain(item);
      }
    });

    await step(page, 'admin-my-classrooms-list-1280', async () => {
      const listed = page.waitForRequest(
        (r) => r.method() === 'GET' && /\/api\/lma\/classrooms\?/.test(r.url()),
      );
      await page.getByRole('menuitem', { name: 'کلاس‌های من' }).click();
      await page.waitForURL(/\/admin\/my-classrooms$/);
      // Asked with the signed-in professor's own id.
      const filter = JSON.parse(new URL((await listed).url()).searchParams.get('filter') ?? '{}');
      expect(Object.keys(filter)).toEqual(['professor']);
      expect(filter.professor).toBe(me.id);
      await waitForCourseRow(page);
      await expectColumns(page, ['عنوان', 'درس', 'وضعیت', 'نوع برگزاری']);
      const rows = await page.locator('table tbody tr').allInnerTexts();
      // Every demo classroom is theirs: the courses, the circle and the event.
      expect(rows.length).toBe(6);
      expect(rows.join('\n')).toContain('همایش سالانه اندیشه‌جویان ۱۴۰۵');
      expect(rows.join('\n')).toContain('اخلاق پژوهش');
      const course = rows.find((r) => r.includes(COURSE) && !r.includes('فلسفه علم'));
      expect(course).toContain('برخط(آنلاین)');
      expect(rows.some((r) => r.includes('جاری'))).toBe(true);
      await lookDone(page, 'admin-my-classrooms-list-1280');
    });

    await step(page, 'admin-my-classrooms-edit-1280', async () => {
      await page.locator('table tbody tr', { hasText: COURSE }).first().click();
      await page.waitForURL(/\/admin\/my-classrooms\/\d+$/);
      classroomId = Number(/\/my-classrooms\/(\d+)$/.exec(page.url())?.[1]);
      expect(classroomId).toBeGreaterThan(0);
      await page.getByText(`متن‌های کلاس «${COURSE}»`).first().waitFor();
      // The classroom's own facts, read only, then exactly the seven teaching inputs.
      const context = page.locator('#main-content');
      await context.getByText('مدیر آموزش تعیین می‌کند').waitFor();
      expect(await page.locator('#main-content form input[name="title"]').count()).toBe(0);
      const named = await page
        .locator('#main-content form')
        .evaluate((form) =>
          [...form.querySelectorAll('input[name], textarea[name]')]
            .map((el) => el.getAttribute('name'))
            .filter((name) => name && !name.startsWith('_')),
        );
      expect([...new Set(named)].sort()).toEqual([
        'classroom_address',
        'live_streaming_url',
        'sessions_frequency',
      ]);
      for (const rich of ['bulletin', 'description', 'specification', 'rules']) {
        await editorOf(page, rich).waitFor();
      }
      expect(await page.locator('#main-content .ProseMirror').count()).toBe(4);
      // A professor may not add to the media library: a picture goes in by its address only.
      await editorOf(page, 'bulletin').click();
      await page.getByRole('button', { name: 'تصویر' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('نشانی تصویر', { exact: false }).waitFor();
      expect(await dialog.getByText('بارگذاری', { exact: false }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'انصراف' }).click();
      await dialog.waitFor({ state: 'detached' });
      await lookDone(page, 'admin-my-classrooms-edit-1280');
    });

    await step(page, 'admin-my-classrooms-bad-link', async () => {
      // Not a web address: refused under the input before anything is sent.
      await page.locator('input[name="live_streaming_url"]').fill('meet.example.org');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('نشانی کامل وارد کنید').first().waitFor();
      await screenshot(page, 'admin-my-classrooms-bad-link-1280');
    });

    await step(page, 'admin-my-classrooms-forbidden', async () => {
      // Were the server to refuse fields as not the professor's (a 403 naming them), the toast
      // names each in Persian with the server's reason, and nothing leaves the form.
      const reason =
        'تغییر این مورد با مدیر آموزش است؛ استاد متن‌های آموزشی کلاس خود را ویرایش می‌کند.';
      await page.route(`**/api/lma/classrooms/${classroomId}`, async (route) => {
        if (route.request().method() !== 'PATCH') return route.fallback();
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            price: [reason],
            capacity: [reason],
            detail: `هزینه برگزاری: ${reason}`,
            message: `هزینه برگزاری: ${reason}`,
          }),
        });
      });
      await page.locator('input[name="live_streaming_url"]').fill(LIVE);
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText(`هزینه برگزاری، ظرفیت: ${reason}`).waitFor();
      expect(page.url()).toMatch(/\/admin\/my-classrooms\/\d+$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      await screenshot(page, 'admin-my-classrooms-forbidden-1280');
      await page.unroute(`**/api/lma/classrooms/${classroomId}`);
    });

    await step(page, 'admin-my-classrooms-save', async () => {
      await writeRich(page, 'bulletin', BULLETIN);
      await page.locator('input[name="live_streaming_url"]').fill(LIVE);
      const sent = page.waitForRequest(
        (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/lma/classrooms/${classroomId}`),
      );
      await page.getByRole('button', { name: 'ذخیره' }).click();
      const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
      // Only the seven teaching texts go, whatever else the record holds.
      expect(Object.keys(body).sort()).toEqual(TEACHING);
      expect(body.live_streaming_url).toBe(LIVE);
      expect(String(body.bulletin)).toContain(BULLETIN);
      await page.getByText('متن‌های کلاس ذخیره شد.').waitFor();
      await page.waitForURL(/\/admin\/my-classrooms$/);
      await waitForCourseRow(page);
      await page.waitForTimeout(400);
      await screenshot(page, 'admin-my-classrooms-saved-1280');
    });

    await step(page, 'admin-my-classrooms-kept', async () => {
      await page.goto(`${product.server().url}/admin/my-classrooms/${classroomId}`);
      await page.reload();
      await editorOf(page, 'bulletin').getByText(BULLETIN).waitFor();
      await expect
        .poll(() => page.locator('input[name="live_streaming_url"]').inputValue())
        .toBe(LIVE);
      await lookDone(page, 'admin-my-classrooms-kept-1280');
    });
    await context.close();

    // What the server holds: the two texts changed, nothing of the head's (price, capacity).
    const headToken = await apiToken(product.server(), HEAD);
    const saved = await apiCall<Classroom>(product.server(), headToken, `lma/classrooms/${classroomId}`);
    // The API keeps digits Latin (the editor shows them Persian again, as checked above).
    expect(saved.bulletin).toContain(toLatinDigits(BULLETIN));
    expect(saved.live_streaming_url).toBe(LIVE);
    expect(saved).toMatchObject({ price: 0, capacity: 60 });

    // On a phone: the list as cards, the form in one column.
    const phone = await newContext(product.browser(), 360, { server: product.server(), value: profToken });
    const small = await phone.newPage();
    await step(small, 'admin-my-classrooms-list-360', async () => {
      await small.goto(`${product.server().url}/admin/my-classrooms`);
      await small.locator('#main-content').getByText(COURSE).first().waitFor();
      await small.waitForLoadState('networkidle');
      await lookDone(small, 'admin-my-classrooms-list-360');
    });
    await step(small, 'admin-my-classrooms-edit-360', async () => {
      await small.locator('#main-content a', { hasText: 'همایش سالانه' }).first().click();
      await small.waitForURL(/\/admin\/my-classrooms\/\d+$/);
      await editorOf(small, 'bulletin').waitFor();
      await small.waitForLoadState('networkidle');
      await lookDone(small, 'admin-my-classrooms-edit-360');
      await writeRich(small, 'bulletin', BULLETIN_360);
      await small.locator('input[name="live_streaming_url"]').fill(LIVE_360);
      // What the phone shows (the save bar stays at the bottom of the screen).
      await small.locator('input[name="live_streaming_url"]').blur();
      await small.screenshot({ path: join(ARTIFACTS, 'admin-my-classrooms-edit-360-screen.png') });
      await small.getByRole('button', { name: 'ذخیره' }).click();
      await small.getByText('متن‌های کلاس ذخیره شد.').waitFor();
      await small.waitForURL(/\/admin\/my-classrooms$/);
      await small.goBack();
      await small.reload();
      await editorOf(small, 'bulletin').getByText(BULLETIN_360).waitFor();
      await expect
        .poll(() => small.locator('input[name="live_streaming_url"]').inputValue())
        .toBe(LIVE_360);
      await lookDone(small, 'admin-my-classrooms-kept-360');
    });
    await phone.close();
  });

  it('shows the educational head, who teaches none, what to do next', async () => {
    const token = await apiToken(product.server(), HEAD);
    const context = await newContext(product.browser(), 1280, { server: product.server(), value: token });
    const page = await context.newPage();
    await step(page, 'admin-my-classrooms-empty-1280', async () => {
      await page.goto(`${product.server().url}/admin/my-classrooms`);
      await page.getByText('کلاسی به نام شما ثبت نشده است', { exact: false }).waitFor();
      await page.waitForLoadState('networkidle');
      await lookDone(page, 'admin-my-classrooms-empty-1280');
    });
    await context.close();
  });
});
