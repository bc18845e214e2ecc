import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productInBrowser, step } from '../../../tools/e2e-kit';
import { apiCall, apiToken, LEARNER, lookDone, newContext, signIn } from './support';

/**
 * Issue 12's browser journey: the cultural head writes a post with a picture and a non-free
 * content with an uploaded video and document, composes the home page and a landing page in the
 * page editor (preview included) and a banner and a closing note around the posts list of /post; a
 * visitor then sees them (the post's title and description in
 * the HTML the server sends), the learner who bought the linked product opens the document and
 * someone who did not cannot.
 */
const CULTURAL = { input: '09120000010', password: 'staff1234' };
/** The grader: signed in, but never bought the product of «اخلاق پژوهش». */
const NON_BUYER = { input: '09120000012', password: 'staff1234' };
/** Each run's titles differ (Persian digits: the console shows no Latin). */
const fa = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const RUN = fa(Date.now() % 1_000_000);
const POST = `گزارش کارگاه نگارش پاییزه ${RUN}`;
const POST_SUMMARY = 'کارگاه نگارش علمی با حضور پنجاه پژوهشگر جوان برگزار شد.';
const CONTENT = `جزوه و فیلم اخلاق پژوهش ${RUN}`;
const VIDEO = `فیلم جلسه نخست ${RUN}`;
const DOC = `جزوه جلسه نخست ${RUN}`;
const HOME_BANNER = 'ثبت‌نام دوره‌های پاییز آغاز شد';
const SLUG = `autumn-${Date.now() % 1_000_000}`;
const LANDING_TITLE = 'اردوی پاییزی دانش‌سرا';
const POSTS_BANNER = 'گزارش‌های هفته پژوهش';
const POSTS_NOTE = 'یادداشت‌های این صفحه را گروه فرهنگی هر هفته به‌روز می‌کند.';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest bytes the server's sniffer reads as an MP4 (an ftyp box) and as a PDF. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n%\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const product = productInBrowser();

async function save(page: Page, list: RegExp) {
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.waitForURL(list);
}

async function pickOption(page: Page, source: string, text: string) {
  const input = page.locator(`.ra-input-${source} input`).first();
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text }).click();
  await page.keyboard.press('Escape');
}

/** Adds a section at the end of the page with one widget of `widget`, returning that section. */
async function addSection(page: Page, widget: string) {
  await page.getByRole('button', { name: 'افزودن بخش' }).click();
  const section = page.locator('[data-section]').last();
  await section.getByRole('combobox', { name: 'افزودن ابزارک' }).click();
  await page.getByRole('option', { name: widget, exact: true }).click();
  return section;
}

/**
 * Adds a banner section (title and subtitle) after the page's `sections` sections and moves it up
 * one place, before the last of them.
 */
async function addBannerAbove(page: Page, sections: number, title: string, subtitle: string) {
  const added = await addSection(page, 'نوار معرفی');
  await added.locator('[data-widget="Banner"] input[data-option="title"]').fill(title);
  await added
    .locator('[data-widget="Banner"] textarea[data-option="subtitle"]')
    .first()
    .fill(subtitle);
  await added
    .getByRole('button', { name: `بالا بردن بخش ${fa(sections + 1)}`, exact: false })
    .first()
    .click();
  await page.locator(`[data-section="${sections - 1}"] [data-widget="Banner"]`).waitFor();
}

describe('the page editor and the content it shows', () => {
  it('staff write, compose and preview; a visitor, a buyer and a non-buyer see what they should', async () => {
    const server = product.server();
    const context = await newContext(product.browser(), 1280);
    const page = await context.newPage();
    await signIn(page, server, CULTURAL);
    const token = await apiToken(server, CULTURAL);

    await step(page, 'post-with-image', async () => {
      await page.goto(`${server.url}/admin/post/create`);
      await page.locator('input[name="title"]').fill(POST);
      await page.locator('textarea[name="summary"]').fill(POST_SUMMARY);
      await page.locator('.ra-input-text .ProseMirror').fill('گزارش کامل کارگاه');
      await page
        .locator('.ra-input-thumbnail input[type="file"]')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await save(page, /\/admin\/post\/?$/);
    });
    const posts = await apiCall<{
      results: { id: number; title: string; thumbnail: string | null }[];
    }>(server, token, `cma/posts?search=${encodeURIComponent(RUN)}`);
    expect(posts.results[0]).toMatchObject({
      title: POST,
      thumbnail: expect.stringMatching(/\.png$/),
    });

    await step(page, 'media-uploads', async () => {
      await page.goto(`${server.url}/admin/media/create`);
      await page.locator('input[name="title"]').fill(VIDEO);
      await page
        .locator('.ra-input-file input[type="file"]')
        .setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: MP4 });
      await save(page, /\/admin\/media\/?$/);
      await page.goto(`${server.url}/admin/media/create`);
      await page.locator('input[name="title"]').fill(DOC);
      await page.locator('.ra-input-type [role="combobox"]').click();
      await page.getByRole('option', { name: 'سند', exact: true }).click();
      await page
        .locator('.ra-input-file input[type="file"]')
        .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
      await save(page, /\/admin\/media\/?$/);
    });
    const medias = await apiCall<{ results: { id: number; title: string; file: string | null }[] }>(
      server,
      token,
      `cma/medias?search=${encodeURIComponent(RUN)}&per_page=10`,
    );
    const video = medias.results.find((m) => m.title === VIDEO);
    expect(video?.file).toMatch(/\.mp4$/);
    const docFile = medias.results.find((m) => m.title === DOC)?.file;
    expect(docFile).toMatch(/\.pdf$/);

    await step(page, 'media-page', async () => {
      await page.goto(`${server.url}/admin/media/${video?.id}`);
      await page.getByTestId('media-preview').locator('video').waitFor({ state: 'attached' });
      await lookDone(page, 'admin-media-page-1280');
    });

    await step(page, 'non-free-content', async () => {
      await page.goto(`${server.url}/admin/content/create`);
      await page.locator('input[name="title"]').fill(CONTENT);
      await page.locator('.ra-input-category [role="combobox"]').first().click();
      await page.getByRole('option', { name: 'اخلاق و تربیت › اخلاق پژوهش', exact: true }).click();
      await page.locator('.ra-input-is_free input[type="checkbox"]').uncheck();
      await page.locator('textarea[name="summary"]').fill('جزوه و فیلم جلسه نخست، ویژه خریداران.');
      await pickOption(page, 'medias', VIDEO);
      await pickOption(page, 'medias', DOC);
      await save(page, /\/admin\/content\/?$/);
    });
    const contents = await apiCall<{
      results: { id: number; title: string; is_free: boolean; medias_count?: number }[];
    }>(server, token, `cma/contents?search=${encodeURIComponent(RUN)}`);
    const content = contents.results[0];
    expect(content).toMatchObject({ title: CONTENT, is_free: false });

    await step(page, 'compose-home', async () => {
      await page.goto(`${server.url}/admin/page-editor`);
      await page.getByRole('heading', { name: 'ویرایشگر صفحه‌ها', level: 1 }).waitFor();
      await page.locator('[data-section]').first().waitFor();
      const sections = await page.locator('[data-section]').count();
      // Reorder: the new section goes up one place.
      await addBannerAbove(page, sections, HOME_BANNER, 'دوره‌های تازه را ببینید و ثبت‌نام کنید.');
      await lookDone(page, 'admin-page-editor-1280');
      await page.getByRole('tab', { name: 'پیش‌نمایش' }).click();
      await page.frameLocator('iframe').getByRole('heading', { name: HOME_BANNER }).waitFor();
      await page.waitForTimeout(500);
      await lookDone(page, 'admin-page-editor-preview-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('صفحه ذخیره شد.').waitFor();
    });

    await step(page, 'compose-landing', async () => {
      await page.getByRole('combobox', { name: 'صفحه', exact: true }).click();
      await page.getByRole('option', { name: 'صفحه ویژه (نشانی دلخواه)' }).click();
      await page.locator('input[name="slug"]').fill(SLUG);
      await page.getByRole('button', { name: 'افزودن بخش' }).waitFor();
      const first = await addSection(page, 'نوار معرفی');
      await first.locator('[data-widget="Banner"] input[data-option="title"]').fill(LANDING_TITLE);
      await first.getByRole('combobox', { name: 'افزودن ابزارک' }).click();
      await page.getByRole('option', { name: 'متن قالب‌دار', exact: true }).click();
      await first
        .locator('[data-widget="TextWidget"] textarea[data-option="html"]')
        .first()
        .fill('<p>سه روز در طبیعت، با کارگاه‌های اخلاق و مهارت.</p>');
      await page.getByRole('tab', { name: 'موتورهای جستجو' }).click();
      await page.locator('input[name="seo.title"]').fill(LANDING_TITLE);
      await page
        .locator('textarea[name="seo.description"]')
        .first()
        .fill('ثبت‌نام اردوی سه‌روزه پاییزی دانش‌سرا.');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('صفحه ذخیره شد.').waitFor();
    });
    await step(page, 'compose-posts', async () => {
      await page.getByRole('combobox', { name: 'صفحه', exact: true }).click();
      await page.getByRole('option', { name: 'فهرست مطالب', exact: true }).click();
      // The demo seed's page: the breadcrumbs and the posts list (the route's own body).
      await page.locator('[data-section]').first().waitFor();
      const sections = await page.locator('[data-section]').count();
      // The banner goes before the seeded section: above the list; the note stays after it.
      await addBannerAbove(
        page,
        sections,
        POSTS_BANNER,
        'گزارش نشست‌ها و کارگاه‌های هفته پژوهش دانش‌سرا، به ترتیب تازگی.',
      );
      const note = await addSection(page, 'متن قالب‌دار');
      await note
        .locator('[data-widget="TextWidget"] textarea[data-option="html"]')
        .first()
        .fill(`<p>${POSTS_NOTE}</p>`);
      await page.getByRole('tab', { name: 'پیش‌نمایش' }).click();
      const preview = page.frameLocator('iframe');
      await preview.getByRole('heading', { name: POSTS_BANNER }).waitFor();
      // The preview marks where the posts list stands, between the banner and the note.
      await preview.getByText('محتوای خود این صفحه اینجا نشان داده می‌شود.').waitFor();
      await page.waitForTimeout(500);
      await lookDone(page, 'admin-page-editor-posts-preview-1280');
      await page.getByRole('button', { name: 'ذخیره' }).click();
      await page.getByText('صفحه ذخیره شد.').waitFor();
    });
    await context.close();

    // Phone width: the editor fits.
    const phone = await newContext(product.browser(), 360);
    const phonePage = await phone.newPage();
    await signIn(phonePage, server, CULTURAL);
    await step(phonePage, 'page-editor-360', async () => {
      await phonePage.goto(`${server.url}/admin/page-editor`);
      await phonePage.locator('[data-section]').first().waitFor();
      await lookDone(phonePage, 'admin-page-editor-360');
    });
    await phone.close();

    const visitor = await newContext(product.browser(), 1280);
    const v = await visitor.newPage();
    await step(v, 'visitor-sees', async () => {
      await v.goto(server.url);
      await v.getByRole('heading', { name: HOME_BANNER }).waitFor();
      await v.goto(`${server.url}/landing/${SLUG}`);
      await v.getByRole('heading', { name: LANDING_TITLE, level: 1 }).waitFor();
      await v.getByText('سه روز در طبیعت').waitFor();
      await v.goto(`${server.url}/post/${posts.results[0].id}`);
      await v.getByRole('heading', { name: POST, level: 1 }).waitFor();
      await v.goto(`${server.url}/content/${content.id}`);
      await v.getByRole('heading', { name: CONTENT, level: 1 }).waitFor();
      await v.getByText('برایتان باز می‌شود').first().waitFor();
      expect(await v.locator('video').count()).toBe(0);
    });
    await visitor.close();

    // /post as composed: the banner above the posts list (the page keeps its own h1 and list), the
    // note after it, at a phone's width and a desktop's.
    for (const width of [360, 1280]) {
      const c = await newContext(product.browser(), width);
      const p = await c.newPage();
      await step(p, `visitor-posts-${width}`, async () => {
        await p.goto(`${server.url}/post`);
        const banner = p.getByRole('heading', { name: POSTS_BANNER, level: 2 });
        const title = p.getByRole('heading', { name: 'خبرها و راهنماها', level: 1 });
        const post = p.getByRole('heading', { name: POST });
        const note = p.getByText(POSTS_NOTE);
        await Promise.all([banner, title, post, note].map((l) => l.waitFor()));
        const top = async (l: typeof banner) => (await l.boundingBox())?.y ?? NaN;
        const order = [await top(banner), await top(title), await top(post), await top(note)];
        expect(order).toEqual([...order].sort((a, b) => a - b));
        // The news filter keeps the page's composition.
        await p.getByRole('button', { name: 'خبرها', exact: true }).click();
        await p.waitForURL('**/post/news');
        await banner.waitFor();
        await p.goto(`${server.url}/post`);
        await post.waitFor();
        await p.waitForLoadState('networkidle');
        await lookDone(p, `web-post-composed-${width}`);
      });
      await c.close();
    }
    // Before any script: the HTML the server sends names the post and the landing page.
    const postHtml = await (await fetch(`${server.url}/post/${posts.results[0].id}`)).text();
    expect(postHtml).toContain(`<title>${POST} | دانش‌سرا</title>`);
    expect(postHtml).toContain(`<meta name="description" content="${POST_SUMMARY}">`);
    const landingHtml = await (await fetch(`${server.url}/landing/${SLUG}`)).text();
    expect(landingHtml).toContain(LANDING_TITLE);

    for (const [who, bought] of [
      [LEARNER, true],
      [NON_BUYER, false],
    ] as const) {
      const c = await newContext(product.browser(), 1280);
      const p = await c.newPage();
      const t = await apiToken(server, who);
      await c.addCookies([{ name: 'BearerAccessToken', value: t, url: server.url }]);
      await step(p, `content-${bought ? 'buyer' : 'non-buyer'}`, async () => {
        await p.goto(`${server.url}/content/${content.id}`);
        await p.getByRole('heading', { name: CONTENT, level: 1 }).waitFor();
        if (bought) {
          await p.getByRole('link', { name: 'دریافت سند' }).waitFor();
          await p.locator('video').first().waitFor({ state: 'attached' });
          // The link and the player open the files with the session cookie, the video by range.
          const href = await p.getByRole('link', { name: 'دریافت سند' }).getAttribute('href');
          expect(href).toBe(docFile);
          const doc = await c.request.get(`${server.url}${href}`);
          expect(doc.status()).toBe(200);
          expect((await doc.body()).equals(PDF)).toBe(true);
          const src = await p.locator('video').first().getAttribute('src');
          const part = await c.request.get(`${server.url}${src}`, {
            headers: { Range: 'bytes=0-7' },
          });
          expect(part.status()).toBe(206);
        } else {
          await p.getByText('برایتان باز می‌شود').first().waitFor();
          expect(await p.getByRole('link', { name: 'دریافت سند' }).count()).toBe(0);
          // Nor does the file's address open for them, with their cookie or without.
          expect((await c.request.get(`${server.url}${docFile}`)).status()).toBe(404);
          expect((await fetch(`${server.url}${docFile}`)).status).toBe(404);
        }
      });
      const seen = await apiCall<{ medias_info: unknown[] }>(
        server,
        t,
        `cma/contents/${content.id}`,
      );
      expect(seen.medias_info.length).toBe(bought ? 2 : 0);
      await c.close();
    }
  });
});
