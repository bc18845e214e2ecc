import type { TicketRow, UserBrief } from '@daneshsara/domain';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function codePoint(n: number): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)
    ? String.fromCodePoint(n)
    : '';
}

/** `&lt;b&gt; &amp; &#1587;` → `<b> & س`, in one pass (so `&amp;lt;` stays `&lt;`). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      const out = codePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
      return out || whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * A ticket or reply body as the lines a person wrote. The API stores text escaped with newlines
 * as `<br>`; older rows may hold paragraphs. Line breaks (`<br>`, `</p>`, `</div>`) split the
 * lines, any other tag is dropped, entities are turned back into characters, and blank lines at
 * either end are trimmed. The result is plain text for React to render (never as HTML).
 */
export function bodyLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div)\s*>/gi, '\n')
    .replace(/<[a-z/!][^>]*>/gi, '');
  const lines = unescapeHtml(text)
    .split('\n')
    .map((line) => line.replace(/\s+$/u, ''));
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines;
}

/** One message of a ticket's conversation: its opening text, then each reply. */
export interface TicketMessage {
  key: string;
  /** The reply's id; null for the ticket's own text (which cannot be deleted). */
  replyId: number | null;
  lines: string[];
  /** Written by staff (shown on the other side from the learner's). */
  staff: boolean;
  author: UserBrief | null;
  time: string;
}

/**
 * The conversation in order: the ticket's text (the learner's, unless staff opened it on their
 * behalf), then the replies as the server lists them (oldest first).
 */
export function conversationOf(
  ticket: Pick<TicketRow, 'id' | 'body' | 'owner_info' | 'creator_info' | 'creation_time'> &
    Partial<Pick<TicketRow, 'replies_info'>>,
): TicketMessage[] {
  const openedByStaff = Boolean(
    ticket.creator_info && ticket.owner_info && ticket.creator_info.id !== ticket.owner_info.id,
  );
  return [
    {
      key: `ticket-${ticket.id}`,
      replyId: null,
      lines: bodyLines(ticket.body),
      staff: openedByStaff,
      author: ticket.creator_info ?? ticket.owner_info,
      time: ticket.creation_time,
    },
    ...(ticket.replies_info ?? []).map((reply) => ({
      key: `reply-${reply.id}`,
      replyId: reply.id,
      lines: bodyLines(reply.body),
      staff: reply.is_staff,
      author: reply.creator_info,
      time: reply.creation_time,
    })),
  ];
}

/** What the reply form sends (PUT mma/tickets/{id}/reply): the text trimmed, or an error key. */
export function validateReply(values: { body?: unknown }): Record<string, string> {
  return typeof values.body === 'string' && values.body.trim()
    ? {}
    : { body: 'app.tickets.reply.required' };
}

export function replyPayload(values: { body?: unknown }): { body: string } {
  return { body: typeof values.body === 'string' ? values.body.trim() : '' };
}
