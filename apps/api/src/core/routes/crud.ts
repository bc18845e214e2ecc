import { Body, Controller, Delete, Get, Inject, Patch, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CookieAuth, CurrentUser, Public, RequirePermission, type AuthUser, type Permission } from '../auth';
import { Exports } from '../exports';
import { AcceptFiles } from '../http/files';
import { IdParam } from '../http/id.pipe';
import { Uploads, type UploadedFile } from '../http/multipart';
import { ListQueryOf, listResponse, type ListQuery, type ListSpec } from '../list';
import type { FileKind } from '../storage/storage';
import { BodyOf, done, when } from './index';
import { PatchOf, patched } from './patch';

type Files = Record<string, UploadedFile>;
type Me = AuthUser | undefined;

/** What one catalogue resource does; the controller only routes to it. */
export interface CrudRows<D> {
  list(me: Me, lq: ListQuery): Promise<{ rows: unknown[]; count: number }>;
  one(me: Me, id: number): Promise<unknown>;
  save(me: AuthUser, id: number | null, dto: D, files: Files): Promise<unknown>;
  remove(id: number): Promise<void>;
  /**
   * The row as its form, what a PATCH lays the sent fields over (core/routes/patch.ts): `one` by
   * default; a resource whose answer computes a field of its form gives the stored value here.
   */
  form?(me: AuthUser, id: number): Promise<object>;
}

export interface CrudResource<S, D> {
  /** The class name (the OpenAPI operation ids are `<name>_list`, `<name>_create`…). */
  name: string;
  tag: string;
  path: string;
  /** Who writes; reading is public (what a visitor may see is the service's business). */
  write: Permission;
  service: Type<S>;
  /** The body's class: validation and the OpenAPI body read it (a generic parameter has none). */
  dto: Type<D>;
  list: ListSpec;
  /** The file fields its writes read; none when the rows have no file. */
  files?: Record<string, FileKind[]>;
  /** PATCH besides PUT: only the fields it sends change (core/routes/patch.ts). */
  patch?: boolean;
  /**
   * GET `export_report`: the list as an .xlsx through the one export mechanism (core/exports),
   * for staff holding `permission`; `name` is the export the service registered.
   */
  export?: { name: string; permission: Permission };
  rows(service: S): CrudRows<D>;
}

/**
 * The one shape of a publicly read, staff-written resource (content, media, the store's
 * catalogue): list, one, create, replace (and patch: a partial change), delete. A controller that also has other
 * routes extends the class this returns.
 */
export function crudController<S, D>(r: CrudResource<S, D>) {
  const files = when(!!r.files, AcceptFiles(r.files ?? {}));

  @ApiTags(r.tag)
  @ApiBearerAuth()
  @Controller(r.path)
  class CrudController {
    protected readonly rows: CrudRows<D>;
    constructor(@Inject(r.service) service: S, private readonly xlsx: Exports) {
      this.rows = r.rows(service);
    }

    @Public() @Get()
    async list(@CurrentUser() me: Me, @ListQueryOf(r.list) lq: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
      const { rows, count } = await this.rows.list(me, lq);
      return listResponse(reply, lq, r.list, rows, count);
    }

    @when(!!r.export, CookieAuth()) @when(!!r.export, RequirePermission(r.export?.permission ?? r.write)) @when(!!r.export, Get('export_report'))
    exportReport(@CurrentUser() me: AuthUser, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
      return this.xlsx.answer(reply, me, r.export!.name, query);
    }

    @Public() @Get(':id')
    get(@CurrentUser() me: Me, @IdParam() id: number) {
      return this.rows.one(me, id);
    }

    @BodyOf(r.dto, 1) @files @RequirePermission(r.write) @Post()
    create(@CurrentUser() me: AuthUser, @Body() dto: D, @Uploads() uploads: Files) {
      return this.rows.save(me, null, dto, uploads);
    }

    @BodyOf(r.dto, 2) @files @RequirePermission(r.write) @Put(':id')
    update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: D, @Uploads() uploads: Files) {
      return this.rows.save(me, id, dto, uploads);
    }

    @when(!!r.patch, PatchOf(r.dto, 2)) @files @when(!!r.patch, RequirePermission(r.write)) @when(!!r.patch, Patch(':id'))
    async patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: Partial<D>, @Uploads() uploads: Files) {
      const current = await (this.rows.form ? this.rows.form(me, id) : (this.rows.one(me, id) as Promise<object>));
      return this.rows.save(me, id, patched(r.dto, current, dto), uploads);
    }

    @RequirePermission(r.write) @Delete(':id')
    async remove(@IdParam() id: number) {
      await this.rows.remove(id);
      return done(id);
    }
  }
  Object.defineProperty(CrudController, 'name', { value: r.name });
  return CrudController;
}
