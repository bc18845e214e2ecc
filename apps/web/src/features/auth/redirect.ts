/** SPEC section 4: the wanted route survives the trip through Login (and a page reload). */
const KEY = 'daneshsara.redirectTo';

/** Only same-site paths: never send a person to another origin after login. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return (
    !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
  );
}

export function rememberRedirect(target: string): void {
  if (!isSafeRedirect(target)) return;
  try {
    localStorage.setItem(KEY, target);
  } catch {
    /* private mode: the person simply lands on the panel */
  }
}

/** The remembered route, left in place (the /debug page shows it). */
export function peekRedirect(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Reads and forgets the remembered route. */
export function consumeRedirect(): string | null {
  try {
    const target = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return isSafeRedirect(target) ? target : null;
  } catch {
    return null;
  }
}
