import { Body, Controller, Delete, Get, Inject, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Messages } from '@daneshsara/domain';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { CurrentUser, Public, RequirePermission, type AuthUser } from '../../../core/auth';
import { AcceptFiles } from '../../../core/http/files';
import { IdParam } from '../../../core/http/id.pipe';
import { Uploads, type UploadedFile } from '../../../core/http/multipart';
import { listResponse, parseListQuery, type ListSpec } from '../../../core/list';
import type { CategoryKind } from '../entities/content.entities';
import { CategoriesService } from './categories.service';
import { CategoryDto, ContentDto, PostDto, TopicDto } from './cma.dto';
import { CATEGORIES_LIST, CONTENTS_LIST, POSTS_LIST, TOPICS_LIST } from './cma.lists';
import { CONTENT_STAFF, THUMBNAIL_UPLOAD } from './cma.shared';
import { ContentService } from './content.service';

type Q = Record<string, unknown>;
type Files = Record<string, UploadedFile>;
type Me = AuthUser | undefined;
export const done = (id: number) => ({ id, detail: Messages.SUCCESS, message: Messages.SUCCESS });

/** Reading is public (hidden rows stay with staff); writing is for content staff: the one role list of these controllers. */
const WRITE = CONTENT_STAFF;

export abstract class CmaLists {
  constructor(protected readonly config: AppConfig) {}
  protected lq(query: Q, spec: ListSpec) {
    return parseListQuery(query, spec, this.config.MAX_PAGE_SIZE);
  }
}

/** The three category trees share one controller shape. */
function categoriesController(path: string, kind: CategoryKind) {
  @ApiTags('cma')
  @ApiBearerAuth()
  @Controller(path)
  class CategoriesController extends CmaLists {
    constructor(
      readonly categories: CategoriesService,
      @Inject(APP_CONFIG) config: AppConfig,
    ) {
      super(config);
    }

    @Public() @Get()
    async list(@Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
      const lq = this.lq(q, CATEGORIES_LIST);
      const { rows, count } = await this.categories.list(kind, lq);
      return listResponse(reply, lq, CATEGORIES_LIST, rows, count);
    }

    @Public() @Get(':id')
    get(@IdParam() id: number) {
      return this.categories.one(kind, id);
    }

    @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Post()
    create(@Body() dto: CategoryDto, @Uploads() files: Files) {
      return this.categories.save(kind, null, dto, files);
    }

    @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Put(':id')
    update(@IdParam() id: number, @Body() dto: CategoryDto, @Uploads() files: Files) {
      return this.categories.save(kind, id, dto, files);
    }

    @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Patch(':id')
    patch(@IdParam() id: number, @Body() dto: CategoryDto, @Uploads() files: Files) {
      return this.categories.save(kind, id, dto, files);
    }

    @RequirePermission(WRITE) @Delete(':id')
    async remove(@IdParam() id: number) {
      await this.categories.remove(kind, id);
      return done(id);
    }
  }
  Object.defineProperty(CategoriesController, 'name', { value: `${kind[0]}${kind.slice(1).toLowerCase()}CategoriesController` });
  return CategoriesController;
}

export const PostCategoriesController = categoriesController('cma/posts/categories', 'POST');
export const ContentCategoriesController = categoriesController('cma/contents/categories', 'CONTENT');
export const TopicCategoriesController = categoriesController('cma/topics/categories', 'TOPIC');

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/posts')
export class PostsController extends CmaLists {
  constructor(
    private readonly content: ContentService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: Me, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, POSTS_LIST);
    const { rows, count } = await this.content.posts(me, lq);
    return listResponse(reply, lq, POSTS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: Me, @IdParam() id: number) {
    return this.content.post(me, id);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: PostDto, @Uploads() files: Files) {
    return this.content.savePost(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: PostDto, @Uploads() files: Files) {
    return this.content.savePost(me, id, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: PostDto, @Uploads() files: Files) {
    return this.content.savePost(me, id, dto, files);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.content.remove('POST', id);
    return done(id);
  }
}

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/contents')
export class ContentsController extends CmaLists {
  constructor(
    private readonly content: ContentService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: Me, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, CONTENTS_LIST);
    const { rows, count } = await this.content.contents(me, lq);
    return listResponse(reply, lq, CONTENTS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: Me, @IdParam() id: number) {
    return this.content.content(me, id);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: ContentDto, @Uploads() files: Files) {
    return this.content.saveContent(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ContentDto, @Uploads() files: Files) {
    return this.content.saveContent(me, id, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: ContentDto, @Uploads() files: Files) {
    return this.content.saveContent(me, id, dto, files);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.content.remove('CONTENT', id);
    return done(id);
  }
}

@ApiTags('cma')
@ApiBearerAuth()
@Controller('cma/topics')
export class TopicsController extends CmaLists {
  constructor(
    private readonly content: ContentService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  @Public() @Get()
  async list(@CurrentUser() me: Me, @Query() q: Q, @Res({ passthrough: true }) reply: FastifyReply) {
    const lq = this.lq(q, TOPICS_LIST);
    const { rows, count } = await this.content.topics(me, lq);
    return listResponse(reply, lq, TOPICS_LIST, rows, count);
  }

  @Public() @Get(':id')
  get(@CurrentUser() me: Me, @IdParam() id: number) {
    return this.content.topic(me, id);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Post()
  create(@CurrentUser() me: AuthUser, @Body() dto: TopicDto, @Uploads() files: Files) {
    return this.content.saveTopic(me, null, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Put(':id')
  update(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TopicDto, @Uploads() files: Files) {
    return this.content.saveTopic(me, id, dto, files);
  }

  @AcceptFiles(THUMBNAIL_UPLOAD) @RequirePermission(WRITE) @Patch(':id')
  patch(@CurrentUser() me: AuthUser, @IdParam() id: number, @Body() dto: TopicDto, @Uploads() files: Files) {
    return this.content.saveTopic(me, id, dto, files);
  }

  @RequirePermission(WRITE) @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.content.remove('TOPIC', id);
    return done(id);
  }
}
