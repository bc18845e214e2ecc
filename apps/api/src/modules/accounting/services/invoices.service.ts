import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  formatJalaliDateTime,
  INVOICE_LIFETIME_HOURS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  InvoiceStatus,
  PaymentType,
  type InstalmentOfferRow,
  type InstalmentRow,
  type InvoiceRow,
} from '@daneshsara/domain';
import { DataSource, IsNull, LessThanOrEqual, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, ConflictWith, fieldError, notFound } from '../../../core/http/errors';
import { paginateRaw, type ListQuery } from '../../../core/list';
import { Notifier } from '../../../core/notifier';
import { Exports } from '../../../core/exports';
import { User } from '../../uma';
import { AccErrors } from '../accounting.errors';
import { AccNotices } from '../accounting.notices';
import { Instalment, InstalmentOffer } from '../entities/instalment.entity';
import type { CreateInvoiceDto } from '../dto/accounting.dto';
import { Discount } from '../entities/discount.entity';
import { Invoice } from '../entities/invoice.entity';
import { INVOICES_LIST } from './accounting.lists';
import { InvoiceItems } from './invoice-items';
import { LedgerService } from './ledger.service';
import { extrasFromRaw, offersOf, withInvoiceExtras, type InvoiceExtras, type TicketColumn } from './invoice-rows';
import { briefOf, iso } from './owners';

export interface NewInvoice {
  owner_id: number;
  title: string;
  amount: number;
  type: string;
  item_type?: string;
  item_id?: number | null;
  description?: string | null;
  creator_id?: number | null;
  discount_id?: number | null;
  additional_data?: Record<string, unknown> | null;
  /** Hours it waits to be paid before it is cancelled (INVOICE_LIFETIME_HOURS unless said). */
  lifetime_hours?: number;
}

export type SettleResult = 'paid' | 'not_payable' | 'short';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Finance staff see every invoice; everyone else only their own. */
export function seesAll(caller: AuthUser): boolean {
  return can(caller.roles, 'accounting.read');
}

@Injectable()
export class InvoicesService implements OnModuleInit {
  /** The financial help ticket of each invoice, as SQL from mma (which depends on us, not we on it). */
  private ticketColumn: TicketColumn | null = null;

  setTicketColumn(column: TicketColumn): void {
    this.ticketColumn = column;
  }

  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly items: InvoiceItems,
    private readonly notifier: Notifier,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<InvoiceRow>({
      name: 'invoices',
      file: 'invoices',
      sheet: 'صورت حساب‌ها',
      spec: INVOICES_LIST,
      entity: Invoice,
      list: (caller, lq) => this.list(caller, lq),
      columns: [
        { header: 'شناسه', width: 9, value: (i) => i.id },
        { header: 'عنوان', width: 30, value: (i) => i.title },
        { header: 'نوع', width: 12, value: (i) => INVOICE_TYPE_LABELS[i.type] },
        { header: 'مبلغ (ریال)', width: 16, value: (i) => i.amount },
        { header: 'پرداخت شده (ریال)', width: 18, value: (i) => i.paid_amount },
        { header: 'وضعیت', width: 18, value: (i) => INVOICE_STATUS_LABELS[i.status] },
        { header: 'کاربر', width: 22, value: (i) => i.owner_info.full_name },
        { header: 'کد ملی', width: 13, value: (i) => i.owner_info.national_code },
        { header: 'شماره همراه', width: 14, value: (i) => i.owner_info.mobile_number },
        { header: 'تاریخ ایجاد', width: 22, value: (i) => formatJalaliDateTime(i.creation_time) },
      ],
    });
  }

  // ---------- making invoices (other modules call these) ----------

  /** A PAYING invoice that cancels itself after 24 hours; inside the caller's transaction. */
  async createInTx(em: EntityManager, input: NewInvoice): Promise<Invoice> {
    const now = this.clock.now();
    return em.save(
      em.create(Invoice, {
        title: input.title,
        description: input.description ?? null,
        amount: input.amount,
        status: InvoiceStatus.PAYING,
        type: input.type,
        item_type: input.item_type ?? input.type,
        item_id: input.item_id ?? null,
        owner_id: input.owner_id,
        creator_id: input.creator_id ?? input.owner_id,
        discount_id: input.discount_id ?? null,
        additional_data: input.additional_data ? JSON.stringify(input.additional_data) : null,
        expire_time: new Date(now.getTime() + (input.lifetime_hours ?? INVOICE_LIFETIME_HOURS) * HOUR),
        paid_time: null,
        creation_time: now,
        last_modification_time: now,
      }),
    );
  }

  /** Finance makes an invoice by hand for a user; it is paid like any other. */
  async createManual(caller: AuthUser, dto: CreateInvoiceDto): Promise<InvoiceRow> {
    const owner = await this.ds.getRepository(User).findOneBy({ id: dto.owner, is_deleted: false });
    if (!owner) throw fieldError('owner', 'کاربر یافت نشد.');
    const inv = await this.tx.run((em) =>
      this.createInTx(em, {
        owner_id: owner.id,
        title: dto.title,
        amount: dto.amount,
        type: dto.type,
        description: dto.description ?? null,
        creator_id: caller.id,
      }),
    );
    return (await this.mapMany([inv]))[0];
  }

  // ---------- reading ----------

  private baseQuery() {
    return this.ds.getRepository(Invoice).createQueryBuilder('i').leftJoin(User, 'o', 'o.id = i.owner_id');
  }

  /**
   * A fixed number of queries whatever the page size: the page with its count and each invoice's
   * owner, wallet, paid amount, ticket and item_info (`describeJoin`), and the offers with their
   * instalments.
   */
  async list(caller: AuthUser, lq: ListQuery): Promise<{ rows: InvoiceRow[]; count: number }> {
    const joins = this.items.joins();
    const qb = withInvoiceExtras(this.baseQuery(), this.ticketColumn, joins);
    if (!seesAll(caller)) qb.andWhere('i.owner_id = :me', { me: caller.id });
    const { rows, raw, count } = await paginateRaw(qb, lq, INVOICES_LIST);
    return { rows: await this.mapMany(rows, extrasFromRaw(raw, joins)), count };
  }

  async getEntityVisible(caller: AuthUser, id: number): Promise<Invoice> {
    const inv = await this.ds.getRepository(Invoice).findOneBy({ id });
    if (!inv || (inv.owner_id !== caller.id && !seesAll(caller))) throw notFound();
    return inv;
  }

  async get(caller: AuthUser, id: number): Promise<InvoiceRow> {
    const inv = await this.getEntityVisible(caller, id);
    return (await this.mapMany([inv]))[0];
  }

  /**
   * The 409 of a repeated register or checkout, naming the invoice the first one made (`invoice`
   * its id, `invoice_info` what the client shows) so the client can lead the person to it.
   */
  async conflictNaming(message: string, invoiceId: number | null): Promise<ConflictWith> {
    const inv = invoiceId ? await this.ds.getRepository(Invoice).findOneBy({ id: invoiceId }) : null;
    return new ConflictWith(message, {
      invoice: inv?.id ?? null,
      invoice_info: inv ? { id: inv.id, title: inv.title, status: inv.status, amount: inv.amount } : null,
    });
  }

  /** Invoice rows; `extras` when the caller's query already read them (the list), else one query. */
  async mapMany(invoices: Invoice[], known?: Map<number, InvoiceExtras>): Promise<InvoiceRow[]> {
    if (!invoices.length) return [];
    const ids = invoices.map((i) => i.id);
    const [extras, { offers, instalments, creators }] = await Promise.all([known ?? this.extrasOf(ids), offersOf(this.ds, ids)]);
    const now = this.clock.now();
    return invoices.map((inv) => {
      const brief = { id: inv.id, title: inv.title, status: inv.status as InvoiceStatus, amount: inv.amount };
      return {
        id: inv.id,
        title: inv.title,
        description: inv.description,
        amount: inv.amount,
        status: inv.status as InvoiceStatus,
        type: inv.type as InvoiceRow['type'],
        item_type: inv.item_type as InvoiceRow['item_type'],
        item_id: inv.item_id,
        item_info: extras.get(inv.id)?.item_info ?? null,
        owner: inv.owner_id,
        owner_info: extras.get(inv.id)?.owner_info ?? briefOf(new Map(), inv.owner_id),
        wallet_inventory: extras.get(inv.id)?.wallet_inventory ?? 0,
        paid_amount: extras.get(inv.id)?.paid_amount ?? 0,
        instalments_info: instalments
          .filter((it) => it.invoice_id === inv.id)
          .map((it) => mapInstalment(it, brief, now)),
        instalment_offers_info: offers
          .filter((o) => o.invoice_id === inv.id)
          .map((o) => mapOffer(o, o.creator_id ? (creators.get(o.creator_id) ?? null) : null)),
        ticket: extras.get(inv.id)?.ticket ?? null,
        expire_time: inv.status === InvoiceStatus.PAYING ? iso(inv.expire_time) : null,
        creation_time: inv.creation_time.toISOString(),
        last_modification_time: inv.last_modification_time.toISOString(),
      };
    });
  }

  /** The extras of invoices read without them (a detail, a new invoice), in one query. */
  private async extrasOf(ids: number[]): Promise<Map<number, InvoiceExtras>> {
    const joins = this.items.joins();
    const qb = withInvoiceExtras(this.baseQuery(), this.ticketColumn, joins).where('i.id IN (:...ids)', { ids });
    return extrasFromRaw((await qb.getRawAndEntities()).raw as Record<string, unknown>[], joins);
  }

  // ---------- paying and cancelling ----------

  /**
   * Pays a PAYING invoice from its owner's wallet inside `em`: the status flips first (the row lock
   * that makes a second payer wait), then the balance is taken conditionally; if it is short the
   * status flips back and nothing is written. Never throws for "not payable" or "short".
   */
  async settleFromWallet(em: EntityManager, invoiceId: number, actorId: number | null): Promise<SettleResult> {
    const now = this.clock.now();
    const flip = await em
      .createQueryBuilder()
      .update(Invoice)
      .set({ status: InvoiceStatus.PAID_FULL, paid_time: now, last_modification_time: now })
      .where('id = :id AND status = :paying', { id: invoiceId, paying: InvoiceStatus.PAYING })
      .execute();
    if ((flip.affected ?? 0) !== 1) return 'not_payable';
    const inv = await em.findOneByOrFail(Invoice, { id: invoiceId });
    const paid = await this.ledger.tryDebit(em, inv.owner_id, PaymentType.WITHDRAW, inv.amount, {
      invoice_id: inv.id,
      creator_id: actorId,
      description: `پرداخت صورت حساب «${inv.title}»`,
    });
    if (!paid) {
      await em.update(Invoice, { id: inv.id }, { status: InvoiceStatus.PAYING, paid_time: null });
      return 'short';
    }
    await this.onSettled(em, inv);
    await this.notifier.send([inv.owner_id], AccNotices.invoicePaid(inv), em);
    return 'paid';
  }

  /** The item's module hears of it, and a discount code counts as used only now. */
  async onSettled(em: EntityManager, inv: Invoice): Promise<void> {
    if (inv.discount_id) await em.increment(Discount, { id: inv.discount_id }, 'used_count', 1);
    await this.items.get(inv.type)?.onPaid?.(em, inv);
  }

  async pay(caller: AuthUser, id: number): Promise<{ detail: string }> {
    const inv = await this.getEntityVisible(caller, id);
    if (inv.owner_id !== caller.id) throw notFound();
    await this.ledger.ensureWallet(caller.id);
    const result = await this.tx.run((em) => this.settleFromWallet(em, id, caller.id));
    if (result === 'paid') return { detail: AccErrors.INVOICE_PAID };
    if (result === 'short') throw conflict(AccErrors.INSUFFICIENT_BALANCE);
    const now = await this.ds.getRepository(Invoice).findOneByOrFail({ id });
    throw conflict(
      now.status === InvoiceStatus.PAID_FULL || now.status === InvoiceStatus.PAID_IN_INSTALMENT
        ? AccErrors.INVOICE_ALREADY_PAID
        : AccErrors.WALLET_PAY_ONLY_WHEN_PAYING,
    );
  }

  /** PAYING → CANCELED in `em`, telling the item's module; false when it was not PAYING. */
  async cancelInTx(em: EntityManager, invoiceId: number): Promise<boolean> {
    const now = this.clock.now();
    const res = await em
      .createQueryBuilder()
      .update(Invoice)
      .set({ status: InvoiceStatus.CANCELED, expire_time: null, last_modification_time: now })
      .where('id = :id AND status = :paying', { id: invoiceId, paying: InvoiceStatus.PAYING })
      .execute();
    if ((res.affected ?? 0) !== 1) return false;
    const inv = await em.findOneByOrFail(Invoice, { id: invoiceId });
    await this.items.get(inv.type)?.onCancelled?.(em, inv);
    await this.notifier.send([inv.owner_id], AccNotices.invoiceCancelled(inv), em);
    return true;
  }

  /** One transaction of cancelInTx; once it committed, the item's module hears of it (afterCancelled). */
  private async cancelAndTell(inv: Pick<Invoice, 'id' | 'type'>): Promise<boolean> {
    const done = await this.tx.run((em) => this.cancelInTx(em, inv.id));
    const after = this.items.get(inv.type)?.afterCancelled;
    if (done && after) await after(await this.ds.getRepository(Invoice).findOneByOrFail({ id: inv.id }));
    return done;
  }

  async cancel(caller: AuthUser, id: number): Promise<{ detail: string }> {
    const inv = await this.getEntityVisible(caller, id);
    if (inv.owner_id !== caller.id && !can(caller.roles, 'accounting.manage')) throw notFound();
    if (!(await this.cancelAndTell(inv))) throw conflict(AccErrors.INVOICE_NOT_CANCELABLE);
    return { detail: AccErrors.INVOICE_CANCELED };
  }

  /**
   * A learner cancels every invoice of theirs still PAYING, one transaction each: the conditional
   * PAYING → CANCELED update lets each release its seat or stock once, however many calls race.
   */
  async cancelAllPaying(caller: AuthUser): Promise<{ detail: string; canceled: number[] }> {
    const mine = await this.ds.getRepository(Invoice).find({ where: { owner_id: caller.id, status: InvoiceStatus.PAYING }, select: ['id', 'type'], order: { id: 'ASC' } });
    const canceled: number[] = [];
    for (const inv of mine) if (await this.cancelAndTell(inv)) canceled.push(inv.id);
    return { detail: AccErrors.INVOICE_CANCELED, canceled };
  }

  /** The scheduled job: every PAYING invoice past its expiry is cancelled, one transaction each. */
  async expireStale(): Promise<number> {
    const due = await this.ds.getRepository(Invoice).find({
      where: { status: InvoiceStatus.PAYING, expire_time: LessThanOrEqual(this.clock.now()) },
      select: ['id', 'type'],
      take: 500,
    });
    let n = 0;
    for (const inv of due) if (await this.cancelAndTell(inv)) n++;
    return n;
  }

  // ---------- instalments ----------

  /** Pays one instalment from the wallet inside `em`; the last one settles the invoice. */
  async settleInstalment(em: EntityManager, instalmentId: number, actorId: number | null): Promise<SettleResult> {
    const now = this.clock.now();
    const flip = await em
      .createQueryBuilder()
      .update(Instalment)
      .set({ paid_time: now })
      .where('id = :id AND paid_time IS NULL', { id: instalmentId })
      .execute();
    if ((flip.affected ?? 0) !== 1) return 'not_payable';
    const it = await em.findOneByOrFail(Instalment, { id: instalmentId });
    const paid = await this.ledger.tryDebit(em, it.owner_id, PaymentType.WITHDRAW, it.amount, {
      invoice_id: it.invoice_id,
      instalment_id: it.id,
      creator_id: actorId,
      description: `پرداخت قسط ${it.seq}`,
    });
    if (!paid) {
      await em.update(Instalment, { id: it.id }, { paid_time: null });
      return 'short';
    }
    const left = await em.countBy(Instalment, { invoice_id: it.invoice_id, paid_time: IsNull() });
    if (left === 0) {
      const done = await em.update(
        Invoice,
        { id: it.invoice_id, status: InvoiceStatus.PAYING_IN_INSTALMENT },
        { status: InvoiceStatus.PAID_IN_INSTALMENT, paid_time: now, last_modification_time: now },
      );
      if (done.affected === 1) {
        const inv = await em.findOneByOrFail(Invoice, { id: it.invoice_id });
        await this.notifier.send([inv.owner_id], AccNotices.invoicePaid(inv), em);
      }
    }
    return 'paid';
  }

  async payInstalment(caller: AuthUser, id: number): Promise<{ detail: string }> {
    const it = await this.ds.getRepository(Instalment).findOneBy({ id });
    if (!it || it.owner_id !== caller.id) throw notFound();
    await this.ledger.ensureWallet(caller.id);
    const result = await this.tx.run((em) => this.settleInstalment(em, id, caller.id));
    if (result === 'paid') return { detail: AccErrors.INSTALMENT_PAID };
    if (result === 'short') throw conflict(AccErrors.INSUFFICIENT_BALANCE);
    throw conflict(AccErrors.INSTALMENT_ALREADY_PAID);
  }

  async instalmentEntityVisible(caller: AuthUser, id: number): Promise<Instalment> {
    const it = await this.ds.getRepository(Instalment).findOneBy({ id });
    if (!it || (it.owner_id !== caller.id && !seesAll(caller))) throw notFound();
    return it;
  }

  /** True when the user has an unpaid instalment past its due date (the panel's overdue gate). */
  async hasOverdue(userId: number): Promise<boolean> {
    const n = await this.ds.getRepository(Instalment).count({
      where: { owner_id: userId, paid_time: IsNull(), due_date: LessThanOrEqual(this.clock.now()) },
      take: 1,
    });
    return n > 0;
  }

  /** Splits an accepted offer: `count` instalments summing exactly to its amount. */
  static schedule(offer: Pick<InstalmentOffer, 'amount' | 'count' | 'due_date_interval' | 'starting_date'>) {
    const base = Math.floor(offer.amount / offer.count);
    return Array.from({ length: offer.count }, (_, i) => ({
      seq: i + 1,
      amount: i === offer.count - 1 ? offer.amount - base * (offer.count - 1) : base,
      due_date: new Date(offer.starting_date.getTime() + i * offer.due_date_interval * DAY),
    }));
  }
}

export function mapInstalment(it: Instalment, invoice: InstalmentRow['invoice_info'], now: Date): InstalmentRow {
  return {
    id: it.id,
    amount: it.amount,
    due_date: it.due_date.toISOString(),
    paid_time: iso(it.paid_time),
    is_overdue: !it.paid_time && it.due_date.getTime() <= now.getTime(),
    invoice: it.invoice_id,
    invoice_info: invoice,
    instalment_offer: it.instalment_offer_id,
    creation_time: it.creation_time.toISOString(),
  };
}

export function mapOffer(o: InstalmentOffer, creator: InstalmentOfferRow['creator_info']): InstalmentOfferRow {
  return {
    id: o.id,
    invoice: o.invoice_id,
    amount: o.amount,
    count: o.count,
    due_date_interval: o.due_date_interval,
    starting_date: o.starting_date.toISOString(),
    description: o.description,
    is_accepted: o.is_accepted,
    creator_info: creator,
    creation_time: o.creation_time.toISOString(),
  };
}
