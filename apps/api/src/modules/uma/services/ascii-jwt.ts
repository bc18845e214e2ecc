import type { KeyObject } from 'node:crypto';
import { sign } from 'jws';
import ms from 'ms';

/**
 * JSON with every character outside printable ASCII written as `\uXXXX` (the way the original
 * backend's tokens read): a client that base64-decodes a token's payload into a string and
 * `JSON.parse`s it without UTF-8 decoding still reads Persian names exactly.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * An HS256 JWT over the claims plus `iat` and `exp` (now + `expiresIn`, e.g. `365d`), whose payload
 * JSON is ASCII-only. Any JWT library verifies it: the signature covers exactly these bytes.
 */
export function signAsciiJwt(
  claims: object,
  key: KeyObject,
  expiresIn: string,
  nowMs: number = Date.now(),
): string {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + Math.floor(ms(expiresIn as ms.StringValue) / 1000);
  return sign({
    header: { alg: 'HS256', typ: 'JWT' },
    payload: asciiJson({ ...claims, iat, exp }),
    secret: key,
  });
}
