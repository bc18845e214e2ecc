/**
 * The Persian texts of the «پروژه‌ها» tab, to merge into i18n/fa.ts: `resources` beside the other
 * resources (column titles of its two tables), `app` beside the other `app` keys.
 */
export const projectsMessages = {
  resources: {
    'lma-projects': {
      name: 'پروژه |||| پروژه‌ها',
      fields: {
        id: 'شماره',
        title: 'عنوان',
        type: 'نوع',
        is_mandatory: 'اجباری',
        doing_period: 'مهلت انجام',
        beginning_doing_period: 'آغاز مهلت ارسال پاسخ',
        ending_doing_period: 'پایان مهلت ارسال پاسخ',
        is_enabled_answering: 'ارسال پاسخ',
        description: 'شرح پروژه',
        contents: 'محتوا و منابع',
        correct_answer: 'پاسخ درست',
        actions: 'عملیات',
      },
    },
    'lma-project-handins': {
      name: 'پاسخ پروژه |||| پاسخ‌های پروژه',
      fields: {
        members: 'اندیشه‌جو یا گروه',
        answer_status: 'وضعیت',
        answer_text: 'متن پاسخ',
        answer_attachment: 'پیوست',
        answer_time: 'زمان ارسال',
        notation: 'یادداشت',
        actions: 'عملیات',
        owner__national_code: 'کد ملی',
        q: 'جستجو (نام یا گروه)',
      },
    },
  },
  app: {
    lma_projects: {
      tab: 'پروژه‌ها',
      title: 'پروژه‌های دوره',
      empty: 'هنوز پروژه‌ای برای این دوره تعریف نشده است؛ با «افزودن پروژه» نخستین را بسازید.',
      type: { SOLO: 'تکی', TEAM: 'گروهی' },
      answer_status: {
        NOT_SENT: 'ارسال نشده',
        SENT: 'ارسال شده',
        REVIEWED: 'بررسی شده',
        VERIFIED: 'تایید شده',
        NOT_VERIFIED: 'رد شده',
      },
      mandatory: 'اجباری',
      optional: 'اختیاری',
      open: 'باز',
      closed: 'بسته',
      no_deadline: 'بدون محدودیت زمانی',
      from: 'از %{time}',
      until: 'تا %{time}',
      create: {
        action: 'افزودن پروژه',
        title: 'پروژه تازه',
        done: 'پروژه ساخته شد.',
      },
      edit: {
        title: 'ویرایش پروژه «%{title}»',
        done: 'پروژه ذخیره شد.',
      },
      delete: {
        title: 'حذف پروژه «%{title}»',
        content: 'این پروژه حذف شود؟ پروژه‌ای که پاسخی برای آن ارسال شده باشد حذف نمی‌شود.',
        done: 'پروژه حذف شد.',
      },
      form: {
        type_help: 'پروژه گروهی را هر گروه یک بار می‌فرستد و پاسخ برای همه اعضای گروه ثبت می‌شود.',
        mandatory_help:
          'اندیشه‌جویی که پاسخ تاییدشده‌ای برای پروژه اجباری نداشته باشد، در اعلام نتایج مردود می‌شود.',
        begin_help: 'خالی یعنی از هم‌اکنون',
        end_help: 'خالی یعنی بدون پایان',
        description_help: 'آنچه اندیشه‌جو باید انجام دهد',
        contents_help: 'منابع، نشانی‌ها یا محتوای کمکی برای اندیشه‌جویان',
        correct_answer_help: 'پس از پایان مهلت به اندیشه‌جویان نشان داده می‌شود.',
      },
      checks: {
        type_required: 'نوع پروژه را انتخاب کنید',
        period_order: 'پایان مهلت باید بعد از آغاز آن باشد',
      },
      handins: {
        action: 'پاسخ‌ها',
        title: 'پاسخ‌های پروژه «%{title}»',
        close: 'بستن',
        summary: '%{sent} پاسخ از %{total} اندیشه‌جو رسیده است.',
        summary_team: '%{sent} پاسخ رسیده است (هر گروه یک پاسخ؛ %{total} ردیف).',
        team_help:
          'پاسخ هر گروه برای همه اعضای آن ثبت شده است؛ تایید، رد و یادداشت نیز برای همه اعضای گروه ثبت می‌شود.',
        empty: 'پاسخی با این مشخصات نیست؛ این پروژه برای اندیشه‌جویان ثبت‌نام‌شده دوره است.',
        team: '%{title}',
        unknown_team: 'بی‌نام',
        attachment: 'مشاهده پیوست',
        verify: 'تایید',
        not_verify: 'رد',
        verified: 'پاسخ تایید شد.',
        not_verified: 'پاسخ رد شد.',
        notation: {
          action: 'یادداشت',
          title: 'یادداشت برای پاسخ «%{name}»',
          label: 'یادداشت',
          help: 'اندیشه‌جو این یادداشت را کنار پاسخ خود می‌بیند.',
          reviewed_help: 'با ثبت یادداشت، وضعیت پاسخ «بررسی شده» می‌شود.',
          required: 'متن یادداشت را بنویسید',
          done: 'یادداشت ثبت شد.',
        },
      },
    },
  },
};
