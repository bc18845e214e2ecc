import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http';
import { createLmaExamsApi } from './lmaExams';

describe('a test answer', () => {
  it('goes as multipart and, when the answer is lost, is sent again with the same key', async () => {
    const seen: { url: string; key: string | null; body: FormData }[] = [];
    let failures = 1;
    const fn = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({
        url: String(url),
        key: new Headers(init?.headers).get('idempotency-key'),
        body: init?.body as FormData,
      });
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return new Response('{"id":5}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const exams = createLmaExamsApi(createHttpClient({ fetch: fn }));
    const image = new Blob(['png'], { type: 'image/png' });
    const row = await exams.submitAnswer({ answer_book: 3, test_question: 9, answer_text: 'پاسخ', answer_attachment: image });
    expect(row).toEqual({ id: 5 });
    expect(seen.map((s) => s.url)).toEqual(['/api/lma/answer_sheets', '/api/lma/answer_sheets']);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(seen[1].key).toBe(seen[0].key);
    const form = seen[1].body;
    expect(form.get('answer_book')).toBe('3');
    expect(form.get('test_question')).toBe('9');
    expect(form.get('answer_text')).toBe('پاسخ');
    expect(form.get('answer_attachment')).toBeInstanceOf(Blob);
    expect(form.has('answer_choice_index')).toBe(false);
  });

  it('lists books with the filters the screens send, WAITING_FOR_GRADING as a status', async () => {
    const urls: string[] = [];
    const fn = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response('{"results":[],"count":0}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const exams = createLmaExamsApi(createHttpClient({ fetch: fn }));
    await exams.listAnswerBooks({ test__classroom: 4, status: 'WAITING_FOR_GRADING', page: 2, per_page: 12 });
    await exams.listAnswerBooks({ test__classroom: 4, status: 'GRADING', grader: 12 });
    expect(urls[0]).toBe('/api/lma/answer_books?test__classroom=4&status=WAITING_FOR_GRADING&page=2&per_page=12');
    expect(urls[1]).toBe('/api/lma/answer_books?test__classroom=4&grader=12&status=GRADING&page=1&per_page=10');
  });
});
