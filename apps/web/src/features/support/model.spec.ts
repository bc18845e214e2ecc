import type { TicketRow } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import {
  canReply,
  htmlBodyToLines,
  htmlBodyToText,
  readTicketFilter,
  ticketConversation,
  ticketFilterParams,
  unescapeEntities,
} from './model';

describe('htmlBodyToLines', () => {
  it('splits on <br> in its spellings', () => {
    expect(htmlBodyToLines('سلام<br>خط دوم<BR/>خط سوم<br />پایان')).toEqual([
      'سلام',
      'خط دوم',
      'خط سوم',
      'پایان',
    ]);
  });

  it('keeps a blank line between paragraphs but trims blank lines at both ends', () => {
    expect(htmlBodyToLines('<br>یک<br><br>دو<br><br>')).toEqual(['یک', '', 'دو']);
  });

  it('unescapes what the server escaped, giving text and never markup', () => {
    expect(
      htmlBodyToLines('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;ok&#39;'),
    ).toEqual(['<script>alert("x")</script> & \'ok\'']);
  });

  it('unescapes once: an escaped entity stays an entity in the text', () => {
    expect(htmlBodyToLines('&amp;lt;b&amp;gt;')).toEqual(['&lt;b&gt;']);
  });

  it('drops real tags from older rows and ends a line at a closing block', () => {
    expect(
      htmlBodyToLines('<p>پاراگراف <strong>مهم</strong></p><p>دوم</p><img src=x onerror=alert(1)>'),
    ).toEqual(['پاراگراف مهم', 'دوم']);
  });

  it('reads a plain newline as a line break too', () => {
    expect(htmlBodyToLines('یک\r\nدو\nسه')).toEqual(['یک', 'دو', 'سه']);
  });

  it('answers no lines for nothing', () => {
    expect(htmlBodyToLines('')).toEqual([]);
    expect(htmlBodyToLines(null)).toEqual([]);
    expect(htmlBodyToText('الف<br>ب')).toBe('الف\nب');
  });
});

describe('unescapeEntities', () => {
  it('reads decimal and hex references and leaves unknown or broken ones as written', () => {
    expect(unescapeEntities('&#1587;&#x644;&#X627;&#x645;')).toBe('سلام');
    expect(unescapeEntities('&nbsp;&apos;')).toBe("\u00a0'");
    expect(unescapeEntities('&copy; &#0; &#xD800; & x')).toBe('&copy; &#0; &#xD800; & x');
  });
});

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  firstname: null,
  lastname: null,
  mobile_number: null,
  national_code: null,
});

describe('ticketConversation', () => {
  const ticket: Pick<
    TicketRow,
    'id' | 'body' | 'owner' | 'creator_info' | 'creation_time' | 'replies_info'
  > = {
    id: 4,
    body: 'امکان پرداخت<br>در سه قسط را دارم.',
    owner: 7,
    creator_info: person(7, 'سارا'),
    creation_time: '2026-01-01T08:00:00.000Z',
    replies_info: [
      {
        id: 12,
        body: 'ممنون',
        is_staff: false,
        creator_info: person(7, 'سارا'),
        creation_time: '2026-01-02T08:00:00.000Z',
      },
      {
        id: 11,
        body: 'پیشنهاد ثبت شد.',
        is_staff: true,
        creator_info: person(9, 'رضا'),
        creation_time: '2026-01-01T09:00:00.000Z',
      },
    ],
  };

  it('starts with the ticket body and follows with the replies, oldest first', () => {
    const chat = ticketConversation(ticket);
    expect(chat.map((m) => m.key)).toEqual(['ticket-4', 'reply-11', 'reply-12']);
    expect(chat[0]).toMatchObject({ staff: false, lines: ['امکان پرداخت', 'در سه قسط را دارم.'] });
    expect(chat[1]).toMatchObject({ staff: true, lines: ['پیشنهاد ثبت شد.'] });
  });

  it('marks a ticket staff opened for the learner as a staff message', () => {
    const chat = ticketConversation({
      ...ticket,
      creator_info: person(9, 'رضا'),
      replies_info: [],
    });
    expect(chat[0].staff).toBe(true);
  });
});

describe('ticket filters and status', () => {
  it('maps each filter to the list params', () => {
    expect(ticketFilterParams('waiting')).toEqual({ status__in: ['OPENED', 'USER_REPLIED'] });
    expect(ticketFilterParams('answered')).toEqual({ status: 'ADMIN_REPLIED' });
    expect(ticketFilterParams('closed')).toEqual({ status: 'CLOSED' });
    expect(ticketFilterParams('all')).toEqual({});
    expect(readTicketFilter('nonsense')).toBe('all');
    expect(readTicketFilter('closed')).toBe('closed');
  });

  it('takes replies until the ticket is closed', () => {
    expect(canReply('ADMIN_REPLIED')).toBe(true);
    expect(canReply('CLOSED')).toBe(false);
  });
});
