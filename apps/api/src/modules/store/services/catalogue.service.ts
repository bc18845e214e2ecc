import { Injectable } from '@nestjs/common';
import { ProductSort, sellablePrice, type PackageRow, type ProductRow, type StoreCategoryRow } from '@daneshsara/domain';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can } from '../../../core/auth/permissions';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, type ListQuery } from '../../../core/list';
import { checkUpload, Storage } from '../../../core/storage/storage';
import type { PackageDto, ProductDto, SellableDto, StoreCategoryDto } from '../dto/store.dto';
import { BasketItem, Package, PackageProduct, Product, Purchase, StoreCategory } from '../entities/store.entities';
import { CATEGORIES_LIST, PACKAGES_LIST, PRODUCTS_LIST } from './store.lists';

const THUMB_MAX = 2 * 1024 * 1024;
type Sellable = Product | Package;

/** The storefront's `sort` onto an ordering (BEST_SELLING by default). */
export function sortOrdering(sort: unknown): { column: string; dir: 'ASC' | 'DESC' } | null {
  // A JSON array is react-admin's own sort, already read by the list parser.
  if (typeof sort === 'string' && sort.trim().startsWith('[')) return null;
  switch (sort) {
    case ProductSort.MOST_EXPENSIVE:
      return { column: 'p.sellable_price', dir: 'DESC' };
    case ProductSort.LEAST_EXPENSIVE:
      return { column: 'p.sellable_price', dir: 'ASC' };
    case ProductSort.BEST_SELLING:
      return { column: 'p.sold_count', dir: 'DESC' };
    case undefined:
    case '':
      return null;
    default:
      throw fieldError('sort', 'ترتیب نمایش معتبر نیست.');
  }
}

@Injectable()
export class CatalogueService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly storage: Storage,
  ) {}

  private staff(caller?: AuthUser): boolean {
    return !!caller && can(caller.roles, 'store.products.manage');
  }

  private visible<T extends Sellable>(qb: SelectQueryBuilder<T>, caller?: AuthUser) {
    if (!this.staff(caller)) qb.andWhere('p.is_hidden = :h', { h: false });
    return qb;
  }

  private sorted(lq: ListQuery, sort: unknown): ListQuery {
    const o = sortOrdering(sort);
    return o ? { ...lq, order: [o] } : lq;
  }

  // ---------- products ----------

  async products(caller: AuthUser | undefined, lq: ListQuery, sort: unknown) {
    const qb = this.visible(this.ds.getRepository(Product).createQueryBuilder('p'), caller);
    const { rows, count } = await paginate(qb, this.sorted(lq, sort), PRODUCTS_LIST);
    return { rows: await this.mapProducts(rows, caller), count };
  }

  async product(caller: AuthUser | undefined, id: number): Promise<ProductRow> {
    const p = await this.ds.getRepository(Product).findOneBy({ id });
    if (!p || (p.is_hidden && !this.staff(caller))) throw notFound();
    return (await this.mapProducts([p], caller))[0];
  }

  async related(caller: AuthUser | undefined, id: number, lq: ListQuery) {
    const p = await this.ds.getRepository(Product).findOneBy({ id });
    if (!p || (p.is_hidden && !this.staff(caller))) throw notFound();
    const qb = this.visible(this.ds.getRepository(Product).createQueryBuilder('p'), caller).andWhere('p.id <> :id', { id });
    if (p.store_category_id) qb.andWhere('p.store_category_id = :c', { c: p.store_category_id });
    const { rows, count } = await paginate(qb, lq, PRODUCTS_LIST);
    return { rows: await this.mapProducts(rows, caller), count };
  }

  /** `cats`: the category titles when the caller's query already read them. */
  async mapProducts(rows: Product[], caller?: AuthUser, known?: Map<number, string>): Promise<ProductRow[]> {
    if (!rows.length) return [];
    const [cats, owned] = await Promise.all([known ?? this.categoryTitles(rows), this.purchased(caller, rows.map((p) => p.id))]);
    return rows.map((p) => this.productRow(p, cats, owned));
  }

  private productRow(p: Product, cats: Map<number, string>, owned: Set<number>): ProductRow {
    return { ...this.mapSellable(p, cats, owned.has(p.id)), physical_type: p.physical_type as ProductRow['physical_type'] };
  }

  private async purchased(caller: AuthUser | undefined, productIds: number[]): Promise<Set<number>> {
    if (!caller || !productIds.length) return new Set();
    const rows = await this.ds.getRepository(Purchase).findBy({ user_id: caller.id, product_id: In(productIds) });
    return new Set(rows.map((r) => r.product_id));
  }

  private async categoryTitles(rows: Sellable[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.store_category_id).filter((x): x is number => x !== null))];
    if (!ids.length) return new Map();
    const cats = await this.ds.getRepository(StoreCategory).findBy({ id: In(ids) });
    return new Map(cats.map((c) => [c.id, c.title]));
  }

  private mapSellable(p: Sellable, cats: Map<number, string>, purchased: boolean) {
    const outOfStock = p.inventory === 0;
    return {
      id: p.id,
      title: p.title,
      thumbnail: p.thumbnail,
      description: p.description,
      specification: p.specification,
      unit_price: p.unit_price,
      discount_percent: p.discount_percent,
      sellable_price: p.sellable_price,
      inventory: p.inventory,
      maximum_order_count: p.maximum_order_count,
      is_physical: p.is_physical,
      is_hidden: p.is_hidden,
      is_add_to_basket_disabled: p.is_add_to_basket_disabled || outOfStock || (purchased && !p.is_physical),
      is_purchased: purchased,
      weight: p.weight,
      store_category: p.store_category_id,
      store_category_info: p.store_category_id ? { id: p.store_category_id, title: cats.get(p.store_category_id) ?? '' } : null,
      content_category: p.content_category_id,
      sold_count: p.sold_count,
      creation_time: p.creation_time.toISOString(),
    };
  }

  private async thumbnail(current: string | null, dto: SellableDto, files: Record<string, UploadedFile>) {
    const file = files.thumbnail;
    if (file) return this.storage.save('store', file, checkUpload('thumbnail', file, ['image'], THUMB_MAX));
    if (dto.thumbnail === null || dto.thumbnail === '') return null;
    return current;
  }

  private async sellableFields(dto: SellableDto, current: Sellable | null, files: Record<string, UploadedFile>) {
    if (dto.store_category && !(await this.ds.getRepository(StoreCategory).existsBy({ id: dto.store_category }))) {
      throw fieldError('store_category', 'دسته انتخاب شده وجود ندارد.');
    }
    const discount = dto.discount_percent ?? 0;
    return {
      title: dto.title,
      description: dto.description ?? null,
      specification: dto.specification ?? null,
      unit_price: dto.unit_price,
      discount_percent: discount,
      sellable_price: sellablePrice(dto.unit_price, discount),
      inventory: dto.inventory ?? current?.inventory ?? -1,
      maximum_order_count: dto.maximum_order_count ?? null,
      is_physical: dto.is_physical ?? current?.is_physical ?? false,
      is_hidden: dto.is_hidden ?? current?.is_hidden ?? false,
      is_add_to_basket_disabled: dto.is_add_to_basket_disabled ?? current?.is_add_to_basket_disabled ?? false,
      weight: dto.weight ?? null,
      store_category_id: dto.store_category ?? null,
      content_category_id: dto.content_category ?? null,
      thumbnail: await this.thumbnail(current?.thumbnail ?? null, dto, files),
      last_modification_time: this.clock.now(),
    };
  }

  async saveProduct(caller: AuthUser, id: number | null, dto: ProductDto, files: Record<string, UploadedFile>) {
    const repo = this.ds.getRepository(Product);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const fields = await this.sellableFields(dto, current, files);
    const saved = await repo.save({
      ...(current ?? { creation_time: this.clock.now(), sold_count: 0 }),
      ...fields,
      physical_type: fields.is_physical ? (dto.physical_type ?? null) : null,
    });
    if (current?.thumbnail && current.thumbnail !== saved.thumbnail) await this.storage.remove(current.thumbnail);
    return this.product(caller, saved.id);
  }

  /**
   * A product or package as its form, what a PATCH lays the sent fields over: its answer, but with
   * its own `is_add_to_basket_disabled` (the answer also says true when it is out of stock or was
   * bought), so a PATCH that leaves that field out never writes what the answer worked out.
   */
  async sellableForm(kind: 'product' | 'package', caller: AuthUser, id: number): Promise<ProductRow | PackageRow> {
    const p = await this.ds.getRepository(kind === 'product' ? Product : Package).findOneBy({ id });
    if (!p) throw notFound();
    const [row] = kind === 'product' ? await this.mapProducts([p as Product], caller) : await this.mapPackages([p], caller);
    return { ...row, is_add_to_basket_disabled: p.is_add_to_basket_disabled };
  }

  async removeSellable(kind: 'product' | 'package', id: number) {
    const repo = this.ds.getRepository(kind === 'product' ? Product : Package);
    const row = await repo.findOneBy({ id });
    if (!row) throw notFound();
    const used = await this.ds.getRepository(BasketItem).countBy(kind === 'product' ? { product_id: id } : { package_id: id });
    if (used) throw conflict('این کالا در سفارش‌ها آمده است؛ به جای حذف آن را پنهان کنید.');
    await repo.delete({ id });
    if (kind === 'package') await this.ds.getRepository(PackageProduct).delete({ package_id: id });
    else await this.ds.getRepository(PackageProduct).delete({ product_id: id });
    if (row.thumbnail) await this.storage.remove(row.thumbnail);
  }

  // ---------- packages ----------

  async packages(caller: AuthUser | undefined, lq: ListQuery, sort: unknown) {
    const qb = this.visible(this.ds.getRepository(Package).createQueryBuilder('p'), caller);
    const { rows, count } = await paginate(qb, this.sorted(lq, sort), PACKAGES_LIST);
    return { rows: await this.mapPackages(rows, caller), count };
  }

  async package(caller: AuthUser | undefined, id: number): Promise<PackageRow> {
    const p = await this.ds.getRepository(Package).findOneBy({ id });
    if (!p || (p.is_hidden && !this.staff(caller))) throw notFound();
    return (await this.mapPackages([p], caller))[0];
  }

  /**
   * Package rows in three queries whatever their number: the links with their products, the
   * category titles of packages and products together, and what the caller already bought.
   */
  async mapPackages(rows: Package[], caller?: AuthUser): Promise<PackageRow[]> {
    if (!rows.length) return [];
    const links = (await this.ds
      .getRepository(PackageProduct)
      .createQueryBuilder('l')
      .leftJoinAndMapOne('l.product_x', Product, 'lp', 'lp.id = l.product_id')
      .where('l.package_id IN (:...ids)', { ids: rows.map((p) => p.id) })
      .getMany()) as (PackageProduct & { product_x?: Product | null })[];
    const productIds = [...new Set(links.map((l) => l.product_id))];
    const products = [...new Map(links.flatMap((l) => (l.product_x ? [[l.product_x.id, l.product_x] as const] : []))).values()];
    const [cats, owned] = await Promise.all([this.categoryTitles([...rows, ...products]), this.purchased(caller, productIds)]);
    const byId = new Map(products.map((p) => [p.id, this.productRow(p, cats, owned)]));
    return rows.map((p) => {
      const ids = links.filter((l) => l.package_id === p.id).map((l) => l.product_id);
      const purchased = ids.length > 0 && ids.every((i) => owned.has(i));
      return {
        ...this.mapSellable(p, cats, purchased),
        products: ids,
        products_info: ids.map((i) => byId.get(i)).filter((x): x is ProductRow => !!x),
      };
    });
  }

  async savePackage(caller: AuthUser, id: number | null, dto: PackageDto, files: Record<string, UploadedFile>) {
    const repo = this.ds.getRepository(Package);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const ids = [...new Set(dto.products)];
    if (!ids.length) throw fieldError('products', 'دست کم یک محصول برای بسته انتخاب کنید.');
    if ((await this.ds.getRepository(Product).countBy({ id: In(ids) })) !== ids.length) {
      throw fieldError('products', 'برخی محصولات انتخاب شده وجود ندارند.');
    }
    const fields = await this.sellableFields(dto, current, files);
    const saved = await this.ds.transaction(async (em: EntityManager) => {
      const row = await em.save(Package, { ...(current ?? { creation_time: this.clock.now(), sold_count: 0 }), ...fields });
      await em.delete(PackageProduct, { package_id: row.id });
      await em.insert(PackageProduct, ids.map((product_id) => ({ package_id: row.id, product_id })));
      return row;
    });
    if (current?.thumbnail && current.thumbnail !== saved.thumbnail) await this.storage.remove(current.thumbnail);
    return this.package(caller, saved.id);
  }

  // ---------- categories ----------

  /** Categories are few: one query, then the tree in memory. */
  async categories(lq: ListQuery): Promise<{ rows: StoreCategoryRow[]; count: number }> {
    const all = await this.ds.getRepository(StoreCategory).find({ order: { id: 'ASC' } });
    const build = (c: StoreCategory): StoreCategoryRow => ({
      id: c.id,
      title: c.title,
      parent: c.parent_id,
      children: all.filter((x) => x.parent_id === c.id).map(build),
    });
    const { rows, count } = await paginate(this.ds.getRepository(StoreCategory).createQueryBuilder('c'), lq, CATEGORIES_LIST);
    return { rows: rows.map(build), count };
  }

  async category(id: number): Promise<StoreCategoryRow> {
    const all = await this.ds.getRepository(StoreCategory).find({ order: { id: 'ASC' } });
    const c = all.find((x) => x.id === id);
    if (!c) throw notFound();
    const build = (n: StoreCategory): StoreCategoryRow => ({
      id: n.id,
      title: n.title,
      parent: n.parent_id,
      children: all.filter((x) => x.parent_id === n.id).map(build),
    });
    return build(c);
  }

  async saveCategory(id: number | null, dto: StoreCategoryDto) {
    const repo = this.ds.getRepository(StoreCategory);
    if (id && !(await repo.existsBy({ id }))) throw notFound();
    if (dto.parent) {
      const all = await repo.find();
      if (!all.some((c) => c.id === dto.parent)) throw fieldError('parent', 'دسته والد وجود ندارد.');
      // No cycles: the parent may not be the category itself or one of its descendants.
      for (let p: number | null = dto.parent; p; p = all.find((c) => c.id === p)?.parent_id ?? null) {
        if (p === id) throw fieldError('parent', 'یک دسته نمی‌تواند زیرمجموعه خودش باشد.');
      }
    }
    const saved = await repo.save({ ...(id ? { id } : {}), title: dto.title, parent_id: dto.parent ?? null });
    return this.category(saved.id);
  }

  async removeCategory(id: number) {
    const repo = this.ds.getRepository(StoreCategory);
    if (!(await repo.existsBy({ id }))) throw notFound();
    if ((await repo.countBy({ parent_id: id })) || (await this.ds.getRepository(Product).countBy({ store_category_id: id }))) {
      throw conflict('این دسته زیرمجموعه یا کالا دارد و قابل حذف نیست.');
    }
    await repo.delete({ id });
  }
}
