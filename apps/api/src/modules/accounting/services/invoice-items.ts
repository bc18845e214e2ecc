import { Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { Invoice } from '../entities/invoice.entity';

/**
 * How the module that sold something hears about its invoice. Handlers run inside the paying or
 * cancelling database transaction, so a seat, a stock count or a donation row changes together
 * with the money, or not at all.
 */
export interface InvoiceItemHandler {
  /** The invoice is settled (paid in full, or an instalment plan accepted). */
  onPaid?(em: EntityManager, invoice: Invoice): Promise<void>;
  /** The invoice was cancelled by its owner, by finance or by expiry. */
  onCancelled?(em: EntityManager, invoice: Invoice): Promise<void>;
  /**
   * After the cancelling transaction committed: work that must see the commit and may not roll
   * back with it (queueing a job that reads what the cancel freed).
   */
  afterCancelled?(invoice: Invoice): Promise<void>;
  /**
   * `item_info`, read by the invoice statement itself (to-one joins, selected columns): the one way
   * an item describes itself, so a list of invoices of every kind costs the same statements
   * whatever kinds its page holds, and a detail the same as its list. None: `item_info` is null.
   */
  describeJoin?: DescribeJoin;
  /** Where the browser lands after the bank (default /panel/invoice/thankyou). */
  returnPath?: string;
}

/** An item's `item_info` as columns of the invoice statement (invoices are `i`). */
export interface DescribeJoin {
  /** LEFT JOINs the item under `alias` on `condition` and selects its columns as `${alias}_<name>`. */
  join(qb: SelectQueryBuilder<Invoice>, alias: string, condition: string): void;
  /** The `item_info` of one raw row, or null when the row has no item under `alias`. */
  fromRaw(raw: Record<string, unknown>, alias: string): Record<string, unknown> | null;
}

/** The joins of the handlers that have one, each with its alias and the invoice types it covers. */
export interface ItemJoin {
  alias: string;
  types: string[];
  describe: DescribeJoin;
}

/** Makes an invoice for `direct_pay {<key>: id, amount}` (e.g. a donation paid straight at the bank). */
export type DirectInvoiceMaker = (caller: AuthUser, id: number, amount: number | null) => Promise<Invoice>;

@Injectable()
export class InvoiceItems {
  private readonly handlers = new Map<string, InvoiceItemHandler>();
  private readonly makers = new Map<string, DirectInvoiceMaker>();

  registerDirect(key: string, maker: DirectInvoiceMaker): void {
    this.makers.set(key, maker);
  }

  direct(key: string): DirectInvoiceMaker | undefined {
    return this.makers.get(key);
  }

  register(type: string, handler: InvoiceItemHandler): void {
    this.handlers.set(type, handler);
  }

  get(type: string): InvoiceItemHandler | undefined {
    return this.handlers.get(type);
  }

  /** One join per handler with `describeJoin` (a handler may serve several types). */
  joins(): ItemJoin[] {
    const out: ItemJoin[] = [];
    for (const [type, handler] of this.handlers) {
      if (!handler.describeJoin) continue;
      const known = out.find((j) => j.describe === handler.describeJoin);
      if (known) known.types.push(type);
      else out.push({ alias: `xi${out.length}`, types: [type], describe: handler.describeJoin });
    }
    return out;
  }
}
