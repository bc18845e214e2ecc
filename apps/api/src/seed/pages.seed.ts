/** ENDPOINTS.md 1.4.1: `{sections, layoutConfig, seo}`; each section's rows of columns of widgets. */
interface Widget {
  name: string;
  options?: Record<string, unknown>;
}

const SITE = 'دانش‌سرا';

/** A page of sections, one widget per row (a row of several widgets is a list within the list). */
export function page(title: string, description: string, rows: (Widget | Widget[])[]) {
  return {
    sections: [
      {
        data: {
          rows: rows.map((r) => ({
            cols: (Array.isArray(r) ? r : [r]).map((w) => ({ widgets: [w] })),
          })),
        },
      },
    ],
    layoutConfig: {},
    seo: {
      title: `${title} | ${SITE}`,
      description,
      robots: 'index, follow',
      ogTitle: title,
      ogUrl: '',
      ogDescription: description,
      ogImage: '',
    },
  };
}

const key = (route: string) => `route_name:${route}`;
const text = (html: string): Widget => ({ name: 'TextWidget', options: { html } });
const crumbs = (title: string): Widget => ({
  name: 'Breadcrumbs',
  options: { items: [{ title: 'خانه', to: '/' }, { title }] },
});

const FAQ = [
  [
    'چگونه در یک کلاس ثبت‌نام کنم؟',
    'وارد حساب خود شوید، از «همه کلاس‌ها» کلاس را برگزینید، اطلاعات خود را کامل کنید و صورت‌حساب را بپردازید.',
  ],
  [
    'آیا می‌توانم شهریه را قسطی بپردازم؟',
    'بله؛ در صفحه صورت‌حساب درخواست پرداخت اقساطی را ثبت کنید تا کارشناس مالی پیشنهاد اقساط را بفرستد.',
  ],
  [
    'محصولات مجازی فروشگاه کجا در دسترس است؟',
    'پس از پرداخت، محتوای خریده‌شده در بخش محتوا برای شما باز می‌شود.',
  ],
  [
    'گواهی پایان دوره چگونه صادر می‌شود؟',
    'پس از اعلام نتیجه، گواهی در پنل کاربری شما بارگذاری می‌شود و در صورت درخواست با پست ارسال می‌شود.',
  ],
];

/** A page setting for every public route of SPEC section 2, composed as a newcomer would expect. */
export function demoPages(): Record<string, ReturnType<typeof page>> {
  const pages: Record<string, ReturnType<typeof page>> = {
    [key('Public.Home')]: page(
      'خانه',
      'دانش‌سرا: کلاس‌ها، رویدادها، فروشگاه و محتوای آموزشی معارف اسلامی.',
      [
        // No texts of its own: the home's hero with the site's slogan (the page editor may set title, subtitle, actions).
        { name: 'HomePageFirstSection', options: {} },
        { name: 'ClassroomCarousel', options: { title: 'کلاس‌های در حال ثبت‌نام', per_page: 8 } },
        { name: 'LastEvents', options: { title: 'رویدادهای پیش رو', per_page: 8 } },
        [
          { name: 'LastPosts', options: { title: 'تازه‌ترین خبرها', per_page: 3 } },
          { name: 'TodayHadith', options: { title: 'حدیث روز' } },
        ],
        { name: 'PublicWebStatistic', options: { title: 'دانش‌سرا در یک نگاه' } },
      ],
    ),
    [key('Public.FAQ')]: page(
      'پرسش‌های پرتکرار',
      'پاسخ پرسش‌های پرتکرار درباره ثبت‌نام، پرداخت و فروشگاه دانش‌سرا.',
      [
        crumbs('پرسش‌های پرتکرار'),
        {
          name: 'FAQ',
          options: {
            title: 'پرسش‌های پرتکرار',
            items: FAQ.map(([question, answer]) => ({ question, answer })),
          },
        },
      ],
    ),
    [key('Public.Rules')]: page('قوانین و مقررات', 'قوانین استفاده از خدمات دانش‌سرا.', [
      crumbs('قوانین و مقررات'),
      text(
        '<h2>قوانین و مقررات</h2><ol><li>هر کاربر تنها یک حساب کاربری دارد و مسئول درستی اطلاعات آن است.</li><li>انصراف از کلاس تا پایان دوره حذف و اضافه با بازگشت بخشی از شهریه ممکن است.</li><li>محتوای خریده‌شده برای استفاده شخصی است و بازنشر آن مجاز نیست.</li></ol>',
      ),
    ]),
    [key('Public.AboutUs')]: page('درباره ما', 'دانش‌سرا، مؤسسه آموزشی معارف اسلامی.', [
      crumbs('درباره ما'),
      text(
        '<h2>درباره دانش‌سرا</h2><p>دانش‌سرا از سال ۱۳۹۰ با هدف آموزش معارف اسلامی به زبان روز، دوره‌های حضوری و مجازی، همایش‌ها و نشست‌های علمی برگزار می‌کند.</p>',
      ),
      { name: 'PublicWebStatistic', options: { title: 'دانش‌سرا در یک نگاه' } },
    ]),
    [key('Public.ContactUs')]: page('تماس با ما', 'نشانی، تلفن و راه‌های ارتباط با دانش‌سرا.', [
      crumbs('تماس با ما'),
      {
        name: 'ContactUs',
        options: {
          title: 'تماس با ما',
          address: 'تهران، خیابان انقلاب، کوچه دانش، پلاک ۱۲',
          phone: '۰۲۱-۶۶۰۰۰۰۰۰',
          email: 'info@daneshsara.ir',
          hours: 'شنبه تا چهارشنبه، ۸ تا ۱۶',
        },
      },
    ]),
    [key('Public.Post.List')]: page('خبرها و راهنماها', 'تازه‌ترین خبرها و راهنماهای دانش‌سرا.', [
      crumbs('خبرها'),
      { name: 'PostList', options: { per_page: 10 } },
    ]),
    [key('Public.Content.List')]: page(
      'محتوای آموزشی',
      'درس‌گفتارها، جزوه‌ها و فیلم‌های آموزشی دانش‌سرا.',
      [
        crumbs('محتوای آموزشی'),
        { name: 'ContentCategoryList', options: {} },
        { name: 'ContentList', options: { per_page: 12 } },
      ],
    ),
    [key('Public.Content.Show')]: page('محتوا', 'محتوای آموزشی دانش‌سرا.', [
      { name: 'ContentShow' },
      { name: 'ContentTopicList' },
    ]),
    [key('Landing-params:{"slug":"nowruz"}')]: page(
      'جشنواره نوروزی',
      'تخفیف ویژه نوروزی دوره‌ها و کتاب‌های دانش‌سرا.',
      [
        {
          name: 'Banner',
          options: {
            title: 'جشنواره نوروزی دانش‌سرا',
            subtitle: 'تا پایان فروردین، دوره‌ها و کتاب‌ها با تخفیف ویژه.',
          },
        },
        { name: 'ClassroomCarousel', options: { title: 'دوره‌های نوروزی', per_page: 8 } },
        { name: 'ProductCarousel', options: { title: 'کتاب‌های پیشنهادی', per_page: 8 } },
      ],
    ),
  };
  // The routes with a page of their own (a list or a record): the setting places that body.
  const simple: [string, string, Widget][] = [
    ['Public.AllClassrooms', 'همه کلاس‌ها', { name: 'AllClassrooms' }],
    ['Public.ShowClassroomInfo', 'کلاس', { name: 'ShowClassroomInfo' }],
    ['Public.AllEvents', 'همه رویدادها', { name: 'AllEvents' }],
    ['Public.ShowEventInfo', 'رویداد', { name: 'ShowEventInfo' }],
    ['Public.Shop', 'فروشگاه', { name: 'Shop' }],
    ['Public.Package', 'بسته', { name: 'StorePackageShow' }],
    ['Public.Product', 'محصول', { name: 'StoreProductShow' }],
    ['Public.Cart', 'سبد خرید', { name: 'Cart' }],
    ['Public.Professor.List', 'استادان', { name: 'ProfessorList' }],
    ['Public.ContentCategoryParentParent.List', 'دسته‌های محتوا', { name: 'ContentCategoryList' }],
    ['Public.ContentCategoryParentParent.Show', 'دسته محتوا', { name: 'ContentCategoryShow' }],
    ['Public.ContentCategoryParent.Show', 'دسته محتوا', { name: 'ContentCategoryShow' }],
    ['Public.ContentCategory.Show', 'دسته محتوا', { name: 'ContentCategoryShow' }],
    ['Public.DonationCategory.List', 'دسته‌های نیکوکاری', { name: 'DonationCategoryList' }],
    ['Public.DonationCategory.Show', 'دسته نیکوکاری', { name: 'DonationList' }],
    ['Public.DonationCategory.Donation.list', 'طرح‌های نیکوکاری', { name: 'DonationList' }],
    ['Public.DonationCategory.Donation.Show', 'طرح نیکوکاری', { name: 'DonationShow' }],
    ['Public.PostTopic.List', 'مباحث', { name: 'ContentTopicList' }],
    ['Public.PostTopic.Show', 'مبحث', { name: 'ContentTopicShow' }],
  ];
  for (const [route, title, widget] of simple)
    pages[key(route)] = page(title, `${title} در دانش‌سرا.`, [widget]);
  return pages;
}
