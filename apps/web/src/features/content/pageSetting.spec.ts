import { describe, expect, it } from 'vitest';
import { pageKey, readPageValue } from './pageSetting';

describe('page settings as pages', () => {
  it('reads a JSON string or an object, and drops what is malformed', () => {
    const page = { sections: [{ data: { rows: [{ cols: [{ widgets: [{ name: 'FAQ' }, { nope: 1 }] }, 'x'] }] } }, { bad: true }], seo: { title: 'پرسش‌ها' } };
    for (const value of [page, JSON.stringify(page)]) {
      const read = readPageValue(value);
      expect(read.sections).toHaveLength(1);
      expect(read.sections[0].data.rows[0].cols).toHaveLength(1);
      expect(read.sections[0].data.rows[0].cols[0].widgets).toEqual([{ name: 'FAQ' }]);
      expect(read.seo?.title).toBe('پرسش‌ها');
    }
    expect(readPageValue('{not json').sections).toEqual([]);
    expect(readPageValue(42).sections).toEqual([]);
  });
  it('names the keys as the existing client does', () => {
    expect(pageKey('Public.FAQ')).toBe('route_name:Public.FAQ');
    expect(pageKey('Landing', { slug: 'nowruz' })).toBe('route_name:Landing-params:{"slug":"nowruz"}');
  });
});
