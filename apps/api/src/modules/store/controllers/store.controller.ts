import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { Idempotent } from '../../../core/idempotency';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { fieldError } from '../../../core/http/errors';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { ListQueryOf, listResponse, memoryList, memorySpec, parseListQuery, type ListQuery, type ListSpec } from '../../../core/list';
import { Exports } from '../../../core/exports';
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
import { AcceptFiles } from '../../../core/http/files';
import type { FileKind } from '../../../core/storage/storage';

const THUMBNAIL = { thumbnail: ['image'] } satisfies Record<string, FileKind[]>;

type Q = Record<string, unknown>;
type Files = Record<string, UploadedFile>;
const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

/** The lines of the caller's open basket: a handful, built whole. */
const BASKET_ITEMS_LIST = memorySpec('items', { ordering: ['count'] });

abstract class Lists {
  constructor(protected readonly config: AppConfig) {}
  protected lq(query: Q, spec: ListSpec) {
    return parseListQuery(query, spec, this.config.MAX_PAGE_SIZE);
  }
}

@ApiTags('store')
@ApiBearerAuth()
@Controller('store/products')
export class ProductsController extends Lists {
  constructor(
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: AuthUser | undefined, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, PRODUCTS_LIST);
    const { rows, count } = await this.catalogue.products(me, lq, q.sort);
    return listResponse(reply, lq, PRODUCTS_LIST, rows, count);
  }

  @Public() @Get(':id/related_products')
  async related(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, PRODUCTS_LIST);
    const { rows, count } = await this.catalogue.related(me, id, lq);
    return listResponse(reply, lq, PRODUCTS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number) {
    return this.catalogue.product(me, id);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: ProductDto, @Uploads() files: Files) {
    return this.catalogue.saveProduct(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ProductDto, @Uploads() files: Files) {
    return this.catalogue.saveProduct(me, id, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ProductDto, @Uploads() files: Files) {
    return this.catalogue.saveProduct(me, id, dto, files);
  }

  @RequirePermission('store.products.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.catalogue.removeSellable('product', id);
    return done(id);
  }
}

@ApiTags('store')
@ApiBearerAuth()
@Controller('store/packages')
export class PackagesController extends Lists {
  constructor(
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: AuthUser | undefined, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, PACKAGES_LIST);
    const { rows, count } = await this.catalogue.packages(me, lq, q.sort);
    return listResponse(reply, lq, PACKAGES_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number) {
    return this.catalogue.package(me, id);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: PackageDto, @Uploads() files: Files) {
    return this.catalogue.savePackage(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: PackageDto, @Uploads() files: Files) {
    return this.catalogue.savePackage(me, id, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('store.products.manage') @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: PackageDto, @Uploads() files: Files) {
    return this.catalogue.savePackage(me, id, dto, files);
  }

  @RequirePermission('store.products.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.catalogue.removeSellable('package', id);
    return done(id);
  }
}

@ApiTags('store')
@ApiBearerAuth()
@Controller('store/categories')
export class StoreCategoriesController extends Lists {
  constructor(
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  /** Each row carries its whole subtree in `children`; `parent__isnull=true` gives the roots. */
  @Public() @Get()
  async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, CATEGORIES_LIST);
    const { rows, count } = await this.catalogue.categories(lq);
    return listResponse(reply, lq, CATEGORIES_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@IdParam() id: number) {
    return this.catalogue.category(id);
  }

  @RequirePermission('store.products.manage') @Post()
  create(@Body() dto: StoreCategoryDto) {
    return this.catalogue.saveCategory(null, dto);
  }

  @RequirePermission('store.products.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: StoreCategoryDto) {
    return this.catalogue.saveCategory(id, dto);
  }

  @RequirePermission('store.products.manage') @Patch(':id')
  patch(@IdParam() id: number, @Body() dto: StoreCategoryDto) {
    return this.catalogue.saveCategory(id, dto);
  }

  @RequirePermission('store.products.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.catalogue.removeCategory(id);
    return done(id);
  }
}

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
export class BasketsController extends Lists {
  @Inject(Exports) protected readonly exports!: Exports;

  constructor(
    private readonly baskets: BasketsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Get('checkout_review')
  review(@CurrentUser() me: AuthUser) {
    return this.baskets.checkoutReview(me);
  }

  /** Orders (every basket past checkout); the owner's own, or all for store staff. */
  @Get('list_orders')
  async orders(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, ORDERS_LIST);
    const { rows, count } = await this.baskets.list(me, lq, true);
    return listResponse(reply, lq, ORDERS_LIST, rows, count);
  }

  @CookieAuth() @RequirePermission('store.orders.manage') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'orders', q);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, ORDERS_LIST);
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
