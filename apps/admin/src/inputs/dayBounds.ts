/**
 * Day bounds of a Jalali date filter. The list filters `creation_time_gte` and `creation_time_lt`
 * take instants; a person picks days. "From 15 Mehr" is the first instant of that day and "to 20
 * Mehr" (inclusive, as people read it) is the first instant of the next day, both at local
 * midnight (Tehran), not UTC.
 */
function localMidnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The instant the picked day starts, as ISO (what `_gte` gets). */
export function dayStartIso(date: Date): string {
  return localMidnight(date).toISOString();
}

/** The instant the day after the picked one starts, as ISO (what `_lt` gets: the day is included). */
export function nextDayStartIso(date: Date): string {
  const d = localMidnight(date);
  d.setDate(d.getDate() + 1);
  return d.toISOString();
}

/** A stored bound back as the day the person picked (for `end`, the day before the bound). */
export function boundToDay(value: unknown, end: boolean): Date | null {
  if (typeof value !== 'string' || !value) return null;
  // A plain day (typed into the URL) is that local day.
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const instant = plain
    ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))
    : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const day = localMidnight(instant);
  if (end) day.setDate(day.getDate() - 1);
  return day;
}
