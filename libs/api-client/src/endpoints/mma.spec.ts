import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';

type Call = { url: string; init: RequestInit };

function fakeApi(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { api: createApiClient({ fetch }), calls };
}

const emptyPage = {
  results: [],
  count: 0,
  current: 1,
  per_page: 10,
  num_pages: 0,
  next: null,
  previous: null,
};

describe('mma api', () => {
  it('lists my invoice tickets in the page dialect with the named filters', async () => {
    const { api, calls } = fakeApi(emptyPage);
    await api.mma.listTickets({ owner: 5, source_type: 'INVOICE', page: 2 });
    expect(calls[0].url).toBe('/api/mma/tickets?owner=5&source_type=INVOICE&page=2&per_page=10');
  });

  it('opens a help ticket about an invoice', async () => {
    const { api, calls } = fakeApi({ id: 3, status: 'OPENED' }, 201);
    const ticket = await api.mma.createTicket({
      title: 'درخواست مساعدت',
      body: 'سه قسط',
      source_type: 'INVOICE',
      source_id: 12,
    });
    expect(ticket.id).toBe(3);
    expect(calls[0].url).toBe('/api/mma/tickets');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      title: 'درخواست مساعدت',
      body: 'سه قسط',
      source_type: 'INVOICE',
      source_id: 12,
    });
  });

  it('sends a ticket with a file as multipart, and lists the categories of a type', async () => {
    const { api, calls } = fakeApi({ id: 4, status: 'OPENED' }, 201);
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await api.mma.createTicket({ title: 'پرسش', body: 'متن', category: 2, attachment: file });
    const sent = calls[0].init.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('category')).toBe('2');
    expect((sent as FormData).get('attachment')).toBeInstanceOf(Blob);
    await api.mma.ticketCategories('EDUCATIONAL');
    expect(calls[1].url).toBe('/api/mma/categories?type=EDUCATIONAL');
  });

  it('replies and closes with PUT', async () => {
    const { api, calls } = fakeApi({ id: 3 });
    await api.mma.replyTicket(3, 'ممنون');
    await api.mma.closeTicket(3);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['PUT', '/api/mma/tickets/3/reply'],
      ['PUT', '/api/mma/tickets/3/close'],
    ]);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ body: 'ممنون' });
  });

  it('gives the Persian refusal of a closed ticket as an ApiError', async () => {
    const { api } = fakeApi({ detail: 'این درخواست بسته شده است و پاسخ نمی‌پذیرد.' }, 409);
    await expect(api.mma.replyTicket(3, 'سلام')).rejects.toMatchObject({
      status: 409,
      message: 'این درخواست بسته شده است و پاسخ نمی‌پذیرد.',
    });
  });
});
