import { describe, expect, it } from 'vitest';
import {
  leadingCrumbs,
  pageKey,
  placeBody,
  readPageValue,
  sameTitle,
  withoutOpeningHeading,
  type PageValue,
} from './pageSetting';

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
  describe('a page that owns its h1 says its title once', () => {
    const row = (...names: string[]) => ({
      row: { cols: names.map((name) => ({ widgets: [{ name }] })) },
    });
    const isCrumbs = (w: { name: string }) => w.name === 'Breadcrumbs';
    it('draws the breadcrumbs rows it starts with above the h1, and no others', () => {
      expect(leadingCrumbs([row('Breadcrumbs'), row('FAQ'), row('Breadcrumbs')], isCrumbs)).toBe(1);
      expect(leadingCrumbs([row('Breadcrumbs', 'FAQ'), row('Breadcrumbs')], isCrumbs)).toBe(0);
      expect(leadingCrumbs([{ body: true }, row('Breadcrumbs')], isCrumbs)).toBe(0);
      expect(leadingCrumbs([], isCrumbs)).toBe(0);
    });
    it('reads a title as the same whatever its spaces, half-spaces and Arabic letters', () => {
      expect(sameTitle('پرسش‌های پرتکرار', ' پرسش های  پرتكرار ')).toBe(true);
      expect(sameTitle('درباره ما', 'درباره دانش‌سرا')).toBe(false);
      expect(sameTitle('', '')).toBe(false);
    });
    it("drops a text's opening heading only when it says the page's title", () => {
      const rules = '<h2>قوانین و مقررات</h2><ol><li>یک</li></ol>';
      expect(withoutOpeningHeading(rules, 'قوانین و مقررات')).toBe('<ol><li>یک</li></ol>');
      expect(withoutOpeningHeading(rules, 'درباره ما')).toBe(rules);
      // only the heading that opens the text, with its inner markup read as text
      expect(withoutOpeningHeading('<p>x</p><h2>قوانین و مقررات</h2>', 'قوانین و مقررات')).toBe(
        '<p>x</p><h2>قوانین و مقررات</h2>',
      );
      expect(withoutOpeningHeading(' <H3 class="t"><b>درباره</b> ما</H3><p>x</p>', 'درباره ما')).toBe(
        '<p>x</p>',
      );
      expect(withoutOpeningHeading('قوانین و مقررات', 'قوانین و مقررات')).toBe('قوانین و مقررات');
    });
  });
});
