import { toPersianDigits } from './text';

const TEHRAN = 'Asia/Tehran';

/** ۱۲٬۵۰۰٬۰۰۰ ریال */
export function formatRial(amount: number | bigint | string | null | undefined, withUnit = true): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const text = new Intl.NumberFormat('fa-IR', { useGrouping: true, maximumFractionDigits: 0 }).format(n);
  return withUnit ? `${text} ریال` : text;
}

export function formatNumber(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  return new Intl.NumberFormat('fa-IR').format(n);
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
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
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
  const time = new Intl.DateTimeFormat('fa-IR', {
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
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: isBareDate ? 'UTC' : TEHRAN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')}`;
}

export { toPersianDigits };
