import { Controller, Get, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import type { FastifyReply } from 'fastify';
import { ListQueryOf, memoryList, type ListQuery } from '../../../core/list';
import { fieldError } from '../../../core/http/errors';
import { ClassroomsService } from '../services/classrooms.service';
import { LearnerRecordService } from '../services/learner-record.service';
import { ACTIVITY_SHEET_LIST } from '../services/lma.memory-lists';

/** An optional id in the query string: absent is null, anything but digits is a 400 on that field. */
const queryId = (q: Record<string, string | undefined>, field: string): number | null => {
  const v = q[field];
  if (v === undefined || v === '') return null;
  if (!/^\d+$/.test(v)) throw fieldError(field, 'مقدار فیلتر معتبر نیست.');
  return Number(v);
};

/** The calls of SPEC section 7 and ENDPOINTS 1.2 beside the lists: single rows and one learner's record. */
@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma')
export class LearnerRecordController {
  constructor(
    private readonly record: LearnerRecordService,
    private readonly classrooms: ClassroomsService,
  ) {}

  @Get('classrooms/:id/get_classroom_and_corresponding_registration/:owner')
  classroomOf(@CurrentUser() me: AuthUser, @IdParam() id: number, @IdParam('owner') owner: number) {
    return this.record.classroomOf(me, id, owner);
  }

  @Get('registrations/:id/classroom_detail')
  classroomDetail(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.record.registrationDetail(me, id);
  }

  /** SPEC's name for revert_dropped_for_condition. */
  @RequirePermission('lma.manage')
  @Put('registrations/:id/revert_dropped_user')
  revert(@IdParam() id: number) {
    return this.classrooms.revertDroppedForCondition(id);
  }

  @RequirePermission('lma.manage')
  @Put('classrooms/:id/toggle_notify_absence')
  toggleNotifyAbsence(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.record.toggleNotifyAbsence(me, id);
  }

  @RequirePermission('lma.manage')
  @Put('classrooms/:id/sync_registrations_present_count')
  sync(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.record.syncPresentCount(me, id);
  }

  @Public()
  @Get('categories/:id')
  category(@IdParam() id: number) {
    return this.record.category(id);
  }

  @Get('teams/:id')
  team(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.record.team(me, id);
  }

  @RequirePermission('lma.manage')
  @Get('session_templates/:id')
  template(@IdParam() id: number) {
    return this.record.template(id);
  }

  @RequirePermission('lma.manage')
  @Get('transcript_sheet_histories/:id')
  history(@IdParam() id: number) {
    return this.record.history(id);
  }
}

@ApiTags('ema')
@ApiBearerAuth()
@Controller('ema/registrations')
export class EventActivityController {
  constructor(private readonly record: LearnerRecordService) {}

  /** ENDPOINTS 1.3: `classroom` or `event`, optional `owner` and `owner__national_code`. */
  @Get('activity_sheet')
  async activity(
    @CurrentUser() me: AuthUser,
    @ListQueryOf(ACTIVITY_SHEET_LIST) lq: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const q = lq.params;
    const classroom = queryId(q, 'classroom') ?? queryId(q, 'event');
    const rows = await this.record.eventActivitySheet(
      me,
      classroom,
      queryId(q, 'owner'),
      q.owner__national_code || null,
    );
    return memoryList(reply, lq, ACTIVITY_SHEET_LIST, rows);
  }
}
