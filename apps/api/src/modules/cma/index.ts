import { Module } from '@nestjs/common';
import { CategoriesService } from './content/categories.service';
import { CmaExports } from './content/cma.exports';
import { CmaParts } from './content/cma.shared';
import {
  ContentCategoriesController,
  ContentsController,
  PostCategoriesController,
  PostsController,
  MediaCategoriesController,
  TopicCategoriesController,
  TopicsController,
} from './content/content.controllers';
import { ContentService } from './content/content.service';
import { CelebritiesController, HadithesController, HashtagsController, MediaFileController, MediasController } from './content/media.controllers';
import { LegacyMediaFiles } from './content/media-files';
import { MediaService } from './content/media.service';
import { CONTENT_ENTITIES } from './entities/content.entities';
import { Setting } from './entities/setting.entity';
import { SeoController, SeoService } from './seo';
import { SeoPages } from './seo-pages';
import { SettingsController, SettingsService } from './settings';

export { DEFAULT_SETTINGS, PAGE_KEY_PREFIX, SettingKeys, SettingsService } from './settings';
export * from './entities/content.entities';
export { Setting };
export { SeoService } from './seo';
export { LegacyMediaFiles } from './content/media-files';
export { registerSeoPages, SeoPages } from './seo-pages';
export const CMA_ENTITIES = [Setting, ...CONTENT_ENTITIES];

@Module({
  controllers: [
    SettingsController,
    // categories before their items: /cma/posts/categories is not /cma/posts/:id
    PostCategoriesController,
    ContentCategoriesController,
    TopicCategoriesController,
    MediaCategoriesController,
    PostsController,
    ContentsController,
    TopicsController,
    MediaFileController,
    MediasController,
    HadithesController,
    HashtagsController,
    CelebritiesController,
    SeoController,
  ],
  providers: [SettingsService, CmaParts, CategoriesService, ContentService, MediaService, LegacyMediaFiles, CmaExports, SeoService, SeoPages],
  exports: [SettingsService, SeoService, ContentService, SeoPages],
})
export class CmaModule {}
