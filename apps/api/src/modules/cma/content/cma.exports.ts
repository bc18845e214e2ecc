import { Injectable } from '@nestjs/common';
import { formatJalaliDate, formatJalaliDateTime } from '@daneshsara/domain';
import { Exports, type ExportDef } from '../../../core/exports';
import type { ListSpec } from '../../../core/list';
import type { XlsxColumn } from '../../../core/xlsx/xlsx';
import {
  Celebrity,
  CmaCategory,
  Content,
  ContentTopic,
  Hadith,
  Hashtag,
  Media,
  Post,
  type CategoryKind,
} from '../entities/content.entities';
import { CategoriesService, type CategoryRow } from './categories.service';
import {
  CATEGORIES_LIST,
  CELEBRITIES_LIST,
  CONTENTS_LIST,
  HADITHES_LIST,
  HASHTAGS_LIST,
  MEDIAS_LIST,
  POSTS_LIST,
  TOPICS_LIST,
} from './cma.lists';
import { ContentService } from './content.service';
import { MediaService } from './media.service';

/** The export names, one per cma list; the controllers name theirs (crudController `export`). */
export const CMA_EXPORTS = {
  posts: 'cma-posts',
  contents: 'cma-contents',
  topics: 'cma-topics',
  medias: 'cma-medias',
  hadithes: 'cma-hadithes',
  hashtags: 'cma-hashtags',
  celebrities: 'cma-celebrities',
  POST: 'cma-post-categories',
  CONTENT: 'cma-content-categories',
  TOPIC: 'cma-topic-categories',
  MEDIA: 'cma-media-categories',
} as const;

const yesNo = (v: boolean) => (v ? 'بله' : 'خیر');
const titles = (list: { title?: string; name?: string }[] | undefined) =>
  (list ?? []).map((x) => x.title ?? x.name).join('، ');
const MEDIA_TYPE: Record<string, string> = {
  VIDEO: 'ویدیو',
  TEXT: 'متن',
  SOUND: 'صوت',
  IMAGE: 'تصویر',
};

type Row<F extends (...a: never[]) => Promise<{ rows: unknown[] }>> = Awaited<
  ReturnType<F>
>['rows'][number];
type PostRow = Row<ContentService['posts']>;
type ContentRow = Row<ContentService['contents']>;
type TopicRow = Row<ContentService['topics']>;
type MediaListRow = Row<MediaService['medias']>;
type HadithRow = Row<MediaService['hadithes']>;

const id = <T extends { id: number }>(): XlsxColumn<T> => ({
  header: 'شناسه',
  width: 10,
  value: (r) => r.id,
});
const created = <T extends { creation_time: string }>(): XlsxColumn<T> => ({
  header: 'تاریخ ایجاد',
  width: 20,
  value: (r) => formatJalaliDateTime(r.creation_time),
});

/** A post's or content's columns: its title and category, `own` columns, then what both have. */
function written<T extends PostRow | ContentRow>(own: XlsxColumn<T>[]): XlsxColumn<T>[] {
  return [
    id(),
    { header: 'عنوان', width: 36, value: (r) => r.title },
    { header: 'دسته', width: 20, value: (r) => r.category_info?.title },
    ...own,
    { header: 'پنهان', width: 8, value: (r) => yesNo(r.is_hidden) },
    { header: 'هشتگ‌ها', width: 24, value: (r) => titles(r.hashtags_info) },
    { header: 'چهره‌ها', width: 24, value: (r) => titles(r.celebrities_info) },
    created(),
  ];
}

const CATEGORY_SHEET: Record<CategoryKind, [string, string]> = {
  POST: ['post-categories', 'دسته‌های اخبار'],
  CONTENT: ['content-categories', 'دسته‌های محتوا'],
  TOPIC: ['topic-categories', 'دسته‌های مباحث'],
  MEDIA: ['media-categories', 'دسته‌های رسانه'],
};

/**
 * GET /cma/<list>/export_report of every cma list (posts, contents, topics, media, hadith,
 * hashtags, celebrities and the three category trees), through the one export mechanism: the
 * file is the list as staff filter it, read by the very function behind the list.
 */
@Injectable()
export class CmaExports {
  constructor(
    // Not `exports`: the CommonJS build would read CMA_EXPORTS from the parameter.
    registry: Exports,
    content: ContentService,
    media: MediaService,
    categories: CategoriesService,
  ) {
    const add = <R>(
      name: string,
      file: string,
      sheet: string,
      spec: ListSpec,
      entity: ExportDef<R>['entity'],
      list: ExportDef<R>['list'],
      columns: XlsxColumn<R>[],
    ) => registry.register<R>({ name, file, sheet, spec, entity, list, columns });

    add<PostRow>(
      CMA_EXPORTS.posts,
      'posts',
      'اخبار و مطالب',
      POSTS_LIST,
      Post,
      (c, lq) => content.posts(c, lq),
      written<PostRow>([{ header: 'خلاصه', width: 40, value: (r) => r.summary }]),
    );
    add<ContentRow>(
      CMA_EXPORTS.contents,
      'contents',
      'محتواها',
      CONTENTS_LIST,
      Content,
      (c, lq) => content.contents(c, lq),
      written<ContentRow>([
        { header: 'رایگان', width: 8, value: (r) => yesNo(r.is_free) },
        { header: 'تعداد رسانه‌ها', width: 12, value: (r) => r.medias_count },
      ]),
    );
    add<TopicRow>(
      CMA_EXPORTS.topics,
      'topics',
      'مباحث',
      TOPICS_LIST,
      ContentTopic,
      (c, lq) => content.topics(c, lq),
      [
        id(),
        { header: 'عنوان', width: 36, value: (r) => r.title },
        { header: 'محتوا', width: 28, value: (r) => r.content_info?.title },
        { header: 'دسته', width: 20, value: (r) => r.category_info?.title },
        {
          header: 'نویسنده',
          width: 20,
          value: (r) =>
            r.creator_info ? `${r.creator_info.firstname} ${r.creator_info.lastname}`.trim() : '',
        },
        created(),
      ],
    );
    add<MediaListRow>(
      CMA_EXPORTS.medias,
      'medias',
      'رسانه‌ها',
      MEDIAS_LIST,
      Media,
      (c, lq) => media.medias(c, lq),
      [
        id(),
        { header: 'عنوان', width: 36, value: (r) => r.title },
        { header: 'نوع', width: 10, value: (r) => MEDIA_TYPE[r.type] ?? r.type },
        { header: 'نشانی', width: 40, value: (r) => r.file ?? r.url },
        { header: 'پخش زنده', width: 10, value: (r) => yesNo(r.is_live_streaming) },
        created(),
      ],
    );
    add<HadithRow>(
      CMA_EXPORTS.hadithes,
      'hadithes',
      'احادیث',
      HADITHES_LIST,
      Hadith,
      (c, lq) => media.hadithes(c, lq),
      [
        id(),
        { header: 'تاریخ انتشار', width: 14, value: (r) => formatJalaliDate(r.publish_date) },
        { header: 'متن فارسی', width: 60, value: (r) => r.persian_text },
        { header: 'متن عربی', width: 40, value: (r) => r.arabian_text },
        { header: 'راوی', width: 20, value: (r) => r.narrator },
        { header: 'منبع', width: 20, value: (r) => r.source },
      ],
    );
    add<Hashtag>(
      CMA_EXPORTS.hashtags,
      'hashtags',
      'هشتگ‌ها',
      HASHTAGS_LIST,
      Hashtag,
      (_c, lq) => media.hashtags(lq),
      [
        id(),
        { header: 'عنوان', width: 30, value: (r) => r.title },
        { header: 'ترتیب', width: 8, value: (r) => r.order },
      ],
    );
    add<Celebrity>(
      CMA_EXPORTS.celebrities,
      'celebrities',
      'چهره‌ها',
      CELEBRITIES_LIST,
      Celebrity,
      (_c, lq) => media.celebrities(lq),
      [id(), { header: 'نام', width: 30, value: (r) => r.name }],
    );
    for (const kind of ['POST', 'CONTENT', 'TOPIC', 'MEDIA'] as const) {
      const [file, sheet] = CATEGORY_SHEET[kind];
      add<CategoryRow>(
        CMA_EXPORTS[kind],
        file,
        sheet,
        CATEGORIES_LIST,
        CmaCategory,
        (_c, lq) => categories.list(kind, lq),
        [
          id(),
          { header: 'عنوان', width: 30, value: (r) => r.title },
          { header: 'دسته والد', width: 24, value: (r) => r.parent_info?.title },
          { header: 'زیرشاخه‌ها', width: 10, value: (r) => r.children.length },
        ],
      );
    }
  }
}
