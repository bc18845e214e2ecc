/**
 * The Persian texts of the «نتایج» tab, to merge into i18n/fa.ts: `resources` beside the other
 * resources (its column titles), `app` beside the other `app` keys. The result labels themselves
 * (قبول، قبول مشروط ...) are `app.learning.transcript_status`.
 */
export const resultsMessages = {
  resources: {
    'lma-transcripts': {
      name: 'کارنامه |||| کارنامه‌ها',
      fields: {
        learner: 'اندیشه‌جو',
        attendance_score: 'نمره حضور',
        highest_test_score: 'نمره آزمون',
        final_score: 'نمره نهایی',
        status: 'نتیجه',
        is_sent_by_post: 'ارسال شده با پست',
        certification: 'گواهی',
        actions: 'عملیات',
        national_code: 'کد ملی',
        has_certification: 'گواهی دارد',
      },
    },
    'lma-activity': {
      name: 'وضعیت فعالیت |||| وضعیت فعالیت‌ها',
      fields: {
        learner: 'اندیشه‌جو',
        absence_count: 'غیبت',
        is_passed_attendance_condition: 'شرط حضور',
        is_passed_project_condition: 'شرط پروژه‌ها',
        is_passed_assignment_condition: 'شرط تکالیف',
        attendance_score: 'نمره حضور',
        final_test: 'بهترین نمره آزمون (از ۲۰)',
        final_status: 'نتیجه',
        national_code: 'کد ملی',
      },
    },
  },
  app: {
    lma_results: {
      tab: 'نتایج',
      title: 'کارنامه‌ها',
      empty:
        'هنوز نتیجه‌ای اعلام نشده است؛ با «اعلام نتایج» کارنامه اندیشه‌جویان ثبت‌نام‌شده نوشته می‌شود.',
      overridden: 'دستی',
      yes_no: { yes: 'بله', no: 'خیر' },
      announce: {
        action: 'اعلام نتایج',
        title: 'اعلام نتایج دوره',
        content:
          'کارنامه همه اندیشه‌جویان ثبت‌نام‌شده این دوره از روی حضور و غیاب، تکالیف و پروژه‌های اجباری تاییدشده و بالاترین نمره آزمون نوشته می‌شود و کارنامه‌هایی که از پیش بوده‌اند بازنویسی می‌شوند؛ تنها نمره نهایی‌ای که دستی ویرایش شده باشد سر جای خود می‌ماند. نتایج اعلام شود؟',
        submit: 'اعلام نتایج',
        done: 'نتایج اعلام شد؛ کارنامه %{count} اندیشه‌جو نوشته شد.',
      },
      post: {
        aria: 'ارسال کارنامه %{name} با پست',
        on: 'ارسال کارنامه با پست ثبت شد.',
        off: 'ارسال کارنامه با پست برداشته شد.',
      },
      certificate: {
        open: 'مشاهده گواهی',
        current: 'گواهی فعلی',
        help: 'پی‌دی‌اف یا تصویر، حداکثر ۱۰ مگابایت؛ با × گواهی فعلی برداشته می‌شود.',
        drop: 'فایل گواهی را اینجا رها کنید یا برای انتخاب کلیک کنید.',
      },
      edit: {
        title: 'ویرایش کارنامه %{name}',
        help: 'نمره نهایی‌ای که اینجا ثبت شود «دستی» می‌شود: نتیجه از روی آن دوباره تعیین می‌شود و با اعلام دوباره نتایج تغییر نمی‌کند.',
        final_score_help: 'از ۰ تا ۲۰؛ مانند ۱۷٫۵',
        done: 'کارنامه ذخیره شد.',
      },
      delete: {
        title: 'حذف کارنامه %{name}',
        content: 'کارنامه %{name} حذف شود؟ با اعلام دوباره نتایج، کارنامه او دوباره نوشته می‌شود.',
        done: 'کارنامه حذف شد.',
      },
      activity: {
        title: 'وضعیت فعالیت اندیشه‌جویان',
        help: 'سه شرط شرکت در آزمون پایانی و قبولی، برای هر اندیشه‌جوی ثبت‌نام‌شده: غیبت در حد مجاز، پروژه‌های اجباری تاییدشده و تعداد تکالیف انجام‌شده.',
        empty: 'هنوز اندیشه‌جوی ثبت‌نام‌شده‌ای در این دوره نیست.',
        passed: 'مجاز',
        failed: 'غیر مجاز',
        assignments: '%{count} تکلیف',
        not_announced: 'اعلام نشده',
      },
    },
  },
};
