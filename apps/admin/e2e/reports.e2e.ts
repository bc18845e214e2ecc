import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import {
  apiCall,
  apiToken,
  lookDone,
  newContext,
  settle,
  signIn,
  SUPERUSER,
  waitForRows,
} from './support';

const product = productInBrowser();
const COURSE = 'فلسفه علم';
const SEEDED = 5000;

/** 5,000 learners registered in the course, straight into the product's SQLite file. */
async function seedRegistrations(dataDir: string, classroom: number): Promise<void> {
  const ds = new DataSource({
    type: 'better-sqlite3',
    database: join(dataDir, 'daneshsara.sqlite'),
    prepareDatabase: (db: { pragma(s: string): void }) => db.pragma('busy_timeout = 10000'),
  });
  await ds.initialize();
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (let start = 0; start < SEEDED; start += 1000) {
    const marks = Array.from({ length: 1000 }, () => '(?, ?, ?, 1, ?, ?)').join(', ');
    const params = Array.from({ length: 1000 }, (_, i) => [
      'فراگیر',
      `شماره ${String(start + i).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`,
      `0937${String(start + i).padStart(7, '0')}`,
      now,
      now,
    ]).flat();
    await ds.query(
      `INSERT INTO uma_users (firstname, lastname, mobile_number, mobile_number_verified, creation_time, last_modification_time) VALUES ${marks}`,
      params,
    );
  }
  await ds.query(
    `INSERT INTO lma_registrations (classroom_id, owner_id, active_owner_id, status, holds_seat, registered_time, creation_time, last_modification_time)
     SELECT ?, id, id, 'REGISTERED', 1, ?, ?, ? FROM uma_users WHERE mobile_number LIKE '0937%'`,
    [classroom, now, now, now],
  );
  await ds.destroy();
}

describe('admin console: large exports and the reports page', () => {
  it('exports 5,000 registrations through a task with a progress bar, then shows the reports', async () => {
    const server = product.server();
    const browser = product.browser();
    const token = await apiToken(server, SUPERUSER);
    const courses = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      token,
      'lma/classrooms?unit__category__type=TRAINING&per_page=50',
    );
    const course = courses.results.find((c) => c.title === COURSE);
    expect(course).toBeTruthy();
    const courseId = course?.id ?? 0;
    const members = (query: string) =>
      apiCall<{ count: number; count_exact?: false }>(server, token, `lma/registrations?classroom=${courseId}${query}`);
    const demo = await members('');
    expect(demo.count_exact).toBeUndefined();
    await seedRegistrations(server.dataDir, courseId);
    // Past the count window the list says "at least" (API.md, bounded counts); a deep page still counts exactly.
    const grown = await members('');
    expect(grown.count_exact).toBe(false);
    expect(grown.count).toBeGreaterThan(1000);
    const all = demo.count + SEEDED;
    const last = await members(`&page=${Math.ceil(all / 10)}`);
    expect(last.count).toBe(all);
    expect(last.count_exact).toBeUndefined();

    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await signIn(page, server, SUPERUSER);

    await step(page, 'admin-export-progress', async () => {
      await page.goto(`${server.url}/admin/classrooms/${courseId}/show/members`);
      await waitForRows(page);
      const downloaded = page.waitForEvent('download', { timeout: 150_000 });
      downloaded.catch(() => undefined); // awaited below; a failure before then is reported there
      await page.getByRole('button', { name: 'خروجی اکسل' }).click();
      const dialog = page.getByRole('dialog', { name: 'آماده‌سازی فایل اکسل' });
      await dialog.waitFor();
      await dialog.getByRole('progressbar').waitFor();
      // The bar moves: rows done of the total, in Persian digits.
      await dialog
        .getByText(/از ۵٬.* ردیف|در صف/)
        .first()
        .waitFor();
      await lookDone(page, 'admin-export-progress-1280');
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('registrations.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(sheet.getRow(1).getCell(1).text).toBe('نام و نام خانوادگی');
      expect(sheet.actualRowCount - 1).toBe(all);
      await page.getByText('فایل اکسل دریافت شد').waitFor();
      await settle(page);
    });

    await step(page, 'admin-reports', async () => {
      await page.getByRole('menuitem', { name: 'گزارش‌ها' }).click();
      await page.waitForURL(/\/admin\/reports$/);
      await page.getByText('ثبت نام‌ها در هر ماه').waitFor();
      await page.locator('.MuiBarChart-element').first().waitFor({ state: 'attached' });
      // The months under the bars are written (Vazirmatn's tall lines once left them all empty).
      const monthTicks = page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await monthTicks.filter({ hasText: /[۰-۹]{4}/ }).first().waitFor();
      await page.waitForTimeout(800); // the bars' grow animation
      await lookDone(page, 'admin-reports-1280');
    });

    const small = await (await newContext(browser, 360, { server, value: token })).newPage();
    await step(small, 'admin-reports-phone', async () => {
      await small.goto(`${server.url}/admin/reports`);
      await small.getByText('درآمد هر ماه به تفکیک نوع صورت حساب').waitFor();
      await small.waitForTimeout(800);
      await lookDone(small, 'admin-reports-360');
    });
    await context.close();
  });
});
