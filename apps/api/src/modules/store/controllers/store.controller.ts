import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { Idempotent } from '../../../core/idempotency';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { fieldError } from '../../../core/http/errors';
import { IdParam } from '../../../core/http/id.pipe';
import { ListQueryOf, listResponse, memoryList, memorySpec, type ListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { done } from '../../../core/routes';
import { crudController } from '../../../core/routes/crud';
import {
  AddressDto,
  CreateOrderInvoiceDto,
  DiscountCodeDto,
  ItemCountDto,
  ItemDto,
  PackageDto,
  ProductDto,
  StoreCategoryDto,
} from '../dto/store.dto';
import { BasketsService } from '../services/baskets.service';
import { CatalogueService } from '../services/catalogue.service';
import { CATEGORIES_LIST, ORDERS_LIST, PACKAGES_LIST, PRODUCTS_LIST } from '../services/store.lists';
import type { FileKind } from '../../../core/storage/storage';

const THUMBNAIL = { thumbnail: ['image'] } satisfies Record<string, FileKind[]>;

type Q = Record<string, unknown>;

/** The lines of the caller's open basket: a handful, built whole. */
const BASKET_ITEMS_LIST = memorySpec('items', { ordering: ['count'] });

/** The catalogue: read by anyone, written by store staff. */
const catalogue = { tag: 'store', write: 'store.products.manage', service: CatalogueService } as const;

/** The catalogue's products, and the ones related to one of them. */
export class ProductsController extends crudController({
  ...catalogue, name: 'ProductsController', path: 'store/products', dto: ProductDto, list: PRODUCTS_LIST, files: THUMBNAIL, patch: true,
  rows: (s) => ({
    list: (me, lq) => s.products(me, lq, lq.params.sort),
    one: s.product.bind(s),
    form: (me, id) => s.sellableForm('product', me, id),
    save: s.saveProduct.bind(s),
    remove: (id) => s.removeSellable('product', id),
  }),
}) {
  @Inject(CatalogueService) private readonly catalogue!: CatalogueService;

  @Public() @Get(':id/related_products')
  async related(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number, @ListQueryOf(PRODUCTS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows, count } = await this.catalogue.related(me, id, lq);
    return listResponse(reply, lq, PRODUCTS_LIST, rows, count);
  }
}

export const PackagesController = crudController({
  ...catalogue, name: 'PackagesController', path: 'store/packages', dto: PackageDto, list: PACKAGES_LIST, files: THUMBNAIL, patch: true,
  rows: (s) => ({
    list: (me, lq) => s.packages(me, lq, lq.params.sort),
    one: s.package.bind(s),
    form: (me, id) => s.sellableForm('package', me, id),
    save: s.savePackage.bind(s),
    remove: (id) => s.removeSellable('package', id),
  }),
});

/** Each row carries its whole subtree in `children`; `parent__isnull=true` gives the roots. */
export const StoreCategoriesController = crudController({
  ...catalogue, name: 'StoreCategoriesController', path: 'store/categories', dto: StoreCategoryDto, list: CATEGORIES_LIST, patch: true,
  rows: (s) => ({ list: (_me, lq) => s.categories(lq), one: (_me, id) => s.category(id), save: (_me, id, dto) => s.saveCategory(id, dto), remove: s.removeCategory.bind(s) }),
});

@ApiTags('store')
@ApiBearerAuth()
@Controller('store/items')
export class ItemsController {
  constructor(private readonly baskets: BasketsService) {}

  @Get()
  async list(@CurrentUser() me: AuthUser, @ListQueryOf(BASKET_ITEMS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return memoryList(reply, lq, BASKET_ITEMS_LIST, await this.baskets.myItems(me));
  }

  @Post() @HttpCode(200)
  add(@CurrentUser() me: AuthUser, @Body() dto: ItemDto) {
    return this.baskets.add(me, dto);
  }

  @Post('increment') @HttpCode(200)
  increment(@CurrentUser() me: AuthUser, @Body() dto: ItemDto) {
    return this.baskets.increment(me, dto);
  }

  @Post('decrement') @HttpCode(200)
  decrement(@CurrentUser() me: AuthUser, @Body() dto: ItemDto) {
    return this.baskets.decrement(me, dto);
  }

  @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ItemCountDto) {
    return this.baskets.updateItem(me, id, dto.count);
  }

  @Delete(':id')
  async remove(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    await this.baskets.removeItem(me, id);
    return done(id);
  }
}

@ApiTags('store')
@ApiBearerAuth()
@Controller('store/baskets')
export class BasketsController {
  @Inject(Exports) protected readonly exports!: Exports;

  constructor(private readonly baskets: BasketsService) {}

  @Get('checkout_review')
  review(@CurrentUser() me: AuthUser) {
    return this.baskets.checkoutReview(me);
  }

  /** Orders (every basket past checkout); the owner's own, or all for store staff. */
  @Get('list_orders')
  async orders(@CurrentUser() me: AuthUser, @ListQueryOf(ORDERS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows, count } = await this.baskets.list(me, lq, true);
    return listResponse(reply, lq, ORDERS_LIST, rows, count);
  }

  @CookieAuth() @RequirePermission('store.orders.manage') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'orders', q);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @ListQueryOf(ORDERS_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows, count } = await this.baskets.list(me, lq, false);
    return listResponse(reply, lq, ORDERS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.baskets.get(me, id);
  }

  @Put(':id/submit_discount_code')
  submitCode(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: DiscountCodeDto) {
    return this.baskets.submitDiscount(me, id, dto.code);
  }

  @Put(':id/remove_discount_code')
  removeCode(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.baskets.removeDiscount(me, id);
  }

  @Put(':id/set_address')
  setAddress(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: AddressDto) {
    return this.baskets.setAddress(me, id, dto);
  }

  @Idempotent() @Put(':id/create_invoice')
  createInvoice(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: CreateOrderInvoiceDto) {
    if (dto.owner && dto.owner !== me.id) throw fieldError('owner', 'سفارش تنها برای خود شما ثبت می‌شود.');
    return this.baskets.createInvoice(me, id, dto.discount_id);
  }

  @RequirePermission('store.orders.manage') @Put(':id/send')
  send(@IdParam() id: number) {
    return this.baskets.send(id);
  }

  @Put(':id/cancel')
  cancel(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.baskets.cancel(me, id);
  }
}
