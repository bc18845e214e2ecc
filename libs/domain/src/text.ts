const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits to Latin ones; everything else untouched. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

/** 09xxxxxxxxx from any of +989.., 00989.., 989.., 9.., with Persian digits, spaces or dashes. */
export function normalizeMobile(raw: string): string | null {
  const digits = toLatinDigits(raw).replace(/[\s\-()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type ContactInput = { kind: 'mobile'; value: string } | { kind: 'email'; value: string };

/** An `input` of DOMAIN.md section 1: a mobile number or an email, normalised. */
export function parseContactInput(raw: string): ContactInput | null {
  const trimmed = toLatinDigits(String(raw ?? '').trim());
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL_RE.test(email) ? { kind: 'email', value: email } : null;
  }
  const mobile = normalizeMobile(trimmed);
  return mobile ? { kind: 'mobile', value: mobile } : null;
}

/** Iranian national code (کد ملی): 10 digits with its mod-11 check digit. */
export function isValidNationalCode(raw: string): boolean {
  const code = toLatinDigits(raw);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const check = Number(code[9]);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const r = sum % 11;
  return r < 2 ? check === r : check === 11 - r;
}

/** Iranian IBAN (شبا): IR + 24 digits, ISO 13616 mod-97 checksum. */
export function isValidIban(raw: string): boolean {
  const iban = toLatinDigits(raw).replace(/\s/g, '').toUpperCase();
  const full = iban.startsWith('IR') ? iban : `IR${iban}`;
  if (!/^IR\d{24}$/.test(full)) return false;
  const rearranged = full.slice(4) + '1827' + full.slice(2, 4); // I=18, R=27
  let rem = 0;
  for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
  return rem === 1;
}

export function isValidPostalCode(raw: string): boolean {
  return /^\d{10}$/.test(toLatinDigits(raw));
}
