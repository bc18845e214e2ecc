import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { pageDialectQuery, withPageDialectLists } from './StoreListsProvider';

const params = {
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'sellable_price', order: 'DESC' as const },
  filter: { q: 'کتاب', store_category: 3, is_physical: 'true' },
};

describe('store lists in the page dialect', () => {
  it('asks with search, filters, ordering and paging instead of react-admin’s sort', () => {
    const query = new URLSearchParams(pageDialectQuery(params));
    expect(Object.fromEntries(query)).toEqual({
      search: 'کتاب',
      store_category: '3',
      is_physical: 'true',
      ordering: '-sellable_price',
      page: '2',
      per_page: '25',
    });
    expect(query.has('sort')).toBe(false);
  });

  it('answers products and packages from results/count; other resources as before', async () => {
    const action = vi.fn().mockResolvedValue({ results: [{ id: 7 }], count: 31 });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const getOne = vi.fn();
    const provider = withPageDialectLists({ action, getList, getOne } as unknown as DataProvider);
    expect(await provider.getList('store/product', params)).toEqual({
      data: [{ id: 7 }],
      total: 31,
    });
    expect(action.mock.calls[0][0]).toMatch(/^store\/products\?search=/);
    expect(action.mock.calls[0][1]).toBe('GET');
    await provider.getList('store/package', params);
    expect(action.mock.calls[1][0]).toMatch(/^store\/packages\?/);
    await provider.getList('store/category', params);
    expect(getList).toHaveBeenCalledWith('store/category', params);
    expect(provider.getOne).toBe(getOne);
  });
});
