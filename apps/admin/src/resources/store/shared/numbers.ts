import { toLatinDigits } from '@daneshsara/domain';

/** A form value (number, or text typed with Persian or Latin digits) as a number, or null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = toLatinDigits(value).trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  }
  return null;
}

/** A whole number, or null. */
export function toInteger(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

/** Nothing typed (null, undefined, blank text). */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}
