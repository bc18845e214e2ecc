import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieAuth, CurrentUser, Public, type AuthUser } from '../../../core/auth';
import { fileHeaders } from '../../../core/http/security';
import { CelebrityDto, HadithDto, HashtagDto, MediaDto } from './cma.dto';
import { CELEBRITIES_LIST, HADITHES_LIST, HASHTAGS_LIST, MEDIAS_LIST } from './cma.lists';
import { cmaController } from './cma.controller';
import { CMA_EXPORTS } from './cma.exports';
import { MEDIA_UPLOAD, THUMBNAIL_UPLOAD } from './cma.shared';
import { MediaService } from './media.service';

const service = MediaService;

export const MediasController = cmaController({
  name: 'MediasController',
  path: 'cma/medias',
  service,
  dto: MediaDto,
  list: MEDIAS_LIST,
  exportAs: CMA_EXPORTS.medias,
  files: MEDIA_UPLOAD,
  patch: true,
  rows: (s) => ({
    list: s.medias.bind(s),
    one: s.media.bind(s),
    save: s.saveMedia.bind(s),
    remove: s.removeMedia.bind(s),
  }),
});

export const HadithesController = cmaController({
  name: 'HadithesController',
  path: 'cma/hadithes',
  service,
  dto: HadithDto,
  list: HADITHES_LIST,
  exportAs: CMA_EXPORTS.hadithes,
  patch: true,
  rows: (s) => ({
    list: s.hadithes.bind(s),
    one: s.hadith.bind(s),
    save: (_me, id, dto) => s.saveHadith(id, dto),
    remove: s.removeHadith.bind(s),
  }),
});

/** Tags are replaced whole (PUT, no PATCH). */
export const HashtagsController = cmaController({
  name: 'HashtagsController',
  path: 'cma/hashtags',
  service,
  dto: HashtagDto,
  list: HASHTAGS_LIST,
  exportAs: CMA_EXPORTS.hashtags,
  rows: (s) => ({
    list: (_me, lq) => s.hashtags(lq),
    one: (_me, id) => s.hashtag(id),
    save: (_me, id, dto) => s.saveHashtag(id, dto),
    remove: (id) => s.removeTag('HASHTAG', id),
  }),
});

export const CelebritiesController = cmaController({
  name: 'CelebritiesController',
  path: 'cma/celebrities',
  service,
  dto: CelebrityDto,
  list: CELEBRITIES_LIST,
  exportAs: CMA_EXPORTS.celebrities,
  files: THUMBNAIL_UPLOAD,
  rows: (s) => ({
    list: (_me, lq) => s.celebrities(lq),
    one: (_me, id) => s.celebrity(id),
    save: (_me, id, dto, files) => s.saveCelebrity(id, dto, files),
    remove: (id) => s.removeTag('CELEBRITY', id),
  }),
});

/**
 * A media's uploaded file, under the media's own rule (a non-free content's media: staff and
 * buyers only; 404 to anyone else). A link, <video> or <audio> opens it with the session cookie.
 */
@ApiTags('cma')
@Controller('cma/medias')
export class MediaFileController {
  constructor(private readonly medias: MediaService) {}

  @Public()
  @CookieAuth()
  @Get(':id/file/:name')
  async file(
    @CurrentUser() me: AuthUser | undefined,
    @Param('id') id: number,
    @Param('name') name: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const answer = await this.medias.file(me, id, name, req);
    void reply.status(answer.status).headers(answer.headers);
    fileHeaders(reply, name);
    // Each caller's own answer: never kept by a shared cache, asked again (ETag) by the browser.
    void reply.header('Cache-Control', 'private, no-cache');
    return reply.send(answer.body ?? '');
  }
}
