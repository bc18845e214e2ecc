import { Body, Controller, Delete, Get, Inject, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { Idempotent } from '../../../core/idempotency';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Clock } from '../../../core/clock/clock';
import { can, CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { ListQueryOf, listResponse, memoryList, parseListQuery, type ListQuery } from '../../../core/list';
import { ClassroomDto, DropDto, GradersDto, LeadersDto, OwnerDto, OwnersDto, RegistrationsMessageDto, UnitCategoryDto, UnitDto } from '../dto/lma.dto';
import { Exports } from '../../../core/exports';
import { NoticeCampaigns } from '../../mma';
import { PICKER_LIST, StaffingService } from '../services/staffing.service';
import { ClassroomsService } from '../services/classrooms.service';
import { ClassroomForms } from '../services/classroom-forms';
import { CATEGORIES_LIST, classroomsList, REGISTRATIONS_LIST, UNITS_LIST } from '../services/lma.lists';
import { STAFF_WITH_UNIT_LIST } from '../services/lma.memory-lists';
import { AcceptFiles } from '../../../core/http/files';
import { PatchOf } from '../../../core/routes/patch';
import type { FileKind } from '../../../core/storage/storage';

const CLASSROOM_FILES = { thumbnail: ['image'], codes: ['pdf'] } satisfies Record<string, FileKind[]>;

type Q = Record<string, unknown>;
type Files = Record<string, UploadedFile>;
const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/categories')
export class UnitCategoriesController {
  constructor(
    private readonly lma: ClassroomsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get()
  async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, CATEGORIES_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.lma.categories(lq);
    return listResponse(reply, lq, CATEGORIES_LIST, rows, count);
  }

  @RequirePermission('lma.manage') @Post()
  create(@Body() dto: UnitCategoryDto) {
    return this.lma.saveCategory(null, dto);
  }

  @RequirePermission('lma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: UnitCategoryDto) {
    return this.lma.saveCategory(id, dto);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.lma.removeCategory(id);
    return done(id);
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/units')
export class UnitsController {
  constructor(
    private readonly lma: ClassroomsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get()
  async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, UNITS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.lma.units(lq);
    return listResponse(reply, lq, UNITS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@IdParam() id: number) {
    return this.lma.unit(id);
  }

  @RequirePermission('lma.manage') @Post()
  create(@Body() dto: UnitDto) {
    return this.lma.saveUnit(null, dto);
  }

  @RequirePermission('lma.manage') @Put(':id')
  update(@IdParam() id: number, @Body() dto: UnitDto) {
    return this.lma.saveUnit(id, dto);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.lma.removeUnit(id);
    return done(id);
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/classrooms')
export class ClassroomsController {
  constructor(
    private readonly lma: ClassroomsService,
    private readonly staffing: StaffingService,
    private readonly forms: ClassroomForms,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get()
  async list(@CurrentUser() me: AuthUser | undefined, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const spec = classroomsList(this.clock.now());
    const lq = parseListQuery(q, spec, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.lma.list(me, lq);
    return listResponse(reply, lq, spec, rows, count);
  }

  /** The classrooms the caller grades. */
  @Get('my_as_a_grader_classrooms')
  async mine(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const spec = classroomsList(this.clock.now());
    const lq = parseListQuery(q, spec, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.lma.graderClassrooms(me, lq);
    return listResponse(reply, lq, spec, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number) {
    return this.lma.get(me, id);
  }

  @RequirePermission('lma.manage') @Put(':id/graders')
  graders(@IdParam() id: number, @Body() dto: GradersDto) {
    return this.staffing.assign('grader', id, dto.graders);
  }

  @RequirePermission('lma.manage') @Put(':id/leaders')
  leaders(@IdParam() id: number, @Body() dto: LeadersDto) {
    return this.staffing.assign('leader', id, dto.leaders);
  }

  @AcceptFiles(CLASSROOM_FILES) @RequirePermission('lma.manage') @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: ClassroomDto, @Uploads() files: Files) {
    return this.lma.save(me, null, dto, files);
  }

  /** Staff who manage learning; the classroom's professor its teaching texts (ClassroomForms). */
  @AcceptFiles(CLASSROOM_FILES) @RequirePermission('lma.classrooms.teach') @Put(':id')
  async update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ClassroomDto, @Uploads() files: Files) {
    return this.lma.save(me, id, await this.forms.formFor(me, id, dto, files, true), files);
  }

  /** Only the fields sent change (core/routes/patch.ts). */
  @PatchOf(ClassroomDto, 2) @AcceptFiles(CLASSROOM_FILES) @RequirePermission('lma.classrooms.teach') @Patch(':id')
  async patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: Partial<ClassroomDto>, @Uploads() files: Files) {
    return this.lma.save(me, id, await this.forms.formFor(me, id, dto, files, false), files);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.lma.remove(id);
    return done(id);
  }

  @Put(':id/enroll')
  enroll(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.lma.enroll(me, id);
  }

  /** Answers an Invoice (status PAYING) or a Registration (status REGISTERED). */
  @Idempotent() @Put(':id/register')
  register(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.lma.register(me, id);
  }

  @Put(':id/drop')
  drop(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: DropDto) {
    return this.lma.drop(me, id, dto.owner ?? null, dto.refund_amount ?? null);
  }

  @Idempotent() @RequirePermission('lma.manage') @Put(':id/create_invoice')
  createInvoice(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: OwnerDto) {
    return this.lma.createInvoiceFor(me, id, dto.owner ?? null);
  }

  @RequirePermission('lma.manage') @Put(':id/bulk_enroll')
  bulkEnroll(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: OwnersDto) {
    return this.lma.bulk(me, id, dto.owners, false);
  }

  @Idempotent() @RequirePermission('lma.manage') @Put(':id/bulk_register')
  bulkRegister(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: OwnersDto) {
    return this.lma.bulk(me, id, dto.owners, true);
  }

  @RequirePermission('lma.manage') @Put(':id/toggle_ongoing_status')
  toggle(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.lma.toggleOngoing(me, id);
  }
}

@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/registrations')
export class RegistrationsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly lma: ClassroomsService,
    private readonly campaigns: NoticeCampaigns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A notice in the app to a classroom's registrations (the notices' fan-out job). */
  @RequirePermission('lma.manage') @Post('send_in_app_message')
  sendInApp(@CurrentUser() me: AuthUser, @Body() dto: RegistrationsMessageDto) {
    return this.campaigns.announce(me.id, { ...dto, audience: 'CLASSROOM', send_sms: false });
  }

  /** The same, also by SMS to every receiver with a mobile (SMS batches after the fan-out). */
  @RequirePermission('lma.manage') @Post('send_message')
  sendMessage(@CurrentUser() me: AuthUser, @Body() dto: RegistrationsMessageDto) {
    return this.campaigns.announce(me.id, { ...dto, audience: 'CLASSROOM', send_sms: true });
  }

  @CookieAuth() @RequirePermission('lma.manage') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Q, @Res() reply: FastifyReply) {
    // `type=activity_sheet_export` is the classroom's activity sheet; `users` (or none) its members.
    return this.exports.answer(reply, me, q.type === 'activity_sheet_export' ? 'activity-sheet' : 'registrations', q);
  }

  @RequirePermission('lma.manage') @Put(':id/revert_dropped_for_condition')
  revert(@IdParam() id: number) {
    return this.lma.revertDroppedForCondition(id);
  }

  /** A learner's own registrations; staff see every one. */
  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, REGISTRATIONS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.lma.registrations(me, lq);
    return listResponse(reply, lq, REGISTRATIONS_LIST, rows, count);
  }
}

@ApiTags('rma')
@Controller('rma/aggregator')
export class StatisticsController {
  constructor(private readonly lma: ClassroomsService) {}

  @Public() @Get('statistics')
  statistics() {
    return this.lma.statistics();
  }
}


@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class StaffingController {
  constructor(private readonly staffing: StaffingService) {}

  @RequirePermission('lma.manage') @Get('classroom_graders/graders_with_last_passed_unit')
  async graders(@ListQueryOf(STAFF_WITH_UNIT_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const rows = await this.staffing.listAssigned('grader', Number(lq.params.classroom) || 0, lq.search);
    return memoryList(reply, lq, STAFF_WITH_UNIT_LIST, rows);
  }

  @RequirePermission('lma.manage') @Get('classroom_leaders/leaders_with_last_passed_unit')
  async leaders(@ListQueryOf(STAFF_WITH_UNIT_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const rows = await this.staffing.listAssigned('leader', Number(lq.params.classroom) || 0, lq.search);
    return memoryList(reply, lq, STAFF_WITH_UNIT_LIST, rows);
  }

  @RequirePermission('lma.manage') @Delete('classroom_graders/:id')
  async removeGrader(@IdParam() id: number) {
    await this.staffing.unassign('grader', id);
    return done(id);
  }

  @RequirePermission('lma.manage') @Delete('classroom_leaders/:id')
  async removeLeader(@IdParam() id: number) {
    await this.staffing.unassign('leader', id);
    return done(id);
  }
}

/** The four user pickers of a classroom's tabs (ENDPOINTS.md 1.1), answered by lma, which knows classrooms. */
@ApiTags('uma')
@ApiBearerAuth()
@Controller('uma/users')
export class ClassroomPickersController {
  constructor(
    private readonly staffing: StaffingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Full user rows for those who read the users list; id, name and mobile for everyone else. */
  private async pick(me: AuthUser, q: Q, reply: FastifyReply, withLastPassed: boolean) {
    const lq = parseListQuery(q, PICKER_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.staffing.pick(lq, withLastPassed, can(me.roles, 'uma.users.read'));
    return listResponse(reply, lq, PICKER_LIST, rows, count);
  }

  @RequirePermission('lma.manage') @Get('unassigned_graders_with_last_passed_unit')
  graders(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.pick(me, q, reply, true);
  }

  @RequirePermission('lma.manage') @Get('unassigned_leaders_with_last_passed_unit')
  leaders(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.pick(me, q, reply, true);
  }

  @RequirePermission('lma.manage') @Get('unenrolled_users_in_classroom')
  unenrolled(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.pick(me, q, reply, false);
  }

  @RequirePermission('lma.manage') @Get('unregistered_users_in_classroom')
  unregistered(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.pick(me, q, reply, false);
  }
}

/**
 * ema (ENDPOINTS.md 1.3): events are lma classrooms whose unit category type is EVENT; these paths
 * answer the same rows for the clients that still call them.
 */
/** ema lists are lma lists of EVENT classrooms; a registration's `event` is its `classroom`. */
const EVENTS_ONLY = { fixed: { unit__category__type: 'EVENT' } };
const EVENT_REGISTRATIONS_ONLY = {
  fixed: { classroom__unit__category__type: 'EVENT' },
  rename: { event: 'classroom' },
};

@ApiTags('ema')
@ApiBearerAuth()
@Controller('ema')
export class EventsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly lma: ClassroomsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public() @Get('events')
  async list(@CurrentUser() me: AuthUser | undefined, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const spec = classroomsList(this.clock.now());
    const lq = parseListQuery(q, spec, this.config.MAX_PAGE_SIZE, EVENTS_ONLY);
    const { rows, count } = await this.lma.list(me, lq);
    return listResponse(reply, lq, spec, rows, count);
  }

  @Public() @Get('events/:id')
  get(@CurrentUser() me: AuthUser | undefined, @IdParam() id: number) {
    return this.lma.get(me, id);
  }

  @Put('events/:id/enroll')
  enroll(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.lma.enroll(me, id);
  }

  @Idempotent() @Put('events/:id/register')
  register(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.lma.register(me, id);
  }

  @Put('events/:id/drop')
  drop(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: DropDto) {
    return this.lma.drop(me, id, dto.owner ?? null, dto.refund_amount ?? null);
  }

  @Idempotent() @RequirePermission('lma.manage') @Put('events/:id/create_invoice')
  createInvoice(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: OwnerDto) {
    return this.lma.createInvoiceFor(me, id, dto.owner ?? null);
  }

  @Get('registrations')
  async registrations(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, REGISTRATIONS_LIST, this.config.MAX_PAGE_SIZE, EVENT_REGISTRATIONS_ONLY);
    const { rows, count } = await this.lma.registrations(me, lq);
    return listResponse(reply, lq, REGISTRATIONS_LIST, rows, count);
  }

  @CookieAuth() @RequirePermission('lma.manage') @Get('registrations/export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Q, @Res() reply: FastifyReply) {
    const { event, ...rest } = q;
    return this.exports.answer(reply, me, 'registrations', { ...rest, ...(event ? { classroom: event } : {}), classroom__unit__category__type: 'EVENT' });
  }
}
