import { Inject, Injectable } from '@nestjs/common';
import { toLatinDigits } from '@daneshsara/domain';
import { format as formatGregorian } from 'date-fns';
import { isValid, parse as parseJalali } from 'date-fns-jalali';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, paginateRaw, type ListQuery } from '../../../core/list';
import { embedRefusal, siteHostsOf } from '../../../core/http/sanitize';
import { checkUpload, type FileKind, type PrivateAnswer, type PrivateRequest } from '../../../core/storage/storage';
import { Celebrity, CmaCategory, CmaLink, Content, Hadith, Hashtag, Media } from '../entities/content.entities';
import type { CelebrityDto, HadithDto, HashtagDto, MediaDto } from './cma.dto';
import { CELEBRITIES_LIST, HADITHES_LIST, HASHTAGS_LIST, MEDIAS_LIST, tehranDay } from './cma.lists';
import { CategoriesService } from './categories.service';
import { byId, categoryInfo, CmaParts, isContentStaff, isPrivateMedia, MEDIA_FOLDER, mediaRow, type Links } from './cma.shared';
import { ContentService } from './content.service';

type Files = Record<string, UploadedFile>;

/** What a media's file may be, by its type (TEXT is a document). */
const FILE_KINDS: Record<string, FileKind[]> = {
  VIDEO: ['video'],
  SOUND: ['audio'],
  IMAGE: ['image'],
  TEXT: ['pdf', 'document'],
};
const FILE_MAX = 200 * 1024 * 1024;


/** YYYY-MM-DD (or with slashes); a year before 1700 is a Jalali date. Null when not a real day. */
export function readDay(text: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(toLatinDigits(text).trim().slice(0, 10));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1700) {
    const day = parseJalali(`${y}/${mo}/${d}`, 'yyyy/M/d', new Date(2000, 0, 1));
    return isValid(day) ? formatGregorian(day, 'yyyy-MM-dd') : null;
  }
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d ? day.toISOString().slice(0, 10) : null;
}

/** Media, hadith, hashtags and celebrities. */
@Injectable()
export class MediaService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly parts: CmaParts,
    private readonly content: ContentService,
    private readonly categories: CategoriesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---------- media ----------

  /**
   * A visitor's media list leaves out media found only in hidden or non-free contents: those
   * open through the content, to those who may see them.
   */
  async medias(caller: AuthUser | undefined, lq: ListQuery) {
    return this.page(lq, !isContentStaff(caller));
  }

  /**
   * A page of media with their category (joined) and links: two statements whatever its size. A
   * `visitor`'s page leaves out what opens only through a content (see `medias`).
   */
  private async page(lq: ListQuery, visitor: boolean) {
    const qb = this.ds
      .getRepository(Media)
      .createQueryBuilder('m')
      .leftJoin(CmaCategory, 'cat', 'cat.id = m.category_id')
      .addSelect(['cat.title AS cat_title', 'cat.parent_id AS cat_parent']);
    if (visitor) {
      const linked = (cond: string) =>
        `SELECT l.tag_id FROM cma_links l JOIN cma_contents c ON c.id = l.owner_id WHERE l.owner_kind = 'CONTENT' AND l.tag_kind = 'MEDIA' AND ${cond}`;
      qb.andWhere(`(m.id NOT IN (${linked('(c.is_free = :nf OR c.is_hidden = :hid)')}) OR m.id IN (${linked('c.is_free = :fr AND c.is_hidden = :nh')}))`, {
        nf: false,
        hid: true,
        fr: true,
        nh: false,
      });
    }
    const { rows, raw, count } = await paginateRaw(qb, lq, MEDIAS_LIST);
    const links = await this.parts.links('MEDIA', rows.map((m) => m.id));
    return { rows: rows.map((m, i) => this.mediaAnswer(m, links.get(m.id)!, raw[i])), count };
  }

  /**
   * 404 unless the caller may see this media: one in no content is open to all; one in contents, to
   * those for whom one of them (not hidden) opens (ContentService.opened: free, staff or bought).
   * Wider than a visitor's list, which leaves out what opens only by buying.
   */
  private async openTo(caller: AuthUser | undefined, id: number): Promise<void> {
    if (isContentStaff(caller)) return;
    const owners = await this.ds.getRepository(CmaLink).findBy({ owner_kind: 'CONTENT', tag_kind: 'MEDIA', tag_id: id });
    if (!owners.length) return;
    const contents = (await this.ds.getRepository(Content).findBy({ id: In(owners.map((o) => o.owner_id)) })).filter((c) => !c.is_hidden);
    const open = await this.content.opened(caller, contents);
    if (!open.size) throw notFound();
  }

  /** A media the caller may see (`openTo`), or 404. */
  private async visible(caller: AuthUser | undefined, id: number): Promise<Media> {
    const m = await this.ds.getRepository(Media).findOneBy({ id });
    if (!m) throw notFound();
    await this.openTo(caller, id);
    return m;
  }

  /**
   * GET /cma/medias/{id}/file/{name}: the media's uploaded file, under the same rule as the media
   * (404 to anyone else, and for a name that is not the media's current file).
   */
  async file(caller: AuthUser | undefined, id: number, name: string, req: PrivateRequest): Promise<PrivateAnswer> {
    const m = await this.visible(caller, id);
    if (!isPrivateMedia(m.file) || m.file !== `${MEDIA_FOLDER}/${name}`) throw notFound();
    const answer = await this.parts.sendMediaFile(m.file, req);
    if (!answer) throw notFound();
    return answer;
  }

  /**
   * One media, read the way its list reads a page (its category joined, its links), under the
   * detail's own rule of who may see it (`openTo`).
   */
  async media(caller: AuthUser | undefined, id: number) {
    await this.openTo(caller, id);
    const { rows } = await this.page(byId(id, 'm'), false);
    if (!rows.length) throw notFound();
    return rows[0];
  }

  /** A media as the lists and the detail answer it: its row, category, hashtags and celebrities. */
  private mediaAnswer(m: Media, l: Links, raw: Record<string, unknown>) {
    return {
      ...mediaRow(m),
      category: m.category_id,
      category_info: categoryInfo(m.category_id, raw),
      hashtags: l.hashtags.map((h) => h.id),
      hashtags_info: l.hashtags,
      celebrities: l.celebrities.map((c) => c.id),
      celebrities_info: l.celebrities,
    };
  }

  async saveMedia(caller: AuthUser, id: number | null, dto: MediaDto, files: Files) {
    const repo = this.ds.getRepository(Media);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    let file = dto.file === null || dto.file === '' ? null : (current?.file ?? null);
    if (files.file) file = await this.parts.saveMediaFile(files.file, checkUpload('file', files.file, FILE_KINDS[dto.type], FILE_MAX));
    // An embed frames only another site over https (libs/domain embed.ts): its sandbox lets it run
    // script with its own origin, which on this site's origin would reach the page around it.
    const site = siteHostsOf(this.config.PUBLIC_URL, this.config.CORS_ORIGINS);
    for (const field of ['iframe_code', 'script_code'] as const) {
      const refusal = embedRefusal(dto[field] ?? null, site);
      if (refusal) throw fieldError(field, refusal);
    }
    if (!file && !dto.url && !dto.iframe_code && !dto.script_code) {
      throw fieldError('file', 'فایل، نشانی یا کد نمایش رسانه را وارد کنید.');
    }
    const category_id = await this.categories.check('MEDIA', dto.category);
    const saved = await this.ds.transaction(async (em) => {
      const row = await em.save(Media, {
        ...(current ?? { creation_time: this.clock.now(), creator_id: caller.id }),
        title: dto.title,
        type: dto.type,
        source_type: dto.source_type ?? current?.source_type ?? 'CONTENT',
        url: dto.url ?? null,
        iframe_code: dto.iframe_code ?? null,
        script_code: dto.script_code ?? null,
        is_live_streaming: dto.is_live_streaming ?? current?.is_live_streaming ?? false,
        description: dto.description ?? null,
        file,
        category_id,
      });
      await this.parts.setLinks(em, 'MEDIA', row.id, { hashtags: dto.hashtags, celebrities: dto.celebrities });
      return row;
    });
    await this.parts.forget(current?.file, file);
    return this.media(caller, saved.id);
  }

  async removeMedia(id: number) {
    const row = await this.ds.getRepository(Media).findOneBy({ id });
    if (!row) throw notFound();
    if (await this.ds.getRepository(CmaLink).existsBy({ tag_kind: 'MEDIA', tag_id: id })) {
      throw conflict('این رسانه به مطلب یا محتوایی پیوست است؛ نخست آن را از آن‌جا بردارید.');
    }
    await this.ds.transaction(async (em) => {
      await em.delete(Media, { id });
      await this.parts.dropLinks(em, 'MEDIA', id);
    });
    await this.parts.forget(row.file, null);
  }

  // ---------- hadith ----------

  /** `status`: TODAY (the hadith of the day), PASSED (before today) or ONGOING (today on). Visitors never see a future day. */
  async hadithes(caller: AuthUser | undefined, lq: ListQuery) {
    const today = tehranDay(this.clock.now());
    const qb = this.ds.getRepository(Hadith).createQueryBuilder('h');
    if (!isContentStaff(caller)) qb.andWhere('h.publish_date <= :today', { today });
    const status = lq.params.status;
    if (status === 'TODAY') {
      // Today's hadith; on a day without one, the latest before it.
      qb.andWhere('h.publish_date = (SELECT MAX(x.publish_date) FROM cma_hadithes x WHERE x.publish_date <= :today)', { today });
    } else if (status === 'PASSED') qb.andWhere('h.publish_date < :today', { today });
    else if (status === 'ONGOING') qb.andWhere('h.publish_date >= :today', { today });
    else if (status) throw fieldError('status', 'وضعیت حدیث باید TODAY، PASSED یا ONGOING باشد.');
    const { rows, count } = await paginate(qb, lq, HADITHES_LIST);
    return { rows: rows.map((h) => this.hadithRow(h)), count };
  }

  async hadith(caller: AuthUser | undefined, id: number) {
    const h = await this.ds.getRepository(Hadith).findOneBy({ id });
    if (!h || (!isContentStaff(caller) && h.publish_date > tehranDay(this.clock.now()))) throw notFound();
    return this.hadithRow(h);
  }

  private hadithRow(h: Hadith) {
    const { id, persian_text, arabian_text, narrator, source, publish_date } = h;
    return { id, persian_text, arabian_text, narrator, source, publish_date, creation_time: h.creation_time.toISOString() };
  }

  async saveHadith(id: number | null, dto: HadithDto) {
    const repo = this.ds.getRepository(Hadith);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const publish_date = readDay(dto.publish_date);
    if (!publish_date) throw fieldError('publish_date', 'تاریخ انتشار معتبر نیست.');
    const saved = await repo.save({
      ...(current ?? { creation_time: this.clock.now() }),
      persian_text: dto.persian_text,
      arabian_text: dto.arabian_text ?? null,
      narrator: dto.narrator ?? null,
      source: dto.source ?? null,
      publish_date,
    });
    return this.hadithRow(saved);
  }

  async removeHadith(id: number) {
    if (!(await this.ds.getRepository(Hadith).existsBy({ id }))) throw notFound();
    await this.ds.getRepository(Hadith).delete({ id });
  }

  // ---------- hashtags and celebrities ----------

  async hashtags(lq: ListQuery) {
    return paginate(this.ds.getRepository(Hashtag).createQueryBuilder('h'), lq, HASHTAGS_LIST);
  }

  async hashtag(id: number) {
    const h = await this.ds.getRepository(Hashtag).findOneBy({ id });
    if (!h) throw notFound();
    return h;
  }

  async saveHashtag(id: number | null, dto: HashtagDto) {
    const repo = this.ds.getRepository(Hashtag);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const same = await repo.findOneBy({ title: dto.title });
    if (same && same.id !== id) throw fieldError('title', 'این هشتگ پیش‌تر ثبت شده است.');
    return repo.save({ ...(current ?? {}), title: dto.title, order: dto.order ?? current?.order ?? 0 });
  }

  async celebrities(lq: ListQuery) {
    return paginate(this.ds.getRepository(Celebrity).createQueryBuilder('h'), lq, CELEBRITIES_LIST);
  }

  async celebrity(id: number) {
    const c = await this.ds.getRepository(Celebrity).findOneBy({ id });
    if (!c) throw notFound();
    return c;
  }

  async saveCelebrity(id: number | null, dto: CelebrityDto, files: Files) {
    const repo = this.ds.getRepository(Celebrity);
    const current = id ? await repo.findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const thumbnail = await this.parts.thumbnail(current?.thumbnail ?? null, dto.thumbnail, files);
    const saved = await repo.save({ ...(current ?? {}), name: dto.name, thumbnail });
    await this.parts.forget(current?.thumbnail, thumbnail);
    return saved;
  }

  /** A hashtag or celebrity still linked from a row is not removed (409). */
  async removeTag(kind: 'HASHTAG' | 'CELEBRITY', id: number) {
    const entity = kind === 'HASHTAG' ? Hashtag : Celebrity;
    if (!(await this.ds.getRepository(entity).existsBy({ id }))) throw notFound();
    if (await this.ds.getRepository(CmaLink).existsBy({ tag_kind: kind, tag_id: id })) {
      throw conflict('این مورد به مطلبی پیوست است و قابل حذف نیست.');
    }
    await this.ds.getRepository(entity).delete({ id });
  }
}
