import type { DonationFormValues } from './model';

/**
 * The donation form a guest filled before being sent to Login (SPEC section 3 client state), so
 * it is still filled on the way back. Session storage: it dies with the tab.
 */
const DRAFT_KEY = 'daneshsara.donationDraft';

export function saveDraft(donation: number, values: DonationFormValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ donation, values }));
  } catch {
    /* private mode: the person simply fills the form again */
  }
}

/** The draft saved for this cause, if any (clearDraft forgets it once the form has it). */
export function peekDraft(donation: number): DonationFormValues | null {
  let draft: { donation?: unknown; values?: Partial<DonationFormValues> } | null;
  try {
    draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  const v = draft?.values;
  if (!draft || draft.donation !== donation || typeof v !== 'object' || v === null) return null;
  return {
    amount: typeof v.amount === 'number' ? v.amount : null,
    fullName: typeof v.fullName === 'string' ? v.fullName : '',
    mobile: typeof v.mobile === 'string' ? v.mobile : '',
    isPrivate: v.isPrivate === true,
  };
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing was kept */
  }
}
