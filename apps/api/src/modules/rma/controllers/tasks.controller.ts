import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, type AuthUser } from '../../../core/auth';
import { Exports } from '../../../core/exports';

/**
 * Background exports (docs/api.md «Exports past 2,000 rows»): the status of a task an
 * export_report answered with 202, and its file once done. Only the user who asked sees either.
 */
@ApiTags('rma')
@ApiBearerAuth()
@Controller('rma/tasks')
export class TasksController {
  constructor(private readonly exports: Exports) {}

  /** A task id is a random token, not a row number: the path's `task`, not `id` (PathIdPipe). */
  @Get(':task')
  status(@CurrentUser() me: AuthUser, @Param('task') id: string) {
    return this.exports.status(me, id);
  }

  /** The link of a done task (valid a day); a browser may open it with the session cookie. */
  @CookieAuth()
  @Get(':task/download')
  download(
    @CurrentUser() me: AuthUser,
    @Param('task') id: string,
    @Query('token') token: string,
    @Res() reply: FastifyReply,
  ) {
    return this.exports.download(me, id, token, reply);
  }
}
