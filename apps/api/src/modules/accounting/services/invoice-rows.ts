import type { UserBrief } from '@daneshsara/domain';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { User } from '../../uma';
import { Instalment, InstalmentOffer } from '../entities/instalment.entity';
import type { Invoice } from '../entities/invoice.entity';
import { Payment } from '../entities/payment.entity';
import { Wallet } from '../entities/wallet.entity';
import type { ItemJoin } from './invoice-items';
import { briefFromRaw, briefSelects } from './owners';

/** What an invoice row shows from other tables, read with the invoice itself (issue 15). */
export interface InvoiceExtras {
  owner_info: UserBrief;
  wallet_inventory: number;
  paid_amount: number;
  ticket: number | null;
  /** `item_info` when the invoice's kind has an item (`describeJoin`); absent otherwise. */
  item_info?: Record<string, unknown> | null;
}

/** SQL for the id of an invoice's help ticket given the invoice id column (mma owns tickets). */
export type TicketColumn = (invoiceIdColumn: string) => string;

/**
 * Adds the owner's brief, their wallet balance, the wallet money paid to the invoice (refunds
 * taken off), its help ticket and its item's `item_info` (`describeJoin`) to a query over
 * invoices `i` already joined to their owner `o`.
 */
export function withInvoiceExtras(
  qb: SelectQueryBuilder<Invoice>,
  ticketColumn: TicketColumn | null,
  itemJoins: ItemJoin[] = [],
): SelectQueryBuilder<Invoice> {
  briefSelects(qb, 'o', 'x_owner');
  qb.leftJoin(Wallet, 'w', 'w.owner_id = i.owner_id').addSelect('w.inventory', 'x_wallet');
  qb.addSelect(
    (sub) =>
      sub
        .select(
          `COALESCE(SUM(CASE WHEN p.type = 'WITHDRAW' THEN p.amount WHEN p.is_refund = :paidRefund THEN -p.amount ELSE 0 END), 0)`,
        )
        .from(Payment, 'p')
        .where('p.invoice_id = i.id'),
    'x_paid',
  ).setParameter('paidRefund', true);
  if (ticketColumn) qb.addSelect(ticketColumn('i.id'), 'x_ticket');
  for (const j of itemJoins) {
    j.describe.join(qb, j.alias, `${j.alias}.id = i.item_id AND i.type IN (:...${j.alias}Types)`);
    qb.setParameter(`${j.alias}Types`, j.types);
  }
  return qb;
}

/** The extras of `withInvoiceExtras`, by invoice id, from the query's raw rows. */
export function extrasFromRaw(raw: Record<string, unknown>[], itemJoins: ItemJoin[] = []): Map<number, InvoiceExtras> {
  const out = new Map<number, InvoiceExtras>();
  for (const r of raw) {
    const ticket = r.x_ticket;
    const extras: InvoiceExtras = {
      owner_info: briefFromRaw(r, 'x_owner', Number(r.i_owner_id)),
      wallet_inventory: Number(r.x_wallet ?? 0),
      paid_amount: Number(r.x_paid ?? 0),
      ticket: ticket === null || ticket === undefined ? null : Number(ticket),
    };
    const join = itemJoins.find((j) => j.types.includes(String(r.i_type)));
    if (join) extras.item_info = join.describe.fromRaw(r, join.alias);
    out.set(Number(r.i_id), extras);
  }
  return out;
}

export interface OffersOf {
  offers: InstalmentOffer[];
  instalments: Instalment[];
  creators: Map<number, UserBrief>;
}

/**
 * The instalment offers of many invoices with their instalments and their creators' briefs, in
 * one query: every instalment belongs to an offer of its invoice.
 */
export async function offersOf(ds: DataSource, invoiceIds: number[]): Promise<OffersOf> {
  const qb = ds
    .getRepository(InstalmentOffer)
    .createQueryBuilder('of')
    .leftJoinAndMapMany('of.instalments', Instalment, 'it', 'it.instalment_offer_id = of.id')
    .leftJoin(User, 'c', 'c.id = of.creator_id')
    .where('of.invoice_id IN (:...invoiceIds)', { invoiceIds })
    .orderBy('of.id', 'ASC')
    .addOrderBy('it.seq', 'ASC');
  briefSelects(qb, 'c', 'x_creator');
  const { entities, raw } = await qb.getRawAndEntities();
  const creators = new Map<number, UserBrief>();
  for (const r of raw as Record<string, unknown>[]) {
    if (r.x_creator_id === null || r.x_creator_id === undefined) continue;
    const id = Number(r.x_creator_id);
    creators.set(id, briefFromRaw(r, 'x_creator', id));
  }
  const offers = entities as (InstalmentOffer & { instalments?: Instalment[] })[];
  const instalments = offers
    .flatMap((o) => o.instalments ?? [])
    .sort((a, b) => a.seq - b.seq || a.id - b.id);
  return { offers, instalments, creators };
}
