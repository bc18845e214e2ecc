/** A store category as the API lists it (each row also carries its subtree in `children`). */
export interface CategoryNode {
  id: number;
  title: string;
  parent: number | null;
}

export interface FlatCategory<T extends CategoryNode = CategoryNode> {
  row: T;
  /** 0 for a root, 1 for its children ... */
  depth: number;
  /** Titles from the root down to this one. */
  path: string[];
  /** Direct children among the rows given. */
  childCount: number;
}

const byTitle = (a: CategoryNode, b: CategoryNode) =>
  a.title.localeCompare(b.title, 'fa') || a.id - b.id;

/**
 * The categories in tree order (each parent followed by its children, indented by `depth`),
 * siblings by title. A row whose parent is not among the rows (a search hit, a page) is shown as
 * a root; a loop in bad data is cut, never followed forever.
 */
export function flattenCategoryTree<T extends CategoryNode>(rows: readonly T[]): FlatCategory<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const key =
      row.parent !== null && ids.has(row.parent) && row.parent !== row.id ? row.parent : null;
    const list = children.get(key) ?? [];
    list.push(row);
    children.set(key, list);
  }
  for (const list of children.values()) list.sort(byTitle);

  const out: FlatCategory<T>[] = [];
  const seen = new Set<number>();
  const visit = (row: T, depth: number, path: string[]) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    const kids = children.get(row.id) ?? [];
    const here = [...path, row.title];
    out.push({ row, depth, path: here, childCount: kids.length });
    for (const kid of kids) visit(kid, depth + 1, here);
  };
  for (const root of children.get(null) ?? []) visit(root, 0, []);
  // Rows only reachable through a loop (a → b → a): shown as roots so nothing disappears.
  for (const row of [...rows].sort(byTitle)) visit(row, 0, []);
  return out;
}

/** The category and everything under it: what may not become its parent. */
export function subtreeIds(rows: readonly CategoryNode[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent !== null && out.has(row.parent) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

export interface CategoryChoice {
  id: number;
  /** «کتاب › تاریخ»: the whole path, so a picked choice reads clearly in a closed select. */
  name: string;
  depth: number;
}

/** Separator of a category path (mirrored by the browser in right-to-left text). */
export const PATH_SEPARATOR = ' › ';

/**
 * Choices for a category picker in tree order; `exclude` (a category being edited) leaves out it
 * and its descendants, so a parent picked here never makes a cycle.
 */
export function categoryChoices(
  rows: readonly CategoryNode[],
  exclude?: number | null,
): CategoryChoice[] {
  const banned = exclude !== null && exclude !== undefined ? subtreeIds(rows, exclude) : new Set();
  return flattenCategoryTree(rows)
    .filter((f) => !banned.has(f.row.id))
    .map((f) => ({ id: f.row.id, name: f.path.join(PATH_SEPARATOR), depth: f.depth }));
}
