import { Body, Controller, Delete, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { listResponse, parseListQuery } from '../../../core/list';
import { Exports } from '../../../core/exports';
import { SubscribeDto, SubscribersMessageDto, UpdateSubscriptionDto } from '../dto/subscription.dto';
import { Subscriptions, SUBSCRIPTIONS_LIST } from '../services/subscriptions.service';

type Q = Record<string, unknown>;

/** SPEC section 7 «Subscriptions»: GET, POST, POST send_message, PUT /{id}, DELETE delete_all, GET export_report. */
@ApiTags('mma')
@ApiBearerAuth()
@Controller('mma/subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: Subscriptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: Exports,
  ) {}

  /** A learner's own; staff see every one. */
  @Get()
  async list(@CurrentUser() me: AuthUser, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = parseListQuery(q, SUBSCRIPTIONS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.subscriptions.list(me, lq);
    return listResponse(reply, lq, SUBSCRIPTIONS_LIST, rows, count);
  }

  @CookieAuth() @RequirePermission('mma.subscriptions.manage') @Get('export_report')
  async export(@CurrentUser() me: AuthUser, @Query() q: Q, @Res() reply: FastifyReply) {
    return this.exports.answer(reply, me, 'subscriptions', q);
  }

  @Post()
  subscribe(@CurrentUser() me: AuthUser, @Body() dto: SubscribeDto) {
    return this.subscriptions.subscribe(me, dto);
  }

  @RequirePermission('mma.subscriptions.manage') @Post('send_message')
  sendMessage(@CurrentUser() me: AuthUser, @Body() dto: SubscribersMessageDto) {
    return this.subscriptions.sendMessage(me, dto);
  }

  @RequirePermission('mma.subscriptions.manage') @Delete('delete_all')
  deleteAll(@CurrentUser() me: AuthUser, @Query() q: Q) {
    return this.subscriptions.deleteAll(me, parseListQuery(q, SUBSCRIPTIONS_LIST, this.config.MAX_PAGE_SIZE));
  }

  @Get(':id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.subscriptions.get(me, id);
  }

  @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: UpdateSubscriptionDto) {
    return this.subscriptions.update(me, id, dto);
  }
}
