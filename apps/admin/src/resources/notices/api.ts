/** The console's notice screens (SPEC section 2 «notice»: list, create, {id}) and their API paths. */
export const NOTICES_RESOURCE = 'notices';
export const NOTICES_PATH = 'mma/notices';

/** PUT mma/notices/{id}/send: starts the fan-out job (again: nothing more is delivered). */
export const noticeSendPath = (id: number | string) =>
  `${NOTICES_PATH}/${encodeURIComponent(String(id))}/send`;

/** Whom a notice goes to (the API's `audience`). */
export const NOTICE_AUDIENCES = ['ALL', 'ROLE', 'CLASSROOM', 'TEAM', 'UNIT'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export type NoticeStatus = 'DRAFT' | 'SENDING' | 'SENT';

/** A notice as staff read it (GET mma/notices/{id}). */
export interface NoticeRow {
  id: number;
  title: string;
  body: string;
  url: string | null;
  priority: 'HIGH' | null;
  category: number | null;
  category_info: { id: number; title: string; type: string } | null;
  creator_info: { id: number; full_name: string } | null;
  status: NoticeStatus;
  audience: NoticeAudience;
  role: string | null;
  classroom: number | null;
  team: number | null;
  unit: number | null;
  registration_statuses: string[] | null;
  receivers_count: number;
  delivered_count: number;
  progress: number;
  sent_time: string | null;
  send_sms: boolean;
  sms_status: NoticeStatus | null;
  sms_sent_count: number;
  creation_time: string;
}
