import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { fieldError } from '../../../core/http/errors';
import { IdParam } from '../../../core/http/id.pipe';
import { Idempotent } from '../../../core/idempotency';
import { memoryList, parseListQuery } from '../../../core/list';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { CHECK_INS_LIST } from '../services/lma.memory-lists';
import { CheckInDto } from '../dto/event-passes.dto';
import { EventPasses } from '../services/event-passes';

/** Event entry passes and the door's check-in (issue 28). */
@ApiTags('ema')
@ApiBearerAuth()
@Controller('ema/registrations')
export class EventPassesController {
  constructor(
    private readonly passes: EventPasses,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff at the door: marks the pass's owner as arrived, once. */
  @Idempotent() @RequirePermission('lma.manage') @Post('check_in') @HttpCode(200)
  checkIn(@Body() dto: CheckInDto) {
    return this.passes.checkIn(dto.code, dto.event);
  }

  /** The event's check-ins since midnight (Tehran), latest first. */
  @RequirePermission('lma.manage') @Get('check_ins')
  async checkIns(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(raw, CHECK_INS_LIST, this.config.MAX_PAGE_SIZE);
    const event = String(lq.params.event ?? '');
    if (!/^\d+$/.test(event)) throw fieldError('event', 'رویداد را انتخاب کنید.');
    return memoryList(reply, lq, CHECK_INS_LIST, await this.passes.todaysCheckIns(Number(event)));
  }

  /** The learner's own pass. */
  @Get(':id/pass')
  pass(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.passes.passOf(me, id);
  }

  /** Its QR code as SVG; an <img> of the same origin may load it with the session cookie. */
  @CookieAuth() @Get(':id/pass.svg') @Header('Content-Type', 'image/svg+xml; charset=utf-8') @Header('Cache-Control', 'private, no-store')
  passSvg(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.passes.passSvg(me, id);
  }
}
