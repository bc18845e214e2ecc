import type { TokenPayload } from '@daneshsara/domain';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** An unsigned JWT carrying this payload (the console never checks signatures). */
export function makeToken(payload: Partial<TokenPayload>): string {
  const full: TokenPayload = {
    user_id: 7,
    firstname: 'مریم',
    lastname: 'احمدی',
    roles: ['admin', 'user'],
    mobile_number: '09120000002',
    email: null,
    national_code: null,
    gender: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...payload,
  };
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(full))}.sig`;
}
