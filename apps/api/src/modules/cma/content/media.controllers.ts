import { Body, Controller, Delete, Get, Inject, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { AcceptFiles } from '../../../core/http/files';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { listResponse } from '../../../core/list';
import { CelebrityDto, HadithDto, HashtagDto, MediaDto } from './cma.dto';
import { CELEBRITIES_LIST, HADITHES_LIST, HASHTAGS_LIST, MEDIAS_LIST } from './cma.lists';
import { CONTENT_STAFF, MEDIA_UPLOAD, THUMBNAIL_UPLOAD } from './cma.shared';
import { CmaLists, done } from './content.controllers';
import { MediaService } from './media.service';

type Q = Record<string, unknown>;
type Files = Record<string, UploadedFile>;
type Me = AuthUser | undefined;

/** Reading is public; writing is for content staff: the one role list of these controllers. */
const WRITE = CONTENT_STAFF;

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/medias')
export class MediasController extends CmaLists {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: Me, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, MEDIAS_LIST);
    const { rows, count } = await this.media.medias(me, lq);
    return listResponse(reply, lq, MEDIAS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: Me, @IdParam() id: number) {
    return this.media.media(me, id);
  }

  @AcceptFiles(MEDIA_UPLOAD) @RequirePermission(WRITE) @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: MediaDto, @Uploads() files: Files) {
    return this.media.saveMedia(me, null, dto, files);
  }

  @AcceptFiles(MEDIA_UPLOAD) @RequirePermission(WRITE) @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: MediaDto, @Uploads() files: Files) {
    return this.media.saveMedia(me, id, dto, files);
  }

  @AcceptFiles(MEDIA_UPLOAD) @RequirePermission(WRITE) @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: MediaDto, @Uploads() files: Files) {
    return this.media.saveMedia(me, id, dto, files);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.media.removeMedia(id);
    return done(id);
  }
}

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/hadithes')
export class HadithesController extends CmaLists {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: Me, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, HADITHES_LIST);
    const { rows, count } = await this.media.hadithes(me, lq);
    return listResponse(reply, lq, HADITHES_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: Me, @IdParam() id: number) {
    return this.media.hadith(me, id);
  }

  @RequirePermission(WRITE) @Post()
  create(@Body() dto: HadithDto) {
    return this.media.saveHadith(null, dto);
  }

  @RequirePermission(WRITE) @Put(':id')
  update(@IdParam() id: number, @Body() dto: HadithDto) {
    return this.media.saveHadith(id, dto);
  }

  @RequirePermission(WRITE) @Patch(':id')
  patch(@IdParam() id: number, @Body() dto: HadithDto) {
    return this.media.saveHadith(id, dto);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.media.removeHadith(id);
    return done(id);
  }
}

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/hashtags')
export class HashtagsController extends CmaLists {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, HASHTAGS_LIST);
    const { rows, count } = await this.media.hashtags(lq);
    return listResponse(reply, lq, HASHTAGS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@IdParam() id: number) {
    return this.media.hashtag(id);
  }

  @RequirePermission(WRITE) @Post()
  create(@Body() dto: HashtagDto) {
    return this.media.saveHashtag(null, dto);
  }

  @RequirePermission(WRITE) @Put(':id')
  update(@IdParam() id: number, @Body() dto: HashtagDto) {
    return this.media.saveHashtag(id, dto);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.media.removeTag('HASHTAG', id);
    return done(id);
  }
}

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/celebrities')
export class CelebritiesController extends CmaLists {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, CELEBRITIES_LIST);
    const { rows, count } = await this.media.celebrities(lq);
    return listResponse(reply, lq, CELEBRITIES_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@IdParam() id: number) {
    return this.media.celebrity(id);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Post()
  create(@Body() dto: CelebrityDto, @Uploads() files: Files) {
    return this.media.saveCelebrity(null, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Put(':id')
  update(@IdParam() id: number, @Body() dto: CelebrityDto, @Uploads() files: Files) {
    return this.media.saveCelebrity(id, dto, files);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.media.removeTag('CELEBRITY', id);
    return done(id);
  }
}
