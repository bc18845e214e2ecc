import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  productApi,
  productInBrowser,
  step,
  watchXss,
  XSS_MARKER,
  xssPayload,
} from '../../../tools/e2e-kit';
import { TOKEN_COOKIE } from '../../admin/e2e/support';
import { DESKTOP } from './support';

/**
 * Stored XSS (issue 12): staff write script into every rich-text and embed field the product keeps
 * and shows, through the API; each page that shows it, in the storefront and in the console (list
 * and edit or show), runs none of it, in any frame, and keeps none of it as live markup. The
 * server's answer itself holds no script (it cleans on the way in), except page settings, which
 * are kept exactly as sent (docs/domain-rules.md) and are drawn only through the site's renderer.
 */
const product = productInBrowser();
const api = productApi(() => product.server().url);
const ADMIN = { input: '09120000000', password: 'admin1234' };

type Staff = <T>(method: string, path: string, body?: unknown) => Promise<T>;
/** A page to open: its path, and what shows once it is drawn (the payload's words, or a label). */
type Visit = { path: string; shows?: string; act?: (page: Page) => Promise<void> };
interface Places {
  site: Visit[];
  console: Visit[];
  /** The fields as the API now answers them (left out where the rule keeps the text as sent). */
  stored?: (string | null)[];
}
interface Row {
  id: number;
  [k: string]: unknown;
}

const P = (label: string) => xssPayload(label);
const EMBED_EXTRA = `<script>alert('embed-script')</script><img src="x" onerror="alert('embed-img')"><svg onload="alert('embed-svg')"></svg>`;
const shown = (label: string) => `${XSS_MARKER} ${label}`;
/** A new category of a cma tree, its description the payload. */
const category = (staff: Staff, tree: 'posts' | 'contents' | 'topics', label: string) =>
  staff<Row>('POST', `/cma/${tree}/categories`, {
    title: `دسته ${label} آزمون`,
    description: P(label),
  });
const first = async (staff: Staff, path: string) =>
  (await staff<{ results: Row[] }>('GET', path)).results[0];

/** The classroom form's fields (apps/api lma.dto.ts ClassroomDto) a row answers under the same name. */
const CLASSROOM_FORM =
  `unit title holding_type audience_gender_type audience_role price professor holding_year
  holding_month sessions_frequency live_streaming_url classroom_address capacity allowed_absence_count
  effective_absence_coefficient mandatory_assignment_count special_passing_mark minimum_conditional_passing_mark
  minimum_clean_passing_mark publish_time beginning_enrollment_period ending_enrollment_period
  beginning_registration_period ending_registration_period beginning_drop_add_period ending_drop_add_period
  registration_period_refund_percent drop_add_period_refund_percent allow_dropping_on_enrollment_period
  allow_adding_on_registration_period allow_dropping_on_registration_period allow_adding_on_drop_add_period
  allow_dropping_on_drop_add_period is_ongoing notify_absence category event_address thumbnail codes`.split(
    /\s+/,
  );

/** Every rich-text and embed field, how staff write it, and where it shows. */
const FIELDS: { name: string; write: (staff: Staff) => Promise<Places> }[] = [
  {
    name: 'post text, post category description',
    write: async (staff) => {
      const cat = await category(staff, 'posts', 'post-category');
      const post = await staff<Row>('POST', '/cma/posts', {
        title: 'مطلب آزمون امنیت',
        text: P('post'),
        category: cat.id,
      });
      return {
        site: [{ path: `/post/${post.id}`, shows: shown('post') }],
        console: [
          { path: '/admin/post' },
          { path: `/admin/post/${post.id}`, shows: shown('post') },
          { path: '/admin/post-category' },
          { path: `/admin/post-category/${cat.id}` },
        ],
        stored: [post.text as string, cat.description as string],
      };
    },
  },
  {
    name: 'content description and specification, content category, media description and embeds, topic text, topic category',
    write: async (staff) => {
      const cat = await category(staff, 'contents', 'content-category');
      const media = await staff<Row>('POST', '/cma/medias', {
        title: 'رسانه آزمون امنیت',
        type: 'VIDEO',
        description: P('media'),
        // A foreign player (the server refuses any other frame: content.e2e-spec), with script around it.
        iframe_code: `<iframe src="https://player.example.org/v" onload="alert('iframe-onload')" srcdoc="<script>alert('embed-srcdoc')</script>"></iframe>${EMBED_EXTRA}`,
        script_code: `<script src="https://player.example.org/x.js"></script>${EMBED_EXTRA}`,
      });
      const content = await staff<Row>('POST', '/cma/contents', {
        title: 'محتوای آزمون امنیت',
        description: P('content-description'),
        specification: P('content-specification'),
        is_free: true,
        category: cat.id,
        medias: [media.id],
      });
      const tcat = await category(staff, 'topics', 'topic-category');
      const topic = await staff<Row>('POST', '/cma/topics', {
        title: 'مبحث آزمون امنیت',
        text: P('topic'),
        content: content.id,
        category: tcat.id,
      });
      return {
        site: [
          { path: `/content/${content.id}`, shows: shown('topic') },
          { path: `/content_category/${cat.id}`, shows: 'محتوای آزمون امنیت' },
        ],
        console: [
          { path: '/admin/content' },
          { path: `/admin/content/${content.id}`, shows: shown('content-description') },
          { path: `/admin/content-category/${cat.id}` },
          { path: '/admin/content-topic' },
          { path: `/admin/content-topic/${topic.id}`, shows: shown('topic') },
          { path: `/admin/content-topic-category/${tcat.id}` },
          { path: '/admin/media' },
          { path: `/admin/media/${media.id}`, shows: shown('media') },
        ],
        stored: [
          content.description as string,
          content.specification as string,
          cat.description as string,
          media.description as string,
          media.iframe_code as string,
          media.script_code as string,
          topic.text as string,
          tcat.description as string,
        ],
      };
    },
  },
  {
    // Plain text, drawn as text: kept as written, and shown as words.
    name: 'hadith texts',
    write: async (staff) => {
      const h = await staff<Row>('POST', '/cma/hadithes', {
        persian_text: P('hadith'),
        arabian_text: P('hadith-arabic'),
        publish_date: '1410-01-01',
      });
      return { site: [], console: [{ path: '/admin/hadith' }, { path: `/admin/hadith/${h.id}` }] };
    },
  },
  {
    name: 'page settings: TextWidget, FAQ answers, hero and breadcrumb links',
    write: async (staff) => {
      const js = "javascript:alert('widget-link')";
      const value = {
        sections: [
          {
            data: {
              rows: [
                {
                  cols: [
                    {
                      widgets: [
                        {
                          name: 'Breadcrumbs',
                          options: { items: [{ title: 'خانه', to: js }, { title: 'صفحه' }] },
                        },
                      ],
                    },
                  ],
                },
                {
                  cols: [
                    {
                      widgets: [
                        {
                          name: 'HomePageFirstSection',
                          options: {
                            title: 'سرآغاز آزمون',
                            actions: [
                              { text: 'دکمه یک', to: js },
                              { text: 'دکمه دو', to: 'data:text/html,x' },
                            ],
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  cols: [
                    { widgets: [{ name: 'TextWidget', options: { html: P('text-widget') } }] },
                  ],
                },
                {
                  cols: [
                    {
                      widgets: [
                        {
                          name: 'FAQ',
                          options: {
                            title: 'پرسش‌ها',
                            items: [{ question: 'پرسش آزمون', answer: P('faq') }],
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          },
        ],
        layoutConfig: {},
        seo: { title: 'خانه', description: '<script>alert(1)</script>' },
      };
      await staff('POST', '/cma/settings', { key: 'route_name:Public.Home', value });
      const preview = async (page: Page) => {
        await page.getByRole('tab', { name: 'پیش‌نمایش' }).click();
        await page.frameLocator('iframe').getByText(shown('text-widget')).waitFor();
      };
      return {
        site: [{ path: '/', shows: shown('text-widget') }],
        console: [{ path: '/admin/page-editor', shows: 'ویرایشگر صفحه‌ها', act: preview }],
      };
    },
  },
  {
    name: 'purchase regulations',
    write: async (staff) => {
      await staff('POST', '/cma/settings', { key: 'PurchaseRegulations', value: P('regulations') });
      const read = await staff<{ value: string }>('GET', '/cma/settings/key/PurchaseRegulations');
      return {
        site: [],
        console: [{ path: '/admin/store/purchase-regulations', shows: shown('regulations') }],
        stored: [read.value],
      };
    },
  },
  {
    name: 'donation category and cause descriptions',
    write: async (staff) => {
      const cause = await first(staff, '/dma/donations?per_page=1&is_active=true');
      const category = await staff<Row>(
        'GET',
        `/dma/donations/categories/${cause.category as number}`,
      );
      const cat = await staff<Row>('PATCH', `/dma/donations/categories/${category.id}`, {
        title: category.title,
        description: P('donation-category'),
      });
      const saved = await staff<Row>('PATCH', `/dma/donations/${cause.id}`, {
        title: cause.title,
        category: category.id,
        description: P('donation'),
      });
      return {
        site: [
          { path: `/donation-category/${cat.id}`, shows: shown('donation-category') },
          { path: `/donation-category/${cat.id}/donation/${cause.id}`, shows: shown('donation') },
        ],
        console: [
          { path: '/admin/donation-categories' },
          { path: `/admin/donation-categories/${cat.id}` },
          { path: '/admin/donations' },
          { path: `/admin/donations/${cause.id}` },
        ],
        stored: [cat.description as string, saved.description as string],
      };
    },
  },
  {
    name: 'product description and specification',
    write: async (staff) => {
      const row = await staff<Row>('POST', '/store/products', {
        title: 'کالای آزمون امنیت',
        unit_price: 100_000,
        description: P('product'),
        specification: P('product-specification'),
      });
      const saved = row;
      return {
        site: [{ path: `/product/${row.id}`, shows: shown('product') }],
        console: [{ path: '/admin/store/product' }, { path: `/admin/store/product/${row.id}` }],
        stored: [saved.description as string, saved.specification as string],
      };
    },
  },
  {
    name: 'classroom description, specification, rules and bulletin; the rules of its unit',
    write: async (staff) => {
      const row = await first(staff, '/lma/classrooms?per_page=1');
      // The form is sent whole (PATCH is the same form): what the classroom has, with the texts.
      const saved = await staff<Row>('PATCH', `/lma/classrooms/${row.id}`, {
        ...Object.fromEntries(
          CLASSROOM_FORM.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]),
        ),
        description: P('classroom'),
        specification: P('classroom-specification'),
        rules: P('classroom-rules'),
        bulletin: P('classroom-bulletin'),
      });
      // The unit's rules show on the classroom's page too.
      const unit = await staff<Row>('GET', `/lma/units/${row.unit as number}`);
      const savedUnit = await staff<Row>('PUT', `/lma/units/${unit.id}`, {
        title: unit.title,
        category: unit.category,
        default_session_count: unit.default_session_count,
        prerequisites: unit.prerequisites,
        codes: unit.codes,
        rules: P('unit-rules'),
      });
      return {
        site: [{ path: `/classroom/${row.id}`, shows: shown('classroom') }],
        console: [
          { path: `/admin/classrooms/${row.id}/show` },
          { path: `/admin/classrooms/${row.id}` },
          { path: '/admin/units' },
          { path: `/admin/units/${unit.id}` },
        ],
        stored: [
          savedUnit.rules as string,
          saved.description as string,
          saved.specification as string,
          saved.rules as string,
          saved.bulletin as string,
        ],
      };
    },
  },
  {
    name: 'session texts: description, syllabus, contents, assignment and its answer',
    write: async (staff) => {
      const classroom = await first(staff, '/lma/classrooms?per_page=1');
      const session = await staff<Row>('POST', '/lma/sessions', {
        classroom: classroom.id,
        title: 'جلسه آزمون امنیت',
        beginning_time: '2026-01-01T08:00:00Z',
        ending_time: '2026-01-01T10:00:00Z',
        description: P('session'),
        syllabus: P('session-syllabus'),
        contents: P('session-contents'),
        assignment_description: P('session-assignment'),
        assignment_answer: P('session-answer'),
      });
      return {
        site: [
          { path: `/panel/profile/session/${session.id}`, shows: shown('session-assignment') },
        ],
        console: [{ path: '/admin/session' }, { path: `/admin/session/${session.id}` }],
        stored: [
          'description',
          'syllabus',
          'contents',
          'assignment_description',
          'assignment_answer',
        ].map((k) => session[k] as string),
      };
    },
  },
];

/** Script that would still run somewhere the API's answer is drawn as HTML. */
const LIVE =
  /<script|<iframe[^>]*srcdoc|\son[a-z]+\s*=|javascript:|data:text|<svg|<object|<embed|<form|<math/i;

describe('stored XSS', () => {
  it('script in every rich-text and embed field runs neither in the storefront nor in the console', async () => {
    const server = product.server();
    const token = await api.login(ADMIN.input, ADMIN.password);
    const staff: Staff = (method, path, body) => api.send(method, path, token, body);
    const visits: { name: string; places: Places }[] = [];
    for (const field of FIELDS) visits.push({ name: field.name, places: await field.write(staff) });
    for (const { name, places } of visits) {
      for (const value of places.stored ?? []) expect(value ?? '', name).not.toMatch(LIVE);
    }

    const watch = await watchXss(product.browser(), { viewport: DESKTOP });
    await watch.context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
    const page = await watch.context.newPage();
    // The watcher itself: the same payload put in a page as it is, uncleaned, is seen running.
    await page.goto(`${server.url}/404/x`);
    watch.at('control');
    await page.setContent(P('control'));
    await page.waitForTimeout(300);
    await watch.inspect(page, 'control');
    expect(watch.problems.join('\n')).toMatch(/control: ran control:img-onerror/);
    expect(watch.problems.join('\n')).toMatch(/control: <a href="javascript:/);
    watch.problems.length = 0;
    const open = async (visit: Visit) =>
      step(page, `xss${visit.path.replace(/\W+/g, '-')}`, async () => {
        watch.at(visit.path);
        await page.goto(`${server.url}${visit.path}`);
        if (visit.shows) await page.getByText(visit.shows).first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        if (visit.act) await visit.act(page);
        // Hover, focus and click what the payload wrote, where it is still there to press.
        for (const words of ['پیوند جاوااسکریپت', 'پیوند پنهان', 'سبک', 'پیوند داده']) {
          const hit = page.getByText(words, { exact: true }).first();
          if (await hit.isVisible().catch(() => false))
            await hit.click({ timeout: 2_000 }).catch(() => undefined);
        }
        await page.waitForTimeout(300);
        await watch.inspect(page, visit.path);
      });
    for (const { places } of visits) {
      for (const visit of [...places.site, ...places.console]) await open(visit);
    }
    expect(watch.problems).toEqual([]);
    await watch.context.close();
  });
});
