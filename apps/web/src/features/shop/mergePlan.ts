import { isApiError } from '@daneshsara/api-client';
import type { BasketItemRow, BasketRow } from '@daneshsara/domain';
import type { GuestBasket, GuestLine } from './guestBasket';
import { maxOrderCount, type SellableRow } from './model';
import type { BasketThing } from './storeApi';

export interface MergeStep {
  line: GuestLine;
  /** What the learner's basket already holds of it. */
  existing: number;
  /** The count to set on the server: both baskets together, within the thing's limits. */
  target: number;
}

function serverLineOf(items: readonly BasketItemRow[], line: GuestLine): BasketItemRow | undefined {
  return items.find((i) => (line.kind === 'product' ? i.product : i.package) === line.id);
}

/**
 * How a visitor's lines join the learner's basket: counts add up (one basket held two copies,
 * the other one → three), capped by stock, the product's ceiling and one copy of a file. A line
 * the learner's basket already holds in full needs no call (`already`).
 */
export function planMerge(
  lines: readonly GuestLine[],
  items: readonly BasketItemRow[],
): { steps: MergeStep[]; already: GuestLine[] } {
  const steps: MergeStep[] = [];
  const already: GuestLine[] = [];
  for (const line of lines) {
    const server = serverLineOf(items, line);
    const existing = server?.count ?? 0;
    // The server's row is fresher than the one remembered when the visitor added it.
    const row: SellableRow = server?.product_info ?? server?.package_info ?? line.row;
    const target = Math.min(existing + line.count, maxOrderCount(row, line.kind));
    if (target <= existing) already.push(line);
    else steps.push({ line, existing, target });
  }
  return { steps, already };
}

export interface MergeDeps {
  guest: GuestBasket;
  fetchBasket: () => Promise<Pick<BasketRow, 'items_info'>>;
  addItem: (thing: BasketThing, count: number) => Promise<unknown>;
}

export interface MergeOutcome {
  added: number;
  /** Lines the server refused (out of stock, already bought ...), with its Persian reason. */
  refused: Array<{ title: string; message: string }>;
  /** Lines left in the browser because the server could not be reached; tried again later. */
  kept: number;
}

const thingOf = (line: GuestLine): BasketThing =>
  line.kind === 'product' ? { product: line.id } : { package: line.id };

/**
 * Sends every line of the visitor's basket to the learner's (POST /store/items sets a line's
 * count) and empties the visitor's basket line by line. A refusal (4xx) drops the line and
 * keeps the reason; a network or server failure keeps the line for the next try.
 */
export async function mergeInto(deps: MergeDeps): Promise<MergeOutcome> {
  const outcome: MergeOutcome = { added: 0, refused: [], kept: 0 };
  const lines = deps.guest.lines();
  if (!lines.length) return outcome;
  let basket: Pick<BasketRow, 'items_info'>;
  try {
    basket = await deps.fetchBasket();
  } catch {
    return { ...outcome, kept: lines.length };
  }
  const { steps, already } = planMerge(lines, basket.items_info);
  for (const line of already) deps.guest.remove(line.kind, line.id);
  for (const { line, target } of steps) {
    try {
      await deps.addItem(thingOf(line), target);
      deps.guest.remove(line.kind, line.id);
      outcome.added += 1;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        deps.guest.remove(line.kind, line.id);
        outcome.refused.push({ title: line.row.title, message: error.message });
      } else {
        outcome.kept += 1;
      }
    }
  }
  return outcome;
}
