import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { can, type Permission } from '../../../core/auth/permissions';
import { fieldError } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import type { ListQuery } from '../../../core/list';
import { checkUpload, Storage, type FileKind, type PrivateAnswer, type PrivateRequest } from '../../../core/storage/storage';
import { Celebrity, CmaLink, Hashtag, Media, type OwnerKind, type TagKind } from '../entities/content.entities';

/** Who writes content (DOMAIN.md section 2: superuser, admin, the PR, cultural, medium, documentary and research heads). */
export const CONTENT_STAFF: Permission = 'cma.content.manage';

/** The file fields the content routes read (the global upload check refuses any other). */
export const THUMBNAIL_UPLOAD = { thumbnail: ['image'] } satisfies Record<string, FileKind[]>;
/** A media's file: its kind is then checked against the media's type (media.service). */
export const MEDIA_UPLOAD = { file: ['video', 'audio', 'image', 'pdf', 'document'] } satisfies Record<string, FileKind[]>;

/**
 * A media's uploaded file is kept private (core/storage `savePrivate`) under this folder, and the
 * row stores its key; the public reads it at `/api/cma/medias/{id}/file/{name}` (media.service
 * `file`), which checks the media may be seen. Anything else in `file` is an older public URL,
 * moved here at start-up (media-files.ts).
 */
export const MEDIA_FOLDER = 'media';
const PRIVATE_MEDIA = /^media\/[0-9a-f-]{36}\.[a-z0-9]+$/i;

export const isPrivateMedia = (stored: string | null | undefined): stored is string => !!stored && PRIVATE_MEDIA.test(stored);

/** The URL a media's file is read at (its name: the stored file's, so a new upload is a new URL). */
export const mediaFileUrl = (id: number, stored: string | null): string | null =>
  isPrivateMedia(stored) ? `/api/cma/medias/${id}/file/${stored.slice(MEDIA_FOLDER.length + 1)}` : stored;

export const isContentStaff = (caller?: AuthUser): boolean => !!caller && can(caller.roles, CONTENT_STAFF);

const THUMB_MAX = 2 * 1024 * 1024;

export interface MediaRow {
  id: number;
  title: string;
  type: string;
  source_type: string;
  url: string | null;
  iframe_code: string | null;
  script_code: string | null;
  is_live_streaming: boolean;
  description: string | null;
  file: string | null;
  creation_time: string;
}

export const mediaRow = (m: Media): MediaRow => ({
  id: m.id,
  title: m.title,
  type: m.type,
  source_type: m.source_type,
  url: m.url,
  iframe_code: m.iframe_code,
  script_code: m.script_code,
  is_live_streaming: !!m.is_live_streaming,
  description: m.description,
  file: mediaFileUrl(m.id, m.file),
  creation_time: new Date(m.creation_time).toISOString(),
});

/**
 * The list query of one row by id: a detail read by its list's own code (the same joins, links and
 * answer), for a list whose main alias is `alias`.
 */
export const byId = (id: number, alias: string): ListQuery => ({
  dialect: 'page',
  page: 1,
  perPage: 1,
  offset: 0,
  limit: 1,
  conditions: [{ field: 'id', op: 'eq', value: id }],
  search: null,
  order: [{ column: `${alias}.id`, dir: 'ASC' }],
  params: {},
});

/** A row's `category_info` from the `cat_title` and `cat_parent` its query joined in. */
export const categoryInfo = (id: number | null, raw: Record<string, unknown>) =>
  id
    ? {
        id,
        title: String(raw.cat_title ?? ''),
        parent:
          raw.cat_parent === null || raw.cat_parent === undefined ? null : Number(raw.cat_parent),
      }
    : null;

export interface Links {
  medias: MediaRow[];
  hashtags: { id: number; title: string }[];
  celebrities: { id: number; name: string; thumbnail: string | null }[];
}

/** A datetime read raw: a Date from mysql2, UTC text from SQLite. */
export function rawTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  return new Date(`${String(v).replace(' ', 'T').replace(/Z?$/, 'Z')}`).toISOString();
}

const empty = (): Links => ({ medias: [], hashtags: [], celebrities: [] });

/** Reads and writes what rows link to, and their thumbnails. */
@Injectable()
export class CmaParts {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: Storage,
  ) {}

  /** The links of a page of rows in one query whatever their number. */
  async links(owner: OwnerKind, ids: number[]): Promise<Map<number, Links>> {
    const out = new Map<number, Links>(ids.map((id) => [id, empty()]));
    if (!ids.length) return out;
    const raw = await this.ds
      .createQueryBuilder(CmaLink, 'l')
      .leftJoin(Media, 'm', "l.tag_kind = 'MEDIA' AND m.id = l.tag_id")
      .leftJoin(Hashtag, 'h', "l.tag_kind = 'HASHTAG' AND h.id = l.tag_id")
      .leftJoin(Celebrity, 'c', "l.tag_kind = 'CELEBRITY' AND c.id = l.tag_id")
      .select(['l.owner_id AS owner_id', 'l.tag_kind AS tag_kind', 'l.tag_id AS tag_id'])
      .addSelect(['m.title AS m_title', 'm.type AS m_type', 'm.source_type AS m_source_type', 'm.url AS m_url'])
      .addSelect(['m.iframe_code AS m_iframe', 'm.script_code AS m_script', 'm.is_live_streaming AS m_live'])
      .addSelect(['m.description AS m_description', 'm.file AS m_file', 'm.creation_time AS m_time'])
      .addSelect(['h.title AS h_title', 'c.name AS c_name', 'c.thumbnail AS c_thumbnail'])
      .where('l.owner_kind = :owner AND l.owner_id IN (:...ids)', { owner, ids })
      .orderBy('l.position', 'ASC')
      .getRawMany<Record<string, unknown>>();
    for (const r of raw) {
      const bag = out.get(Number(r.owner_id));
      if (!bag) continue;
      const id = Number(r.tag_id);
      if (r.tag_kind === 'MEDIA' && r.m_title !== null) {
        bag.medias.push({
          id,
          title: String(r.m_title),
          type: String(r.m_type),
          source_type: String(r.m_source_type),
          url: (r.m_url as string) ?? null,
          iframe_code: (r.m_iframe as string) ?? null,
          script_code: (r.m_script as string) ?? null,
          is_live_streaming: !!Number(r.m_live),
          description: (r.m_description as string) ?? null,
          file: mediaFileUrl(id, (r.m_file as string) ?? null),
          creation_time: rawTime(r.m_time),
        });
      } else if (r.tag_kind === 'HASHTAG' && r.h_title !== null) bag.hashtags.push({ id, title: String(r.h_title) });
      else if (r.tag_kind === 'CELEBRITY' && r.c_name !== null) {
        bag.celebrities.push({ id, name: String(r.c_name), thumbnail: (r.c_thumbnail as string) ?? null });
      }
    }
    return out;
  }

  /** Replaces the given kinds of links of one row (a kind left undefined stays as it is). */
  async setLinks(
    em: EntityManager,
    owner: OwnerKind,
    ownerId: number,
    lists: Partial<Record<'medias' | 'hashtags' | 'celebrities', number[] | undefined>>,
  ): Promise<void> {
    const kinds: [keyof typeof lists, TagKind, typeof Media | typeof Hashtag | typeof Celebrity][] = [
      ['medias', 'MEDIA', Media],
      ['hashtags', 'HASHTAG', Hashtag],
      ['celebrities', 'CELEBRITY', Celebrity],
    ];
    for (const [field, tag, entity] of kinds) {
      const list = lists[field];
      if (list === undefined) continue;
      const ids = [...new Set(list)];
      if (ids.length && (await em.countBy(entity, { id: In(ids) })) !== ids.length) {
        throw fieldError(field, 'برخی موارد انتخاب شده وجود ندارند.');
      }
      await em.delete(CmaLink, { owner_kind: owner, owner_id: ownerId, tag_kind: tag });
      if (ids.length) {
        await em.insert(
          CmaLink,
          ids.map((tag_id, position) => ({ owner_kind: owner, owner_id: ownerId, tag_kind: tag, tag_id, position })),
        );
      }
    }
  }

  async dropLinks(em: EntityManager, owner: OwnerKind, ownerId: number): Promise<void> {
    await em.delete(CmaLink, { owner_kind: owner, owner_id: ownerId });
  }

  /** A new picture (multipart `thumbnail`), the current one kept, or cleared by an empty value. */
  async thumbnail(current: string | null, text: string | null | undefined, files: Record<string, UploadedFile>): Promise<string | null> {
    const file = files.thumbnail;
    if (file) return this.storage.save('cma', file, checkUpload('thumbnail', file, ['image'], THUMB_MAX));
    if (text === null || text === '') return null;
    return current;
  }

  async forget(before: string | null | undefined, after: string | null | undefined): Promise<void> {
    if (!before || before === after) return;
    if (isPrivateMedia(before)) await this.storage.removePrivate(before);
    else await this.storage.remove(before);
  }

  /** A media's file, kept private: the key `media/<uuid>.<ext>`. */
  async saveMediaFile(file: UploadedFile, ext: string): Promise<string> {
    return this.storage.savePrivate(MEDIA_FOLDER, file, ext);
  }

  async sendMediaFile(key: string, req: PrivateRequest): Promise<PrivateAnswer | null> {
    return this.storage.sendPrivate(key, req);
  }
}
