import { isSafeRedirect } from '../auth/redirect';
import { moneyPaths } from '../payments/paths';

/**
 * SPEC section 2 and ENDPOINTS.md 4.5: the learner's classroom, event, session and test pages are
 * closed while an instalment is overdue.
 */
const GATED = [
  /^\/panel\/profile\/(classroom|event|session|test)(\/|$)/,
  /^\/panel\/profile\/all-(classrooms|events|discussion-circles-classrooms)\/?$/,
];

export function isOverdueGatedPath(pathname: string): boolean {
  return GATED.some((re) => re.test(pathname));
}

export type OverdueGateDecision =
  | { action: 'pass' }
  /** Go to the overdue list and remember `remember` to come back to. */
  | { action: 'redirect'; to: string; remember: string };

export function decideOverdueGate(input: {
  pathname: string;
  search?: string;
  hasOverdueInstalment: boolean | null | undefined;
}): OverdueGateDecision {
  if (!input.hasOverdueInstalment || !isOverdueGatedPath(input.pathname)) return { action: 'pass' };
  return {
    action: 'redirect',
    to: moneyPaths.overdueInstalments,
    remember: `${input.pathname}${input.search ?? ''}`,
  };
}

/**
 * Where the overdue page sends the person: back to the remembered route once nothing is overdue
 * (and the list has really loaded), otherwise nowhere.
 */
export function decideOverdueReturn(input: {
  overdueCount: number | undefined;
  remembered: string | null;
}): string | null {
  if (input.overdueCount !== 0) return null;
  const target = input.remembered;
  if (!isSafeRedirect(target) || !isOverdueGatedPath(target.split(/[?#]/)[0])) return null;
  return target;
}

const KEY = 'daneshsara.overdueReturnTo';

export function rememberOverdueReturn(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    /* storage closed: the person simply stays on the overdue page afterwards */
  }
}

export function peekOverdueReturn(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetOverdueReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
