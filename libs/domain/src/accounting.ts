/**
 * Money (accounting and dma): enumerations with their Persian labels (ENDPOINTS.md section 2),
 * the row shapes the API answers with, and the messages the clients show.
 * Every amount is an integer number of Rials.
 */

export const InvoiceStatus = {
  VERIFYING: 'VERIFYING',
  CANCELED: 'CANCELED',
  NOT_VERIFIED: 'NOT_VERIFIED',
  PAYING: 'PAYING',
  TRANSACTION_VERIFYING: 'TRANSACTION_VERIFYING',
  PAID_FULL: 'PAID_FULL',
  PAYING_IN_INSTALMENT: 'PAYING_IN_INSTALMENT',
  PAID_IN_INSTALMENT: 'PAID_IN_INSTALMENT',
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  VERIFYING: 'در حال تأیید',
  CANCELED: 'لغو شد',
  NOT_VERIFIED: 'تأیید نشده',
  PAYING: 'درحال پرداخت',
  TRANSACTION_VERIFYING: 'درحال تایید پرداخت',
  PAID_FULL: 'پرداخت شده',
  PAYING_IN_INSTALMENT: 'درحال پرداخت اقساط',
  PAID_IN_INSTALMENT: 'اقساط پرداخت شده',
};
/** Statuses in which the invoice's item is paid for and kept. */
export const PAID_INVOICE_STATUSES: readonly InvoiceStatus[] = ['PAID_FULL', 'PAID_IN_INSTALMENT'];

export const InvoiceType = {
  CLASSROOM: 'CLASSROOM',
  STORE_BASKET: 'STORE_BASKET',
  EVENT: 'EVENT',
  DONATION: 'DONATION',
} as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  CLASSROOM: 'آموزش',
  STORE_BASKET: 'فروشگاه',
  EVENT: 'رویداد',
  DONATION: 'نیکوکاری',
};

export const TransactionStatus = {
  CANCELED: 'CANCELED',
  FAILED: 'FAILED',
  SUCCESS: 'SUCCESS',
  ERRORED: 'ERRORED',
  UNKNOWN: 'UNKNOWN',
  IN_PROGRESS: 'IN_PROGRESS',
  VERIFYING: 'VERIFYING',
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  CANCELED: 'لغو شده',
  FAILED: 'ناموفق',
  SUCCESS: 'موفق',
  ERRORED: 'خطا',
  UNKNOWN: 'ناشناخته',
  IN_PROGRESS: 'در حال انجام',
  VERIFYING: 'در حال اعتبارسنجی',
};

/**
 * Ledger row types. The signed effect on the wallet: DEPOSIT and WITHDRAW_REJECT add, WITHDRAW and
 * WITHDRAW_REQUEST take away, WITHDRAW_ADMITTED (the payout of a held request) moves nothing.
 */
export const PaymentType = {
  WITHDRAW: 'WITHDRAW',
  WITHDRAW_REQUEST: 'WITHDRAW_REQUEST',
  WITHDRAW_ADMITTED: 'WITHDRAW_ADMITTED',
  WITHDRAW_REJECT: 'WITHDRAW_REJECT',
  DEPOSIT: 'DEPOSIT',
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  WITHDRAW: 'برداشت',
  WITHDRAW_REQUEST: 'درخواست برداشت',
  WITHDRAW_ADMITTED: 'برداشت تایید شده',
  WITHDRAW_REJECT: 'برداشت رد شده',
  DEPOSIT: 'واریز',
};
export const PAYMENT_SIGN: Record<PaymentType, 1 | 0 | -1> = {
  DEPOSIT: 1,
  WITHDRAW_REJECT: 1,
  WITHDRAW: -1,
  WITHDRAW_REQUEST: -1,
  WITHDRAW_ADMITTED: 0,
};

/** State of a WITHDRAW_REQUEST row: held until finance confirms or rejects it. */
export const WithdrawState = { PENDING: 'PENDING', ADMITTED: 'ADMITTED', REJECTED: 'REJECTED' } as const;
export type WithdrawState = (typeof WithdrawState)[keyof typeof WithdrawState];
export const WITHDRAW_STATE_LABELS: Record<WithdrawState, string> = {
  PENDING: 'در انتظار تایید',
  ADMITTED: 'واریز شد',
  REJECTED: 'رد شد',
};

export const DiscountTarget = { STORE: 'STORE', TRAINING: 'TRAINING', EVENT: 'EVENT' } as const;
export type DiscountTarget = (typeof DiscountTarget)[keyof typeof DiscountTarget];
export const DISCOUNT_TARGET_LABELS: Record<DiscountTarget, string> = {
  STORE: 'فروشگاه',
  TRAINING: 'آموزش',
  EVENT: 'رویداد',
};

/** Smallest and default donation (DOMAIN.md section 7), and the smallest deposit. */
export const MIN_DONATION_AMOUNT = 1000;
export const DEFAULT_DONATION_AMOUNT = 1000;
export const MIN_DEPOSIT_AMOUNT = 1000;
/** An unpaid invoice cancels itself this long after it was made. */
export const INVOICE_LIFETIME_HOURS = 24;

export interface UserBrief {
  id: number;
  firstname: string | null;
  lastname: string | null;
  full_name: string;
  mobile_number: string | null;
  national_code: string | null;
}

export interface InstalmentRow {
  id: number;
  amount: number;
  /** ISO date-time (UTC) the instalment falls due. */
  due_date: string;
  paid_time: string | null;
  is_overdue: boolean;
  invoice: number;
  invoice_info: { id: number; title: string; status: InvoiceStatus; amount: number };
  instalment_offer: number;
  creation_time: string;
}

export interface InstalmentOfferRow {
  id: number;
  invoice: number;
  amount: number;
  count: number;
  /** Days between two instalments. */
  due_date_interval: number;
  /** ISO date-time of the first due date. */
  starting_date: string;
  description: string | null;
  /** null until the learner answers. */
  is_accepted: boolean | null;
  creator_info: UserBrief | null;
  creation_time: string;
}

export interface InvoiceRow {
  id: number;
  title: string;
  description: string | null;
  amount: number;
  status: InvoiceStatus;
  type: InvoiceType;
  item_type: InvoiceType;
  item_id: number | null;
  /** The thing bought: a classroom, a basket (order) or a donation registration; filled by its module. */
  item_info: Record<string, unknown> | null;
  owner: number;
  owner_info: UserBrief;
  /** The owner's wallet balance now, so the pay screen knows whether a deposit is needed. */
  wallet_inventory: number;
  /** Amount already paid towards it (wallet payments, including instalments). */
  paid_amount: number;
  instalments_info: InstalmentRow[];
  instalment_offers_info: InstalmentOfferRow[];
  /** The financial help ticket opened from this invoice, if any. */
  ticket: number | null;
  /** When an unpaid invoice cancels itself (ISO), null once paid or cancelled. */
  expire_time: string | null;
  creation_time: string;
  last_modification_time: string;
}

export interface WalletRow {
  id: number;
  owner: number;
  owner_info: UserBrief;
  inventory: number;
  /** Sum of withdraw requests still held. */
  held_amount: number;
  creation_time: string;
  last_modification_time: string;
}

export interface TransactionRow {
  id: number;
  amount: number;
  description: string | null;
  reference_code: string | null;
  authority_code: string | null;
  status: TransactionStatus;
  gateway: string;
  owner: number;
  owner_info: UserBrief;
  invoice: number | null;
  invoice_info: { id: number; title: string; status: InvoiceStatus; amount: number } | null;
  instalment: number | null;
  /** What the reconcile job last did to it (Persian), and when; null until it looked. */
  reconcile_note: string | null;
  reconciled_time: string | null;
  creation_time: string;
  last_modification_time: string;
}

export interface PaymentRow {
  id: number;
  type: PaymentType;
  amount: number;
  description: string | null;
  invoice: number | null;
  invoice_info: { id: number; title: string; status: InvoiceStatus; amount: number } | null;
  instalment: number | null;
  transaction: number | null;
  wallet: number;
  wallet_info: { id: number; owner: number; owner_info: UserBrief };
  creator_info: UserBrief | null;
  IBAN: string | null;
  receipt: string | null;
  /** For WITHDRAW_REQUEST rows: PENDING, ADMITTED or REJECTED; null otherwise. */
  withdraw_state: WithdrawState | null;
  /** The WITHDRAW_REQUEST a WITHDRAW_ADMITTED / WITHDRAW_REJECT row settles. */
  request: number | null;
  creation_time: string;
}

export interface DiscountRow {
  id: number;
  code: string;
  /** Fixed amount off, in Rials (0 when percent is used). */
  price: number;
  percent: number;
  /** Smallest order this code applies to. */
  order_price: number;
  target: DiscountTarget;
  expire_time: string | null;
  used_count: number;
  creation_time: string;
}

export interface DonationCategoryRow {
  id: number;
  title: string;
  description: string | null;
  thumbnail: string | null;
  donations_count: number;
}

export interface DonationRow {
  id: number;
  title: string;
  summary: string | null;
  description: string | null;
  thumbnail: string | null;
  category: number;
  category_info: { id: number; title: string; thumbnail: string | null };
  /** Sum of paid donations and their number. */
  collected_amount: number;
  donors_count: number;
  is_active: boolean;
  creation_time: string;
}

export interface DonationRegistrationRow {
  id: number;
  donation: number;
  donation_info: { id: number; title: string; category_info: { id: number; title: string } };
  amount: number;
  full_name: string;
  mobile_number: string | null;
  is_private: boolean;
  owner: number;
  owner_info: UserBrief;
  invoice: number;
  creation_time: string;
}

/** Messages the money screens show (ENDPOINTS.md section 5 and our own). */
export const MoneyMessages = {
  INVOICE_CREATED: 'صورت حساب شما ایجاد شد',
  INVOICE_AUTO_CANCEL:
    'خرید شما قطعی نشده است و در صورت عدم پرداخت تا ۲۴ ساعت بعد از ایجاد آن، صورتحساب شما لغو خواهد شد.',
  WALLET_PAY_ONLY_WHEN_PAYING:
    'تنها در صورتی که وضعیت سفارش در حال پرداخت باشد امکان پرداخت با کیف پول وجود دارد',
  INSUFFICIENT_BALANCE: 'موجودی کیف پول کافی نیست.',
  INVOICE_PAID: 'صورت حساب با موفقیت پرداخت شد.',
  INVOICE_ALREADY_PAID: 'این صورت حساب قبلا پرداخت شده است.',
  INVOICE_NOT_PAYABLE: 'این صورت حساب قابل پرداخت نیست.',
  INVOICE_CANCELED: 'صورت حساب لغو شد.',
  INVOICE_NOT_CANCELABLE: 'تنها صورت حساب در حال پرداخت قابل لغو است.',
  INSTALMENT_PAID: 'قسط با موفقیت پرداخت شد.',
  INSTALMENT_ALREADY_PAID: 'این قسط قبلا پرداخت شده است.',
  WITHDRAW_REQUESTED:
    'درخواست برداشت با موفقیت ثبت شد ولی انتقال پول بعد از تایید ادمین به شماره شبای معرفی شده واریز خواهد شد.',
  WITHDRAW_ALREADY_SETTLED: 'این درخواست برداشت قبلا بررسی شده است.',
  PAYMENT_SUCCESS: 'پرداخت با موفقیت انجام شد',
  PAYMENT_FAILED: 'پرداخت نا موفق بود',
  TRACKING_CODE: 'کد پیگیری:',
  NEEDS_DEPOSIT: 'نیازمند افزایش موجودی',
  DEPOSIT_AND_PAY: 'افزایش موجودی و پرداخت',
} as const;
