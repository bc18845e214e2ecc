/**
 * The Persian texts of the question bank and test sets, to merge into i18n/fa.ts: `resources`
 * beside the other resources (labels), `app` beside the other `app` keys.
 */
export const examsMessages = {
  resources: {
    'lma-questions': {
      name: 'سوال |||| سوال‌ها',
      fields: {
        id: 'شناسه',
        text: 'متن سوال',
        model_type: 'نوع سوال',
        mark: 'بارم',
        level: 'سطح',
        choices_info: 'گزینه‌ها',
        correct_choice_index: 'گزینه درست',
        correct_answer: 'پاسخ نمونه',
        last_modification_time: 'آخرین ویرایش',
      },
    },
    'lma-test-sets': {
      name: 'مجموعه آزمون |||| مجموعه‌های آزمون',
      fields: {
        id: 'شناسه',
        title: 'عنوان',
        description: 'توضیحات',
        level: 'سطح',
        test_set_questions: 'سوال‌های مجموعه',
        test_questions_length: 'تعداد سوال',
        total_mark: 'جمع بارم',
        question: 'سوال',
        mark: 'بارم در این مجموعه',
        last_modification_time: 'آخرین ویرایش',
      },
    },
  },
  app: {
    exams: {
      level: { LEVEL1: 'سطح یک', LEVEL2: 'سطح دو', LEVEL3: 'سطح سه', LEVEL4: 'سطح چهار', LEVEL5: 'سطح پنج' },
      model_type: { OPEN_ENDED: 'تشریحی', MULTI_CHOICE: 'چند گزینه‌ای' },
      back_to_unit: 'بازگشت به درس',
      questions: {
        open: 'بانک سوال',
        page_title: 'بانک سوال درس «%{unit}»',
        create: 'افزودن سوال',
        create_title: 'سوال تازه در درس «%{unit}»',
        edit_title: 'ویرایش سوال درس «%{unit}»',
        back: 'بازگشت به بانک سوال',
        empty: 'هنوز سوالی برای این درس نوشته نشده است؛ با «افزودن سوال» نخستین سوال را بنویسید.',
        text_help: 'متن می‌تواند قالب‌بندی داشته باشد (برچسب‌های وب مانند پررنگ) و فرمول‌ها میان دو علامت دلار نوشته می‌شوند.',
        answer_help: 'پاسخ نمونه برای مصحح؛ داوطلب آن را پیش از اعلام نتایج نمی‌بیند.',
        mark_help: 'از ۰٫۲۵ تا ۱۰۰',
        choices_help: 'دست کم دو و حداکثر ده گزینه، به ترتیب نمایش.',
        choice: 'گزینه %{n}',
        add_choice: 'افزودن گزینه',
        saved: 'سوال ذخیره شد.',
        choices_count: '%{count} گزینه',
      },
      sets: {
        open: 'مجموعه‌های آزمون',
        page_title: 'مجموعه‌های آزمون درس «%{unit}»',
        create: 'افزودن مجموعه',
        create_title: 'مجموعه آزمون تازه در درس «%{unit}»',
        edit_title: 'ویرایش مجموعه آزمون درس «%{unit}»',
        back: 'بازگشت به مجموعه‌ها',
        empty: 'هنوز مجموعه آزمونی برای این درس ساخته نشده است؛ نخست در بانک سوال سوال بنویسید، سپس «افزودن مجموعه».',
        questions_help: 'سوال‌ها به همین ترتیب در آزمون می‌آیند؛ بارم خالی یعنی بارم خود سوال در بانک.',
        summary: '%{count} سوال · جمع بارم %{total}',
        saved: 'مجموعه آزمون ذخیره شد.',
        add_question: 'افزودن سوال به مجموعه',
      },
      checks: {
        mark: 'بارم باید از ۰٫۲۵ تا ۱۰۰ باشد',
        choices: 'سوال چند گزینه‌ای دست کم دو گزینه می‌خواهد',
        choice_text: 'متن هر گزینه را بنویسید',
        correct: 'گزینه درست را انتخاب کنید',
        pick_question: 'برای هر ردیف سوالی انتخاب کنید',
        twice: 'هر سوال یک بار در مجموعه می‌آید',
      },
    },
  },
};
