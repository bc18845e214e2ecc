import { Body, Controller, Delete, Get, Inject, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { Idempotent } from '../../../core/idempotency';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { listResponse, parseListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { PatchOf, patched } from '../../../core/routes/patch';
import { DonateDto, DonationCategoryDto, DonationDto } from '../dto/dma.dto';
import { CATEGORIES_LIST, DONATIONS_LIST, REGISTRATIONS_LIST } from '../services/dma.lists';
import { DonationsService } from '../services/donations.service';
import { AcceptFiles } from '../../../core/http/files';
import type { FileKind } from '../../../core/storage/storage';

const THUMBNAIL = { thumbnail: ['image'] } satisfies Record<string, FileKind[]>;

type Q = Record<string, unknown>;
type Files = Record<string, UploadedFile>;
const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

@ApiTags('dma')
@ApiBearerAuth()
@Controller('dma/donations/categories')
export class DonationCategoriesController {
  constructor(
    private readonly dma: DonationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get()
  async list(@Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, CATEGORIES_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.dma.categories(lq);
    return listResponse(reply, lq, CATEGORIES_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@IdParam() id: number) {
    return this.dma.category(id);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Post()
  create(@Body() dto: DonationCategoryDto, @Uploads() files: Files) {
    return this.dma.saveCategory(null, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: DonationCategoryDto, @Uploads() files: Files) {
    return this.dma.saveCategory(id, dto, files);
  }

  /** Only the fields sent change (core/routes/patch.ts). */
  @PatchOf(DonationCategoryDto, 1) @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Patch(':id')
  async patch(@IdParam() id: number, @Body() dto: Partial<DonationCategoryDto>, @Uploads() files: Files) {
    return this.dma.saveCategory(id, patched(DonationCategoryDto, await this.dma.category(id), dto), files);
  }

  @RequirePermission('dma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.dma.removeCategory(id);
    return done(id);
  }
}

@ApiTags('dma')
@ApiBearerAuth()
@Controller('dma/donations')
export class DonationsController {
  constructor(
    private readonly dma: DonationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get()
  async list(@CurrentUser() me: AuthUser | undefined, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, DONATIONS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.dma.donations(me, lq);
    return listResponse(reply, lq, DONATIONS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number) {
    return this.dma.donation(me, id);
  }

  /** The donor's gift becomes a DONATION invoice, paid like any other. */
  @Idempotent() @Put(':id/create_invoice')
  createInvoice(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: DonateDto) {
    return this.dma.createInvoice(me, id, dto);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: DonationDto, @Uploads() files: Files) {
    return this.dma.saveDonation(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: DonationDto, @Uploads() files: Files) {
    return this.dma.saveDonation(me, id, dto, files);
  }

  /** Only the fields sent change (core/routes/patch.ts). */
  @PatchOf(DonationDto, 2) @AcceptFiles(THUMBNAIL) @RequirePermission('dma.manage') @Patch(':id')
  async patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: Partial<DonationDto>, @Uploads() files: Files) {
    return this.dma.saveDonation(me, id, patched(DonationDto, await this.dma.donation(me, id), dto), files);
  }

  @RequirePermission('dma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.dma.removeDonation(id);
    return done(id);
  }
}

@ApiTags('dma')
@ApiBearerAuth()
@Controller('dma/registrations')
export class DonationRegistrationsController {
  @Inject(Exports) protected readonly exports!: Exports;

  constructor(
    private readonly dma: DonationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CookieAuth() @RequirePermission('dma.registrations.read') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() query: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'donations', query);
  }

  /** Finance sees every gift; a donor sees their own. */
  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() query: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, REGISTRATIONS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.dma.registrations(me, lq);
    return listResponse(reply, lq, REGISTRATIONS_LIST, rows, count);
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.dma.registration(me, id);
  }
}
