import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { Idempotent } from '../../../core/idempotency';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages, toPersianDigits } from '@daneshsara/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { listResponse, parseListQuery, type ListSpec } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { PatchOf, patched } from '../../../core/routes/patch';
import {
  CreateInvoiceDto,
  CreateOfferDto,
  DepositDto,
  DirectPayDto,
  DiscountDto,
  RefundDto,
  SettleWithdrawDto,
  VerifyDiscountDto,
  WithdrawRequestDto,
} from '../dto/accounting.dto';
import {
  DISCOUNTS_LIST,
  INSTALMENTS_LIST,
  INVOICES_LIST,
  OFFERS_LIST,
  PAYMENTS_LIST,
  TRANSACTIONS_LIST,
  WALLETS_LIST,
} from '../services/accounting.lists';
import { DiscountsService } from '../services/discounts.service';
import { InstalmentsService } from '../services/instalments.service';
import { InvoicesService } from '../services/invoices.service';
import { PaymentsService } from '../services/payments.service';
import { TransactionsService } from '../services/transactions.service';
import { AcceptFiles } from '../../../core/http/files';
import { PaymentReconciler } from '../services/payment-reconciler';

type Q = Record<string, unknown>;

/** The origin the browser used, for the bank's callback URL when PUBLIC_URL is not set. */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

abstract class ListController {
  @Inject(Exports) protected readonly exports!: Exports;

  constructor(protected readonly config: AppConfig) {}
  protected lq(query: Q, spec: ListSpec) {
    return parseListQuery(query, spec, this.config.MAX_PAGE_SIZE);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/invoices')
export class InvoicesController extends ListController {
  constructor(
    private readonly invoices: InvoicesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @CookieAuth() @RequirePermission('accounting.read') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() query: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'invoices', query);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, INVOICES_LIST);
    const { rows, count } = await this.invoices.list(me, lq);
    return listResponse(reply, lq, INVOICES_LIST, rows, count);
  }

  @Idempotent() @RequirePermission('accounting.manage') @Post()
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateInvoiceDto) {
    const row = await this.invoices.createManual(me, dto);
    return { ...row, detail: 'صورت حساب شما ایجاد شد' };
  }

  /** SPEC section 7: the caller's own PAYING invoices, each cancelled once (`canceled` lists them). */
  @Put('cancel_all_paying_invoices')
  async cancelAll(@CurrentUser() me: AuthUser) {
    const { detail, canceled } = await this.invoices.cancelAllPaying(me);
    return { detail, message: detail, canceled, canceled_count: canceled.length };
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.invoices.get(me, id);
  }

  @Idempotent() @Put(':id/pay')
  async pay(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    const { detail } = await this.invoices.pay(me, id);
    return { detail, message: detail };
  }

  @Put(':id/cancel')
  async cancel(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    const { detail } = await this.invoices.cancel(me, id);
    return { detail, message: detail };
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/instalments')
export class InstalmentsController extends ListController {
  constructor(
    private readonly instalments: InstalmentsService,
    private readonly invoices: InvoicesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, INSTALMENTS_LIST);
    const { rows, count } = await this.instalments.list(me, lq, typeof query.type === 'string' ? query.type : undefined);
    return listResponse(reply, lq, INSTALMENTS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.instalments.get(me, id);
  }

  @Idempotent() @Put(':id/pay')
  async pay(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    const { detail } = await this.invoices.payInstalment(me, id);
    return { detail, message: detail };
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/instalment_offers')
export class InstalmentOffersController extends ListController {
  constructor(
    private readonly instalments: InstalmentsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, OFFERS_LIST);
    const { rows, count } = await this.instalments.listOffers(me, lq);
    return listResponse(reply, lq, OFFERS_LIST, rows, count);
  }

  @RequirePermission('accounting.manage') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: CreateOfferDto) {
    return this.instalments.createOffer(me, dto);
  }

  @Put(':id/accept')
  accept(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.instalments.accept(me, id);
  }

  @Put(':id/reject')
  reject(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.instalments.reject(me, id);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/wallets')
export class WalletsController extends ListController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  /** `?owner=<me>` answers the caller's wallet first (made on first look); finance sees all. */
  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, WALLETS_LIST);
    const { rows, count } = await this.payments.wallets(me, lq);
    return listResponse(reply, lq, WALLETS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.payments.wallet(me, id);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/transactions')
export class TransactionsController extends ListController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly reconciler: PaymentReconciler,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Idempotent() @Post('deposit') @HttpCode(200)
  deposit(@CurrentUser() me: AuthUser, @Body() dto: DepositDto, @Req() req: FastifyRequest) {
    return this.transactions.deposit(me, dto, originOf(req));
  }

  @Idempotent() @Post('direct_pay') @HttpCode(200)
  directPay(@CurrentUser() me: AuthUser, @Body() dto: DirectPayDto, @Req() req: FastifyRequest) {
    return this.transactions.directPay(me, dto, originOf(req));
  }

  /** Finance runs the reconcile job now (it also runs every minute): what it did, in numbers. */
  @RequirePermission('accounting.manage') @Post('reconcile') @HttpCode(200)
  async reconcile() {
    const report = await this.reconciler.run();
    const detail = `بررسی انجام شد: ${toPersianDigits(String(report.credited))} تراکنش تایید و افزوده شد، ${toPersianDigits(String(report.expired))} منقضی شد و ${toPersianDigits(String(report.waiting))} هنوز در انتظار بانک است.`;
    return { ...report, detail, message: detail };
  }

  @CookieAuth() @RequirePermission('accounting.read') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() query: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'transactions', query);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, TRANSACTIONS_LIST);
    const { rows, count } = await this.transactions.list(me, lq);
    return listResponse(reply, lq, TRANSACTIONS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.transactions.get(me, id);
  }

  @RequirePermission('accounting.manage') @Put(':id/re_verify_failed_transaction')
  reverify(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.transactions.reverify(me, id);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/payments')
export class PaymentsController extends ListController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Idempotent() @Put('request_withdraw')
  async requestWithdraw(@CurrentUser() me: AuthUser, @Body() dto: WithdrawRequestDto) {
    const row = await this.payments.requestWithdraw(me, dto);
    return { ...row, detail: this.withdrawMessage, message: this.withdrawMessage };
  }
  private readonly withdrawMessage =
    'درخواست برداشت با موفقیت ثبت شد ولی انتقال پول بعد از تایید ادمین به شماره شبای معرفی شده واریز خواهد شد.';

  @Idempotent() @RequirePermission('accounting.manage') @Post('refund_by_amount') @HttpCode(200)
  refund(@CurrentUser() me: AuthUser, @Body() dto: RefundDto) {
    return this.payments.refund(me, dto);
  }

  @CookieAuth() @RequirePermission('accounting.read') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() query: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'payments', query);
  }

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, PAYMENTS_LIST);
    const { rows, count } = await this.payments.list(me, lq);
    return listResponse(reply, lq, PAYMENTS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.payments.get(me, id);
  }

  @AcceptFiles({ receipt: ['image', 'pdf'] }) @RequirePermission('accounting.manage') @Put(':id/confirm_withdraw')
  confirm(
    @CurrentUser() me: AuthUser,
    @IdParam() id: number,
    @Body() dto: SettleWithdrawDto,
    @Uploads() files: Record<string, UploadedFile>,
  ) {
    return this.payments.confirmWithdraw(me, id, dto, files);
  }

  @RequirePermission('accounting.manage') @Put(':id/reject_withdraw')
  reject(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: SettleWithdrawDto) {
    return this.payments.rejectWithdraw(me, id, dto);
  }
}

@ApiTags('accounting')
@ApiBearerAuth()
@Controller('accounting/discounts')
export class DiscountsController extends ListController {
  constructor(
    private readonly discounts: DiscountsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Post('verify') @HttpCode(200)
  verify(@Body() dto: VerifyDiscountDto) {
    return this.discounts.verify(dto);
  }

  @RequirePermission('accounting.discounts.manage') @Get()
  async list(@Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(query, DISCOUNTS_LIST);
    const { rows, count } = await this.discounts.list(lq);
    return listResponse(reply, lq, DISCOUNTS_LIST, rows, count);
  }

  @RequirePermission('accounting.discounts.manage') @Post()
  create(@Body() dto: DiscountDto) {
    return this.discounts.create(dto);
  }

  @RequirePermission('accounting.discounts.manage') @Get(':id')
  get(@IdParam() id: number) {
    return this.discounts.get(id);
  }

  @RequirePermission('accounting.discounts.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: DiscountDto) {
    return this.discounts.update(id, dto);
  }

  /** Only the fields sent change (core/routes/patch.ts). */
  @PatchOf(DiscountDto, 1) @RequirePermission('accounting.discounts.manage') @Patch(':id')
  async patch(@IdParam() id: number, @Body() dto: Partial<DiscountDto>) {
    return this.discounts.update(id, patched(DiscountDto, await this.discounts.get(id), dto));
  }

  @RequirePermission('accounting.discounts.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.discounts.remove(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }
}
