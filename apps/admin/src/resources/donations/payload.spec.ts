import { describe, expect, it } from 'vitest';
import { createDataProvider, toFormData } from '../../providers/dataProvider';
import { DONATION_CATEGORIES_PATH, DONATIONS_PATH } from './api';
import { toDonationCategoryPayload, toDonationPayload } from './payload';

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kheyr.png', {
  type: 'image/png',
});
const picked = { rawFile: png, src: 'blob:local', title: 'kheyr.png' };

describe('donation payloads', () => {
  it('keeps the editable fields, trims text and keeps a stored picture untouched', () => {
    expect(
      toDonationPayload({
        id: 3,
        title: ' آبرسانی ',
        category: 2,
        category_info: { id: 2, title: 'عمومی' },
        summary: '',
        description: 'شرح',
        thumbnail: '/uploads/x.png',
        is_active: true,
        collected_amount: 10,
      }),
    ).toEqual({
      title: 'آبرسانی',
      category: 2,
      summary: null,
      description: 'شرح',
      is_active: true,
    });
  });

  it('passes a new picture on and sends null to remove one', () => {
    expect(toDonationCategoryPayload({ title: 'عمومی', thumbnail: picked }).thumbnail).toBe(picked);
    expect(toDonationCategoryPayload({ title: 'عمومی', thumbnail: null })).toEqual({
      title: 'عمومی',
      description: null,
      thumbnail: null,
    });
  });
});

describe('multipart body', () => {
  it('has file parts for picked files and text for the rest', () => {
    const form = toFormData({
      title: 'عمومی',
      description: null,
      is_active: false,
      category: 4,
      thumbnail: picked,
      tags: ['a', 'b'],
      skipped: undefined,
    });
    expect(form.get('title')).toBe('عمومی');
    expect(form.get('description')).toBe('');
    expect(form.get('is_active')).toBe('false');
    expect(form.get('category')).toBe('4');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.has('skipped')).toBe(false);
    expect((form.get('thumbnail') as File).name).toBe('kheyr.png');
  });

  it('leaves out a file field still holding its URL', () => {
    const form = toFormData({ title: 'x', thumbnail: '/uploads/a.png' }, ['thumbnail']);
    expect(form.has('thumbnail')).toBe(false);
  });
});

describe('dataProvider with a picture', () => {
  function setup() {
    const calls: { url: string; init: RequestInit }[] = [];
    const provider = createDataProvider({
      paths: { 'donation-categories': DONATION_CATEGORIES_PATH, donations: DONATIONS_PATH },
      getToken: () => 'tok',
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return new Response(JSON.stringify({ id: 9, title: 'عمومی' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    return { provider, calls };
  }

  it('creates with multipart when a file was picked', async () => {
    const { provider, calls } = setup();
    const result = await provider.create('donation-categories', {
      data: toDonationCategoryPayload({ title: 'عمومی', description: 'd', thumbnail: picked }),
    });
    expect(result.data.id).toBe(9);
    expect(calls[0].url).toBe('/api/dma/donations/categories');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBeInstanceOf(FormData);
    const headers = new Headers(calls[0].init.headers);
    // The browser writes the multipart Content-Type with its boundary; we must not set JSON.
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('updates with JSON when no file was picked', async () => {
    const { provider, calls } = setup();
    await provider.update('donations', {
      id: 9,
      data: toDonationPayload({ title: 'آبرسانی', category: 1, thumbnail: '/uploads/a.png' }),
      previousData: { id: 9 },
    });
    expect(calls[0].url).toBe('/api/dma/donations/9');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      title: 'آبرسانی',
      category: 1,
      summary: null,
      description: null,
      is_active: true,
    });
  });

  it('updates with multipart PUT when a new picture was picked', async () => {
    const { provider, calls } = setup();
    await provider.update('donations', {
      id: 9,
      data: toDonationPayload({ title: 'آبرسانی', category: 1, thumbnail: picked }),
      previousData: { id: 9 },
    });
    expect(calls[0].init.method).toBe('PUT');
    const body = calls[0].init.body as FormData;
    expect((body.get('thumbnail') as File).type).toBe('image/png');
    expect(body.get('category')).toBe('1');
  });

  it('sends a custom action as JSON or multipart', async () => {
    const { provider, calls } = setup();
    await provider.action('accounting/payments/5/reject_withdraw', 'PUT', { description: 'x' });
    expect(calls[0].url).toBe('/api/accounting/payments/5/reject_withdraw');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/json');
    const form = new FormData();
    form.append('description', 'y');
    await provider.action('/accounting/payments/5/confirm_withdraw', 'PUT', form);
    expect(calls[1].url).toBe('/api/accounting/payments/5/confirm_withdraw');
    expect(calls[1].init.body).toBe(form);
    await provider.action('accounting/invoices/3/cancel');
    expect(calls[2].init.method).toBe('PUT');
    expect(calls[2].init.body).toBeUndefined();
  });
});
