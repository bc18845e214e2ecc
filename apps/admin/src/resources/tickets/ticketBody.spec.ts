import { describe, expect, it } from 'vitest';
import { canDeleteReplies } from './access';
import { bodyLines, conversationOf, replyPayload, unescapeHtml, validateReply } from './ticketBody';

/** What the API stores for a text (mma toHtml): escaped, newlines as <br>. */
const toHtml = (text: string) =>
  text
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
    )
    .replace(/\r?\n/g, '<br>');

describe('ticket bodies', () => {
  it('gives back the lines the person wrote, escaped characters as characters', () => {
    const text = 'سلام.\nلطفاً «۳ قسط» & ماهانه <فوری>\n\n"ممنون" \'ها\'';
    expect(bodyLines(toHtml(text))).toEqual([
      'سلام.',
      'لطفاً «۳ قسط» & ماهانه <فوری>',
      '',
      '"ممنون" \'ها\'',
    ]);
  });

  it('never turns escaped markup back into tags it would act on, and decodes once', () => {
    // A learner who typed <script> gets the text "<script>", not a tag (and React prints text).
    expect(bodyLines(toHtml('<script>alert(1)</script>'))).toEqual(['<script>alert(1)</script>']);
    expect(unescapeHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('reads every form of <br>, old paragraph markup and numeric entities', () => {
    expect(bodyLines('یک<br/>دو<BR />سه<br>چهار')).toEqual(['یک', 'دو', 'سه', 'چهار']);
    expect(bodyLines('<p>بند <b>یک</b></p><p>بند دو</p>')).toEqual(['بند یک', 'بند دو']);
    expect(bodyLines('&#1587;&#x644;&#x627;&#x645;&nbsp;!')).toEqual(['سلام\u00a0!']);
    expect(unescapeHtml('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });

  it('trims blank lines at either end and copes with nothing', () => {
    expect(bodyLines('<br><br>متن<br>  <br>')).toEqual(['متن']);
    expect(bodyLines('')).toEqual([]);
    expect(bodyLines(null)).toEqual([]);
  });
});

describe('conversation', () => {
  const learner = {
    id: 7,
    firstname: 'محمد',
    lastname: 'اندیشه‌جو',
    full_name: 'محمد اندیشه‌جو',
    mobile_number: '09120000001',
    national_code: null,
  };
  const finance = { ...learner, id: 9, full_name: 'رضا محمدی' };
  const ticket = {
    id: 3,
    body: 'مبلغ زیاد است<br>قسطی شود',
    owner_info: learner,
    creator_info: learner,
    creation_time: '2026-01-01T08:00:00.000Z',
    replies_info: [
      {
        id: 11,
        body: 'پیشنهاد اقساط ثبت شد',
        is_staff: true,
        creator_info: finance,
        creation_time: '2026-01-01T09:00:00.000Z',
      },
      {
        id: 12,
        body: 'ممنون',
        is_staff: false,
        creator_info: learner,
        creation_time: '2026-01-01T10:00:00.000Z',
      },
    ],
  };

  it('starts with the ticket text, then the replies in order, staff marked', () => {
    const messages = conversationOf(ticket);
    expect(messages.map((m) => [m.replyId, m.staff, m.author?.full_name, m.lines])).toEqual([
      [null, false, 'محمد اندیشه‌جو', ['مبلغ زیاد است', 'قسطی شود']],
      [11, true, 'رضا محمدی', ['پیشنهاد اقساط ثبت شد']],
      [12, false, 'محمد اندیشه‌جو', ['ممنون']],
    ]);
    expect(new Set(messages.map((m) => m.key)).size).toBe(3);
  });

  it('shows a ticket staff opened for the learner on the staff side', () => {
    const [first] = conversationOf({ ...ticket, creator_info: finance, replies_info: [] });
    expect(first.staff).toBe(true);
    expect(first.author?.full_name).toBe('رضا محمدی');
  });

  it('works with a list row (no replies sent)', () => {
    const { replies_info: _r, ...row } = ticket;
    expect(conversationOf(row)).toHaveLength(1);
  });
});

describe('reply form', () => {
  it('needs words and sends them trimmed', () => {
    expect(validateReply({ body: '  \n ' })).toEqual({ body: 'app.tickets.reply.required' });
    expect(validateReply({})).toEqual({ body: 'app.tickets.reply.required' });
    expect(validateReply({ body: 'باشد' })).toEqual({});
    expect(replyPayload({ body: '  سطر یک\nسطر دو \n' })).toEqual({ body: 'سطر یک\nسطر دو' });
  });
});

describe('who may delete a reply', () => {
  it('is admin or the superuser, like the API (mma.replies.delete)', () => {
    expect(canDeleteReplies(['admin', 'user'])).toBe(true);
    expect(canDeleteReplies(['superuser'])).toBe(true);
    expect(canDeleteReplies(['financial_department_head', 'user'])).toBe(false);
    expect(canDeleteReplies([])).toBe(false);
    expect(canDeleteReplies(undefined)).toBe(false);
  });
});
