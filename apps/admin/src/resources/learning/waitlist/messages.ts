/**
 * The Persian texts of a classroom's «صف انتظار» tab (issue 28), to merge into i18n/fa.ts:
 * `resources` beside the other resources (its column titles), `app` beside the other `app` keys.
 */
export const waitlistMessages = {
  resources: {
    'lma-waitlist': {
      name: 'نفر صف انتظار |||| صف انتظار',
      fields: {
        place: 'نوبت',
        person: 'نام',
        status: 'وضعیت',
        creation_time: 'زمان پیوستن',
        actions: 'عملیات',
      },
    },
  },
  app: {
    lma_waitlist: {
      tab: 'صف انتظار',
      title: 'صف انتظار',
      intro:
        'وقتی ظرفیت پر است، فراگیران در این صف می‌مانند. هر جای خالی (انصراف، لغو صورت حساب، افزایش ظرفیت) خودکار به نفر اول صف پیشنهاد می‌شود: صورت حساب با ۱۲ ساعت مهلت، اعلان و پیامک. ترتیب را با دکمه‌های بالا و پایین عوض کنید.',
      empty: 'کسی در صف انتظار این دوره نیست.',
      up: 'یک نوبت جلوتر',
      down: 'یک نوبت عقب‌تر',
      moved: 'جایگاه در صف تغییر کرد.',
      remove: 'حذف از صف',
      remove_title: 'حذف «%{name}» از صف انتظار',
      remove_content: '«%{name}» از صف انتظار این دوره حذف شود؟ نوبت نفرات بعدی یکی جلو می‌آید.',
      removed: 'از صف انتظار حذف شد.',
      offered_until: 'مهلت پرداخت تا %{time}',
    },
  },
};
