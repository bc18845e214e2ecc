/**
 * Support (mma tickets): statuses with their Persian labels (ENDPOINTS.md 1.6 and 4.5) and the
 * ticket shape the API answers with. A ticket about an invoice is the «درخواست مساعدت».
 */
import type { InvoiceRow, UserBrief } from './accounting';

export const TicketStatus = {
  OPENED: 'OPENED',
  ADMIN_REPLIED: 'ADMIN_REPLIED',
  USER_REPLIED: 'USER_REPLIED',
  CLOSED: 'CLOSED',
} as const;
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  OPENED: 'در انتظار پاسخ',
  ADMIN_REPLIED: 'ادمین پاسخ داده',
  USER_REPLIED: 'کاربر پاسخ داده',
  CLOSED: 'بسته شده',
};

/** What a ticket is about; INVOICE tickets carry the invoice as `source`. */
export const TicketSourceType = {
  TRAINING_CLASSROOM: 'TRAINING_CLASSROOM',
  DISCUSSION_CIRCLE_CLASSROOM: 'DISCUSSION_CIRCLE_CLASSROOM',
  EVENT: 'EVENT',
  INVOICE: 'INVOICE',
  CONTENT: 'CONTENT',
  GENERAL: 'GENERAL',
} as const;
export type TicketSourceType = (typeof TicketSourceType)[keyof typeof TicketSourceType];

export const TicketCategoryType = {
  EDUCATIONAL: 'EDUCATIONAL',
  FINANCIAL: 'FINANCIAL',
  CONTENT: 'CONTENT',
  RESEARCH: 'RESEARCH',
  HR: 'HR',
  GENERAL: 'GENERAL',
} as const;
export type TicketCategoryType = (typeof TicketCategoryType)[keyof typeof TicketCategoryType];

/** SPEC section 6: the source of a ticket decides its category's type. */
export function ticketCategoryTypeOf(source: string | null | undefined): TicketCategoryType {
  switch (source) {
    case TicketSourceType.TRAINING_CLASSROOM:
    case TicketSourceType.DISCUSSION_CIRCLE_CLASSROOM:
      return TicketCategoryType.EDUCATIONAL;
    case TicketSourceType.INVOICE:
      return TicketCategoryType.FINANCIAL;
    case TicketSourceType.CONTENT:
      return TicketCategoryType.CONTENT;
    default:
      return TicketCategoryType.GENERAL;
  }
}

export interface TicketCategoryInfo {
  id: number;
  title: string;
  type: TicketCategoryType;
}

export interface TicketReplyRow {
  id: number;
  /** HTML: escaped text with <br> for its line breaks. */
  body: string;
  /** Written by someone other than the ticket's owner (support, finance). */
  is_staff: boolean;
  creator_info: UserBrief | null;
  creation_time: string;
}

export interface TicketRow {
  id: number;
  title: string;
  /** HTML: escaped text with <br> for its line breaks. */
  body: string;
  status: TicketStatus;
  category: number | null;
  category_info: TicketCategoryInfo | null;
  source_type: TicketSourceType | null;
  source_id: number | null;
  /** For INVOICE tickets, on the single-ticket answer: the invoice with its instalment offers. */
  source: InvoiceRow | null;
  /** The file the learner sent with the question (an /uploads/… URL). */
  attachment: string | null;
  owner: number;
  owner_info: UserBrief | null;
  creator_info: UserBrief | null;
  /** Oldest first; empty in list answers. */
  replies_info: TicketReplyRow[];
  creation_time: string;
  last_modification_time: string;
}
