/**
 * The purchase rules are accepted on the address step (ENDPOINTS.md 4.6 step 2) and checked on the
 * review step: remembered for this tab and this basket only.
 */
const KEY = 'daneshsara.shop.rulesAccepted';

export function rememberRulesAccepted(basketId: number): void {
  try {
    sessionStorage.setItem(KEY, String(basketId));
  } catch {
    /* private mode: the review step asks again */
  }
}

export function rulesAccepted(basketId: number): boolean {
  try {
    return sessionStorage.getItem(KEY) === String(basketId);
  } catch {
    return false;
  }
}
