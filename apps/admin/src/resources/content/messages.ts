const category = (name: string) => ({
  name,
  fields: {
    id: 'شماره',
    title: 'عنوان',
    parent: 'دسته والد',
    children: 'زیرمجموعه‌ها',
    q: 'جستجو',
  },
});

const written = {
  id: 'شماره',
  title: 'عنوان',
  summary: 'خلاصه',
  thumbnail: 'تصویر',
  category: 'دسته',
  category_info: { title: 'دسته' },
  hashtags: 'هشتگ‌ها',
  is_hidden: 'پنهان از سایت',
  creation_time: 'تاریخ ایجاد',
  q: 'جستجو',
};

/** The content screens' words (resources.<name>; the page editor's under app.content.pages). */
export const contentMessages = {
  media: {
    preview: 'پیش‌نمایش رسانه',
    open_document: 'باز کردن سند',
    current_file: 'فایل کنونی',
    no_source: 'هنوز فایل، نشانی یا کد قاب نمایشی برای این رسانه ثبت نشده است.',
  },
  pages: {
    title: 'ویرایشگر صفحه‌ها',
    help: 'صفحه‌های عمومی سایت از بخش‌ها و ابزارک‌ها ساخته می‌شوند؛ پس از ذخیره، بازدیدکنندگان همین صفحه را می‌بینند.',
    page: 'صفحه',
    landing: 'صفحه ویژه (نشانی دلخواه)',
    slug: 'نامک صفحه ویژه',
    slug_help: 'نشانی صفحه: %{path}',
    slug_bad: 'نامک تنها از حروف کوچک لاتین، رقم و خط تیره ساخته می‌شود.',
    tabs: { sections: 'بخش‌ها و ابزارک‌ها', seo: 'موتورهای جستجو', preview: 'پیش‌نمایش' },
    section: 'بخش %{n}',
    row: 'ردیف %{n}',
    col: 'ستون %{n}',
    add_section: 'افزودن بخش',
    add_row_to_section: 'افزودن ردیف',
    add_col: 'افزودن ستون',
    add_widget: 'افزودن ابزارک',
    add_row: 'افزودن به %{name}',
    remove_row: 'حذف این مورد',
    up: 'بالا بردن %{name}',
    down: 'پایین بردن %{name}',
    remove: 'حذف %{name}',
    options: 'تنظیمات %{name}',
    unknown_widget:
      'این ابزارک در این نسخه از سایت نمایش داده نمی‌شود؛ تنظیماتش دست‌نخورده نگه داشته می‌شود.',
    preview: 'پیش‌نمایش صفحه',
    desktop: 'رایانه',
    phone: 'تلفن همراه',
    saved: 'صفحه ذخیره شد.',
    too_big: 'حجم این صفحه بیش از اندازه است (حداکثر ۶۴ کیلوبایت)؛ متن یا ابزارک‌ها را کم کنید.',
    seo: {
      title: 'عنوان صفحه',
      description: 'توضیح کوتاه',
      robots: 'دستور ربات‌ها',
      ogTitle: 'عنوان در پیش‌نمایش پیوند',
      ogDescription: 'توضیح در پیش‌نمایش پیوند',
      ogUrl: 'نشانی اصلی صفحه',
      ogImage: 'نشانی تصویر پیش‌نمایش',
    },
  },
  resources: {
    post: { name: 'مطلب |||| مطالب', fields: { ...written, text: 'متن قالب‌دار' } },
    content: {
      name: 'محتوا |||| محتواها',
      fields: {
        ...written,
        description: 'توضیحات قالب‌دار',
        specification: 'مشخصات قالب‌دار',
        is_free: 'رایگان',
        medias: 'رسانه‌ها',
      },
    },
    'content-topic': {
      name: 'مبحث |||| مباحث',
      fields: {
        ...written,
        text: 'متن قالب‌دار',
        content: 'محتوا',
        content_info: { title: 'محتوا' },
      },
    },
    hadith: {
      name: 'حدیث |||| احادیث',
      fields: {
        id: 'شماره',
        persian_text: 'متن فارسی',
        arabian_text: 'متن عربی',
        narrator: 'راوی',
        source: 'منبع',
        publish_date: 'تاریخ انتشار',
        q: 'جستجو',
      },
    },
    celebrity: {
      name: 'چهره |||| چهره‌ها',
      fields: { id: 'شماره', name: 'نام', thumbnail: 'تصویر', q: 'جستجو' },
    },
    hashtag: {
      name: 'هشتگ |||| هشتگ‌ها',
      fields: { id: 'شماره', title: 'عنوان', order: 'ترتیب', q: 'جستجو' },
    },
    media: {
      name: 'رسانه |||| رسانه‌ها',
      fields: {
        id: 'شماره',
        title: 'عنوان',
        type: 'نوع',
        url: 'نشانی',
        iframe_code: 'کد قاب نمایش',
        description: 'توضیحات قالب‌دار',
        is_live_streaming: 'پخش زنده',
        file: 'فایل',
        celebrities: 'چهره‌ها',
        hashtags: 'هشتگ‌ها',
        q: 'جستجو',
      },
    },
    'content-category': category('دسته محتوا |||| دسته‌های محتوا'),
    'content-topic-category': category('دسته مبحث |||| دسته‌های مباحث'),
    'post-category': category('دسته مطلب |||| دسته‌های مطالب'),
  },
};

export const MEDIA_TYPE_CHOICES = [
  { id: 'VIDEO', name: 'ویدیو' },
  { id: 'SOUND', name: 'صوت' },
  { id: 'IMAGE', name: 'تصویر' },
  { id: 'TEXT', name: 'سند' },
];
