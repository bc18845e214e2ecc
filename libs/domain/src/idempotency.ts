/**
 * The writes that honour `Idempotency-Key` (docs/domain-rules.md, "Retries"): they create money
 * rows or hold a seat or stock. The API marks them with `@Idempotent()`; our clients send a key
 * per user action on them and, when the answer is lost on the way, send the same request again
 * with the same key. Paths are under /api, ids as `\d+`.
 */
export const IDEMPOTENT_WRITES: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['POST', /^\/accounting\/transactions\/(deposit|direct_pay)$/],
  ['POST', /^\/accounting\/invoices$/],
  ['PUT', /^\/accounting\/(invoices|instalments)\/\d+\/pay$/],
  ['PUT', /^\/accounting\/payments\/request_withdraw$/],
  ['POST', /^\/accounting\/payments\/refund_by_amount$/],
  ['PUT', /^\/dma\/donations\/\d+\/create_invoice$/],
  ['PUT', /^\/lma\/classrooms\/\d+\/(register|create_invoice|bulk_register)$/],
  ['PUT', /^\/ema\/events\/\d+\/(register|create_invoice)$/],
  // A door scan retried after a lost answer checks in once (issue 28).
  ['POST', /^\/ema\/registrations\/check_in$/],
  ['PUT', /^\/store\/baskets\/\d+\/create_invoice$/],
  // A test's answers: a lost answer is sent again (same key) while the timer runs (issue 11).
  ['POST', /^\/lma\/answer_sheets$/],
  ['POST', /^\/lma\/answer_books\/\d+\/submit_overall_answer$/],
];

/** Whether `method path` (path below /api, query allowed) is one of them. */
export function isIdempotentWrite(method: string, path: string): boolean {
  const p = path.split('?')[0].replace(/^\/api(?=\/)/, '').replace(/\/+$/, '');
  const m = method.toUpperCase();
  return IDEMPOTENT_WRITES.some(([wm, re]) => wm === m && re.test(p));
}

interface WebCrypto {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** A fresh key: a UUID where the browser gives one (secure contexts), else 128 random bits. */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!c) throw new Error('no crypto');
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
