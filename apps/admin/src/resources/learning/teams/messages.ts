/**
 * The Persian texts of the «تیم‌ها» tab, to merge into i18n/fa.ts: `resources` beside the other
 * resources (its column titles), `app` beside the other `app` keys.
 */
export const teamsMessages = {
  resources: {
    'lma-teams': {
      name: 'گروه |||| گروه‌ها',
      fields: {
        id: 'شماره',
        title: 'نام گروه',
        capacity: 'ظرفیت',
        used_capacity: 'ظرفیت',
        is_joinable: 'عضویت',
        leader: 'سرگروه',
        description: 'توضیحات',
        actions: 'عملیات',
      },
    },
  },
  app: {
    lma_teams: {
      tab: 'تیم‌ها',
      title: 'گروه‌های دوره',
      empty: 'هنوز گروهی برای این دوره ساخته نشده است؛ با «افزودن گروه» نخستین را بسازید.',
      joinable: 'عضویت آزاد',
      admin_only: 'عضویت با ادمین',
      no_leader: 'بدون سرگروه',
      create: {
        action: 'افزودن گروه',
        title: 'گروه تازه',
        done: 'گروه ساخته شد.',
      },
      edit: {
        title: 'ویرایش گروه «%{title}»',
        done: 'گروه ذخیره شد.',
      },
      delete: {
        title: 'حذف گروه «%{title}»',
        content: 'این گروه حذف شود؟ گروهی که عضو دارد حذف نمی‌شود؛ نخست اعضای آن را بردارید.',
        done: 'گروه حذف شد.',
      },
      form: {
        is_joinable: 'اندیشه‌جویان خودشان عضو شوند',
        capacity_help: 'بیشترین تعداد اعضای گروه (از ۱ تا ۱۰۰۰)',
        capacity_used: 'این گروه اکنون %{count} عضو دارد؛ ظرفیت کمتر از آن نمی‌شود.',
        leader_help: 'از میان سرگروه‌های این دوره',
        no_leaders:
          'هنوز سرگروهی به این دوره اضافه نشده است؛ از زبانه «ارزیابان و سرگروه‌ها» اضافه کنید.',
        joinable_help:
          'روشن: اندیشه‌جویان خودشان عضو گروه می‌شوند. خاموش: اعضا را تنها ادمین تعیین می‌کند.',
      },
      members: {
        action: 'تعیین اعضا',
        title: 'اعضای گروه «%{title}»',
        label: 'اعضا',
        help: 'اعضای گروه را از میان ثبت‌نام‌شدگان دوره انتخاب کنید (حداکثر %{capacity} نفر). این فهرست جای اعضای فعلی را می‌گیرد و اندیشه‌جویی که در گروه دیگری از همین دوره باشد به این گروه منتقل می‌شود.',
        picker_help: 'نام یا کد ملی را بنویسید و از فهرست انتخاب کنید.',
        no_learners: 'اندیشه‌جوی ثبت‌نام‌شده‌ای با این مشخصات نیست',
        done: 'اعضای گروه ذخیره شد.',
        list_title: 'اعضای گروه',
        empty: 'این گروه هنوز عضوی ندارد.',
        show: 'نمایش اعضا',
        hide: 'بستن فهرست اعضا',
      },
      checks: {
        capacity_below: 'این گروه %{count} عضو دارد؛ ظرفیت کمتر از آن نمی‌شود',
        members_above: 'بیش از ظرفیت گروه (%{max} نفر) نمی‌شود',
      },
    },
  },
};
