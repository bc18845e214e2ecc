import { Body, Controller, Delete, Get, Inject, Post, Put, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, RequirePermission, type AuthUser } from '../../../core/auth';
import { IdParam } from '../../../core/http/id.pipe';
import { ListQueryOf, memoryList, type ListQuery, type ListSpec } from '../../../core/list';
import { BodyOf, done } from '../../../core/routes';

export const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v) || 0);

/** What sessions and projects both do: a classroom's items, each with its learners' sheets. */
export interface ClassroomItems<D> {
  list(caller: AuthUser, classroomId: number): Promise<unknown[]>;
  withSheets(caller: AuthUser, classroomId: number, ownerId: number | null): Promise<unknown[]>;
  one(caller: AuthUser, id: number, ownerId: number | null): Promise<unknown>;
  save(id: number | null, dto: D): Promise<unknown>;
  remove(id: number): Promise<void>;
}

export interface ClassroomItemsRoutes<D> {
  /** `session` or `project`: the path is `lma/<item>s`, a learner's sheet `:id/<item>_and_…_attendance_sheet`. */
  item: string;
  service: Type<ClassroomItems<D>>;
  dto: Type<D>;
  list: ListSpec;
  withSheets: ListSpec;
}

/**
 * A classroom's sessions or projects: its REGISTERED learners and staff read them (with their own
 * sheet), the educational head writes them.
 */
export function classroomItemsController<D>(r: ClassroomItemsRoutes<D>) {
  @ApiTags('lma')
  @ApiBearerAuth()
  @Controller(`lma/${r.item}s`)
  class ClassroomItemsController {
    constructor(@Inject(r.service) private readonly items: ClassroomItems<D>) {}

    @Get()
    async list(@CurrentUser() me: AuthUser, @ListQueryOf(r.list) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
      return memoryList(reply, lq, r.list, await this.items.list(me, num(lq.params.classroom) ?? 0));
    }

    @Get('attendance_sheets')
    async sheets(@CurrentUser() me: AuthUser, @ListQueryOf(r.withSheets) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
      const { classroom, owner } = lq.params;
      return memoryList(reply, lq, r.withSheets, await this.items.withSheets(me, num(classroom) ?? 0, num(owner)));
    }

    @Get(`:id/${r.item}_and_current_user_attendance_sheet`)
    mine(@CurrentUser() me: AuthUser, @IdParam() id: number) {
      return this.items.one(me, id, null);
    }

    @RequirePermission('lma.manage') @Get(`:id/${r.item}_and_owner_user_attendance_sheet/:userId`)
    owner(@CurrentUser() me: AuthUser, @IdParam() id: number, @IdParam('userId') userId: number) {
      return this.items.one(me, id, userId);
    }

    @Get(':id')
    get(@CurrentUser() me: AuthUser, @IdParam() id: number) {
      return this.items.one(me, id, null);
    }

    @BodyOf(r.dto, 0) @RequirePermission('lma.manage') @Post()
    create(@Body() dto: D) {
      return this.items.save(null, dto);
    }

    @BodyOf(r.dto, 1) @RequirePermission('lma.manage') @Put(':id')
    update(@IdParam() id: number, @Body() dto: D) {
      return this.items.save(id, dto);
    }

    @RequirePermission('lma.manage') @Delete(':id')
    async remove(@IdParam() id: number) {
      await this.items.remove(id);
      return done(id);
    }
  }
  Object.defineProperty(ClassroomItemsController, 'name', { value: `${r.item[0].toUpperCase()}${r.item.slice(1)}sController` });
  return ClassroomItemsController;
}
