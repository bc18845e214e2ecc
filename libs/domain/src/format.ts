import { toPersianDigits } from './text';

const TEHRAN = 'Asia/Tehran';

/**
 * Intl formatters made once per locale and options. Building one costs about 0.3 ms and 27 KB of
 * native (ICU) memory that the garbage collector hardly sees: an export of 100,000 rows that made
 * one per date cell grew the API by gigabytes (docs/performance.md «Exports»).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat('fa-IR', options)));
  return f;
}
/** Jalali month names, فروردین = 1 (a classroom's holding_month, a report's month). */
export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** ۱۲٬۵۰۰٬۰۰۰ ریال */
export function formatRial(
  amount: number | bigint | string | null | undefined,
  withUnit = true,
): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const text = numberFormat('rial', { useGrouping: true, maximumFractionDigits: 0 }).format(n);
  return withUnit ? `${text} ریال` : text;
}

export function formatNumber(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return numberFormat('plain', {}).format(n);
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** ۱۵ مهر ۱۴۰۵ (Jalali, Tehran time). A bare YYYY-MM-DD is read as that calendar day. */
export function formatJalaliDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const isBareDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = toDate(isBareDate ? `${value}T12:00:00Z` : value);
  if (!d) return '';
  return dateFormat('fa-IR-u-ca-persian', {
    timeZone: isBareDate ? 'UTC' : TEHRAN,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

/** ۱۵ مهر ۱۴۰۵، ۱۴:۳۰ */
export function formatJalaliDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return '';
  const date = formatJalaliDate(d);
  const time = dateFormat('fa-IR', {
    timeZone: TEHRAN,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `${date}، ${time}`;
}

/** 1405/07/15 with Latin digits, for spreadsheets and sortable text. */
export function formatJalaliNumeric(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const isBareDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = toDate(isBareDate ? `${value}T12:00:00Z` : value);
  if (!d) return '';
  const parts = dateFormat('en-US-u-ca-persian', {
    timeZone: isBareDate ? 'UTC' : TEHRAN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')}`;
}

export { toPersianDigits };
