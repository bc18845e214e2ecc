import { describe, expect, it } from 'vitest';
import { listHasPages, listHasRows } from './listRows';

describe('listRows', () => {
  it('takes an uncounted list with rows for a list with rows, and an empty one for empty', () => {
    expect(listHasRows({ total: undefined, data: [{ id: 1 }] })).toBe(true);
    expect(listHasRows({ total: undefined, data: [] })).toBe(false);
    expect(listHasRows({ total: 0, data: [] })).toBe(false);
    expect(listHasRows({ total: 3, data: [{ id: 1 }] })).toBe(true);
  });

  it('pages an uncounted list while it has a next page or is past the first', () => {
    expect(listHasPages({ total: undefined, perPage: 10, page: 1, hasNextPage: true })).toBe(true);
    expect(listHasPages({ total: undefined, perPage: 10, page: 3, hasNextPage: false })).toBe(true);
    expect(listHasPages({ total: undefined, perPage: 10, page: 1, hasNextPage: false })).toBe(false);
    expect(listHasPages({ total: 10, perPage: 10, page: 1 })).toBe(false);
    expect(listHasPages({ total: 11, perPage: 10, page: 1 })).toBe(true);
  });
});
