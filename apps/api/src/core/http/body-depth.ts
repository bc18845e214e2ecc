import type { FastifyInstance } from 'fastify';
import { nonFieldError } from './errors';

/**
 * How deep a request body may nest objects and lists. No form of the platform nests past a few
 * levels; the validation pipe walks a body once per level, and 10,000 levels once overflowed its
 * stack (a 500 on every write, the sign-in ones with no token).
 */
export const MAX_BODY_DEPTH = 64;
export const TOO_DEEP = 'بدنه درخواست بیش از ۶۴ سطح تودرتو است.';

/** Whether JSON text opens more than `limit` objects or lists inside each other: one pass, strings skipped. */
export function jsonTextTooDeep(text: string, limit = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Whether a parsed value nests deeper than `limit` (a multipart field's JSON), without recursion. */
export function valueTooDeep(value: unknown, limit = MAX_BODY_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Every body, JSON or multipart (whose JSON parts arrive parsed), is measured once after it is
 * parsed and before any pipe walks it, and refused as a Persian 400 of the whole body. Registered
 * after the multipart hook, which builds its body.
 */
export function registerBodyDepthLimit(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (req) => {
    if (req.body !== null && typeof req.body === 'object' && valueTooDeep(req.body))
      throw nonFieldError(TOO_DEEP);
  });
}
