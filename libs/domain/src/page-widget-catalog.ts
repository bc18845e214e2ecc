/**
 * The page builder's catalog (ENDPOINTS.md 1.4.1): which widgets the storefront draws, the options
 * each one reads and the route keys staff compose. A module of its own, apart from the page's
 * shape and reader (page-widgets.ts), so the storefront's first load, which reads pages, does not
 * carry the catalog only composed pages and the console use. The storefront's renderer
 * (apps/web/src/features/content/components/PageSections.tsx) and the console's page editor both
 * read it, so the editor offers exactly the options the site understands.
 */

/** One option of a widget: a line of text, a paragraph, HTML, a whole number, or a list of rows. */
export type WidgetField =
  | { name: string; label: string; kind: 'text' | 'multiline' | 'html' | 'number' | 'url' }
  | { name: string; label: string; kind: 'list'; item: readonly WidgetField[] };

export interface WidgetKind {
  name: string;
  label: string;
  fields: readonly WidgetField[];
}

const title = (label = 'عنوان'): WidgetField => ({ name: 'title', label, kind: 'text' });
const perPage: WidgetField = { name: 'per_page', label: 'تعداد نمایش', kind: 'number' };

export const PAGE_WIDGETS: readonly WidgetKind[] = [
  {
    name: 'HomePageFirstSection',
    label: 'بخش آغازین صفحه',
    fields: [
      { name: 'eyebrow', label: 'سرتیتر کوچک', kind: 'text' },
      title(),
      { name: 'subtitle', label: 'زیرعنوان', kind: 'multiline' },
      {
        name: 'actions',
        label: 'دکمه‌ها',
        kind: 'list',
        item: [
          { name: 'text', label: 'متن دکمه', kind: 'text' },
          { name: 'to', label: 'پیوند', kind: 'url' },
        ],
      },
    ],
  },
  {
    name: 'Banner',
    label: 'نوار معرفی',
    fields: [title(), { name: 'subtitle', label: 'زیرعنوان', kind: 'multiline' }],
  },
  {
    name: 'TextWidget',
    label: 'متن قالب‌دار',
    fields: [{ name: 'html', label: 'متن', kind: 'html' }],
  },
  {
    name: 'FAQ',
    label: 'پرسش و پاسخ',
    fields: [
      title(),
      {
        name: 'items',
        label: 'پرسش‌ها',
        kind: 'list',
        item: [
          { name: 'question', label: 'پرسش', kind: 'text' },
          { name: 'answer', label: 'پاسخ', kind: 'html' },
        ],
      },
    ],
  },
  {
    name: 'ContactUs',
    label: 'راه‌های تماس',
    fields: [
      { name: 'address', label: 'نشانی', kind: 'multiline' },
      { name: 'phone', label: 'تلفن', kind: 'text' },
      { name: 'email', label: 'رایانامه', kind: 'text' },
      { name: 'hours', label: 'ساعت پاسخ‌گویی', kind: 'text' },
    ],
  },
  {
    name: 'Breadcrumbs',
    label: 'مسیر صفحه',
    fields: [
      {
        name: 'items',
        label: 'گام‌ها',
        kind: 'list',
        item: [title(), { name: 'to', label: 'پیوند', kind: 'url' }],
      },
    ],
  },
  { name: 'LastPosts', label: 'تازه‌ترین مطالب', fields: [title(), perPage] },
  { name: 'TodayHadith', label: 'حدیث روز', fields: [title()] },
  { name: 'PublicWebStatistic', label: 'آمار سامانه', fields: [] },
  { name: 'ClassroomCarousel', label: 'دوره‌های آموزشی', fields: [title(), perPage] },
  { name: 'LastEvents', label: 'رویدادها', fields: [title(), perPage] },
];

/** Widget names of the existing client the storefront draws as one of the catalog's. */
export const WIDGET_ALIASES: Readonly<Record<string, string>> = {
  ActionBox: 'Banner',
  ExpansionPanel: 'FAQ',
  PostList: 'LastPosts',
  HadithShow: 'TodayHadith',
  ClassroomList: 'ClassroomCarousel',
};

/** The catalog entry a stored widget name is drawn as, if the storefront draws it. */
export function widgetKind(name: string): WidgetKind | undefined {
  const own = WIDGET_ALIASES[name] ?? name;
  return PAGE_WIDGETS.find((w) => w.name === own);
}

/**
 * A public route whose page staff compose (ENDPOINTS.md 1.4.1): its key, the page's Persian name,
 * its address (the storefront finds the key of a page by it), and `body`: the widget names of the existing client that stand for the page's own
 * body (its list or record). A route with `body` draws its composed sections around that body, the
 * body where the setting puts one of those widgets, or after the sections when it puts none; a
 * route without `body` is nothing but its sections (docs/domain-rules.md, «Pages built from page
 * settings»).
 */
export interface PageRoute {
  route: string;
  label: string;
  /** The storefront's address of the route (React Router's pattern); `alsoAt`, others it serves. */
  path: string;
  alsoAt?: readonly string[];
  body?: readonly string[];
}

const CONTENT_LIST = ['ContentCategoryShow', 'ContentCategoryList', 'ContentList'];

/**
 * Every route key of ENDPOINTS.md 1.4.1, named as the existing client names its routes (the
 * `Public.ContentCategory*` and `Public.DonationCategory*` routes spelled out, the lower-case
 * `Donation.list` included: a page setting written for that client keeps working).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { route: 'Public.Home', label: 'صفحه اصلی', path: '/' },
  { route: 'Public.FAQ', label: 'پرسش‌های پرتکرار', path: '/faq' },
  { route: 'Public.Rules', label: 'قوانین و مقررات', path: '/rules' },
  { route: 'Public.AboutUs', label: 'درباره ما', path: '/about-us' },
  { route: 'Public.ContactUs', label: 'تماس با ما', path: '/contact-us' },
  {
    route: 'Public.AllClassrooms',
    label: 'فهرست دوره‌ها',
    path: '/all-classrooms',
    body: ['AllClassrooms'],
  },
  {
    route: 'Public.ShowClassroomInfo',
    label: 'صفحه یک دوره',
    path: '/classroom/:id',
    body: ['ShowClassroomInfo'],
  },
  { route: 'Public.AllEvents', label: 'فهرست رویدادها', path: '/all-events', body: ['AllEvents'] },
  {
    route: 'Public.ShowEventInfo',
    label: 'صفحه یک رویداد',
    path: '/event/:id',
    body: ['ShowEventInfo'],
  },
  { route: 'Public.Shop', label: 'فروشگاه', path: '/shop', body: ['Shop', 'StoreProductList'] },
  {
    route: 'Public.Package',
    label: 'صفحه یک بسته',
    path: '/package/:id',
    body: ['StorePackageShow'],
  },
  {
    route: 'Public.Product',
    label: 'صفحه یک محصول',
    path: '/product/:id',
    body: ['StoreProductShow'],
  },
  { route: 'Public.Cart', label: 'سبد خرید', path: '/cart', body: ['Cart'] },
  { route: 'Public.Professor.List', label: 'استادان', path: '/professor', body: [] },
  { route: 'Public.Content.List', label: 'فهرست محتواها', path: '/content', body: CONTENT_LIST },
  {
    route: 'Public.Content.Show',
    label: 'صفحه یک محتوا',
    path: '/content/:id',
    body: ['ContentShow'],
  },
  {
    route: 'Public.Post.List',
    label: 'فهرست مطالب',
    path: '/post',
    alsoAt: ['/post/news', '/post/guide'],
    body: ['PostList'],
  },
  {
    route: 'Public.PostTopic.List',
    label: 'فهرست مباحث',
    path: '/post-topic',
    body: ['ContentTopicList'],
  },
  {
    route: 'Public.PostTopic.Show',
    label: 'صفحه یک مبحث',
    path: '/post-topic/:id',
    body: ['ContentTopicShow'],
  },
  {
    route: 'Public.ContentCategoryParentParent.List',
    label: 'دسته‌های محتوا',
    path: '/content_category/parent/parent',
    body: CONTENT_LIST,
  },
  {
    route: 'Public.ContentCategoryParentParent.Show',
    label: 'دسته محتوا، سطح نخست',
    path: '/content_category/parent/parent/:categoryId',
    body: CONTENT_LIST,
  },
  {
    route: 'Public.ContentCategoryParent.Show',
    label: 'دسته محتوا، سطح دوم',
    path: '/content_category/parent/:categoryId',
    body: CONTENT_LIST,
  },
  {
    route: 'Public.ContentCategory.Show',
    label: 'دسته محتوا، سطح سوم',
    path: '/content_category/:categoryId',
    body: CONTENT_LIST,
  },
  {
    route: 'Public.DonationCategory.List',
    label: 'دسته‌های نیکوکاری',
    path: '/donation-category',
    body: ['DonationCategoryList'],
  },
  {
    route: 'Public.DonationCategory.Show',
    label: 'صفحه یک دسته نیکوکاری',
    path: '/donation-category/:categoryId',
    body: ['DonationList'],
  },
  {
    route: 'Public.DonationCategory.Donation.list',
    label: 'طرح‌های یک دسته نیکوکاری',
    path: '/donation-category/:categoryId/donation',
    body: ['DonationList'],
  },
  {
    route: 'Public.DonationCategory.Donation.Show',
    label: 'صفحه یک طرح نیکوکاری',
    path: '/donation-category/:categoryId/donation/:donationId',
    body: ['DonationShow'],
  },
];

/** The route of a key's name (`Public.Post.List`), if it is one of PAGE_ROUTES. */
export function pageRoute(route: string): PageRoute | undefined {
  return PAGE_ROUTES.find((r) => r.route === route);
}

/** A landing slug: Latin letters, digits and dashes (it is part of a URL). */
export const LANDING_SLUG = /^[a-z0-9][a-z0-9-]{0,60}$/;

/** The preview's messages (PAGE_PREVIEW_PATH in page-widgets.ts): the unsaved value, and the page is ready. */
export const PAGE_PREVIEW_MESSAGE = 'page-preview:value';
export const PAGE_PREVIEW_READY = 'page-preview:ready';
