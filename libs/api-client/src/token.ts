import type { TokenPayload } from '@daneshsara/domain';

/** SPEC section 3/9: the access token lives in this cookie for 365 days, shared with /admin. */
export const TOKEN_COOKIE_NAME = 'BearerAccessToken';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The value of one cookie from a `document.cookie` style string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readTokenCookie(cookieString: string): string | null {
  const token = readCookie(cookieString, TOKEN_COOKIE_NAME);
  return token ? token : null;
}

/**
 * The `document.cookie` assignment that stores the token: path `/` so the console at /admin/
 * reads the same cookie, SameSite=Lax so it survives the return from the bank gateway.
 */
export function tokenCookie(token: string, options: { secure?: boolean } = {}): string {
  const parts = [
    `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}`,
    `Max-Age=${TOKEN_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that deletes the cookie (same name and path, already expired). */
export function clearedTokenCookie(): string {
  return `${TOKEN_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  // Names in the payload are Persian: decode the bytes as UTF-8, not as Latin-1.
  return new TextDecoder().decode(bytes);
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * The JWT payload read as the user (API.md "Auth"). No signature check: the server checks it on
 * every call; the client only needs the name and roles to draw the header.
 */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  let data: unknown;
  try {
    data = JSON.parse(decodeBase64Url(segments[1]));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const p = data as Record<string, unknown>;
  const userId = typeof p.user_id === 'number' ? p.user_id : Number(p.user_id);
  if (!Number.isFinite(userId)) return null;
  const gender = p.gender === 'MALE' || p.gender === 'FEMALE' ? p.gender : null;
  return {
    user_id: userId,
    firstname: asString(p.firstname) ?? '',
    lastname: asString(p.lastname) ?? '',
    roles: Array.isArray(p.roles) ? p.roles.filter((r): r is string => typeof r === 'string') : [],
    mobile_number: asString(p.mobile_number),
    email: asString(p.email),
    national_code: asString(p.national_code),
    gender,
    exp: typeof p.exp === 'number' ? p.exp : 0,
    iat: typeof p.iat === 'number' ? p.iat : undefined,
  };
}

/** A token without `exp` never expires on the client side; the server still decides. */
export function isTokenExpired(payload: TokenPayload, nowMs: number = Date.now()): boolean {
  return payload.exp > 0 && payload.exp * 1000 <= nowMs;
}
