import { describe, expect, it } from 'vitest';
import { ApiError, networkError, type AnswerBookRow } from '@daneshsara/api-client';
import {
  clockLabel,
  clockOffsetMs,
  deadlineMs,
  examFileError,
  examFlags,
  objectionText,
  parseScore,
  saveRefusal,
  secondsLeft,
} from './model';

const book = (start: string | null, minutes: number, end: string | null) =>
  ({
    attending_start_time: start,
    test_info: { duration_deadline: minutes, end_time: end },
  }) as unknown as Pick<AnswerBookRow, 'attending_start_time' | 'test_info'>;

describe('the countdown runs on the server clock', () => {
  it('ends at start + duration, or at the test end when that comes first', () => {
    const start = '2026-11-24T10:00:00.000Z';
    expect(deadlineMs(book(start, 45, '2026-11-24T12:00:00.000Z'))).toBe(Date.parse('2026-11-24T10:45:00.000Z'));
    expect(deadlineMs(book(start, 45, '2026-11-24T10:20:00.000Z'))).toBe(Date.parse('2026-11-24T10:20:00.000Z'));
    expect(deadlineMs(book(null, 45, null))).toBeNull();
  });

  it('counts from the server time, whatever the browser clock says', () => {
    // The browser is 10 minutes fast: local now = server now + 600 s.
    const server = '2026-11-24T10:30:00.000Z';
    const localAtFetch = Date.parse(server) + 600_000;
    const offset = clockOffsetMs(server, localAtFetch);
    const deadline = Date.parse('2026-11-24T10:45:00.000Z');
    expect(secondsLeft(deadline, offset, localAtFetch)).toBe(15 * 60);
    expect(secondsLeft(deadline, offset, localAtFetch + 60_000)).toBe(14 * 60);
    expect(secondsLeft(deadline, offset, localAtFetch + 3_600_000)).toBe(0);
  });

  it('reads minutes and seconds in Persian digits', () => {
    expect(clockLabel(125)).toBe('۰۲:۰۵');
    expect(clockLabel(3725)).toBe('۱:۰۲:۰۵');
    expect(clockLabel(-3)).toBe('۰۰:۰۰');
  });
});

describe('what the learner sees', () => {
  it("takes the book's flags once there is a book, else the test's", () => {
    const off = { is_enabled_attending: false, is_enabled_continuing: false, is_enabled_objecting: false, is_enabled_viewing: false };
    const test = { ...off, is_enabled_attending: true };
    expect(examFlags(test, null).is_enabled_attending).toBe(true);
    const b = { ...off, is_enabled_continuing: true };
    expect(examFlags(test, b)).toEqual(b);
  });

  it('refuses a score above the mark, reads Persian digits', () => {
    expect(parseScore('۲٫۵', 3)).toBe(2.5);
    expect(parseScore('3', 3)).toBe(3);
    expect(parseScore('3.5', 3)).toBeNull();
    expect(parseScore('-1', 3)).toBeNull();
    expect(parseScore('abc', 3)).toBeNull();
  });

  it('takes images for a question and a PDF for the whole test, at most 10 MB', () => {
    expect(examFileError({ size: 1000, type: 'image/png' }, 'image')).toBeNull();
    expect(examFileError({ size: 1000, type: 'application/pdf' }, 'image')).toMatch('تصویری');
    expect(examFileError({ size: 11 * 1024 * 1024, type: 'application/pdf' }, 'pdf')).toMatch('۱۰ مگابایت');
  });

  it('writes an objection as one reason per question, blanks left out', () => {
    expect(
      objectionText([
        { n: 1, reason: ' پاسخ من درست بود ' },
        { n: 2, reason: '  ' },
        { n: 3, reason: 'بارم اشتباه است' },
      ]),
    ).toBe('سوال ۱: پاسخ من درست بود\nسوال ۳: بارم اشتباه است');
  });

  it('leaves the sitting on a refusal that closes the book, keeps it on a lost answer or bad input', () => {
    expect(saveRefusal(new ApiError(409, 'مهلت پاسخگویی به پایان رسیده است.'))).toEqual({
      message: 'مهلت پاسخگویی به پایان رسیده است.',
      closes: true,
    });
    expect(saveRefusal(new ApiError(400, 'یکی از گزینه‌ها را انتخاب کنید.')).closes).toBe(false);
    expect(saveRefusal(networkError()).closes).toBe(false);
  });
});
