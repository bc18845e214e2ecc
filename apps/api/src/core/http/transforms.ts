import { Transform } from 'class-transformer';
import { toLatinDigits } from '@daneshsara/domain';

/** Multipart and query strings carry booleans as 'True'/'False', 'true'/'false' or '0'/'1'. */
export function ToBoolean() {
  return Transform(({ value }) => {
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === 0) return value === 1;
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
    }
    return value;
  });
}

/** Trims text and turns Persian/Arabic digits into Latin; empty text becomes null. */
export function CleanText(opts: { emptyAsNull?: boolean } = { emptyAsNull: true }) {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const v = toLatinDigits(value).trim();
    return v === '' && opts.emptyAsNull ? null : v;
  });
}

/** Numbers arriving as text (multipart, query). */
export function ToInt() {
  return Transform(({ value }) => {
    // Multipart sends a cleared number as ''; it means "no value".
    if (value === '') return null;
    if (typeof value === 'string' && /^-?\d+$/.test(toLatinDigits(value).trim())) {
      return Number(toLatinDigits(value).trim());
    }
    return value;
  });
}
