import { describe, expect, it } from 'vitest';
import { isValidIban, isValidNationalCode, normalizeMobile, parseContactInput, toPersianDigits } from './text';
import { formatJalaliDate, formatRial } from './format';

describe('contact input', () => {
  it('normalises Persian digits and country prefixes to 09xxxxxxxxx', () => {
    expect(normalizeMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(normalizeMobile('+98 912 123 4567')).toBe('09121234567');
    expect(normalizeMobile('0812345678')).toBeNull();
  });
  it('tells a mobile number from an email and refuses anything else', () => {
    expect(parseContactInput('Ali@Example.com')).toEqual({ kind: 'email', value: 'ali@example.com' });
    expect(parseContactInput('09121234567')).toEqual({ kind: 'mobile', value: '09121234567' });
    expect(parseContactInput('hello')).toBeNull();
  });
});

describe('checksums', () => {
  it('accepts a valid national code and refuses a mistyped one', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
  });
  it('checks an Iranian IBAN with mod 97', () => {
    expect(isValidIban('IR062960000000100324200001')).toBe(true);
    expect(isValidIban('IR062960000000100324200002')).toBe(false);
  });
});

describe('display', () => {
  it('groups Rials with Persian digits', () => {
    expect(formatRial(12500000)).toBe('۱۲٬۵۰۰٬۰۰۰ ریال');
    expect(toPersianDigits('1405')).toBe('۱۴۰۵');
  });
  it('shows a Jalali date with the Persian month name', () => {
    expect(formatJalaliDate('2026-10-07')).toBe('۱۵ مهر ۱۴۰۵');
  });
});
