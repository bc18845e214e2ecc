import { Body, Controller, Delete, ForbiddenException, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CookieAuth, CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { ticketTypesFor } from '../../../core/auth/permissions';
import { Exports } from '../../../core/exports';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { ListQueryOf, listResponse, parseListQuery, type ListQuery } from '../../../core/list';
import { CreateTicketDto, ReplyDto } from '../dto/ticket.dto';
import { TICKET_CATEGORIES_LIST, TICKETS_LIST, TicketsService } from '../services/tickets.service';
import { AcceptFiles } from '../../../core/http/files';


@ApiTags('mma')
@ApiBearerAuth()
@Controller('mma')
export class TicketsController {
  @Inject(Exports) private readonly exports!: Exports;

  constructor(
    private readonly tickets: TicketsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('categories')
  async categories(@ListQueryOf(TICKET_CATEGORIES_LIST) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { rows, count } = await this.tickets.categories(lq);
    return listResponse(reply, lq, TICKET_CATEGORIES_LIST, rows, count);
  }

  @Get('tickets')
  async list(
    @CurrentUser() me: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const lq = parseListQuery(query, TICKETS_LIST, this.config.MAX_PAGE_SIZE);
    const { rows, count } = await this.tickets.list(me, lq);
    return listResponse(reply, lq, TICKETS_LIST, rows, count);
  }

  /** Staff only: a learner follows their own tickets in the panel. */
  @CookieAuth() @Get('tickets/export_report')
  async export(@CurrentUser() me: AuthUser, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    if (ticketTypesFor(me.roles)?.length === 0) throw new ForbiddenException(Messages.FORBIDDEN);
    return this.exports.answer(reply, me, 'tickets', query);
  }

  @AcceptFiles({ attachment: ['pdf', 'image', 'document'] }) @Post('tickets')
  create(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateTicketDto,
    @Uploads() files: Record<string, UploadedFile>,
  ) {
    return this.tickets.create(me, dto, files.attachment);
  }

  @Get('tickets/:id')
  get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.tickets.get(me, id);
  }

  @Put('tickets/:id/reply')
  reply(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ReplyDto) {
    return this.tickets.reply(me, id, dto);
  }

  @Put('tickets/:id/close')
  close(@CurrentUser() me: AuthUser, @IdParam() id: number) {
    return this.tickets.close(me, id);
  }

  @RequirePermission('mma.replies.delete')
  @Delete('replies/:id')
  async removeReply(@IdParam() id: number) {
    await this.tickets.removeReply(id);
    return { id, detail: Messages.SUCCESS, message: Messages.SUCCESS };
  }
}
