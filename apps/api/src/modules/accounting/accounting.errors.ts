import { MoneyMessages } from '@daneshsara/domain';

/** Persian messages of the money module beyond the shared MoneyMessages. */
export const AccErrors = {
  ...MoneyMessages,
  AMOUNT_TOO_SMALL: 'مبلغ باید دست کم ۱٬۰۰۰ ریال باشد.',
  AMOUNT_TOO_LARGE: 'مبلغ بیش از حد مجاز است.',
  GATEWAY_UNAVAILABLE: 'ارتباط با درگاه پرداخت برقرار نشد. کمی بعد دوباره تلاش کنید.',
  INSTALMENT_NOT_PAYABLE: 'این قسط قابل پرداخت نیست.',
  OFFER_ALREADY_ANSWERED: 'به این پیشنهاد قبلا پاسخ داده شده است.',
  OFFER_NEEDS_PAYING_INVOICE: 'تنها برای صورت حساب در حال پرداخت می‌توان پیشنهاد اقساط داد.',
  OFFER_COUNT: 'تعداد اقساط باید بین ۱ تا ۳۶ باشد.',
  IBAN_INVALID: 'شماره شبا معتبر نیست.',
  WITHDRAW_NOT_PENDING: 'این درخواست برداشت قبلا بررسی شده است.',
  REFUND_TOO_MUCH: 'مبلغ بازگشتی بیش از مبلغ پرداخت شده این صورت حساب است.',
  REFUND_NOT_PAID: 'این صورت حساب پرداختی ندارد.',
  TRANSACTION_ALREADY_SUCCESS: 'این تراکنش قبلا با موفقیت تایید شده است.',
  TRANSACTION_NOT_VERIFIED: 'درگاه پرداخت این تراکنش را تایید نکرد.',
  DISCOUNT_NOT_FOUND: 'کد تخفیف معتبر نیست.',
  DISCOUNT_EXPIRED: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  DISCOUNT_WRONG_TARGET: 'این کد تخفیف برای این خرید قابل استفاده نیست.',
  DISCOUNT_MIN_ORDER: 'مبلغ سفارش برای استفاده از این کد تخفیف کافی نیست.',
  DISCOUNT_CODE_TAKEN: 'این کد تخفیف قبلا ثبت شده است.',
  DISCOUNT_PERCENT_OR_PRICE: 'درصد یا مبلغ تخفیف را وارد کنید.',
} as const;
