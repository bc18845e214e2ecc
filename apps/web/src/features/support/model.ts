import type { TicketListParams } from '@daneshsara/api-client';
import {
  TicketStatus,
  type TicketReplyRow,
  type TicketRow,
  type UserBrief,
} from '@daneshsara/domain';
import type { ChipTone } from '../invoice/model';

export const TICKET_STATUS_TONE: Record<TicketStatus, ChipTone> = {
  OPENED: 'warning',
  ADMIN_REPLIED: 'success',
  USER_REPLIED: 'info',
  CLOSED: 'default',
};

/** A closed ticket takes no more replies (the server answers 409). */
export function canReply(status: TicketStatus): boolean {
  return status !== TicketStatus.CLOSED;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** One code point from a numeric reference, or the reference as written when it is no character. */
function fromCodePoint(code: number, raw: string): string {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return raw;
  if (code >= 0xd800 && code <= 0xdfff) return raw;
  return String.fromCodePoint(code);
}

/**
 * `&amp;` `&lt;` `&#39;` `&#x27;` ... back to their characters, in one pass: `&amp;lt;` is the
 * text «&lt;», never «<». Unknown names stay as written.
 */
export function unescapeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (raw, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10), raw);
    }
    return ENTITIES[name.toLowerCase()] ?? raw;
  });
}

/**
 * A ticket or reply body as the API keeps it (escaped text, newlines as `<br>`) to the lines a
 * person wrote. Never markup: the result is plain strings for React to draw as text. Real tags
 * (older rows, another client) are dropped; a closing block tag ends a line like `<br>` does.
 */
export function htmlBodyToLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    // An HTML comment or a doctype is not text either.
    .replace(/<!--[\s\S]*?-->|<![^>]*>/g, '');
  const lines = unescapeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines;
}

/** The lines joined back, for a one-line preview or an aria label. */
export function htmlBodyToText(html: string | null | undefined): string {
  return htmlBodyToLines(html).join('\n');
}

/** One bubble of the conversation: the opening message or a reply. */
export interface ChatMessage {
  key: string;
  lines: string[];
  /** Support / finance: the other side of the conversation, drawn apart and marked. */
  staff: boolean;
  author: UserBrief | null;
  time: string;
}

/** The ticket as a conversation, oldest first: its own body, then every reply. */
export function ticketConversation(
  ticket: Pick<
    TicketRow,
    'id' | 'body' | 'owner' | 'creator_info' | 'creation_time' | 'replies_info'
  >,
): ChatMessage[] {
  const opening: ChatMessage = {
    key: `ticket-${ticket.id}`,
    lines: htmlBodyToLines(ticket.body),
    // Staff may open a ticket on a learner's behalf: then it is their message, not the learner's.
    staff: !!ticket.creator_info && ticket.creator_info.id !== ticket.owner,
    author: ticket.creator_info,
    time: ticket.creation_time,
  };
  const replies = [...ticket.replies_info]
    .sort((a, b) => a.creation_time.localeCompare(b.creation_time) || a.id - b.id)
    .map((reply: TicketReplyRow): ChatMessage => ({
      key: `reply-${reply.id}`,
      lines: htmlBodyToLines(reply.body),
      staff: reply.is_staff,
      author: reply.creator_info,
      time: reply.creation_time,
    }));
  return [opening, ...replies];
}

/** Filters of the ticket lists, by who has to act next. */
export const TICKET_FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'waiting', label: 'در انتظار پاسخ' },
  { value: 'answered', label: 'پاسخ داده شده' },
  { value: 'closed', label: 'بسته شده' },
] as const;

export type TicketFilter = (typeof TICKET_FILTERS)[number]['value'];

export function readTicketFilter(value: string | null): TicketFilter {
  return TICKET_FILTERS.some((f) => f.value === value) ? (value as TicketFilter) : 'all';
}

export function ticketFilterParams(
  filter: TicketFilter,
): Pick<TicketListParams, 'status' | 'status__in'> {
  switch (filter) {
    case 'waiting':
      return { status__in: [TicketStatus.OPENED, TicketStatus.USER_REPLIED] };
    case 'answered':
      return { status: TicketStatus.ADMIN_REPLIED };
    case 'closed':
      return { status: TicketStatus.CLOSED };
    default:
      return {};
  }
}
