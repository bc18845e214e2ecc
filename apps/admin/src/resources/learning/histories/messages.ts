/**
 * The Persian texts of a unit's past marks (transcript histories), to merge into i18n/fa.ts:
 * `resources` beside the other resources (its column titles), `app` beside the other `app` keys.
 */
export const historiesMessages = {
  resources: {
    'lma-histories': {
      name: 'سابقه نمره |||| سوابق نمره',
      fields: {
        national_code: 'کد ملی',
        owner: 'کاربر',
        score: 'نمره',
        creation_time: 'تاریخ ثبت',
        actions: 'عملیات',
      },
    },
  },
  app: {
    lma_histories: {
      title: 'سوابق نمره این درس',
      open: 'سوابق نمره',
      page_title: 'سوابق نمره درس «%{unit}»',
      one_title: 'سابقه نمره %{score} در درس «%{unit}»',
      back_to_unit: 'بازگشت به درس',
      back_to_list: 'بازگشت به سوابق نمره',
      empty:
        'هنوز سابقه‌ای برای این درس ثبت نشده است؛ نمره‌های پیشین (مثلاً از سامانه قبلی) را با «افزودن سابقه» وارد کنید.',
      help: 'نمره پیشین یک نفر در این درس با کد ملی او ثبت می‌شود؛ نمره %{mark} و بالاتر یعنی این درس را گذرانده است (برای پیش‌نیاز درس‌های دیگر). برای هر کد ملی یک نمره نگه داشته می‌شود.',
      national_code_help: 'کد ملی ده‌رقمی؛ حساب کاربری لازم نیست.',
      score_help: 'از ۰ تا ۲۰؛ مانند ۱۵٫۵',
      owner: 'کد ملی از آنِ «%{name}» است.',
      no_owner:
        'کاربری با این کد ملی در سامانه نیست؛ سابقه نگه داشته می‌شود و هنگام ثبت نام او به کار می‌رود.',
      replaces: 'برای این کد ملی نمره %{score} ثبت شده است؛ با ذخیره، نمره تازه جای آن را می‌گیرد.',
      no_account: 'بدون حساب کاربری',
      passed: 'گذرانده',
      not_passed: 'نگذرانده',
      not_found: 'این سابقه پیدا نشد؛ شاید حذف شده باشد.',
      create: {
        action: 'افزودن سابقه',
        title: 'ثبت نمره پیشین',
        page_title: 'ثبت نمره پیشین در درس «%{unit}»',
        done: 'سابقه نمره ثبت شد.',
      },
      edit: {
        title: 'سابقه نمره کد ملی %{code}',
        done: 'نمره ذخیره شد.',
      },
      delete: {
        title: 'حذف سابقه نمره %{code}',
        content: 'سابقه نمره کد ملی %{code} در این درس حذف شود؟',
        done: 'سابقه نمره حذف شد.',
      },
      checks: {
        national_code: 'کد ملی باید ۱۰ رقم باشد',
      },
    },
  },
};
