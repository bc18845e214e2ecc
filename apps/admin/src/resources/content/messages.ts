const category = (name: string) => ({
  name,
  fields: { id: 'شماره', title: 'عنوان', parent: 'دسته والد', children: 'زیرمجموعه‌ها', q: 'جستجو' },
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

/** The content screens' words (resources.<name>). */
export const contentMessages = {
  resources: {
    post: { name: 'مطلب |||| مطالب', fields: { ...written, text: 'متن قالب‌دار' } },
    content: {
      name: 'محتوا |||| محتواها',
      fields: { ...written, description: 'توضیحات قالب‌دار', specification: 'مشخصات قالب‌دار', is_free: 'رایگان', medias: 'رسانه‌ها' },
    },
    'content-topic': {
      name: 'مبحث |||| مباحث',
      fields: { ...written, text: 'متن قالب‌دار', content: 'محتوا', content_info: { title: 'محتوا' } },
    },
    hadith: {
      name: 'حدیث |||| احادیث',
      fields: { id: 'شماره', persian_text: 'متن فارسی', arabian_text: 'متن عربی', narrator: 'راوی', source: 'منبع', publish_date: 'تاریخ انتشار', q: 'جستجو' },
    },
    hashtag: { name: 'هشتگ |||| هشتگ‌ها', fields: { id: 'شماره', title: 'عنوان', order: 'ترتیب', q: 'جستجو' } },
    media: {
      name: 'رسانه |||| رسانه‌ها',
      fields: { id: 'شماره', title: 'عنوان', type: 'نوع', url: 'نشانی', iframe_code: 'کد قاب نمایش', description: 'توضیحات قالب‌دار', is_live_streaming: 'پخش زنده', q: 'جستجو' },
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
