import { Injectable } from '@nestjs/common';
import { percentOff, type DiscountRow } from '@daneshsara/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import { AccErrors } from '../accounting.errors';
import type { DiscountDto, VerifyDiscountDto } from '../dto/accounting.dto';
import { Discount } from '../entities/discount.entity';
import { DISCOUNTS_LIST } from './accounting.lists';
import { iso } from './owners';

/**
 * What a code takes off an order: a percent (rounded down, the one rule of percentOff) or a fixed
 * price, never more than the order.
 */
export function discountAmount(d: Pick<Discount, 'percent' | 'price'>, orderPrice: number): number {
  const off = d.percent > 0 ? percentOff(orderPrice, d.percent) : d.price;
  return Math.max(0, Math.min(off, orderPrice));
}

@Injectable()
export class DiscountsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(lq: ListQuery): Promise<{ rows: DiscountRow[]; count: number }> {
    const { rows, count } = await paginate(this.ds.getRepository(Discount).createQueryBuilder('d'), lq, DISCOUNTS_LIST);
    return { rows: rows.map(mapDiscount), count };
  }

  async get(id: number): Promise<DiscountRow> {
    const d = await this.ds.getRepository(Discount).findOneBy({ id });
    if (!d) throw notFound();
    return mapDiscount(d);
  }

  private fields(dto: DiscountDto) {
    const percent = dto.percent ?? 0;
    const price = dto.price ?? 0;
    if (percent <= 0 && price <= 0) throw fieldError('percent', AccErrors.DISCOUNT_PERCENT_OR_PRICE);
    return {
      code: dto.code.trim(),
      target: dto.target,
      percent,
      price: percent > 0 ? 0 : price,
      order_price: dto.order_price ?? 0,
      expire_time: dto.expire_time ? new Date(dto.expire_time) : null,
    };
  }

  private async checkCode(code: string, exceptId: number | null) {
    const other = await this.ds.getRepository(Discount).findOneBy({ code });
    if (other && other.id !== exceptId) throw fieldError('code', AccErrors.DISCOUNT_CODE_TAKEN);
  }

  async create(dto: DiscountDto): Promise<DiscountRow> {
    const f = this.fields(dto);
    await this.checkCode(f.code, null);
    const now = this.clock.now();
    const d = await this.ds.getRepository(Discount).save({ ...f, used_count: 0, creation_time: now, last_modification_time: now });
    return mapDiscount(d);
  }

  async update(id: number, dto: DiscountDto): Promise<DiscountRow> {
    const d = await this.ds.getRepository(Discount).findOneBy({ id });
    if (!d) throw notFound();
    const f = this.fields(dto);
    await this.checkCode(f.code, id);
    await this.ds.getRepository(Discount).update({ id }, { ...f, last_modification_time: this.clock.now() });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const d = await this.ds.getRepository(Discount).findOneBy({ id });
    if (!d) throw notFound();
    if (d.used_count > 0) throw conflict('کد تخفیفی که استفاده شده است قابل حذف نیست.');
    await this.ds.getRepository(Discount).delete({ id });
  }

  /** The code's checks (exists, not expired, right target, order big enough) and what it takes off. */
  async check(dto: VerifyDiscountDto, em: EntityManager = this.ds.manager): Promise<{ discount: Discount; amount: number }> {
    const d = await em.findOneBy(Discount, { code: dto.code.trim() });
    if (!d) throw fieldError('code', AccErrors.DISCOUNT_NOT_FOUND);
    if (d.expire_time && d.expire_time.getTime() <= this.clock.now().getTime()) {
      throw fieldError('code', AccErrors.DISCOUNT_EXPIRED);
    }
    if (d.target !== dto.target) throw fieldError('code', AccErrors.DISCOUNT_WRONG_TARGET);
    const order = dto.order_price ?? null;
    if (order !== null && order < d.order_price) throw fieldError('code', AccErrors.DISCOUNT_MIN_ORDER);
    return { discount: d, amount: order === null ? 0 : discountAmount(d, order) };
  }

  async verify(dto: VerifyDiscountDto) {
    const { discount, amount } = await this.check(dto);
    return { id: discount.id, code: discount.code, percent: discount.percent, price: discount.price, discount_amount: amount };
  }

  /** Counted only when the invoice that used it is paid (DOMAIN.md section 5). */
  async markUsed(em: EntityManager, discountId: number): Promise<void> {
    await em.increment(Discount, { id: discountId }, 'used_count', 1);
  }
}

export function mapDiscount(d: Discount): DiscountRow {
  return {
    id: d.id,
    code: d.code,
    price: d.price,
    percent: d.percent,
    order_price: d.order_price,
    target: d.target as DiscountRow['target'],
    expire_time: iso(d.expire_time),
    used_count: d.used_count,
    creation_time: d.creation_time.toISOString(),
  };
}
