import type { QueryClient } from '@tanstack/react-query';
import { getAccessToken } from '../auth/session';
import { toast } from '../notify/toast';
import { BASKET_KEY, fetchOpenBasket } from './basketKey';
import { guestBasket } from './guestBasket';
import { mergeInto, type MergeOutcome } from './mergePlan';
import { store } from './storeApi';

let running: Promise<MergeOutcome | null> | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/**
 * Waits before the next try while the server cannot be reached (about a minute in all); after
 * that the next basket the server answers tries again (useBasket).
 */
const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/**
 * Lines kept in the browser (the basket could not be read, a line could not be sent) are tried
 * again by themselves: the learner must not have to leave the page to see them join.
 */
function retryLater(queryClient: QueryClient, outcome: MergeOutcome): void {
  if (!outcome.kept || failures >= RETRY_MS.length) {
    failures = 0;
    return;
  }
  const wait = RETRY_MS[failures];
  failures += 1;
  retry = setTimeout(() => {
    retry = null;
    void mergeGuestBasket(queryClient);
  }, wait);
}

/**
 * After login: the visitor's basket joins the learner's server basket, then the browser's copy
 * is cleared. Safe to call any number of times (one run at a time; nothing to do when empty).
 * Called by the basket badge and the shop pages as soon as a session appears; the login screen
 * may also call it (features/auth/api/useAuthMutations.ts, useCompleteLogin, after
 * setAccessToken).
 */
export function mergeGuestBasket(queryClient: QueryClient): Promise<MergeOutcome | null> {
  if (running) return running;
  // A try is already planned (the server failed a moment ago): it runs on its own time.
  if (retry) return Promise.resolve(null);
  if (!getAccessToken() || !guestBasket.lines().length) return Promise.resolve(null);
  running = (async () => {
    try {
      const outcome = await mergeInto({
        guest: guestBasket,
        fetchBasket: () => fetchOpenBasket(),
        addItem: (thing, count) => store.addItem(thing, count),
      });
      await queryClient.invalidateQueries({ queryKey: BASKET_KEY });
      if (outcome.refused.length) {
        const [first] = outcome.refused;
        toast.warning(`«${first.title}» به سبد خرید شما افزوده نشد: ${first.message}`);
      } else if (outcome.added) {
        toast.success('کالاهایی که پیش از ورود انتخاب کرده بودید به سبد خرید شما افزوده شد.');
      }
      return outcome;
    } finally {
      running = null;
    }
  })();
  void running.then(
    (outcome) => outcome && retryLater(queryClient, outcome),
    () => undefined,
  );
  return running;
}
