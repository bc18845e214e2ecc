/** A page number from the URL: a positive integer, else the first page. */
export function readPage(value: string | null | undefined): number {
  return parseId(value) ?? 1;
}

/** A row id from the URL (route param or query): a positive integer, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
