import { toLatinDigits, toPersianDigits, isValidIban, normalizeMobile } from './text';

/**
 * SPEC section 5's generic form rules: a rule is a named check or a function, and answers `true`
 * when the value is valid or a Persian message when it is not. An empty value passes every named
 * check (whether a field is required is a rule of its own); Persian and Arabic digits are read as
 * Latin ones. The calendar input's ranges are half-open, as a clock shows them: month 1..12,
 * hour 0..23 (below 24), minute and second 0..59 (below 60).
 */
export type CheckResult = true | string;
export type CheckFn = (value: string) => CheckResult;

export const CheckMessages = {
  date: 'تاریخ را به شکل سال/ماه/روز بنویسید، مانند ۱۴۰۳/۰۱/۱۵',
  month: 'ماه باید از ۱ تا ۱۲ باشد',
  datetime: 'زمان را به شکل سال/ماه/روز ساعت:دقیقه بنویسید، مانند ۱۴۰۳/۰۱/۱۵ ۰۹:۳۰',
  time: 'ساعت را به شکل ساعت:دقیقه بنویسید، مانند ۰۹:۳۰',
  fulltime: 'ساعت را به شکل ساعت:دقیقه:ثانیه بنویسید، مانند ۰۹:۳۰:۰۰',
  timeOrFulltime: 'ساعت را به شکل ساعت:دقیقه یا ساعت:دقیقه:ثانیه بنویسید',
  hour: 'ساعت باید از ۰ تا ۲۳ باشد',
  minute: 'دقیقه باید از ۰ تا ۵۹ باشد',
  second: 'ثانیه باید از ۰ تا ۵۹ باشد',
  email: 'ایمیل معتبر نیست',
  hexColor: 'رنگ را به شکل #RGB یا #RRGGBB بنویسید',
  hexaColor: 'رنگ را به شکل #RGBA یا #RRGGBBAA بنویسید',
  hexOrHexaColor: 'رنگ را به شکل هگز (#RRGGBB یا #RRGGBBAA) بنویسید',
  rgbColor: 'رنگ را به شکل rgb(0-255, 0-255, 0-255) بنویسید',
  rgbaColor: 'رنگ را به شکل rgba(0-255, 0-255, 0-255, 0-1) بنویسید',
  rgbOrRgbaColor: 'رنگ را به شکل rgb یا rgba بنویسید',
  hexOrRgbColor: 'رنگ را به شکل هگز یا rgb بنویسید',
  hexaOrRgbaColor: 'رنگ را به شکل هگز با شفافیت یا rgba بنویسید',
  anyColor: 'رنگ معتبر نیست (هگز، rgb یا rgba)',
  mobile: 'شماره همراه را به شکل ۰۹۱۲۳۴۵۶۷۸۹ بنویسید',
  phone: 'شماره تلفن باید ۱۰ رقم باشد، مانند (۰۲۱) ۱۲۳ - ۴۵۶۷',
  card: 'شماره کارت باید ۱۶ رقم و معتبر باشد',
  iban: 'شماره شبا باید IR و ۲۴ رقم و معتبر باشد',
} as const;

/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

const JALALI_BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394,
  2456, 3178,
];

/** The astronomical Jalali leap rule (the break table of the 33-year cycles, as jalaali-js). */
export function isJalaliLeapYear(year: number): boolean {
  const last = JALALI_BREAKS[JALALI_BREAKS.length - 1];
  if (year < JALALI_BREAKS[0] || year >= last) return (25 * year + 11) % 33 < 8;
  let jp = JALALI_BREAKS[0];
  let jump = 0;
  for (let i = 1; i < JALALI_BREAKS.length; i++) {
    const jm = JALALI_BREAKS[i];
    jump = jm - jp;
    if (year < jm) break;
    jp = jm;
  }
  let n = year - jp;
  if (jump - n < 6) n = n - jump + Math.trunc((jump + 4) / 33) * 33;
  let leap = (((n + 1) % 33) - 1) % 4;
  if (leap === -1) leap = 4;
  return leap === 0;
}

const norm = (value: string): string => toLatinDigits(String(value ?? '')).trim();

function checkDateParts(y: string, m: string, d: string): CheckResult {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12) return CheckMessages.month;
  const length = jalaliMonthLength(year, month);
  if (day < 1 || day > length) {
    return `روز این ماه باید از ۱ تا ${toPersianDigits(length)} باشد`;
  }
  return true;
}

function checkTimeParts(h: string, m: string, s?: string): CheckResult {
  if (Number(h) > 23) return CheckMessages.hour;
  if (Number(m) > 59) return CheckMessages.minute;
  if (s !== undefined && Number(s) > 59) return CheckMessages.second;
  return true;
}

const DATE_RE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})$/;
const FULLTIME_RE = /^(\d{1,2}):(\d{2}):(\d{2})$/;
const DATETIME_RE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const HEX_RE = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const HEXA_RE = /^#([0-9a-f]{4}|[0-9a-f]{8})$/i;
const RGB_RE = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const RGBA_RE = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d*\.?\d+)\s*\)$/i;

const isByte = (s: string): boolean => Number(s) <= 255 && !/^0\d/.test(s);
const isRgb = (v: string): boolean => {
  const m = RGB_RE.exec(v);
  return !!m && [m[1], m[2], m[3]].every(isByte);
};
const isRgba = (v: string): boolean => {
  const m = RGBA_RE.exec(v);
  return !!m && [m[1], m[2], m[3]].every(isByte) && Number(m[4]) <= 1;
};

/** A check built from a test: empty passes, otherwise the test or the message. */
function simple(test: (v: string) => boolean, message: keyof typeof CheckMessages): CheckFn {
  return (value) => {
    const v = norm(value);
    return v === '' || test(v) ? true : CheckMessages[message];
  };
}

/** Luhn's checksum, which every Iranian bank card number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const NamedChecks = {
  date: (value: string): CheckResult => {
    const v = norm(value);
    if (v === '') return true;
    const m = DATE_RE.exec(v);
    return m ? checkDateParts(m[1], m[2], m[3]) : CheckMessages.date;
  },
  datetime: (value: string): CheckResult => {
    const v = norm(value);
    if (v === '') return true;
    const m = DATETIME_RE.exec(v);
    if (!m) return CheckMessages.datetime;
    const date = checkDateParts(m[1], m[2], m[3]);
    return date === true ? checkTimeParts(m[4], m[5], m[6]) : date;
  },
  time: (value: string): CheckResult => {
    const v = norm(value);
    if (v === '') return true;
    const m = TIME_RE.exec(v);
    return m ? checkTimeParts(m[1], m[2]) : CheckMessages.time;
  },
  fulltime: (value: string): CheckResult => {
    const v = norm(value);
    if (v === '') return true;
    const m = FULLTIME_RE.exec(v);
    return m ? checkTimeParts(m[1], m[2], m[3]) : CheckMessages.fulltime;
  },
  timeOrFulltime: (value: string): CheckResult => {
    const v = norm(value);
    if (v === '') return true;
    const m = TIME_RE.exec(v) ?? FULLTIME_RE.exec(v);
    return m ? checkTimeParts(m[1], m[2], m[3]) : CheckMessages.timeOrFulltime;
  },
  email: /* @__PURE__ */ simple((v) => EMAIL_RE.test(v), 'email'),
  hexColor: /* @__PURE__ */ simple((v) => HEX_RE.test(v), 'hexColor'),
  hexaColor: /* @__PURE__ */ simple((v) => HEXA_RE.test(v), 'hexaColor'),
  hexOrHexaColor: /* @__PURE__ */ simple(
    (v) => HEX_RE.test(v) || HEXA_RE.test(v),
    'hexOrHexaColor',
  ),
  rgbColor: /* @__PURE__ */ simple(isRgb, 'rgbColor'),
  rgbaColor: /* @__PURE__ */ simple(isRgba, 'rgbaColor'),
  rgbOrRgbaColor: /* @__PURE__ */ simple((v) => isRgb(v) || isRgba(v), 'rgbOrRgbaColor'),
  hexOrRgbColor: /* @__PURE__ */ simple((v) => HEX_RE.test(v) || isRgb(v), 'hexOrRgbColor'),
  hexaOrRgbaColor: /* @__PURE__ */ simple((v) => HEXA_RE.test(v) || isRgba(v), 'hexaOrRgbaColor'),
  anyColor: /* @__PURE__ */ simple(
    (v) => HEX_RE.test(v) || HEXA_RE.test(v) || isRgb(v) || isRgba(v),
    'anyColor',
  ),
  mobile: /* @__PURE__ */ simple((v) => normalizeMobile(v) !== null, 'mobile'),
  phone: /* @__PURE__ */ simple((v) => /^\d{10}$/.test(v.replace(/[\s()-]/g, '')), 'phone'),
  card: /* @__PURE__ */ simple((v) => {
    const digits = v.replace(/[\s-]/g, '');
    return /^\d{16}$/.test(digits) && luhn(digits);
  }, 'card'),
  iban: /* @__PURE__ */ simple((v) => isValidIban(v), 'iban'),
} satisfies Record<string, CheckFn>;

export type NamedCheck = keyof typeof NamedChecks;
export const NAMED_CHECK_NAMES = /* @__PURE__ */ Object.keys(NamedChecks) as NamedCheck[];

export function isNamedCheck(name: string): name is NamedCheck {
  return Object.prototype.hasOwnProperty.call(NamedChecks, name);
}

/** A generic form rule of SPEC section 5: a named check, or a function answering true/false/message. */
export type FormRule = NamedCheck | ((value: string) => boolean | string);

/** Runs the rules in order; `true` when all pass, else the first message. */
export function runRules(
  value: string,
  rules: readonly FormRule[],
  fallback = 'مقدار وارد شده معتبر نیست',
): CheckResult {
  for (const rule of rules) {
    const result = typeof rule === 'function' ? rule(value) : NamedChecks[rule](value);
    if (result === true) continue;
    return result === false || result === '' ? fallback : result;
  }
  return true;
}
