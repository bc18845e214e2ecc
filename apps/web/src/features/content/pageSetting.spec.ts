import { describe, expect, it } from 'vitest';
import { pageKey, placeBody, readPageValue, type PageValue } from './pageSetting';

describe('page settings as pages', () => {
  it('reads a JSON string or an object, and drops what is malformed', () => {
    const page = {
      sections: [
        { data: { rows: [{ cols: [{ widgets: [{ name: 'FAQ' }, { nope: 1 }] }, 'x'] }] } },
        { bad: true },
      ],
      seo: { title: 'پرسش‌ها' },
    };
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
    expect(pageKey('Landing', { slug: 'nowruz' })).toBe(
      'route_name:Landing-params:{"slug":"nowruz"}',
    );
  });
  describe("a route's own body among its composed sections", () => {
    const w = (name: string) => ({ name });
    const page = (...rows: string[][]): PageValue => ({
      sections: [
        {
          data: { rows: rows.map((names) => ({ cols: names.map((n) => ({ widgets: [w(n)] })) })) },
        },
      ],
    });
    const names = (parts: ReturnType<typeof placeBody>) =>
      parts.map((p) =>
        'body' in p ? 'BODY' : p.row.cols.flatMap((c) => c.widgets.map((x) => x.name)).join('+'),
      );
    it('stands where the page places its widget, drawn once', () => {
      expect(
        names(
          placeBody(page(['Banner'], ['PostList'], ['TextWidget'], ['PostList']), ['PostList']),
        ),
      ).toEqual(['Banner', 'BODY', 'TextWidget']);
      // A row that holds it keeps its other widgets, after the body.
      expect(
        names(
          placeBody(page(['Breadcrumbs', 'ContentList', 'FAQ']), [
            'ContentCategoryList',
            'ContentList',
          ]),
        ),
      ).toEqual(['BODY', 'Breadcrumbs+FAQ']);
    });
    it('follows the sections when the page does not place it, and is left out of a page without one', () => {
      expect(names(placeBody(page(['Banner'], ['TextWidget']), ['PostList']))).toEqual([
        'Banner',
        'TextWidget',
        'BODY',
      ]);
      expect(names(placeBody({ sections: [] }, []))).toEqual(['BODY']);
      expect(names(placeBody(page(['Banner'], ['PostList'])))).toEqual(['Banner', 'PostList']);
    });
    it('leaves out the widgets the storefront does not draw, and the rows they empty', () => {
      const drawn = (x: { name: string }) => x.name !== 'ContentTopicList';
      expect(
        names(placeBody(page(['ContentShow'], ['ContentTopicList']), ['ContentShow'], drawn)),
      ).toEqual(['BODY']);
    });
  });
});
