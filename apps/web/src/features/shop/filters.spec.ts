import type { StoreCategoryRow } from '@daneshsara/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  categorySubtree,
  clearFilters,
  DEFAULT_SHOP_FILTERS,
  findCategoryPath,
  packageQuery,
  productQuery,
  readShopFilters,
  shopSearchParams,
  shopUrl,
  withFilters,
} from './filters';

const tree: StoreCategoryRow[] = [
  {
    id: 1,
    title: 'کتاب',
    parent: null,
    children: [
      { id: 2, title: 'فلسفه و کلام', parent: 1, children: [] },
      {
        id: 3,
        title: 'تاریخ',
        parent: 1,
        children: [{ id: 7, title: 'تاریخ اسلام', parent: 3, children: [] }],
      },
    ],
  },
  { id: 5, title: 'محصولات صوتی و تصویری', parent: null, children: [] },
];

const read = (query: string) => readShopFilters(new URLSearchParams(query));

describe('shop filters in the URL', () => {
  it('an empty URL is the default list (best selling, first page)', () => {
    expect(read('')).toEqual(DEFAULT_SHOP_FILTERS);
    expect(shopSearchParams(DEFAULT_SHOP_FILTERS).toString()).toBe('');
    expect(shopUrl()).toBe('/shop');
  });

  it('reads every filter and writes it back the same way', () => {
    const query =
      'tab=packages&q=%D9%81%D9%84%D8%B3%D9%81%D9%87&category=2&type=BOOK%2CCD&edition=physical&media=VIDEO&min=100000&max=900000&stock=1&sort=LEAST_EXPENSIVE&page=3';
    const filters = read(query);
    expect(filters).toEqual({
      tab: 'packages',
      category: 2,
      types: ['CD', 'BOOK'],
      edition: 'physical',
      media: ['VIDEO'],
      minPrice: 100_000,
      maxPrice: 900_000,
      inStock: true,
      sort: 'LEAST_EXPENSIVE',
      search: 'فلسفه',
      page: 3,
    });
    expect(read(shopSearchParams(filters).toString())).toEqual(filters);
  });

  it('drops what it does not know and mends a reversed price range', () => {
    expect(read('category=abc&type=BOOK,VINYL&sort=RANDOM&page=0&edition=x&media=SMELL')).toEqual({
      ...DEFAULT_SHOP_FILTERS,
      types: ['BOOK'],
    });
    expect(read('min=900000&max=100000')).toMatchObject({ minPrice: 100_000, maxPrice: 900_000 });
    expect(read('min=0').minPrice).toBeNull();
  });

  it('a changed filter goes back to page one; clearing keeps the tab, sort and search', () => {
    const filters = read('category=2&page=4&sort=MOST_EXPENSIVE&q=x&stock=1');
    expect(withFilters(filters, { inStock: false }).page).toBe(1);
    expect(withFilters(filters, { page: 5 }).page).toBe(5);
    expect(activeFilterCount(filters)).toBe(2);
    expect(clearFilters(filters)).toEqual({
      ...DEFAULT_SHOP_FILTERS,
      sort: 'MOST_EXPENSIVE',
      search: 'x',
    });
  });

  it('a category stands for its whole subtree', () => {
    expect(categorySubtree(tree, 1)).toEqual([1, 2, 3, 7]);
    expect(categorySubtree(tree, 3)).toEqual([3, 7]);
    expect(categorySubtree(tree, 99)).toEqual([99]);
    expect(findCategoryPath(tree, 7).map((c) => c.title)).toEqual(['کتاب', 'تاریخ', 'تاریخ اسلام']);
  });

  it('turns the filters into the API query', () => {
    const filters = read(
      'category=1&type=BOOK&edition=virtual&media=SOUND&min=1000&max=5000&stock=1&page=2',
    );
    expect(productQuery(filters, tree)).toEqual({
      page: 2,
      per_page: 12,
      search: undefined,
      sort: 'BEST_SELLING',
      store_category__in: [1, 2, 3, 7],
      sellable_price__gte: 1000,
      sellable_price__lt: 5001,
      inventory__gte: 1,
      is_physical: false,
      physical_type__in: ['BOOK'],
      medias__type__in: ['SOUND'],
    });
    const pkg = packageQuery(filters, tree);
    expect(pkg).not.toHaveProperty('physical_type__in');
    expect(pkg.store_category__in).toEqual([1, 2, 3, 7]);
    expect(productQuery(DEFAULT_SHOP_FILTERS, undefined)).toMatchObject({
      store_category__in: undefined,
      inventory__gte: undefined,
      is_physical: undefined,
    });
  });
});
