import {
  clearedTokenCookie,
  decodeTokenPayload,
  isTokenExpired,
  readTokenCookie,
  tokenCookie,
} from '@daneshsara/api-client';
import { isStaff, type TokenPayload } from '@daneshsara/domain';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string | null;
  /** The JWT payload read as the user (API.md "Auth"); null when logged out. */
  user: TokenPayload | null;
  isStaff: boolean;
}

const LOGGED_OUT: Session = { token: null, user: null, isStaff: false };

function sessionFor(token: string | null): Session {
  const user = decodeTokenPayload(token);
  if (!token || !user || isTokenExpired(user)) return LOGGED_OUT;
  return { token, user, isStaff: isStaff(user.roles) };
}

function readCookieToken(): string | null {
  return typeof document === 'undefined' ? null : readTokenCookie(document.cookie);
}

let current: Session = sessionFor(readCookieToken());
const listeners = new Set<() => void>();

function publish(next: Session): void {
  if (next.token === current.token) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function getAccessToken(): string | null {
  return current.token;
}

export function getSession(): Session {
  return current;
}

export function setAccessToken(token: string): void {
  document.cookie = tokenCookie(token, { secure: window.location.protocol === 'https:' });
  publish(sessionFor(token));
}

export function clearAccessToken(): void {
  document.cookie = clearedTokenCookie();
  publish(LOGGED_OUT);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loggedOut = () => LOGGED_OUT;

export function useSession(): Session {
  // The server draws the public pages as a visitor (entry-server.tsx): hydration starts as one,
  // then the header turns to the logged-in person's.
  return useSyncExternalStore(subscribe, getSession, loggedOut);
}

/**
 * The console at /admin/ shares the cookie: when a tab comes back to the front, pick up a login
 * or logout that happened there.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') publish(sessionFor(readCookieToken()));
  });
}
