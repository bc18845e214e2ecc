/**
 * The Persian texts of the «ارزیابان و سرگروه‌ها» tab, to merge into i18n/fa.ts: `resources`
 * beside the other resources (its column titles), `app` beside the other `app` keys.
 */
export const staffMessages = {
  resources: {
    'lma-classroom-staff': {
      name: 'ارزیاب یا سرگروه |||| ارزیابان و سرگروه‌ها',
      fields: {
        person: 'نام',
        mobile_number: 'شماره همراه',
        last_passed_unit_title: 'آخرین درس گذرانده',
        actions: 'عملیات',
      },
    },
  },
  app: {
    lma_staff: {
      tab: 'ارزیابان و سرگروه‌ها',
      none: 'ندارد',
      last_passed: 'آخرین درس: %{title}',
      no_passed_unit: 'بدون درس گذرانده',
      remove: 'حذف از دوره',
      pick_required: 'دست‌کم یک نفر را انتخاب کنید',
      picker_help: 'نام، شماره همراه یا کد ملی را بنویسید؛ چند نفر را می‌توانید با هم انتخاب کنید.',
      grader: {
        title: 'ارزیابان (مصححان)',
        empty: 'هنوز ارزیابی برای این دوره تعیین نشده است.',
        add: 'افزودن ارزیاب',
        add_title: 'افزودن ارزیاب به دوره',
        add_submit: 'افزودن',
        add_help:
          'تنها کاربرانی که نقش «مصحح» دارند و ارزیاب این دوره نیستند در فهرست می‌آیند. ارزیابان فعلی دوره سر جای خود می‌مانند.',
        picker: 'ارزیابان',
        no_candidates: 'مصححی با این مشخصات که ارزیاب این دوره نباشد پیدا نشد',
        added: '%{count} ارزیاب به دوره اضافه شد.',
        remove_title: 'حذف ارزیاب «%{name}»',
        remove_content: '«%{name}» دیگر ارزیاب این دوره نباشد؟ نقش مصحح او سر جای خود می‌ماند.',
        removed: 'ارزیاب از دوره حذف شد.',
      },
      leader: {
        title: 'سرگروه‌ها',
        empty: 'هنوز سرگروهی برای این دوره تعیین نشده است.',
        add: 'افزودن سرگروه',
        add_title: 'افزودن سرگروه به دوره',
        add_submit: 'افزودن',
        add_help:
          'تنها کاربرانی که نقش «سرگروه» دارند و سرگروه این دوره نیستند در فهرست می‌آیند. سرگروه‌های فعلی دوره سر جای خود می‌مانند.',
        picker: 'سرگروه‌ها',
        no_candidates: 'سرگروهی با این مشخصات که در این دوره نباشد پیدا نشد',
        added: '%{count} سرگروه به دوره اضافه شد.',
        remove_title: 'حذف سرگروه «%{name}»',
        remove_content:
          '«%{name}» دیگر سرگروه این دوره نباشد؟ نقش سرگروه او و گروه‌هایی که سرپرستی می‌کند سر جای خود می‌مانند.',
        removed: 'سرگروه از دوره حذف شد.',
      },
    },
  },
};
