/** /check-in: the door of an event (issue 28); `?event=` keeps the event picked. */
export const CHECK_IN_ROUTE = '/check-in';
export const CHECK_IN_PATH = 'ema/registrations/check_in';
export const checkInsPath = (event: number) => `ema/registrations/check_ins?event=${event}`;

export interface PersonBrief {
  id: number;
  full_name: string;
  national_code?: string | null;
  mobile_number?: string | null;
}

/** One arrival as the API answers it (POST check_in, GET check_ins). */
export interface CheckInRow {
  id: number;
  owner: number;
  owner_info: PersonBrief;
  checked_in_time: string | null;
  event?: number;
  event_info?: { id: number; title: string };
}

export interface CheckInList {
  event: number;
  count: number;
  results: CheckInRow[];
}

/** What the door shows after a scan: a green arrival or a red reason. */
export type ScanOutcome =
  | { ok: true; name: string; time: string | null; key: number }
  | { ok: false; reason: string; key: number };
