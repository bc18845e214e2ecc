/** The Persian texts of «ثبت ورود» (issue 28), merged into learning/messages.ts. */
export const checkInMessages = {
  app: {
    check_in: {
      title: 'ثبت ورود',
      intro: 'رویداد را برگزینید، سپس کد کیوآر بلیت را با دوربین بخوانید یا کد آن را بنویسید.',
      event: 'رویداد',
      event_help: 'نام رویداد را بنویسید و از فهرست برگزینید.',
      code: 'کد بلیت',
      code_help: 'ده نویسه‌ای که زیر کد کیوآر بلیت آمده است.',
      submit: 'ثبت ورود',
      sending: 'در حال ثبت…',
      camera: 'اسکن با دوربین',
      camera_stop: 'بستن دوربین',
      camera_starting: 'در حال روشن کردن دوربین…',
      camera_help: 'کد کیوآر بلیت را در قاب دوربین بگیرید.',
      camera_failed: 'دوربین در دسترس نیست؛ کد بلیت را بنویسید.',
      done: 'ورود ثبت شد: %{name}',
      refused: 'ورود ثبت نشد',
      at: 'ساعت %{time}',
      today: 'ورودهای امروز',
      today_count: '(%{count} نفر)',
      none_today: 'امروز هنوز ورودی برای این رویداد ثبت نشده است.',
      pick_first: 'برای شروع، رویداد را برگزینید.',
    },
  },
};
