import {
  PAID_INVOICE_STATUSES,
  RegistrationStatus,
  toLatinDigits,
  type InvoiceStatus,
  type UnitCategoryType,
} from '@daneshsara/domain';
import { isPickedFile } from '../../providers/dataProvider';
import type { LearningKind } from './api';

type Data = Record<string, unknown>;
/** A form error: an i18n key, or one with arguments. */
export type FormError = string | { message: string; args: Record<string, unknown> };
export type Errors = Record<string, FormError>;

/** Trimmed text, or null when nothing is left. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}

/**
 * A number typed or stored (Persian or Latin digits, «٫» or «.» as the decimal point), or null
 * when empty or not a number.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const t = toLatinDigits(value).replace(/[٫,]/g, '.').trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** An id from a reference input (a number, its text, or a picked record). */
export function toId(value: unknown): number | null {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  const n = toNumber(raw);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

// ---------- categories and units ----------

/** POST/PUT lma/categories: the title, and the type of the screen it is made on. */
export function toCategoryPayload(data: Data, type: UnitCategoryType) {
  return { title: text(data.title) ?? '', type };
}

/** POST/PUT lma/units: only the fields the API takes; the unit itself is never its prerequisite. */
export function toUnitPayload(data: Data, selfId?: number | string | null) {
  const self = toId(selfId);
  const prerequisites = Array.isArray(data.prerequisites)
    ? [...new Set(data.prerequisites.map(toId).filter((id): id is number => id !== null))]
    : [];
  const sessions = toNumber(data.default_session_count);
  return {
    title: text(data.title) ?? '',
    category: toId(data.category),
    default_session_count: sessions === null ? 0 : sessions,
    prerequisites: prerequisites.filter((id) => id !== self),
    rules: text(data.rules),
    codes: text(data.codes),
  };
}

export function validateUnit(data: Data, selfId?: number | string | null): Errors {
  const errors: Errors = {};
  if (!text(data.title)) errors.title = 'ra.validation.required';
  if (toId(data.category) === null) errors.category = 'app.learning.checks.category_required';
  const sessions = data.default_session_count;
  if (!isEmpty(sessions)) {
    const n = toNumber(sessions);
    if (n === null || !Number.isInteger(n) || n < 0 || n > 500) {
      errors.default_session_count = {
        message: 'app.checks.int_between',
        args: { min: 0, max: 500 },
      };
    }
  }
  const self = toId(selfId);
  if (
    self !== null &&
    Array.isArray(data.prerequisites) &&
    data.prerequisites.some((p) => toId(p) === self)
  ) {
    errors.prerequisites = 'app.learning.checks.self_prerequisite';
  }
  return errors;
}

// ---------- classrooms ----------

/** publish_time and the three periods, stored as ISO instants. */
export const CLASSROOM_DATE_FIELDS = [
  'publish_time',
  'beginning_enrollment_period',
  'ending_enrollment_period',
  'beginning_registration_period',
  'ending_registration_period',
  'beginning_drop_add_period',
  'ending_drop_add_period',
] as const;

/** The three periods in order, each as [beginning, ending] (the error goes on the ending). */
export const CLASSROOM_PERIODS = [
  ['beginning_enrollment_period', 'ending_enrollment_period'],
  ['beginning_registration_period', 'ending_registration_period'],
  ['beginning_drop_add_period', 'ending_drop_add_period'],
] as const;

/** The five allow_* switches, then the two others. */
export const CLASSROOM_SWITCHES = [
  'allow_dropping_on_enrollment_period',
  'allow_adding_on_registration_period',
  'allow_dropping_on_registration_period',
  'allow_adding_on_drop_add_period',
  'allow_dropping_on_drop_add_period',
  'is_ongoing',
  'notify_absence',
] as const;

/** Whole numbers the API always holds (an empty input keeps the stored value). */
const COUNTS = [
  'price',
  'capacity',
  'allowed_absence_count',
  'effective_absence_coefficient',
  'mandatory_assignment_count',
  'registration_period_refund_percent',
  'drop_add_period_refund_percent',
] as const;
/** Marks out of 20; may have a fraction. */
const MARKS = [
  'minimum_clean_passing_mark',
  'minimum_conditional_passing_mark',
  'special_passing_mark',
] as const;
const TEXTS = [
  'title',
  'sessions_frequency',
  'live_streaming_url',
  'classroom_address',
  'rules',
  'description',
  'specification',
  'bulletin',
] as const;

/** A date-time from the form (an ISO string from the Jalali picker) as the API takes it, or null. */
export function toInstant(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' || !value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * A file field (thumbnail, codes): a newly picked file goes as it is (then the dataProvider sends
 * multipart), a removed one as null, the stored URL is left out so the file is kept.
 */
function withFile(out: Data, field: string, value: unknown): void {
  if (isPickedFile(value)) out[field] = value;
  else if (value === null || value === '') out[field] = null;
}

/**
 * POST/PUT lma/classrooms (ENDPOINTS.md 3.1): exactly the fields the API takes (it refuses any
 * other), dates as ISO instants or null, the switches as true/false, empty counts left out (the
 * stored value stays), empty texts as null; events add their category and address.
 */
export function toClassroomPayload(data: Data, kind: LearningKind): Data {
  const out: Data = {
    unit: toId(data.unit),
    holding_type: data.holding_type,
    audience_gender_type: data.audience_gender_type || 'FEMALE_MALE',
    professor: toId(data.professor),
    holding_year: toNumber(data.holding_year),
    holding_month: toNumber(data.holding_month),
  };
  for (const field of TEXTS) out[field] = text(data[field]);
  for (const field of COUNTS) {
    const n = toNumber(data[field]);
    if (n !== null) out[field] = n;
  }
  for (const field of MARKS) {
    const n = toNumber(data[field]);
    if (n !== null) out[field] = n;
  }
  for (const field of CLASSROOM_DATE_FIELDS) out[field] = toInstant(data[field]);
  for (const field of CLASSROOM_SWITCHES) out[field] = data[field] === true;
  if (kind === 'events') {
    out.category = text(data.category);
    out.event_address = text(data.event_address);
  }
  withFile(out, 'thumbnail', data.thumbnail);
  withFile(out, 'codes', data.codes);
  return out;
}

/** The switches of a new classroom as the API defaults them; nothing else is pre-filled but the year. */
export function classroomDefaults(now: Date = new Date()): Data {
  return {
    holding_type: 'ONLINE',
    audience_gender_type: 'FEMALE_MALE',
    price: 0,
    capacity: 0,
    holding_year: jalaliYear(now),
    registration_period_refund_percent: 0,
    drop_add_period_refund_percent: 0,
    allow_dropping_on_enrollment_period: true,
    allow_adding_on_registration_period: true,
    allow_dropping_on_registration_period: false,
    allow_adding_on_drop_add_period: true,
    allow_dropping_on_drop_add_period: true,
    is_ongoing: false,
    notify_absence: false,
  };
}

/** The Jalali year of a day in Tehran (1405 for October 2026). */
export function jalaliYear(date: Date): number {
  const year = new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
  })
    .formatToParts(date)
    .find((p) => p.type === 'year')?.value;
  return Number(year);
}

/**
 * A period's two ends: both or neither, the end after the beginning. The error goes under the
 * ending (as the API does), so it shows beside the input a person fixes.
 */
export function validatePeriods(data: Data): Errors {
  const errors: Errors = {};
  for (const [begin, end] of CLASSROOM_PERIODS) {
    const b = data[begin];
    const e = data[end];
    const bi = toInstant(b);
    const ei = toInstant(e);
    if (!isEmpty(b) && !bi) errors[begin] = 'app.checks.date';
    if (!isEmpty(e) && !ei) errors[end] = 'app.checks.date';
    if (errors[begin] || errors[end]) continue;
    if (!bi && ei) errors[begin] = 'app.learning.checks.period_both';
    else if (bi && !ei) errors[end] = 'app.learning.checks.period_both';
    else if (bi && ei && new Date(ei).getTime() <= new Date(bi).getTime()) {
      errors[end] = 'app.learning.checks.period_order';
    }
  }
  return errors;
}

function checkInt(errors: Errors, data: Data, field: string, min: number, max: number) {
  const value = data[field];
  if (isEmpty(value)) return;
  const n = toNumber(value);
  if (n === null || !Number.isInteger(n) || n < min || n > max) {
    errors[field] = { message: 'app.checks.int_between', args: { min, max } };
  }
}

/** A live link, when there is one, is a web address (the classroom form and «کلاس‌های من»). */
export function liveUrlError(value: unknown): string | undefined {
  const url = text(value);
  return url && !/^https?:\/\/\S+$/i.test(url) ? 'app.learning.checks.url' : undefined;
}

/** The whole classroom form, before anything is sent. */
export function validateClassroom(data: Data, kind: LearningKind): Errors {
  const errors: Errors = {};
  if (toId(data.unit) === null) errors.unit = 'app.learning.checks.unit_required';
  if (!data.holding_type) errors.holding_type = 'ra.validation.required';
  if (kind === 'events' && !text(data.title)) errors.title = 'ra.validation.required';
  checkInt(errors, data, 'capacity', 0, 100_000);
  checkInt(errors, data, 'holding_year', 1300, 1500);
  checkInt(errors, data, 'holding_month', 1, 12);
  checkInt(errors, data, 'registration_period_refund_percent', 0, 100);
  checkInt(errors, data, 'drop_add_period_refund_percent', 0, 100);
  checkInt(errors, data, 'allowed_absence_count', 0, 1000);
  checkInt(errors, data, 'effective_absence_coefficient', 0, 100);
  checkInt(errors, data, 'mandatory_assignment_count', 0, 1000);
  const price = data.price;
  if (!isEmpty(price)) {
    const n = toNumber(price);
    if (n === null || !Number.isInteger(n) || n < 0) errors.price = 'app.learning.checks.price';
    else if (n > 10_000_000_000) errors.price = 'app.learning.checks.price';
  }
  for (const field of MARKS) {
    const value = data[field];
    if (isEmpty(value)) continue;
    const n = toNumber(value);
    if (n === null || n < 0 || n > 20) errors[field] = 'app.learning.checks.mark';
  }
  const url = liveUrlError(data.live_streaming_url);
  if (url) errors.live_streaming_url = url;
  if (!isEmpty(data.publish_time) && !toInstant(data.publish_time)) {
    errors.publish_time = 'app.checks.date';
  }
  return { ...errors, ...validatePeriods(data) };
}

// ---------- members ----------

/** Statuses that still hold a place in the classroom (the drop action applies to them). */
export function isActiveMember(status: unknown): boolean {
  return status === RegistrationStatus.ENROLLED || status === RegistrationStatus.REGISTERED;
}

export interface MemberInvoice {
  status: InvoiceStatus | string;
  amount: number;
}

/**
 * What the member paid, when the invoice tells it for sure (paid in full or every instalment);
 * 0 with no invoice or one not paid; null when part of it is paid (instalments under way).
 */
export function paidAmountOf(invoice: MemberInvoice | null | undefined): number | null {
  if (!invoice) return 0;
  if ((PAID_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) return invoice.amount;
  if (invoice.status === 'PAYING_IN_INSTALMENT') return null;
  return 0;
}

/** The admin drop's refund: a whole number of Rials, 0 to what was paid (when known). */
export function validateRefund(value: unknown, paid: number | null): FormError | undefined {
  if (isEmpty(value)) return undefined;
  const n = toNumber(value);
  if (n === null || !Number.isInteger(n) || n < 0) return 'app.learning.checks.refund';
  if (paid !== null && n > paid) {
    return { message: 'app.learning.checks.refund_above', args: { max: paid } };
  }
  return undefined;
}

/** PUT lma/classrooms/{id}/drop by staff. */
export function toDropPayload(owner: number, refund: unknown) {
  const n = toNumber(refund);
  return { owner, refund_amount: n !== null && n > 0 ? Math.floor(n) : 0 };
}

/**
 * The «وضعیت» of a member: a REGISTERED member with a transcript shows the transcript's result
 * (ENDPOINTS.md 4.1.8), otherwise the registration's status.
 */
export function memberStatusKey(row: {
  status: string;
  transcript_sheet_info?: { status?: string | null } | null;
}): string {
  const transcript = row.transcript_sheet_info?.status;
  if (row.status === RegistrationStatus.REGISTERED && transcript) {
    return `app.learning.transcript_status.${transcript}`;
  }
  return `app.learning.registration_status.${row.status}`;
}

/** used / total seats; total 0 is unlimited. */
export function capacityShare(used: number, capacity: number): number | null {
  if (!capacity) return null;
  return Math.max(0, Math.min(100, Math.round((used / capacity) * 100)));
}

/**
 * Rules and descriptions may be HTML (from the old editor) or plain text; the console shows them
 * as text: line breaks kept, tags dropped, the common entities decoded.
 */
export function htmlToText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
