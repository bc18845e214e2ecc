import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BASKET_STATUS_LABELS,
  BasketStatus,
  DiscountTarget,
  formatJalaliDateTime,
  fullName,
  InvoiceType,
  ORDER_TYPE_LABELS,
  OrderType,
  StoreMessages,
  type BasketItemRow,
  type BasketRow,
  type InvoiceRow,
  type PackageRow,
  type ProductRow,
} from '@daneshsara/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { Tx } from '../../../core/database/tx';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import { paginate, type ListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import {
  Discount,
  DiscountsService,
  discountAmount,
  type DescribeJoin,
  Invoice,
  InvoiceItems,
  InvoicesService,
  LedgerService,
  PaymentsService,
} from '../../accounting';
import { SettingKeys, SettingsService } from '../../cma';
import { User } from '../../uma';
import type { AddressDto, ItemDto } from '../dto/store.dto';
import { Basket, BasketItem, Package, PackageProduct, Product, Purchase, StoreCategory } from '../entities/store.entities';
import { CatalogueService } from './catalogue.service';
import { ORDERS_LIST } from './store.lists';

type BasketParts = Basket & { owner_x?: User | null; invoice_x?: Invoice | null; discount_x?: Discount | null };
type ItemParts = BasketItem & { product_x?: Product | null; package_x?: Package | null; category_x?: StoreCategory | null };

interface Line {
  item: BasketItem;
  thing: Product | Package;
  kind: 'product' | 'package';
}

/** The basket and its life as an order (DOMAIN.md section 5). */
@Injectable()
export class BasketsService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly tx: Tx,
    private readonly clock: Clock,
    private readonly catalogue: CatalogueService,
    private readonly settings: SettingsService,
    private readonly invoices: InvoicesService,
    private readonly items: InvoiceItems,
    private readonly discounts: DiscountsService,
    private readonly payments: PaymentsService,
    private readonly ledger: LedgerService,
    private readonly exports: Exports,
  ) {}

  onModuleInit(): void {
    this.exports.register<BasketRow>({
      name: 'orders',
      file: 'orders',
      sheet: 'سفارش‌ها',
      spec: ORDERS_LIST,
      entity: Basket,
      list: (caller, lq) => this.list(caller, lq, true),
      columns: [
        { header: 'شماره سفارش', width: 12, value: (b) => b.id },
        { header: 'وضعیت', width: 16, value: (b) => BASKET_STATUS_LABELS[b.status] },
        { header: 'نوع', width: 16, value: (b) => (b.order_type ? ORDER_TYPE_LABELS[b.order_type] : '') },
        { header: 'خریدار', width: 22, value: (b) => b.owner_info.full_name },
        { header: 'شماره همراه', width: 14, value: (b) => b.owner_info.mobile_number },
        { header: 'اقلام', width: 40, value: (b) => b.items_info.map((i) => `${i.product_info?.title ?? i.package_info?.title ?? ''} × ${i.count}`).join('، ') },
        { header: 'مبلغ کل (ریال)', width: 16, value: (b) => b.overall_order_price },
        { header: 'هزینه ارسال (ریال)', width: 16, value: (b) => b.delivery_cost },
        { header: 'نشانی', width: 40, value: (b) => b.full_address },
        { header: 'زمان سفارش', width: 22, value: (b) => formatJalaliDateTime(b.order_time) },
      ],
    });
    this.items.register(InvoiceType.STORE_BASKET, {
      returnPath: '/panel/shop/payment-result',
      onPaid: (em, invoice) => this.onPaid(em, invoice),
      onCancelled: (em, invoice) => this.onCancelled(em, invoice),
      describeJoin: BASKET_ITEM_INFO,
    });
  }

  private staff(caller: AuthUser): boolean {
    return can(caller.roles, 'store.orders.manage');
  }

  // ---------- the open basket ----------

  /** The caller's one OPEN basket, made on first use (a unique index on open_owner_id keeps it one). */
  async openBasket(ownerId: number): Promise<Basket> {
    const repo = this.ds.getRepository(Basket);
    const found = await repo.findOneBy({ open_owner_id: ownerId });
    if (found) return found;
    const now = this.clock.now();
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(Basket)
      .values({ owner_id: ownerId, open_owner_id: ownerId, status: BasketStatus.OPEN, creation_time: now, last_modification_time: now })
      .orIgnore()
      .execute();
    return repo.findOneByOrFail({ open_owner_id: ownerId });
  }

  private async thingOf(dto: ItemDto): Promise<{ kind: 'product' | 'package'; thing: Product | Package }> {
    if (!!dto.product === !!dto.package) throw fieldError('product', 'یک محصول یا یک بسته انتخاب کنید.');
    const kind = dto.product ? 'product' : 'package';
    const thing = await this.ds.getRepository(kind === 'product' ? Product : Package).findOneBy({ id: (dto.product ?? dto.package)! });
    if (!thing || thing.is_hidden) throw notFound();
    return { kind, thing };
  }

  private async checkCount(caller: AuthUser, kind: 'product' | 'package', thing: Product | Package, count: number): Promise<void> {
    if (thing.is_add_to_basket_disabled) throw conflict(StoreMessages.ADD_DISABLED);
    if (thing.inventory !== -1 && count > thing.inventory) throw conflict(StoreMessages.OUT_OF_STOCK);
    if (thing.maximum_order_count && count > thing.maximum_order_count) throw conflict(StoreMessages.MAX_ORDER);
    if (kind === 'product' && !thing.is_physical) {
      if (count > 1) throw conflict(StoreMessages.MAX_ORDER);
      if (await this.ds.getRepository(Purchase).existsBy({ user_id: caller.id, product_id: thing.id })) {
        throw conflict(StoreMessages.ALREADY_PURCHASED);
      }
    }
  }

  private async setCount(caller: AuthUser, dto: ItemDto, next: (current: number) => number): Promise<BasketItemRow | { detail: string }> {
    const { kind, thing } = await this.thingOf(dto);
    const basket = await this.openBasket(caller.id);
    const repo = this.ds.getRepository(BasketItem);
    const where = kind === 'product' ? { basket_id: basket.id, product_id: thing.id } : { basket_id: basket.id, package_id: thing.id };
    const item = await repo.findOneBy(where);
    const count = next(item?.count ?? 0);
    if (count <= 0) {
      if (item) await repo.delete({ id: item.id });
      return { detail: 'از سبد خرید حذف شد.' };
    }
    await this.checkCount(caller, kind, thing, count);
    const saved = await repo.save({ ...(item ?? { ...where, unit_price: null, sellable_price: null }), count });
    await this.touch(basket.id);
    return this.itemRow(caller, saved.id);
  }

  add(caller: AuthUser, dto: ItemDto) {
    return this.setCount(caller, dto, () => dto.count ?? 1);
  }
  increment(caller: AuthUser, dto: ItemDto) {
    return this.setCount(caller, dto, (c) => c + 1);
  }
  decrement(caller: AuthUser, dto: ItemDto) {
    return this.setCount(caller, dto, (c) => c - 1);
  }

  private async ownOpenItem(caller: AuthUser, id: number): Promise<BasketItem> {
    const item = await this.ds.getRepository(BasketItem).findOneBy({ id });
    const basket = item ? await this.ds.getRepository(Basket).findOneBy({ id: item.basket_id }) : null;
    if (!item || !basket || basket.owner_id !== caller.id) throw notFound();
    if (basket.status !== BasketStatus.OPEN) throw conflict(StoreMessages.BASKET_NOT_OPEN);
    return item;
  }

  async updateItem(caller: AuthUser, id: number, count: number) {
    const item = await this.ownOpenItem(caller, id);
    return this.setCount(caller, { product: item.product_id, package: item.package_id }, () => count);
  }

  async removeItem(caller: AuthUser, id: number) {
    const item = await this.ownOpenItem(caller, id);
    await this.ds.getRepository(BasketItem).delete({ id: item.id });
  }

  /** Reads never make a basket (a GET writes nothing): no open basket yet means no lines. */
  async myItems(caller: AuthUser): Promise<BasketItemRow[]> {
    const basket = await this.ds.getRepository(Basket).findOneBy({ open_owner_id: caller.id });
    return basket ? (await this.rows([basket], caller))[0].items_info : [];
  }

  private async itemRow(caller: AuthUser, itemId: number): Promise<BasketItemRow> {
    const item = await this.ds.getRepository(BasketItem).findOneByOrFail({ id: itemId });
    const basket = await this.ds.getRepository(Basket).findOneByOrFail({ id: item.basket_id });
    return (await this.rows([basket], caller))[0].items_info.find((i) => i.id === itemId)!;
  }

  private touch(id: number) {
    return this.ds.getRepository(Basket).update({ id }, { last_modification_time: this.clock.now() });
  }

  /**
   * The open basket; before the first line is added there is none yet, and the review shows an
   * empty one with id 0 instead of making a row (a GET writes nothing).
   */
  async checkoutReview(caller: AuthUser): Promise<BasketRow> {
    const basket = await this.ds.getRepository(Basket).findOneBy({ open_owner_id: caller.id });
    if (basket) return (await this.rows([basket], caller))[0];
    const now = this.clock.now();
    const empty: BasketParts = Object.assign(this.ds.getRepository(Basket).create({ id: 0, owner_id: caller.id, open_owner_id: caller.id, status: BasketStatus.OPEN, creation_time: now, last_modification_time: now }), {
      owner_x: await this.ds.getRepository(User).findOneBy({ id: caller.id }),
      discount_x: null,
      invoice_x: null,
    });
    const fields = empty as unknown as Record<string, unknown>;
    for (const col of this.ds.getMetadata(Basket).columns)
      fields[col.propertyName] ??= typeof col.default === 'function' ? null : (col.default ?? null);
    return (await this.rows([empty], caller, true))[0];
  }

  private async ownOpenBasket(caller: AuthUser, id: number): Promise<Basket> {
    const b = await this.ds.getRepository(Basket).findOneBy({ id });
    if (!b || b.owner_id !== caller.id) throw notFound();
    if (b.status !== BasketStatus.OPEN) throw conflict(StoreMessages.BASKET_NOT_OPEN);
    return b;
  }

  async submitDiscount(caller: AuthUser, id: number, code: string): Promise<BasketRow> {
    const basket = await this.ownOpenBasket(caller, id);
    const [row] = await this.rows([basket], caller);
    if (!row.items_info.length) throw fieldError('code', StoreMessages.BASKET_EMPTY);
    const { discount } = await this.discounts.check({ code, target: DiscountTarget.STORE, order_price: row.sellable_price });
    await this.ds.getRepository(Basket).update({ id }, { discount_id: discount.id, last_modification_time: this.clock.now() });
    return this.get(caller, id);
  }

  async removeDiscount(caller: AuthUser, id: number): Promise<BasketRow> {
    await this.ownOpenBasket(caller, id);
    await this.ds.getRepository(Basket).update({ id }, { discount_id: null, last_modification_time: this.clock.now() });
    return this.get(caller, id);
  }

  async setAddress(caller: AuthUser, id: number, dto: AddressDto): Promise<BasketRow> {
    await this.ownOpenBasket(caller, id);
    await this.ds.getRepository(Basket).update(
      { id },
      { province: dto.province, city: dto.city, address: dto.address, postal_code: dto.postal_code, last_modification_time: this.clock.now() },
    );
    return this.get(caller, id);
  }

  // ---------- checkout ----------

  /**
   * Freezes the prices, reserves the stock (a conditional decrement per line: a line that no longer
   * fits refuses the whole checkout with 409) and makes the STORE_BASKET invoice, in one transaction.
   */
  async createInvoice(caller: AuthUser, id: number, discountId?: number | null): Promise<InvoiceRow & { detail: string }> {
    const basket = await this.ownOpenBasket(caller, id).catch((err: unknown) => this.checkedOut(err, id));
    const deliverySetting = await this.settings.amount(SettingKeys.DELIVERY_COST);
    const invoice = await this.tx.run(async (em) => {
      const lines = await this.lines(em, [basket.id]);
      if (!lines.length) throw conflict(StoreMessages.BASKET_EMPTY);
      const physical = lines.some((l) => l.thing.is_physical);
      if (physical && !(basket.province && basket.city && basket.address && basket.postal_code)) {
        throw fieldError('address', StoreMessages.ADDRESS_MISSING);
      }
      for (const l of lines) {
        if (l.thing.is_add_to_basket_disabled) throw conflict(`${StoreMessages.ADD_DISABLED} (${l.thing.title})`);
        const res = await em
          .createQueryBuilder()
          .update(l.kind === 'product' ? Product : Package)
          .set({ inventory: () => 'CASE WHEN inventory = -1 THEN -1 ELSE inventory - :n END' })
          .where('id = :id AND (inventory = -1 OR inventory >= :n)', { id: l.thing.id, n: l.item.count })
          .setParameter('n', l.item.count)
          .execute();
        if ((res.affected ?? 0) !== 1) throw conflict(`${StoreMessages.OUT_OF_STOCK} («${l.thing.title}»)`);
        await em.update(BasketItem, { id: l.item.id }, { unit_price: l.thing.unit_price, sellable_price: l.thing.sellable_price });
      }
      const price = lines.reduce((s, l) => s + l.thing.unit_price * l.item.count, 0);
      const sellable = lines.reduce((s, l) => s + l.thing.sellable_price * l.item.count, 0);
      const codeId = discountId ?? basket.discount_id;
      let off = 0;
      let discount: Discount | null = null;
      if (codeId) {
        discount = await em.findOneBy(Discount, { id: codeId });
        if (!discount) throw fieldError('discount_id', 'کد تخفیف معتبر نیست.');
        off = (await this.discounts.check({ code: discount.code, target: DiscountTarget.STORE, order_price: sellable }, em)).amount;
      }
      const delivery = physical ? deliverySetting : 0;
      const overall = sellable - off + delivery;
      const now = this.clock.now();
      const inv = await this.invoices.createInTx(em, {
        owner_id: caller.id,
        title: `سفارش فروشگاه شماره ${basket.id}`,
        amount: overall,
        type: InvoiceType.STORE_BASKET,
        item_id: basket.id,
        discount_id: discount?.id ?? null,
      });
      const closed = await em
        .createQueryBuilder()
        .update(Basket)
        .set({
          status: BasketStatus.CLOSED,
          open_owner_id: null,
          order_type: this.orderType(lines),
          discount_id: discount?.id ?? null,
          price,
          sellable_price: sellable,
          discount_amount: off,
          delivery_cost: delivery,
          overall_order_price: overall,
          invoice_id: inv.id,
          order_time: now,
          last_modification_time: now,
        })
        .where('id = :id AND status = :open', { id: basket.id, open: BasketStatus.OPEN })
        .execute();
      if ((closed.affected ?? 0) !== 1) throw conflict(StoreMessages.BASKET_NOT_OPEN);
      return inv;
    }).catch((err: unknown) => this.checkedOut(err, id));
    const [row] = await this.invoices.mapMany([invoice]);
    return { ...row, detail: 'صورت حساب شما ایجاد شد' };
  }

  /** A checkout of a basket already checked out (a retry, a double click): 409 naming its invoice. */
  private async checkedOut(err: unknown, id: number): Promise<never> {
    if (!(err instanceof ConflictException) || err.message !== StoreMessages.BASKET_NOT_OPEN) throw err;
    const b = await this.ds.getRepository(Basket).findOneBy({ id });
    throw await this.invoices.conflictNaming(StoreMessages.BASKET_NOT_OPEN, b?.invoice_id ?? null);
  }

  private orderType(lines: Line[]): OrderType {
    const phys = lines.some((l) => l.thing.is_physical);
    const virt = lines.some((l) => !l.thing.is_physical);
    return phys && virt ? OrderType.PHYSICAL_VIRTUAL : phys ? OrderType.PHYSICAL : OrderType.VIRTUAL;
  }

  private async lines(em: EntityManager, basketIds: number[]): Promise<Line[]> {
    if (!basketIds.length) return [];
    const items = await em.find(BasketItem, { where: { basket_id: In(basketIds) }, order: { id: 'ASC' } });
    const pIds = items.map((i) => i.product_id).filter((x): x is number => x !== null);
    const kIds = items.map((i) => i.package_id).filter((x): x is number => x !== null);
    const [products, packages] = await Promise.all([
      pIds.length ? em.findBy(Product, { id: In(pIds) }) : Promise.resolve([]),
      kIds.length ? em.findBy(Package, { id: In(kIds) }) : Promise.resolve([]),
    ]);
    return items.flatMap((item): Line[] => {
      const thing = item.product_id ? products.find((p) => p.id === item.product_id) : packages.find((p) => p.id === item.package_id);
      return thing ? [{ item, thing, kind: item.product_id ? 'product' : 'package' }] : [];
    });
  }

  // ---------- after the invoice ----------

  private async onPaid(em: EntityManager, invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    const res = await em
      .createQueryBuilder()
      .update(Basket)
      .set({ status: BasketStatus.PAID, last_modification_time: this.clock.now() })
      .where('id = :id AND status = :closed', { id: invoice.item_id, closed: BasketStatus.CLOSED })
      .execute();
    if ((res.affected ?? 0) !== 1) return;
    const lines = await this.lines(em, [invoice.item_id]);
    for (const l of lines) await em.increment(l.kind === 'product' ? Product : Package, { id: l.thing.id }, 'sold_count', l.item.count);
    const virtual = lines.filter((l) => l.kind === 'product' && !l.thing.is_physical).map((l) => l.thing.id);
    const pkgIds = lines.filter((l) => l.kind === 'package').map((l) => l.thing.id);
    if (pkgIds.length) {
      const links = await em.findBy(PackageProduct, { package_id: In(pkgIds) });
      const inner = links.length ? await em.findBy(Product, { id: In(links.map((x) => x.product_id)) }) : [];
      virtual.push(...inner.filter((p) => !p.is_physical).map((p) => p.id));
    }
    const now = this.clock.now();
    for (const productId of new Set(virtual)) {
      await em.createQueryBuilder().insert().into(Purchase).values({ user_id: invoice.owner_id, product_id: productId, creation_time: now }).orIgnore().execute();
    }
  }

  private async restock(em: EntityManager, basketId: number): Promise<void> {
    for (const l of await this.lines(em, [basketId])) {
      await em
        .createQueryBuilder()
        .update(l.kind === 'product' ? Product : Package)
        .set({ inventory: () => 'inventory + :n' })
        .where('id = :id AND inventory <> -1', { id: l.thing.id })
        .setParameter('n', l.item.count)
        .execute();
    }
  }

  /** An unpaid order's invoice was cancelled (owner, finance or expiry): the stock comes back. */
  private async onCancelled(em: EntityManager, invoice: Invoice): Promise<void> {
    if (!invoice.item_id) return;
    const res = await em
      .createQueryBuilder()
      .update(Basket)
      .set({ status: BasketStatus.CANCELED, last_modification_time: this.clock.now() })
      .where('id = :id AND status = :closed', { id: invoice.item_id, closed: BasketStatus.CLOSED })
      .execute();
    if ((res.affected ?? 0) === 1) await this.restock(em, invoice.item_id);
  }

  /** Staff: a paid order left the warehouse. */
  async send(id: number): Promise<BasketRow & { detail: string }> {
    const res = await this.ds
      .createQueryBuilder()
      .update(Basket)
      .set({ status: BasketStatus.SENT, sent_time: this.clock.now(), last_modification_time: this.clock.now() })
      .where('id = :id AND status = :paid', { id, paid: BasketStatus.PAID })
      .execute();
    if ((res.affected ?? 0) !== 1) {
      if (!(await this.ds.getRepository(Basket).existsBy({ id }))) throw notFound();
      throw conflict('تنها سفارش پرداخت‌شده قابل ارسال است.');
    }
    const [row] = await this.rows([await this.ds.getRepository(Basket).findOneByOrFail({ id })]);
    return { ...row, detail: 'سفارش ارسال شد.' };
  }

  /**
   * The owner cancels an order awaiting payment (its invoice is cancelled, the stock returns); staff
   * may also cancel a PAID order: the money goes back to the owner's wallet and the stock returns.
   */
  async cancel(caller: AuthUser, id: number): Promise<BasketRow & { detail: string }> {
    const b = await this.ds.getRepository(Basket).findOneBy({ id });
    if (!b || (b.owner_id !== caller.id && !this.staff(caller))) throw notFound();
    if (b.status === BasketStatus.CLOSED && b.invoice_id) {
      const ok = await this.tx.run((em) => this.invoices.cancelInTx(em, b.invoice_id!));
      if (!ok) throw conflict('این سفارش قابل لغو نیست.');
    } else if (b.status === BasketStatus.PAID && this.staff(caller)) {
      await this.ledger.ensureWallet(b.owner_id);
      await this.tx.run(async (em) => {
        const res = await em
          .createQueryBuilder()
          .update(Basket)
          .set({ status: BasketStatus.CANCELED, last_modification_time: this.clock.now() })
          .where('id = :id AND status = :paid', { id, paid: BasketStatus.PAID })
          .execute();
        if ((res.affected ?? 0) !== 1) throw conflict('این سفارش قابل لغو نیست.');
        const inv = await em.findOneByOrFail(Invoice, { id: b.invoice_id! });
        await this.payments.refundInTx(em, inv, inv.amount, `بازگشت وجه سفارش لغو شده شماره ${b.id}`, caller.id);
        await this.restock(em, id);
      });
    } else {
      throw conflict('این سفارش قابل لغو نیست.');
    }
    const [row] = await this.rows([await this.ds.getRepository(Basket).findOneByOrFail({ id })], caller);
    return { ...row, detail: 'سفارش لغو شد.' };
  }

  // ---------- reading ----------

  private ordersQuery(caller: AuthUser, onlyOrders: boolean) {
    const qb = this.joinedBaskets();
    if (!this.staff(caller)) qb.andWhere('b.owner_id = :me', { me: caller.id });
    if (onlyOrders) qb.andWhere('b.status <> :open', { open: BasketStatus.OPEN });
    return qb;
  }

  /** Baskets with their owner, invoice and discount code joined in (one row each). */
  private joinedBaskets() {
    return this.ds
      .getRepository(Basket)
      .createQueryBuilder('b')
      .leftJoinAndMapOne('b.owner_x', User, 'o', 'o.id = b.owner_id')
      .leftJoinAndMapOne('b.invoice_x', Invoice, 'binv', 'binv.id = b.invoice_id')
      .leftJoinAndMapOne('b.discount_x', Discount, 'bdis', 'bdis.id = b.discount_id');
  }

  async list(caller: AuthUser, lq: ListQuery, onlyOrders: boolean) {
    const { rows, count } = await paginate(this.ordersQuery(caller, onlyOrders), lq, ORDERS_LIST);
    return { rows: await this.rows(rows, caller, true), count };
  }

  async get(caller: AuthUser, id: number): Promise<BasketRow> {
    const b = await this.ordersQuery(caller, false).andWhere('b.id = :id', { id }).getOne();
    if (!b) throw notFound();
    return (await this.rows([b], caller, true))[0];
  }

  /** The lines of many baskets for reading, with their product or package and the products' category titles. */
  private async readLines(basketIds: number[]): Promise<{ lines: Line[]; cats: Map<number, string> }> {
    const items = (await this.ds
      .getRepository(BasketItem)
      .createQueryBuilder('li')
      .leftJoinAndMapOne('li.product_x', Product, 'lip', 'lip.id = li.product_id')
      .leftJoinAndMapOne('li.package_x', Package, 'lik', 'lik.id = li.package_id')
      .leftJoinAndMapOne('li.category_x', StoreCategory, 'lic', 'lic.id = lip.store_category_id')
      .where('li.basket_id IN (:...basketIds)', { basketIds })
      .orderBy('li.id', 'ASC')
      .getMany()) as ItemParts[];
    const cats = new Map<number, string>();
    for (const i of items) if (i.category_x) cats.set(i.category_x.id, i.category_x.title);
    const lines = items.flatMap((item): Line[] => {
      const thing = item.product_id ? item.product_x : item.package_x;
      return thing ? [{ item, thing, kind: item.product_id ? 'product' : 'package' }] : [];
    });
    return { lines, cats };
  }

  /** Baskets as the clients read them: a fixed number of queries for any number of baskets. */
  async rows(loaded: Basket[], caller?: AuthUser, joined = false): Promise<BasketRow[]> {
    if (!loaded.length) return [];
    const ids = loaded.map((b) => b.id);
    const baskets: BasketParts[] = joined
      ? loaded
      : await this.joinedBaskets().where('b.id IN (:...ids)', { ids }).orderBy('b.id', 'DESC').getMany();
    if (!joined) baskets.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const { lines, cats } = await this.readLines(ids);
    const products = lines.filter((l) => l.kind === 'product').map((l) => l.thing as Product);
    const packages = lines.filter((l) => l.kind === 'package').map((l) => l.thing as Package);
    const [pRows, kRows, delivery] = await Promise.all([
      this.catalogue.mapProducts([...new Map(products.map((p) => [p.id, p])).values()], caller, cats),
      this.catalogue.mapPackages([...new Map(packages.map((p) => [p.id, p])).values()], caller),
      // only an open basket shows the delivery cost of today
      baskets.some((b) => b.status === BasketStatus.OPEN) ? this.settings.amount(SettingKeys.DELIVERY_COST) : Promise.resolve(0),
    ]);
    return baskets.map((b) => {
      const mine = lines.filter((l) => l.item.basket_id === b.id);
      const open = b.status === BasketStatus.OPEN;
      const items: BasketItemRow[] = mine.map((l) => ({
        id: l.item.id,
        basket: b.id,
        product: l.item.product_id,
        product_info: l.kind === 'product' ? ((pRows.find((p) => p.id === l.thing.id) as ProductRow) ?? null) : null,
        package: l.item.package_id,
        package_info: l.kind === 'package' ? ((kRows.find((p) => p.id === l.thing.id) as PackageRow) ?? null) : null,
        count: l.item.count,
        unit_price: open ? l.thing.unit_price : (l.item.unit_price ?? l.thing.unit_price),
        sellable_price: open ? l.thing.sellable_price : (l.item.sellable_price ?? l.thing.sellable_price),
      }));
      const code = b.discount_id ? (b.discount_x ?? undefined) : undefined;
      let price: number, sellable: number, off: number, deliveryCost: number, orderType: OrderType | null;
      if (open) {
        price = items.reduce((s, i) => s + i.unit_price * i.count, 0);
        sellable = items.reduce((s, i) => s + i.sellable_price * i.count, 0);
        off = code && sellable >= code.order_price ? discountAmount(code, sellable) : 0;
        const physical = mine.some((l) => l.thing.is_physical);
        deliveryCost = physical ? delivery : 0;
        orderType = mine.length ? this.orderType(mine) : null;
      } else {
        price = b.price;
        sellable = b.sellable_price;
        off = b.discount_amount;
        deliveryCost = b.delivery_cost;
        orderType = b.order_type as OrderType | null;
      }
      const owner = b.owner_x;
      return {
        id: b.id,
        status: b.status as BasketStatus,
        order_type: orderType,
        owner: b.owner_id,
        owner_info: { id: b.owner_id, full_name: owner ? fullName(owner) : '', mobile_number: owner?.mobile_number ?? null, national_code: owner?.national_code ?? null },
        items_info: items,
        price,
        margin_amount: price - sellable,
        sellable_price: sellable,
        discount: b.discount_id,
        discount_info: code ? { id: code.id, code: code.code, percent: code.percent, price: code.price } : null,
        discount_amount: off,
        order_price: sellable - off,
        overall_discount_amount: price - sellable + off,
        delivery_cost: deliveryCost,
        overall_order_price: sellable - off + deliveryCost,
        province: b.province,
        city: b.city,
        address: b.address,
        postal_code: b.postal_code,
        full_address: fullAddress(b),
        invoice: b.invoice_id,
        invoice_info: b.invoice_id && b.invoice_x ? { id: b.invoice_x.id, status: b.invoice_x.status, amount: b.invoice_x.amount } : null,
        order_time: b.order_time ? b.order_time.toISOString() : null,
        creation_time: b.creation_time.toISOString(),
        last_modification_time: b.last_modification_time.toISOString(),
      };
    });
  }
}

/** SPEC: the non-empty parts of province, city, address and postal code joined by a dash. */
/** An order invoice's `item_info`, read by the invoice statement (accounting's `describeJoin`). */
const BASKET_ITEM_INFO: DescribeJoin = {
  join: (qb, a, on) => {
    qb.leftJoin(Basket, a, on);
    for (const c of ['id', 'status', 'order_type', 'overall_order_price', 'delivery_cost', 'discount_amount', 'province', 'city', 'address', 'postal_code'])
      qb.addSelect(`${a}.${c}`, `${a}_${c}`);
  },
  fromRaw: (r, a) => {
    const v = (c: string) => r[`${a}_${c}`] as string | null;
    if (r[`${a}_id`] === null || r[`${a}_id`] === undefined) return null;
    return {
      id: Number(v('id')),
      status: v('status'),
      order_type: v('order_type'),
      overall_order_price: Number(v('overall_order_price')),
      delivery_cost: Number(v('delivery_cost')),
      discount_amount: Number(v('discount_amount')),
      full_address: fullAddress({ province: v('province'), city: v('city'), address: v('address'), postal_code: v('postal_code') }),
    };
  },
};

export function fullAddress(b: Pick<Basket, 'province' | 'city' | 'address' | 'postal_code'>): string {
  return [b.province, b.city, b.address, b.postal_code].filter((x) => x && x.trim()).join(' - ');
}
