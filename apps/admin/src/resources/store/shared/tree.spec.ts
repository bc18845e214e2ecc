import { describe, expect, it } from 'vitest';
import { categoryChoices, flattenCategoryTree, subtreeIds, type CategoryNode } from './tree';

// The demo tree (seed/store.seed.ts) plus one grandchild, in id order as the API lists them.
const rows: CategoryNode[] = [
  { id: 1, title: 'کتاب', parent: null },
  { id: 2, title: 'فلسفه و کلام', parent: 1 },
  { id: 3, title: 'تاریخ', parent: 1 },
  { id: 4, title: 'اخلاق', parent: 1 },
  { id: 5, title: 'محصولات صوتی و تصویری', parent: null },
  { id: 6, title: 'جزوه و نشریه', parent: null },
  { id: 7, title: 'تاریخ معاصر', parent: 3 },
];

const view = (list: ReturnType<typeof flattenCategoryTree>) =>
  list.map((f) => `${'  '.repeat(f.depth)}${f.row.title}`);

describe('category tree', () => {
  it('puts children under their parent, indented, siblings by title', () => {
    expect(view(flattenCategoryTree(rows))).toEqual([
      'جزوه و نشریه',
      'کتاب',
      '  اخلاق',
      '  تاریخ',
      '    تاریخ معاصر',
      '  فلسفه و کلام',
      'محصولات صوتی و تصویری',
    ]);
  });

  it('knows each row’s path and how many children it has', () => {
    const flat = flattenCategoryTree(rows);
    const history = flat.find((f) => f.row.id === 3);
    expect(history?.path).toEqual(['کتاب', 'تاریخ']);
    expect(history?.childCount).toBe(1);
    expect(flat.find((f) => f.row.id === 1)?.childCount).toBe(3);
    expect(flat.find((f) => f.row.id === 7)?.depth).toBe(2);
  });

  it('shows a row whose parent is not in the list (a search hit) as a root', () => {
    const hits = rows.filter((r) => r.title.startsWith('تاریخ'));
    expect(view(flattenCategoryTree(hits))).toEqual(['تاریخ', '  تاریخ معاصر']);
  });

  it('never loops on bad data and loses no row', () => {
    const looped: CategoryNode[] = [
      { id: 1, title: 'الف', parent: 2 },
      { id: 2, title: 'ب', parent: 1 },
      { id: 3, title: 'ج', parent: 3 },
    ];
    const flat = flattenCategoryTree(looped);
    expect(flat.map((f) => f.row.id).sort()).toEqual([1, 2, 3]);
  });

  it('offers as parent anything but the category itself and what is under it', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3, 4, 7]);
    expect([...subtreeIds(rows, 3)].sort()).toEqual([3, 7]);
    const choices = categoryChoices(rows, 3);
    expect(choices.map((c) => c.id)).not.toContain(3);
    expect(choices.map((c) => c.id)).not.toContain(7);
    expect(choices.find((c) => c.id === 2)).toEqual({
      id: 2,
      name: 'کتاب › فلسفه و کلام',
      depth: 1,
    });
    expect(categoryChoices(rows).map((c) => c.id)).toHaveLength(7);
  });
});
