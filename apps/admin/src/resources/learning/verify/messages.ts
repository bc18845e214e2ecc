/** The Persian texts of «برگه‌های در انتظار بررسی», merged into learning/messages.ts. */
export const verifyMessages = {
  resources: {
    'lma-waiting-session-sheets': {
      name: 'تکلیف در انتظار بررسی |||| تکالیف در انتظار بررسی',
      fields: { owner__national_code: 'کد ملی' },
    },
    'lma-waiting-project-sheets': {
      name: 'پاسخ پروژه در انتظار بررسی |||| پاسخ‌های پروژه در انتظار بررسی',
      fields: { owner__national_code: 'کد ملی' },
    },
  },
  app: {
    verify: {
      title: 'برگه‌های در انتظار بررسی',
      intro:
        'تکالیف جلسه‌ها و پاسخ‌های پروژه که اندیشه‌جویان فرستاده‌اند و هنوز تایید یا رد نشده‌اند؛ قدیمی‌ترها اول.',
      sessions: 'تکالیف جلسه‌ها',
      projects: 'پاسخ‌های پروژه',
      count: '(%{count})',
      no_sessions: 'تکلیفی در انتظار بررسی نیست.',
      no_projects: 'پاسخ پروژه‌ای در انتظار بررسی نیست.',
      learner: 'اندیشه‌جو',
      session: 'جلسه و دوره',
      project: 'پروژه و دوره',
      answer: 'پاسخ',
      sent: 'زمان ارسال',
      actions: 'عملیات',
      attachment: 'دیدن پیوست',
      verify: 'تایید',
      not_verify: 'عدم تایید',
      verified: 'تایید شد.',
      not_verified: 'عدم تایید ثبت شد.',
      open_session: 'برگه‌های جلسه',
      open_projects: 'پروژه‌های دوره',
    },
  },
};
