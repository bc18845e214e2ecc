import { Body, Controller, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { listResponse, parseListQuery } from '../../../core/list';
import { CreateNoticeDto } from '../dto/notice.dto';
import { NOTICES_LIST, NoticeCampaigns } from '../services/notice-campaigns.service';
import { NOTICE_RECEIVERS_LIST, NoticesService } from '../services/notices.service';

/** The caller's own notices (ENDPOINTS.md mma): list, one, read, and the header badge's count. */
@ApiTags('mma')
@ApiBearerAuth()
@Controller('mma')
export class NoticesController {
  constructor(
    private readonly notices: NoticesService,
    private readonly campaigns: NoticeCampaigns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('notice_receivers')
  async list(@CurrentUser() me: AuthUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, NOTICE_RECEIVERS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.notices.list(me.id, lq);
    return listResponse(reply, lq, NOTICE_RECEIVERS_LIST, rows, count);
  }

  @Get('notice_receivers/my_not_seen_notifications_count')
  count(@CurrentUser() me: AuthUser) {
    return this.notices.unseenCount(me.id);
  }

  @Get('notices/my_not_seen_notifications_count')
  countAlias(@CurrentUser() me: AuthUser) {
    return this.notices.unseenCount(me.id);
  }

  /** Staff: every notice they wrote or may send; anyone else: the staff notices they received. */
  @Get('notices')
  async noticeList(@CurrentUser() me: AuthUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(query, NOTICES_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.campaigns.list(me, lq);
    return listResponse(reply, lq, NOTICES_LIST, rows, count);
  }

  @RequirePermission('mma.notices.manage') @Post('notices')
  create(@CurrentUser() me: AuthUser, @Body() dto: CreateNoticeDto) {
    return this.campaigns.create(me, dto);
  }

  @Get('notices/:id')
  notice(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.campaigns.get(me, id);
  }

  /** Starts the fan-out job; the row's progress and delivered_count follow it. */
  @RequirePermission('mma.notices.manage') @Put('notices/:id/send')
  send(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.campaigns.send(me, id);
  }

  @Get('notice_receivers/:id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.notices.get(me.id, id);
  }

  @Put('notice_receivers/:id/read')
  read(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.notices.read(me.id, id);
  }
}
