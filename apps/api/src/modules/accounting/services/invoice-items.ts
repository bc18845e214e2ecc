import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
  /** `item_info` for many invoices in one query. */
  describe?(invoices: Invoice[]): Promise<Map<number, Record<string, unknown>>>;
  /** Where the browser lands after the bank (default /panel/invoice/thankyou). */
  returnPath?: string;
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
}
