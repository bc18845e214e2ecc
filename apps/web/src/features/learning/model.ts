import {
  ACTIVE_REGISTRATION,
  CLASSROOM_STATUS_LABELS,
  ClassroomStatus,
  formatJalaliDate,
  formatNumber,
  formatRial,
  INVOICE_STATUS_LABELS,
  JALALI_MONTHS,
  REGISTRATION_STATUS_LABELS,
  RegistrationStatus,
  toLatinDigits,
  toPersianDigits,
  TRANSCRIPT_STATUS_LABELS,
  USER_FIELD_LABELS,
  type AudienceGender,
  type InvoiceStatus,
  type User,
} from '@daneshsara/domain';
import type { ChipTone } from '../invoice/model';
import type { CompleteInfoType, LearningKind } from './kinds';
import { KINDS } from './kinds';
import {
  isInvoiceAnswer,
  type ClassroomFlags,
  type ClassroomRow,
  type CurrentUserRegisterInfo,
  type DropAnswer,
  type RegisterAnswer,
  type RegistrationRow,
} from './lmaApi';

export interface Badge {
  label: string;
  tone: ChipTone;
}

export const LearningMessages = {
  EMPTY: 'دوره ای یافت نشد.',
  ENROLLED: 'پیش ثبت نام با موفقیت انجام شد.',
  REGISTERED: 'ثبت نام شما با موفقیت انجام شد.',
  INVOICE_CREATED: 'صورت حساب شما ایجاد شد',
  INVOICE_EXISTS: 'صورت حساب این ثبت نام پیش‌تر صادر شده است؛ از همین‌جا پرداختش کنید.',
  DROPPED: 'انصراف با موفقیت انجام شد.',
  LOGIN_FIRST: 'برای ثبت نام ابتدا وارد حساب کاربری خود شوید.',
  FREE: 'رایگان',
} as const;

/** Cards per page: four rows of three on a desktop. */
export const CLASSROOMS_PER_PAGE = 12;


/** «۱٬۲۰۰٬۰۰۰ ریال», or «رایگان» for a free classroom. */
export function priceLabel(price: number): string {
  return price > 0 ? formatRial(price) : LearningMessages.FREE;
}

export type SeatsTone = 'unlimited' | 'plenty' | 'few' | 'full';

/** Seats left as people read them; capacity 0 means unlimited (docs/api.md). */
export function seatsInfo(
  row: Pick<ClassroomRow, 'capacity' | 'used_capacity' | 'remaining_capacity'>,
): { label: string; tone: SeatsTone } {
  if (row.capacity === 0 || row.remaining_capacity === null) {
    return { label: 'ظرفیت نامحدود', tone: 'unlimited' };
  }
  const left = Math.max(0, row.remaining_capacity);
  if (left === 0) return { label: 'ظرفیت تکمیل', tone: 'full' };
  const label = `${formatNumber(left)} جای خالی`;
  return { label, tone: left <= Math.max(3, Math.ceil(row.capacity / 10)) ? 'few' : 'plenty' };
}

/** The phase chip: the server's phase with its Persian name (ENDPOINTS.md section 2). */
const STATUS_TONE: Record<ClassroomStatus, ChipTone> = {
  NOT_PUBLISHED_YET: 'default',
  BEFORE_ENROLLMENT_PERIOD: 'default',
  IN_ENROLLMENT_PERIOD: 'info',
  BEFORE_REGISTRATION_PERIOD: 'default',
  IN_REGISTRATION_PERIOD: 'success',
  BEFORE_DROP_ADD_PERIOD: 'default',
  IN_DROP_ADD_PERIOD: 'warning',
  ONGOING: 'info',
  FINISHED: 'default',
};

export function statusBadge(status: ClassroomStatus): Badge {
  return { label: CLASSROOM_STATUS_LABELS[status] ?? status, tone: STATUS_TONE[status] ?? 'default' };
}

/** What the public lists let a visitor filter by (ENDPOINTS.md section 2, SPEC section 4). */
export const PUBLIC_STATUS_FILTERS: readonly ClassroomStatus[] = [
  ClassroomStatus.IN_ENROLLMENT_PERIOD,
  ClassroomStatus.IN_REGISTRATION_PERIOD,
  ClassroomStatus.IN_DROP_ADD_PERIOD,
  ClassroomStatus.ONGOING,
  ClassroomStatus.FINISHED,
];

/** A registration that keeps the person in the classroom: ENROLLED or REGISTERED. */
export function isActiveRegistration(
  info: Pick<CurrentUserRegisterInfo, 'status'> | null | undefined,
): boolean {
  return !!info && ACTIVE_REGISTRATION.includes(info.status);
}

/**
 * ENDPOINTS.md 4.1 step 9: the "already registered" mark of a card, from the caller's own
 * registration the list carries. A seat waiting for its invoice says so.
 */
export function registeredMark(info: CurrentUserRegisterInfo | null | undefined): Badge | null {
  if (!info || !isActiveRegistration(info)) return null;
  if (info.status === RegistrationStatus.REGISTERED) return { label: 'ثبت نام کرده‌اید', tone: 'success' };
  if (info.holds_seat && info.invoice_info?.status === 'PAYING') {
    return { label: 'در انتظار پرداخت', tone: 'warning' };
  }
  return { label: 'پیش ثبت نام کرده‌اید', tone: 'info' };
}

/** «آذر ۱۴۰۵» from the holding month and year, when staff gave them. */
export function holdingTime(
  row: Pick<ClassroomRow, 'holding_month' | 'holding_year'>,
): string | null {
  const month =
    row.holding_month && row.holding_month >= 1 && row.holding_month <= 12
      ? JALALI_MONTHS[row.holding_month - 1]
      : null;
  const year = row.holding_year ? toPersianDigits(String(row.holding_year)) : null;
  if (!month && !year) return null;
  return [month, year].filter(Boolean).join(' ');
}

type PeriodKey = 'enrollment' | 'registration' | 'drop_add';

export interface PeriodRow {
  key: PeriodKey;
  label: string;
  begin: string;
  end: string;
  /** The server says this period is running now. */
  current: boolean;
  /** The server says this period has not started yet. */
  upcoming: boolean;
}

const PERIODS: { key: PeriodKey; label: string; during: ClassroomStatus; before: ClassroomStatus }[] = [
  {
    key: 'enrollment',
    label: 'پیش ثبت نام',
    during: ClassroomStatus.IN_ENROLLMENT_PERIOD,
    before: ClassroomStatus.BEFORE_ENROLLMENT_PERIOD,
  },
  {
    key: 'registration',
    label: 'ثبت نام',
    during: ClassroomStatus.IN_REGISTRATION_PERIOD,
    before: ClassroomStatus.BEFORE_REGISTRATION_PERIOD,
  },
  {
    key: 'drop_add',
    label: 'حذف و اضافه',
    during: ClassroomStatus.IN_DROP_ADD_PERIOD,
    before: ClassroomStatus.BEFORE_DROP_ADD_PERIOD,
  },
];

const PERIOD_FIELDS: Record<PeriodKey, [keyof ClassroomRow, keyof ClassroomRow]> = {
  enrollment: ['beginning_enrollment_period', 'ending_enrollment_period'],
  registration: ['beginning_registration_period', 'ending_registration_period'],
  drop_add: ['beginning_drop_add_period', 'ending_drop_add_period'],
};

/** The periods the classroom has (a missing one is left out), for the timetable. */
export function periodRows(row: ClassroomRow): PeriodRow[] {
  return PERIODS.flatMap((p) => {
    const [b, e] = PERIOD_FIELDS[p.key];
    const begin = row[b] as string | null;
    const end = row[e] as string | null;
    if (!begin || !end) return [];
    return [
      { key: p.key, label: p.label, begin, end, current: row.status === p.during, upcoming: row.status === p.before },
    ];
  });
}

/** The card's one line of dates: what is open now (until when), or what opens next (from when). */
export function periodLine(row: ClassroomRow): string | null {
  for (const p of PERIODS) {
    const [b, e] = PERIOD_FIELDS[p.key];
    if (row.status === p.during && row[e]) return `${p.label} تا ${formatJalaliDate(row[e] as string)}`;
    if (row.status === p.before && row[b]) return `${p.label} از ${formatJalaliDate(row[b] as string)}`;
  }
  const time = holdingTime(row);
  return time ? `برگزاری: ${time}` : null;
}

/** Event categories (ENDPOINTS.md 1.3). */
export const EVENT_CATEGORY_LABELS: Record<string, string> = {
  OMOUMI: 'عمومی',
  HEIAT: 'هیئت',
  ARZAGH: 'ارزاق',
  ORDOO: 'اردو',
};

/** «ویژه خواهران» / «ویژه برادران»: only when the classroom is not for everyone. */
export function audienceNote(gender: AudienceGender): string | null {
  if (gender === 'FEMALE') return 'ویژه خواهران';
  if (gender === 'MALE') return 'ویژه برادران';
  return null;
}

export type ClassroomAction = 'view' | 'register' | 'enrol' | 'drop';

/**
 * ENDPOINTS.md 4.1 step 1: the buttons come strictly from the server's four flags; the client
 * never looks at dates, seats or price itself.
 */
export function classroomActions(flags: ClassroomFlags): ClassroomAction[] {
  const actions: ClassroomAction[] = [];
  if (flags.is_enabled_viewing) actions.push('view');
  if (flags.is_enabled_adding) actions.push('register');
  if (flags.is_enabled_enrolment) actions.push('enrol');
  if (flags.is_enabled_dropping) actions.push('drop');
  return actions;
}

export function actionLabel(action: ClassroomAction, kind: LearningKind): string {
  switch (action) {
    case 'view':
      return KINDS[kind].viewLabel;
    case 'register':
      return 'ثبت نام';
    case 'enrol':
      return 'پیش ثبت نام';
    case 'drop':
      return 'انصراف';
  }
}

/** The regulations button (آیین نامه): a file to open, for someone not yet in the classroom. */
export function showRegulations(row: Pick<ClassroomRow, 'codes' | 'current_user_register_info'>): boolean {
  return !!row.codes && !isActiveRegistration(row.current_user_register_info);
}

/** The rules dialog's checkbox (ENDPOINTS.md 4.1 step 2). */
export function rulesAgreement(kind: LearningKind, title: string): string {
  const noun = KINDS[kind].noun;
  return `قوانین ${noun} را خواندم و قصد ثبت نام در ${noun} «${title}» را دارم`;
}

const REGISTRATION_TONE: Record<RegistrationStatus, ChipTone> = {
  ENROLLED: 'info',
  REGISTERED: 'success',
  DROPPED_BY_ITSELF: 'default',
  DROPPED_BY_ADMIN: 'error',
  DROPPED_FOR_CONDITION: 'error',
  DROPPED_FOR_MISSED_MANDATORY_ATTENDANCE: 'error',
  DROPPED_FOR_EXCEEDING_ALLOWED_ABSENCE_LIMIT: 'error',
  DROPPED_FOR_NOT_FINALIZING: 'default',
};

const TRANSCRIPT_TONE: Record<string, ChipTone> = {
  CLEAN_PASSED: 'success',
  CONDITIONAL_PASSED: 'warning',
  FAILED: 'error',
  FAILED_DUE_TO_PRE_CONDITIONAL: 'error',
};

/**
 * ENDPOINTS.md 4.1 step 8: a registered learner with a transcript reads its result (قبول،
 * مردود ...) instead of «ثبت نام».
 */
export function registrationBadge(
  reg: Pick<RegistrationRow, 'status' | 'transcript_sheet_info'>,
): Badge {
  const t = reg.transcript_sheet_info;
  if (reg.status === RegistrationStatus.REGISTERED && t) {
    return { label: TRANSCRIPT_STATUS_LABELS[t.status] ?? t.status, tone: TRANSCRIPT_TONE[t.status] ?? 'default' };
  }
  return {
    label: REGISTRATION_STATUS_LABELS[reg.status] ?? reg.status,
    tone: REGISTRATION_TONE[reg.status] ?? 'default',
  };
}

const FINANCE_TONE: Record<InvoiceStatus, ChipTone> = {
  VERIFYING: 'info',
  CANCELED: 'default',
  NOT_VERIFIED: 'error',
  PAYING: 'warning',
  TRANSACTION_VERIFYING: 'info',
  PAID_FULL: 'success',
  PAYING_IN_INSTALMENT: 'info',
  PAID_IN_INSTALMENT: 'success',
};

/** The second chip, «وضعیت مالی», from the registration's invoice (none for a free one). */
export function financeBadge(
  invoice: { status: InvoiceStatus } | null | undefined,
): Badge | null {
  if (!invoice) return null;
  return { label: INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status, tone: FINANCE_TONE[invoice.status] ?? 'default' };
}

/** Registrations shown in the panel lists, as they sit in the URL (?status=active). */
export const REGISTRATION_FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'active', label: 'فعال' },
  { value: 'dropped', label: 'انصراف و حذف' },
] as const;

export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number]['value'];

export function readRegistrationFilter(value: string | null): RegistrationFilter {
  return REGISTRATION_FILTERS.some((f) => f.value === value) ? (value as RegistrationFilter) : 'all';
}

export function registrationFilterStatuses(filter: RegistrationFilter): RegistrationStatus[] | undefined {
  if (filter === 'active') return [...ACTIVE_REGISTRATION];
  if (filter === 'dropped') {
    return Object.values(RegistrationStatus).filter((s) => !ACTIVE_REGISTRATION.includes(s));
  }
  return undefined;
}

/** Where a registration's own page and payment live. */
export function registrationLinks(reg: RegistrationRow, kind: LearningKind) {
  const info = KINDS[kind];
  return {
    panel: info.panelDetail(reg.classroom),
    public: info.publicDetail(reg.classroom),
    invoice: reg.invoice_info?.status === 'PAYING' ? `/panel/invoice/${reg.invoice_info.id}` : null,
  };
}

/**
 * ENDPOINTS.md 4.1 step 5: what follows PUT register. An invoice (PAYING) is paid on its page;
 * a registration (REGISTERED) goes back to the classroom.
 */
export function afterRegister(
  answer: RegisterAnswer,
  kind: LearningKind,
  classroomId: number,
): { message: string; to: string; invoice: number | null } {
  if (isInvoiceAnswer(answer)) {
    return { message: LearningMessages.INVOICE_CREATED, to: `/panel/invoice/${answer.id}`, invoice: answer.id };
  }
  return { message: LearningMessages.REGISTERED, to: KINDS[kind].publicDetail(classroomId), invoice: null };
}

/** The toast after a drop: the refund in Rials when there was one. */
export function dropMessage(answer: Pick<DropAnswer, 'refunded_amount' | 'detail'>): string {
  const done = answer.detail || LearningMessages.DROPPED;
  if (answer.refunded_amount > 0) {
    return `${done} مبلغ ${formatRial(answer.refunded_amount)} به کیف پول شما بازگشت.`;
  }
  return done;
}

// ---------- complete info (/panel/shop/completeInfo) ----------

export interface CompleteInfoParams {
  type: CompleteInfoType;
  source: 'classroom' | 'event';
  id: number;
}

/** The query of completeInfo, or null when it is not a learning one (or is nonsense). */
export function parseCompleteInfo(search: URLSearchParams): CompleteInfoParams | null {
  const type = search.get('type');
  const source = search.get('source');
  const raw = toLatinDigits(search.get('id') ?? '');
  if (type !== 'enrollment' && type !== 'register') return null;
  if (source !== 'classroom' && source !== 'event') return null;
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? { type, source, id } : null;
}

/**
 * What a learner must have filled in before enrolling or registering: the same key fields the
 * profile page's completion bar counts (features/profile ProfileCompletion).
 */
export const REQUIRED_PROFILE_FIELDS = [
  'firstname',
  'lastname',
  'father_name',
  'birthdate',
  'national_code',
  'gender',
  'last_academic_degree',
  'mobile_number',
  'living_province',
  'living_city',
  'living_address',
  'living_postal_code',
] as const satisfies ReadonlyArray<keyof User>;

/** The Persian names of the required fields still empty. */
export function missingProfileFields(user: User): string[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => {
    const value = user[field];
    return value === null || value === undefined || (typeof value === 'string' && !value.trim());
  }).map((field) => USER_FIELD_LABELS[field] ?? field);
}

export type CompleteInfoStep =
  /** The URL names no classroom: nothing to do here. */
  | { step: 'invalid' }
  | { step: 'loading' }
  /** The server no longer offers this action (time over, full, already in). */
  | { step: 'unavailable' }
  /** The profile lacks required fields (or the learner chose to edit it): the form. */
  | { step: 'profile'; missing: string[] }
  /** Complete: read-only summary and «ادامه». */
  | { step: 'review' };

export function decideCompleteInfo(input: {
  params: CompleteInfoParams | null;
  user: User | undefined;
  classroom: ClassroomFlags | undefined;
  editing: boolean;
}): CompleteInfoStep {
  const { params, user, classroom } = input;
  if (!params) return { step: 'invalid' };
  if (!user || !classroom) return { step: 'loading' };
  const allowed = params.type === 'enrollment' ? classroom.is_enabled_enrolment : classroom.is_enabled_adding;
  if (!allowed) return { step: 'unavailable' };
  const missing = missingProfileFields(user);
  if (missing.length || input.editing) return { step: 'profile', missing };
  return { step: 'review' };
}
