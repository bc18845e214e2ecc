/**
 * A full classroom, circle or event's waiting line (issue 28, docs/domain-rules.md «Waitlists»).
 * WAITING entries stand in line; when a seat frees, the first of them is OFFERED it (a seat held
 * for them and, when it costs, an invoice with its own time to pay). Paying makes it ACCEPTED; an
 * offer left unpaid LAPSES and the next in line gets the seat. LEFT: the learner left the line;
 * REMOVED: staff took them out of it.
 */
export enum WaitlistStatus {
  WAITING = 'WAITING',
  OFFERED = 'OFFERED',
  ACCEPTED = 'ACCEPTED',
  LAPSED = 'LAPSED',
  LEFT = 'LEFT',
  REMOVED = 'REMOVED',
}

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  WAITING: 'در صف انتظار',
  OFFERED: 'جای خالی به شما رسید',
  ACCEPTED: 'ثبت نام شد',
  LAPSED: 'مهلت پرداخت گذشت',
  LEFT: 'از صف خارج شد',
  REMOVED: 'توسط کارشناسان حذف شد',
};

/** The entries that still hold a place: one per learner and classroom. */
export const LIVE_WAITLIST: readonly string[] = [WaitlistStatus.WAITING, WaitlistStatus.OFFERED];

/** How long an offered seat waits for its invoice to be paid before it goes to the next in line. */
export const WAITLIST_OFFER_HOURS = 12;

/** What a classroom's answer says of its line, to the caller. */
export interface WaitlistInfo {
  /** How many stand in line (WAITING). */
  length: number;
  /** Whether the caller may join it now. */
  can_join: boolean;
  /** The caller's entry, if they have a live one or their last one ended. */
  entry: WaitlistEntryBrief | null;
}

export interface WaitlistEntryBrief {
  id: number;
  status: WaitlistStatus;
  /** 1 for the first in line; null once the entry is not WAITING. */
  place: number | null;
  /** Until when an offer waits to be paid (OFFERED only). */
  offer_expire_time: string | null;
  /** The offer's invoice, when the seat costs. */
  invoice: number | null;
}
