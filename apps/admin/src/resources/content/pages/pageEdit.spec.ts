import { describe, expect, it } from 'vitest';
import { readPageValue } from '@daneshsara/domain';
import {
  editWidget,
  emptySection,
  move,
  newWidget,
  pageOfKey,
  removeAt,
  storedValue,
} from './pageEdit';

describe('page editor edits', () => {
  it('moves, removes and keeps the list when a move goes past an end', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('a FAQ starts with one question to fill; options land on the right widget; the stored text reads back', () => {
    const section = emptySection();
    section.data.rows[0].cols[0].widgets.push(newWidget('FAQ'), newWidget('TextWidget'));
    expect(section.data.rows[0].cols[0].widgets[0].options).toEqual({ items: [{}] });
    const page = editWidget({ sections: [section], seo: { title: 'پرسش‌ها' } }, 0, 0, 0, 1, {
      html: '<p>سلام</p>',
    });
    expect(page.sections[0].data.rows[0].cols[0].widgets[1]).toEqual({
      name: 'TextWidget',
      options: { html: '<p>سلام</p>' },
    });
    expect(readPageValue(storedValue(page))).toMatchObject({
      sections: page.sections,
      seo: { title: 'پرسش‌ها' },
    });
  });

  it('reads the route and landing slug a setting key names (the settings screen opens the editor on it)', () => {
    expect(pageOfKey('route_name:Public.FAQ')).toEqual({ route: 'Public.FAQ', slug: '' });
    expect(pageOfKey('route_name:Landing-params:{"slug":"nowruz"}')).toEqual({
      route: 'Landing',
      slug: 'nowruz',
    });
    expect(pageOfKey('LastWebVersion')).toBeNull();
    expect(pageOfKey('route_name:Landing-params:{bad')).toBeNull();
    expect(pageOfKey(null)).toBeNull();
  });
});
