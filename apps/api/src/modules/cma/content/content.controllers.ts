import type { Type } from '@nestjs/common';
import type { CrudRows } from '../../../core/routes/crud';
import type { CategoryKind, OwnerKind } from '../entities/content.entities';
import { CategoriesService } from './categories.service';
import { CategoryDto, ContentDto, PostDto, TopicDto } from './cma.dto';
import { CATEGORIES_LIST, CONTENTS_LIST, POSTS_LIST, TOPICS_LIST } from './cma.lists';
import { cmaController } from './cma.controller';
import { CMA_EXPORTS } from './cma.exports';
import { THUMBNAIL_UPLOAD } from './cma.shared';
import { ContentService } from './content.service';

/** The category trees share one controller shape. */
const categoriesController = (path: string, kind: CategoryKind) =>
  cmaController({
    name: `${kind[0]}${kind.slice(1).toLowerCase()}CategoriesController`,
    path,
    service: CategoriesService,
    dto: CategoryDto,
    list: CATEGORIES_LIST,
    files: THUMBNAIL_UPLOAD,
    patch: true,
    exportAs: CMA_EXPORTS[kind],
    rows: (s) => ({
      list: (_me, lq) => s.list(kind, lq),
      one: (_me, id) => s.one(kind, id),
      save: (_me, id, dto, files) => s.save(kind, id, dto, files),
      remove: (id) => s.remove(kind, id),
    }),
  });

export const PostCategoriesController = categoriesController('cma/posts/categories', 'POST');
export const ContentCategoriesController = categoriesController('cma/contents/categories', 'CONTENT');
export const TopicCategoriesController = categoriesController('cma/topics/categories', 'TOPIC');
export const MediaCategoriesController = categoriesController('cma/medias/categories', 'MEDIA');

/** Posts, contents and topics: `cma/<list's resource>`, a thumbnail each, removed by kind. */
const contentController = <D>(name: string, kind: Exclude<OwnerKind, 'MEDIA'>, dto: Type<D>, list: typeof POSTS_LIST, rows: (s: ContentService) => Omit<CrudRows<D>, 'remove'>) =>
  cmaController({
    name,
    path: `cma/${list.resource}`,
    service: ContentService,
    dto,
    list,
    files: THUMBNAIL_UPLOAD,
    patch: true,
    exportAs: CMA_EXPORTS[list.resource as 'posts' | 'contents' | 'topics'],
    rows: (s) => ({ ...rows(s), remove: (id) => s.remove(kind, id) }),
  });

export const PostsController = contentController('PostsController', 'POST', PostDto, POSTS_LIST, (s) => ({ list: s.posts.bind(s), one: s.post.bind(s), save: s.savePost.bind(s) }));
export const ContentsController = contentController('ContentsController', 'CONTENT', ContentDto, CONTENTS_LIST, (s) => ({ list: s.contents.bind(s), one: s.content.bind(s), save: s.saveContent.bind(s) }));
export const TopicsController = contentController('TopicsController', 'TOPIC', TopicDto, TOPICS_LIST, (s) => ({ list: s.topics.bind(s), one: s.topic.bind(s), save: s.saveTopic.bind(s) }));
