import { BASKET_STATUS_LABELS, ORDER_TYPE_LABELS, PHYSICAL_TYPE_LABELS } from '@daneshsara/domain';

/** Field labels the product and package screens share. */
const sellableFields = {
  id: 'شماره',
  thumbnail: 'تصویر',
  title: 'عنوان',
  store_category: 'دسته',
  store_category_info: { title: 'دسته' },
  description: 'توضیحات',
  specification: 'مشخصات',
  unit_price: 'قیمت واحد',
  discount_percent: 'درصد تخفیف',
  sellable_price: 'قیمت نهایی',
  is_physical: 'کالای فیزیکی',
  weight: 'وزن (گرم)',
  inventory: 'موجودی',
  maximum_order_count: 'حداکثر تعداد در هر سفارش',
  is_hidden: 'پنهان از فروشگاه',
  is_add_to_basket_disabled: 'غیرفعال کردن افزودن به سبد',
  sold_count: 'فروش',
  creation_time: 'تاریخ ایجاد',
  q: 'جستجو',
};

const orderFields = {
  id: 'شماره سفارش',
  status: 'وضعیت',
  order_type: 'نوع سفارش',
  owner_info: {
    full_name: 'خریدار',
    mobile_number: 'شماره همراه',
    national_code: 'کد ملی',
  },
  items: 'اقلام',
  overall_order_price: 'مبلغ کل',
  delivery_cost: 'هزینه ارسال',
  order_time: 'زمان سفارش',
  full_address: 'نشانی',
  postal_code: 'کد پستی',
  invoice: 'صورتحساب',
  invoice_status: 'وضعیت صورتحساب',
  discount_info: { code: 'کد تخفیف' },
  q: 'جستجو',
  order_time_gte: 'از تاریخ',
  order_time_lt: 'تا تاریخ',
  owner__national_code: 'کد ملی خریدار',
  owner__mobile_number: 'شماره همراه خریدار',
};

/**
 * The Persian texts of the store screens, to merge into i18n/fa.ts: `resources` beside the other
 * resources, `app.store` beside the other `app` keys.
 */
export const storeMessages = {
  resources: {
    'store/category': {
      name: 'دسته‌بندی |||| دسته‌بندی‌ها',
      fields: {
        id: 'شماره',
        title: 'عنوان',
        parent: 'دسته والد',
        children: 'زیرمجموعه‌ها',
        q: 'جستجو',
      },
    },
    'store/product': {
      name: 'کالا |||| کالاها',
      fields: { ...sellableFields, physical_type: 'نوع کالا' },
    },
    'store/package': {
      name: 'بسته |||| بسته‌ها',
      fields: { ...sellableFields, products: 'کالاهای بسته', products_count: 'تعداد کالا' },
    },
    'store/discount': {
      name: 'کد تخفیف |||| کدهای تخفیف',
      fields: {
        code: 'کد تخفیف',
        target: 'بخش',
        kind: 'نوع تخفیف',
        percent: 'درصد تخفیف',
        price: 'مبلغ تخفیف',
        value: 'میزان تخفیف',
        order_price: 'حداقل مبلغ سفارش',
        expire_time: 'تاریخ انقضا',
        used_count: 'دفعات استفاده',
        creation_time: 'تاریخ ایجاد',
        q: 'جستجوی کد',
      },
    },
    'store/basket': { name: 'سفارش |||| سفارش‌ها', fields: orderFields },
    'store/order': {
      name: 'سفارش |||| سفارش‌ها',
      fields: {
        ...orderFields,
        owner_info: { ...orderFields.owner_info, full_name: 'نام و نام خانوادگی' },
      },
    },
  },
  app: {
    store: {
      basket_status: { ...BASKET_STATUS_LABELS },
      order_type: { ...ORDER_TYPE_LABELS, CONTAIN_PHYSICAL: 'شامل کالای فیزیکی' },
      physical_type: { ...PHYSICAL_TYPE_LABELS },
      physical: { true: 'فیزیکی', false: 'مجازی' },
      visibility: { hidden: 'پنهان', visible: 'نمایان' },
      inventory: {
        unlimited: 'نامحدود',
        out: 'ناموجود',
        unlimited_switch: 'موجودی نامحدود',
        unlimited_help: 'کالای مجازی یا بدون محدودیت انبار',
        count_help: 'تعداد موجود در انبار؛ با هر سفارش کم می‌شود',
      },
      final_price: 'قیمت نهایی',
      final_price_hint: 'پس از %{percent}٪ تخفیف',
      add_disabled: 'افزودن به سبد غیرفعال',
      checks: {
        price: 'مبلغی صحیح و بدون اعشار وارد کنید',
        inventory: 'موجودی باید صفر یا بیشتر باشد',
        max_order: 'دست‌کم ۱ وارد کنید یا خالی بگذارید',
        physical_type: 'نوع کالای فیزیکی را انتخاب کنید',
        weight: 'وزن باید عددی صحیح و نامنفی باشد',
        products: 'دست‌کم یک کالا برای بسته انتخاب کنید',
      },
      sections: {
        main: 'مشخصات اصلی',
        price: 'قیمت',
        stock: 'موجودی و ارسال',
        display: 'نمایش در فروشگاه',
        products: 'کالاهای بسته',
      },
      help: {
        thumbnail: 'تصویر مربعی یا عمودی؛ در کارت کالا و صفحهٔ آن دیده می‌شود',
        description: 'متنی که در صفحهٔ کالا نمایش داده می‌شود',
        specification: 'هر مشخصه در یک خط، مانند «ناشر: ...»',
        discount: 'عددی از ۰ تا ۱۰۰',
        max_order: 'خالی یعنی بدون محدودیت',
        hidden: 'کالای پنهان در فروشگاه دیده نمی‌شود؛ سفارش‌های قبلی آن باقی می‌مانند.',
        add_disabled: 'کالا دیده می‌شود ولی خریدنی نیست.',
        weight: 'برای محاسبهٔ ارسال پستی',
        products: 'نام کالا را بنویسید و از فهرست انتخاب کنید',
        physical_package: 'بسته‌ای که دست‌کم یک کالای فیزیکی دارد، با پست ارسال می‌شود.',
      },
      categories: {
        root: 'بدون والد (دستهٔ اصلی)',
        parent_help: 'یک دسته نمی‌تواند زیرمجموعهٔ خودش یا زیرمجموعه‌هایش باشد.',
        empty: 'هنوز دسته‌ای ساخته نشده است.',
        children_count: '%{count} زیرمجموعه',
        delete_help: 'دسته‌ای که زیرمجموعه یا کالا دارد حذف نمی‌شود.',
      },
      products: {
        empty: 'هنوز کالایی ثبت نشده است.',
        delete_help:
          'کالایی که در سفارشی آمده حذف نمی‌شود؛ به جای حذف، گزینهٔ «پنهان از فروشگاه» را روشن کنید.',
      },
      packages: {
        products_count: '%{count} کالا',
      },
      discounts: {
        help: 'کدهای تخفیف بخش فروشگاه؛ خریدار کد را در سبد خرید وارد می‌کند.',
      },
      orders: {
        show_title: 'سفارش شماره %{id}',
        back: 'فهرست سفارش‌ها',
        items_count: '%{count} قلم',
        sections: {
          order: 'سفارش',
          owner: 'خریدار',
          items: 'اقلام سفارش',
          summary: 'خلاصهٔ مبلغ',
          shipping: 'ارسال',
        },
        item: {
          title: 'کالا',
          kind: 'نوع',
          product: 'کالا',
          package: 'بسته',
          count: 'تعداد',
          unit_price: 'قیمت واحد',
          sellable_price: 'قیمت پس از تخفیف',
          total: 'جمع',
          empty: 'این سفارش قلمی ندارد.',
          phone_line: '%{kind}، %{count} عدد × %{price}',
        },
        summary: {
          price: 'قیمت کالاها',
          margin: 'تخفیف ها',
          discount: 'کد تخفیف',
          delivery: 'هزینه ارسال',
          total: 'جمع',
        },
        no_address: 'سفارش مجازی است و نشانی ندارد.',
        send: {
          action: 'ارسال شد',
          title: 'ثبت ارسال سفارش',
          content: 'سفارش شماره %{id} ارسال شده است؟ وضعیت آن «ارسال شده» می‌شود.',
          submit: 'ثبت ارسال',
          done: 'سفارش ارسال شد.',
        },
        cancel: {
          action: 'لغو سفارش',
          title: 'لغو سفارش شماره %{id}',
          paid: 'مبلغ %{amount} به کیف پول «%{owner}» بازمی‌گردد و کالاهای سفارش به موجودی انبار برمی‌گردند. این کار بازگشت‌پذیر نیست.',
          unpaid:
            'صورتحساب پرداخت‌نشدهٔ این سفارش لغو می‌شود و کالاهای آن به موجودی انبار برمی‌گردند.',
          submit: 'لغو سفارش',
          done: 'سفارش لغو شد.',
        },
      },
      settings: {
        title: 'تنظیمات فروشگاه',
        saved: 'تنظیمات ذخیره شد',
        forbidden: 'تنها مدیر سامانه می‌تواند تنظیمات فروشگاه را تغییر دهد.',
        delivery_cost: {
          menu: 'هزینه ارسال',
          title: 'هزینه ارسال پستی',
          label: 'هزینه ارسال با پست پیشتاز',
          help: 'به جمع هر سفارشی که کالای فیزیکی دارد افزوده می‌شود. سفارش‌های ثبت‌شده تغییر نمی‌کنند.',
          current: 'هزینهٔ فعلی: %{amount}',
        },
        purchase_regulations: {
          menu: 'قوانین خرید',
          title: 'قوانین خرید',
          label: 'متن قوانین',
          help: 'خریدار پیش از ثبت سفارش این متن را می‌بیند و می‌پذیرد. برای قالب‌بندی، بخشی از متن را انتخاب کنید و دکمه‌های بالای کادر را بزنید.',
          tools: {
            paragraph: 'بند',
            heading: 'عنوان',
            bold: 'پررنگ',
            list: 'فهرست',
            item: 'مورد فهرست',
            link: 'پیوند',
          },
          preview: 'پیش‌نمایش',
          preview_empty: 'متنی برای نمایش نیست.',
          edit_tab: 'ویرایش',
          preview_tab: 'پیش‌نمایش',
        },
      },
    },
  },
};

export type StoreMessages = typeof storeMessages;
