import type { QueryClient } from '@tanstack/react-query';
import { getAccessToken } from '../auth/session';
import { toast } from '../notify/toast';
import { BASKET_KEY, fetchOpenBasket } from './basketKey';
import { guestBasket } from './guestBasket';
import { mergeInto, type MergeOutcome } from './mergePlan';
import { store } from './storeApi';

let running: Promise<MergeOutcome | null> | null = null;

/**
 * After login: the visitor's basket joins the learner's server basket, then the browser's copy
 * is cleared. Safe to call any number of times (one run at a time; nothing to do when empty).
 * Called by the basket badge and the shop pages as soon as a session appears; the login screen
 * may also call it (features/auth/api/useAuthMutations.ts, useCompleteLogin, after
 * setAccessToken).
 */
export function mergeGuestBasket(queryClient: QueryClient): Promise<MergeOutcome | null> {
  if (running) return running;
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
  return running;
}
