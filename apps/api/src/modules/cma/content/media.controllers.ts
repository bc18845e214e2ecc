import { CelebrityDto, HadithDto, HashtagDto, MediaDto } from './cma.dto';
import { CELEBRITIES_LIST, HADITHES_LIST, HASHTAGS_LIST, MEDIAS_LIST } from './cma.lists';
import { cmaController } from './cma.controller';
import { CMA_EXPORTS } from './cma.exports';
import { MEDIA_UPLOAD, THUMBNAIL_UPLOAD } from './cma.shared';
import { MediaService } from './media.service';

const service = MediaService;

export const MediasController = cmaController({
  name: 'MediasController', path: 'cma/medias', service, dto: MediaDto, list: MEDIAS_LIST, files: MEDIA_UPLOAD, patch: true, exportAs: CMA_EXPORTS.medias,
  rows: (s) => ({ list: s.medias.bind(s), one: s.media.bind(s), save: s.saveMedia.bind(s), remove: s.removeMedia.bind(s) }),
});

export const HadithesController = cmaController({
  name: 'HadithesController', path: 'cma/hadithes', service, dto: HadithDto, list: HADITHES_LIST, patch: true, exportAs: CMA_EXPORTS.hadithes,
  rows: (s) => ({ list: s.hadithes.bind(s), one: s.hadith.bind(s), save: (_me, id, dto) => s.saveHadith(id, dto), remove: s.removeHadith.bind(s) }),
});

/** Tags are replaced whole (PUT, no PATCH). */
export const HashtagsController = cmaController({
  name: 'HashtagsController', path: 'cma/hashtags', service, dto: HashtagDto, list: HASHTAGS_LIST, exportAs: CMA_EXPORTS.hashtags,
  rows: (s) => ({
    list: (_me, lq) => s.hashtags(lq),
    one: (_me, id) => s.hashtag(id),
    save: (_me, id, dto) => s.saveHashtag(id, dto),
    remove: (id) => s.removeTag('HASHTAG', id),
  }),
});

export const CelebritiesController = cmaController({
  name: 'CelebritiesController', path: 'cma/celebrities', service, dto: CelebrityDto, list: CELEBRITIES_LIST, files: THUMBNAIL_UPLOAD, exportAs: CMA_EXPORTS.celebrities,
  rows: (s) => ({
    list: (_me, lq) => s.celebrities(lq),
    one: (_me, id) => s.celebrity(id),
    save: (_me, id, dto, files) => s.saveCelebrity(id, dto, files),
    remove: (id) => s.removeTag('CELEBRITY', id),
  }),
});
