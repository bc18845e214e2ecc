import type { PackageRow, ProductRow } from '@daneshsara/domain';
import { clampCount, maxOrderCount, type SellableKind, type SellableRow } from './model';

/**
 * A visitor's basket (SPEC section 3, "Persisted: shop state"): product and package ids with
 * their counts, and the rows as they were when added so the cart can draw them without the
 * server. It lives in localStorage (so it survives closing the tab) until the visitor logs in;
 * then every line goes to the learner's server basket (merge.ts) and this one is emptied.
 *
 * This file is part of the first load (the header's basket badge reads it): no MUI, no API.
 */

export interface GuestLine {
  kind: SellableKind;
  id: number;
  count: number;
  row: ProductRow | PackageRow;
}

/** The part of localStorage we use; injectable so the store is tested without a browser. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const GUEST_BASKET_KEY = 'daneshsara.guestBasket';
const VERSION = 1;
const NO_LINES: readonly GuestLine[] = [];

function isLine(value: unknown): value is GuestLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<GuestLine>;
  return (
    (line.kind === 'product' || line.kind === 'package') &&
    Number.isSafeInteger(line.id) &&
    (line.id as number) > 0 &&
    Number.isSafeInteger(line.count) &&
    (line.count as number) > 0 &&
    !!line.row &&
    typeof line.row === 'object' &&
    line.row.id === line.id
  );
}

/** Whatever is stored, as lines; anything broken or from another version is dropped. */
export function parseGuestLines(raw: string | null): readonly GuestLine[] {
  if (!raw) return NO_LINES;
  try {
    const data = JSON.parse(raw) as { v?: unknown; lines?: unknown };
    if (data?.v !== VERSION || !Array.isArray(data.lines)) return NO_LINES;
    const lines = data.lines.filter(isLine);
    return lines.length ? lines : NO_LINES;
  } catch {
    return NO_LINES;
  }
}

export const sameThing = (a: Pick<GuestLine, 'kind' | 'id'>, b: Pick<GuestLine, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

export interface GuestBasket {
  /** The lines now; the same array until something changes (useSyncExternalStore needs that). */
  lines(): readonly GuestLine[];
  /** Number of pieces (the header badge). */
  count(): number;
  /** Puts `count` of the thing in the basket (replacing its count), within its limits. */
  put(kind: SellableKind, row: SellableRow, count: number): void;
  setCount(kind: SellableKind, id: number, count: number): void;
  remove(kind: SellableKind, id: number): void;
  /** Refreshes the remembered row (prices, stock) without touching the count. */
  refreshRow(kind: SellableKind, row: SellableRow): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Tells the subscribers that the storage changed from outside (another tab). */
  notify(): void;
}

export function createGuestBasket(storage: () => KeyValueStore | null): GuestBasket {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastLines: readonly GuestLine[] = NO_LINES;

  function read(): readonly GuestLine[] {
    let raw: string | null;
    try {
      raw = storage()?.getItem(GUEST_BASKET_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastLines = parseGuestLines(raw);
    }
    return lastLines;
  }

  function write(lines: readonly GuestLine[]): void {
    try {
      const store = storage();
      if (!store) return;
      if (lines.length) store.setItem(GUEST_BASKET_KEY, JSON.stringify({ v: VERSION, lines }));
      else store.removeItem(GUEST_BASKET_KEY);
    } catch {
      /* private mode or a full disk: the basket simply is not kept */
    }
    listeners.forEach((listener) => listener());
  }

  function upsert(
    kind: SellableKind,
    id: number,
    next: (line: GuestLine | undefined) => GuestLine | null,
  ) {
    const lines = read();
    const at = lines.findIndex((l) => sameThing(l, { kind, id }));
    const updated = next(at >= 0 ? lines[at] : undefined);
    const rest = lines.filter((_, i) => i !== at);
    if (!updated) {
      if (at >= 0) write(rest);
      return;
    }
    // A changed line keeps its place; a new one goes to the end.
    write(at >= 0 ? lines.map((l, i) => (i === at ? updated : l)) : [...lines, updated]);
  }

  return {
    lines: read,
    count: () => read().reduce((sum, l) => sum + l.count, 0),
    put(kind, row, count) {
      const n = clampCount(count, maxOrderCount(row, kind));
      upsert(kind, row.id, () => (n > 0 ? { kind, id: row.id, count: n, row } : null));
    },
    setCount(kind, id, count) {
      upsert(kind, id, (line) => {
        if (!line) return null;
        const n = clampCount(count, maxOrderCount(line.row, kind));
        return n > 0 ? { ...line, count: n } : null;
      });
    },
    remove(kind, id) {
      upsert(kind, id, () => null);
    },
    refreshRow(kind, row) {
      const line = read().find((l) => sameThing(l, { kind, id: row.id }));
      if (!line || JSON.stringify(line.row) === JSON.stringify(row)) return;
      upsert(kind, row.id, (current) => (current ? { ...current, row } : null));
    },
    clear() {
      if (read().length) write(NO_LINES);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The visitor's basket of this browser. */
export const guestBasket = createGuestBasket(browserStorage);

// Another tab changed the basket: this tab's screens re-read it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_BASKET_KEY || event.key === null) guestBasket.notify();
  });
}
