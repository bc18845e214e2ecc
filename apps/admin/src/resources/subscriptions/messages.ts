/** The Persian texts of «اشتراک‌ها», to merge into i18n/fa.ts. */
export const subscriptionsMessages = {
  resources: {
    subscriptions: {
      name: 'اشتراک |||| اشتراک‌ها',
      fields: {
        id: 'شماره',
        source_id: 'درس',
        source_info: { title: 'درس' },
        owner_info: { full_name: 'کاربر', mobile_number: 'شماره همراه' },
        is_enabled: 'وضعیت',
        creation_time: 'تاریخ اشتراک',
        q: 'جستجو',
        owner__national_code: 'کد ملی کاربر',
        creation_time_gte: 'از تاریخ',
        creation_time_lt: 'تا تاریخ',
      },
    },
  },
  app: {
    subscriptions: {
      message: {
        action: 'پیام به مشترکان',
        title: 'پیام به مشترکان این درس',
        submit: 'ارسال',
        done: 'ارسال پیام آغاز شد.',
      },
      clear: {
        action: 'حذف همه',
        title: 'حذف اشتراک‌ها',
        content: '%{count} اشتراکی که فهرست نشان می‌دهد حذف شود؟',
        content_uncounted: 'همه‌ی اشتراک‌هایی که فهرست نشان می‌دهد (بیش از هزار) حذف شوند؟',
        submit: 'حذف همه',
        done: 'اشتراک‌ها حذف شدند.',
      },
    },
  },
};
