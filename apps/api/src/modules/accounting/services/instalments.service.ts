import { Injectable } from '@nestjs/common';
import { InvoiceStatus, type InstalmentOfferRow, type InstalmentRow } from '@daneshsara/domain';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import { AccErrors } from '../accounting.errors';
import type { CreateOfferDto } from '../dto/accounting.dto';
import { Instalment, InstalmentOffer } from '../entities/instalment.entity';
import { Invoice } from '../entities/invoice.entity';
import { INSTALMENTS_LIST, OFFERS_LIST } from './accounting.lists';
import { InvoicesService, mapInstalment, mapOffer, seesAll } from './invoices.service';
import { userBriefs } from './owners';

/** Instalment offers (finance → learner) and the instalments an accepted offer makes. */
@Injectable()
export class InstalmentsService {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
  ) {}

  async list(caller: AuthUser, lq: ListQuery, type?: string): Promise<{ rows: InstalmentRow[]; count: number }> {
    const qb = this.ds.getRepository(Instalment).createQueryBuilder('it');
    if (!seesAll(caller)) qb.andWhere('it.owner_id = :me', { me: caller.id });
    if (type === 'overdue') {
      qb.andWhere('it.paid_time IS NULL AND it.due_date <= :now', { now: this.clock.now() });
    } else if (type !== undefined && type !== '') {
      throw fieldError('type', 'تنها مقدار overdue پذیرفته است.');
    }
    const { rows, count } = await paginate(qb, lq, INSTALMENTS_LIST);
    return { rows: await this.mapMany(rows), count };
  }

  async get(caller: AuthUser, id: number): Promise<InstalmentRow> {
    const it = await this.invoices.instalmentEntityVisible(caller, id);
    return (await this.mapMany([it]))[0];
  }

  private async mapMany(rows: Instalment[]): Promise<InstalmentRow[]> {
    if (!rows.length) return [];
    const invoices = await this.ds.getRepository(Invoice).findBy({ id: In([...new Set(rows.map((r) => r.invoice_id))]) });
    const byId = new Map(invoices.map((i) => [i.id, i]));
    const now = this.clock.now();
    return rows.map((it) => {
      const inv = byId.get(it.invoice_id);
      return mapInstalment(
        it,
        { id: it.invoice_id, title: inv?.title ?? '', status: (inv?.status ?? 'CANCELED') as InvoiceStatus, amount: inv?.amount ?? 0 },
        now,
      );
    });
  }

  async listOffers(caller: AuthUser, lq: ListQuery): Promise<{ rows: InstalmentOfferRow[]; count: number }> {
    const qb = this.ds.getRepository(InstalmentOffer).createQueryBuilder('of');
    if (!seesAll(caller)) {
      qb.innerJoin(Invoice, 'i', 'i.id = of.invoice_id').andWhere('i.owner_id = :me', { me: caller.id });
    }
    const { rows, count } = await paginate(qb, lq, OFFERS_LIST);
    const creators = await userBriefs(this.ds, rows.map((o) => o.creator_id));
    return { rows: rows.map((o) => mapOffer(o, o.creator_id ? (creators.get(o.creator_id) ?? null) : null)), count };
  }

  async createOffer(caller: AuthUser, dto: CreateOfferDto): Promise<InstalmentOfferRow> {
    const inv = await this.ds.getRepository(Invoice).findOneBy({ id: dto.invoice });
    if (!inv) throw fieldError('invoice', 'صورت حساب یافت نشد.');
    if (inv.status !== InvoiceStatus.PAYING) throw conflict(AccErrors.OFFER_NEEDS_PAYING_INVOICE);
    const offer = await this.ds.getRepository(InstalmentOffer).save({
      invoice_id: inv.id,
      amount: dto.amount,
      count: dto.count,
      due_date_interval: dto.due_date_interval,
      starting_date: new Date(dto.starting_date),
      description: dto.description ?? null,
      is_accepted: null,
      creator_id: caller.id,
      creation_time: this.clock.now(),
      answer_time: null,
    });
    const creators = await userBriefs(this.ds, [caller.id]);
    return mapOffer(offer, creators.get(caller.id) ?? null);
  }

  private async ownOffer(caller: AuthUser, id: number): Promise<{ offer: InstalmentOffer; invoice: Invoice }> {
    const offer = await this.ds.getRepository(InstalmentOffer).findOneBy({ id });
    const invoice = offer ? await this.ds.getRepository(Invoice).findOneBy({ id: offer.invoice_id }) : null;
    if (!offer || !invoice || invoice.owner_id !== caller.id) throw notFound();
    return { offer, invoice };
  }

  /**
   * The learner accepts: in one transaction the offer is answered, the invoice moves to
   * PAYING_IN_INSTALMENT (which settles the item: a seat is kept, a basket is bought) and the
   * instalments are written, their amounts summing exactly to the offer.
   */
  async accept(caller: AuthUser, id: number): Promise<InstalmentOfferRow> {
    const { offer } = await this.ownOffer(caller, id);
    const now = this.clock.now();
    await this.tx.run(async (em) => {
      const answered = await em
        .createQueryBuilder()
        .update(InstalmentOffer)
        .set({ is_accepted: true, answer_time: now })
        .where('id = :id AND is_accepted IS NULL', { id })
        .execute();
      if ((answered.affected ?? 0) !== 1) throw conflict(AccErrors.OFFER_ALREADY_ANSWERED);
      const moved = await em
        .createQueryBuilder()
        .update(Invoice)
        .set({ status: InvoiceStatus.PAYING_IN_INSTALMENT, expire_time: null, last_modification_time: now })
        .where('id = :id AND status = :paying', { id: offer.invoice_id, paying: InvoiceStatus.PAYING })
        .execute();
      if ((moved.affected ?? 0) !== 1) throw conflict(AccErrors.INVOICE_NOT_PAYABLE);
      const invoice = await em.findOneByOrFail(Invoice, { id: offer.invoice_id });
      await em.save(
        InvoicesService.schedule(offer).map((s) =>
          em.create(Instalment, {
            ...s,
            invoice_id: invoice.id,
            instalment_offer_id: offer.id,
            owner_id: invoice.owner_id,
            paid_time: null,
            creation_time: now,
          }),
        ),
      );
      await em
        .createQueryBuilder()
        .update(InstalmentOffer)
        .set({ is_accepted: false, answer_time: now })
        .where('invoice_id = :inv AND is_accepted IS NULL', { inv: invoice.id })
        .execute();
      await this.invoices.onSettled(em, invoice);
    });
    return this.offerRow(id);
  }

  async reject(caller: AuthUser, id: number): Promise<InstalmentOfferRow> {
    await this.ownOffer(caller, id);
    const res = await this.ds
      .createQueryBuilder()
      .update(InstalmentOffer)
      .set({ is_accepted: false, answer_time: this.clock.now() })
      .where('id = :id AND is_accepted IS NULL', { id })
      .execute();
    if ((res.affected ?? 0) !== 1) throw conflict(AccErrors.OFFER_ALREADY_ANSWERED);
    return this.offerRow(id);
  }

  private async offerRow(id: number): Promise<InstalmentOfferRow> {
    const o = await this.ds.getRepository(InstalmentOffer).findOneByOrFail({ id });
    const creators = await userBriefs(this.ds, [o.creator_id]);
    return mapOffer(o, o.creator_id ? (creators.get(o.creator_id) ?? null) : null);
  }
}
