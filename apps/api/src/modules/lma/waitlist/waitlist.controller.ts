import { Body, Controller, Delete, Get, Inject, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { ToInt } from '../../../core/http/transforms';
import { listResponse, parseListQuery } from '../../../core/list';
import { WaitlistService } from './waitlist.service';
import { WAITLIST_LIST } from './waitlist.list';

export class WaitlistMoveDto {
  /** The entry's new place in its line: 1 is the first. */
  @ToInt() @IsInt({ message: 'جایگاه باید عدد صحیح باشد.' }) @Min(1, { message: 'جایگاه باید دست کم ۱ باشد.' }) place: number;
}

/** Joining and leaving a full classroom's, circle's or event's line (issue 28). */
@ApiTags('lma')
@ApiBearerAuth()
@Controller()
export class WaitlistJoinController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Put('lma/classrooms/:id/join_waitlist')
  join(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.waitlist.join(me, id);
  }

  @Put('lma/classrooms/:id/leave_waitlist')
  leave(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.waitlist.leave(me, id);
  }

  @Put('ema/events/:id/join_waitlist')
  joinEvent(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.waitlist.join(me, id);
  }

  @Put('ema/events/:id/leave_waitlist')
  leaveEvent(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.waitlist.leave(me, id);
  }
}

/** The lines: staff see and reorder them; a learner lists their own entries. */
@ApiTags('lma')
@ApiBearerAuth()
@Controller('lma/waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() q: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, WAITLIST_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.waitlist.list(me, lq);
    return listResponse(reply, lq, WAITLIST_LIST, rows, count);
  }

  @RequirePermission('lma.manage') @Put(':id/move')
  move(@IdParam() id: number, @Body() dto: WaitlistMoveDto) {
    return this.waitlist.move(id, dto.place);
  }

  @RequirePermission('lma.manage') @Delete(':id')
  remove(@IdParam() id: number) {
    return this.waitlist.remove(id);
  }
}
