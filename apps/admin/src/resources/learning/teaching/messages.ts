import { classroomFields } from '../messages';

/** The Persian texts of «کلاس‌های من», merged into i18n/fa.ts. */
export const teachingMessages = {
  resources: {
    'my-classrooms': {
      name: 'کلاس من |||| کلاس‌های من',
      // The classroom form's own labels: one name for each field wherever it is edited.
      fields: { ...classroomFields, unit_info: { title: classroomFields.unit } },
    },
  },
  app: {
    teaching: {
      edit_title: 'متن‌های کلاس «%{title}»',
      intro:
        'کلاس‌هایی که شما استاد آن‌ها هستید. تابلو اعلانات، مشخصات، توضیحات، قوانین و چگونگی برگزاری هر کلاس را از اینجا به‌روز کنید.',
      empty:
        'کلاسی به نام شما ثبت نشده است. اگر استاد کلاسی هستید، از مدیر آموزش بخواهید شما را استاد آن کند.',
      sections: {
        holding: 'برگزاری',
        texts: 'متن‌های آموزشی',
      },
      others: 'عنوان، درس، زمان‌بندی، هزینه و ظرفیت کلاس را مدیر آموزش تعیین می‌کند.',
      saved: 'متن‌های کلاس ذخیره شد.',
      forbidden_fields: '%{fields}: %{reason}',
    },
  },
};
