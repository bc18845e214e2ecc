import {
  ACADEMIC_DEGREE_LABELS,
  EDUCATIONAL_STATUS_LABELS,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  Messages,
  ROLE_LABELS,
  USER_FIELD_LABELS,
} from '@daneshsara/domain';
import farsiMessages from 'ra-language-farsi';

const ra = farsiMessages.ra;

/**
 * Every text the console shows. react-admin's own strings come from ra-language-farsi, with the
 * few that still carry English or loose wording rewritten; numbers interpolated into messages are
 * turned into Persian digits by the i18nProvider (`%{smart_count_fa}` is the plural count).
 */
export const fa = {
  ...farsiMessages,
  ra: {
    ...ra,
    action: {
      ...ra.action,
      bulk_actions: 'یک مورد انتخاب شد |||| %{smart_count_fa} مورد انتخاب شد',
      create: 'افزودن',
      undo: 'بازگردانی',
      export: 'خروجی',
      clear_input_value: 'پاک کردن',
    },
    page: {
      ...ra.page,
      create: 'افزودن %{name}',
      dashboard: 'پیشخوان',
      edit: 'ویرایش %{name} «%{recordRepresentation}»',
      show: '%{name} «%{recordRepresentation}»',
      empty: 'هنوز هیچ %{name} ثبت نشده است.',
      invite: 'برای افزودن، دکمهٔ «افزودن» را بزنید.',
      not_found: 'صفحه پیدا نشد',
    },
    message: {
      ...ra.message,
      bulk_delete_content:
        'آیا از حذف این %{name} اطمینان دارید؟ |||| آیا از حذف %{smart_count_fa} مورد اطمینان دارید؟',
      bulk_delete_title: 'حذف %{name} |||| حذف %{smart_count_fa} مورد از %{name}',
      bulk_update_content:
        'آیا از به‌روزرسانی %{name} «%{recordRepresentation}» اطمینان دارید؟ |||| آیا از به‌روزرسانی %{smart_count_fa} مورد اطمینان دارید؟',
      bulk_update_title:
        'به‌روزرسانی %{name} «%{recordRepresentation}» |||| به‌روزرسانی %{smart_count_fa} مورد از %{name}',
      delete_content: 'آیا از حذف این %{name} اطمینان دارید؟',
      delete_title: 'حذف %{name} «%{recordRepresentation}»',
      select_all_limit_reached:
        'تعداد موارد برای «انتخاب همه» زیاد است؛ تنها %{max} مورد نخست انتخاب شد.',
    },
    navigation: {
      ...ra.navigation,
      no_results: Messages.NOT_FOUND,
      no_filtered_results: 'هیچ %{name} با این فیلترها یافت نشد.',
      page_range_info: '%{offsetBegin} تا %{offsetEnd} از %{total}',
      partial_page_range_info: '%{offsetBegin} تا %{offsetEnd} از بیش از %{offsetEnd}',
      page_rows_per_page: 'تعداد ردیف در هر صفحه:',
    },
    sort: { ...ra.sort, sort_by: 'مرتب‌سازی بر اساس %{field} %{order}' },
    auth: {
      ...ra.auth,
      auth_check_error: Messages.UNAUTHORIZED,
      user_menu: 'حساب کاربری',
      username: 'نام کاربری',
    },
    notification: {
      ...ra.notification,
      updated: `${Messages.SAVED} |||| %{smart_count_fa} مورد ویرایش شد`,
      created: Messages.SUCCESS,
      deleted: 'با موفقیت حذف شد |||| %{smart_count_fa} مورد حذف شد',
      item_doesnt_exist: Messages.NOT_FOUND,
      data_provider_error: Messages.SERVER_ERROR,
      logged_out: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
      not_authorized: Messages.FORBIDDEN,
    },
    validation: {
      ...ra.validation,
      required: 'این بخش را پر کنید',
      minLength: 'دست‌کم %{min} نویسه وارد کنید',
      maxLength: 'حداکثر %{max} نویسه مجاز است',
      regex: 'قالب وارد شده درست نیست',
    },
    guesser: { empty: { title: 'داده‌ای برای نمایش نیست', message: Messages.NOT_FOUND } },
    inspector: {
      SimpleForm: { title: 'فرم' },
      SimpleList: { title: 'فهرست' },
      Datagrid: { title: 'جدول' },
      hideAll: 'پنهان کردن همه',
      showAll: 'نمایش همه',
    },
  },
  resources: {
    users: {
      name: 'کاربر |||| کاربران',
      fields: {
        ...USER_FIELD_LABELS,
        mobile_number: 'شماره همراه',
        roles: 'نقش‌ها',
        is_active: 'فعال',
        creation_time: 'تاریخ عضویت',
        q: 'جستجو',
        role: 'نقش',
        password: 'کلمه عبور',
      },
    },
  },
  app: {
    name: 'دانش‌سرا',
    title: 'دانش‌سرا | پنل مدیریت',
    console: 'پنل مدیریت',
    menu: {
      dashboard: 'پیشخوان',
      groups: {
        users: 'کاربران',
        education: 'آموزش',
        events: 'رویدادها',
        content: 'محتوا',
        store: 'فروشگاه',
        finance: 'مالی',
        charity: 'نیکوکاری',
        support: 'پشتیبانی',
        reports: 'گزارش‌ها',
      },
    },
    dashboard: {
      welcome: '%{name}، خوش آمدید',
      welcome_anonymous: 'خوش آمدید',
      intro:
        'از منوی کناری بخش مورد نظر را انتخاب کنید. کاربران را جستجو کنید، نقش‌هایشان را تغییر دهید و فهرست آن‌ها را به اکسل ببرید.',
      figures: 'آمار کلی',
      users_count: 'کاربران فعال',
      training_classrooms_count: 'دوره‌های آموزشی',
      event_classrooms_count: 'رویدادها',
      go_to_users: 'مدیریت کاربران',
      your_roles: 'نقش‌های شما',
    },
    roles: { ...ROLE_LABELS },
    gender: { ...GENDER_LABELS },
    marital_status: { ...MARITAL_STATUS_LABELS },
    academic_degree: { ...ACADEMIC_DEGREE_LABELS },
    educational_status: { ...EDUCATIONAL_STATUS_LABELS },
    status: { active: 'فعال', inactive: 'غیر فعال' },
    currency: { rial: 'ریال' },
    action: {
      export_xlsx: 'خروجی اکسل',
      view_site: 'مشاهدهٔ سایت',
    },
    notification: {
      export_ready: 'فایل اکسل دریافت شد',
      export_failed: 'دریافت فایل اکسل ممکن نشد. مجدد تلاش کنید.',
    },
    auth: { redirecting: 'در حال انتقال به صفحهٔ ورود…' },
    validation: {
      national_code: 'کد ملی معتبر نیست',
      mobile: 'شماره همراه معتبر نیست (مانند ۰۹۱۲۳۴۵۶۷۸۹)',
      postal_code: 'کد پستی باید ۱۰ رقم باشد',
    },
    users: {
      sections: {
        personal: 'اطلاعات فردی',
        contact: 'راه‌های ارتباطی',
        education: 'تحصیلات',
        address: 'نشانی',
        access: 'نقش‌ها و دسترسی',
        account: 'حساب کاربری',
      },
      roles_help: 'هر نقشی جز «اندیشه‌جو» به پنل مدیریت راه دارد.',
      active_help: 'کاربر غیر فعال نمی‌تواند وارد شود.',
      new_password: 'کلمه عبور جدید',
      new_password_help: 'اگر نمی‌خواهید کلمه عبور تغییر کند، خالی بگذارید.',
      empty: 'هنوز کاربری ثبت نشده است.',
    },
  },
};

export type ConsoleMessages = typeof fa;
