import { isStaff, type TokenPayload } from '@daneshsara/domain';
import { TOKEN_COOKIE } from '../config';

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JWT's payload (no signature check: the API checks it; this only reads who we are). */
export function decodeToken(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!isRecord(payload)) return null;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((r): r is string => typeof r === 'string')
      : [];
    return { ...(payload as unknown as TokenPayload), roles };
  } catch {
    return null;
  }
}

export function isExpired(payload: TokenPayload, nowMs: number): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
}

/** Where the token lives; the browser's cookie jar in the app, a fake in the specs. */
export interface TokenStore {
  read(): string | null;
  clear(): void;
}

export const cookieTokenStore: TokenStore = {
  read: () => (typeof document === 'undefined' ? null : readCookie(document.cookie, TOKEN_COOKIE)),
  clear: () => {
    if (typeof document === 'undefined') return;
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};

export type SessionState =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'not-staff'; payload: TokenPayload }
  | { kind: 'staff'; token: string; payload: TokenPayload };

/** What the stored token means for the console. */
export function readSession(store: TokenStore, nowMs: number = Date.now()): SessionState {
  const token = store.read();
  if (!token) return { kind: 'none' };
  const payload = decodeToken(token);
  if (!payload) return { kind: 'none' };
  if (isExpired(payload, nowMs)) return { kind: 'expired' };
  if (!isStaff(payload.roles)) return { kind: 'not-staff', payload };
  return { kind: 'staff', token, payload };
}
