const pad = (n: number) => String(n).padStart(2, '0');

/** A stored calendar day (`YYYY-MM-DD`, or the day part of an ISO date-time) as a local Date. */
export function isoToDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The picked day (a Jalali calendar picks a normal Date) as the Gregorian `YYYY-MM-DD` stored. */
export function dateToIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
