import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../core/auth/auth-user';
import { Clock } from '../../../core/clock/clock';
import { fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginateRaw, type ListQuery } from '../../../core/list';
import { Product, Purchase } from '../../store/entities/store.entities';
import { User } from '../../uma';
import {
  CmaCategory,
  Content,
  ContentTopic,
  Post,
  type CategoryKind,
  type OwnerKind,
} from '../entities/content.entities';
import { CategoriesService } from './categories.service';
import type { ContentDto, PostDto, TopicDto } from './cma.dto';
import { CONTENTS_LIST, POSTS_LIST, TOPICS_LIST } from './cma.lists';
import { byId, categoryInfo, CmaParts, isContentStaff, type Links } from './cma.shared';

type Raw = Record<string, unknown>;
type Files = Record<string, UploadedFile>;

const linked = (l: Links) => ({
  hashtags: l.hashtags.map((h) => h.id),
  hashtags_info: l.hashtags,
  celebrities: l.celebrities.map((c) => c.id),
  celebrities_info: l.celebrities,
});

/**
 * Posts, contents and their topics. Lists cost a fixed number of queries: the count, the page
 * (with its category joined) and the links (media, hashtags, celebrities) of the whole page; a
 * signed-in learner's page of contents adds what they bought and the category tree.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly parts: CmaParts,
    private readonly categories: CategoriesService,
  ) {}

  private page<T extends Post | Content | ContentTopic>(
    qb: SelectQueryBuilder<T>,
    lq: ListQuery,
    spec: typeof POSTS_LIST,
  ) {
    qb.leftJoin(CmaCategory, 'cat', 'cat.id = p.category_id').addSelect([
      'cat.title AS cat_title',
      'cat.parent_id AS cat_parent',
    ]);
    return paginateRaw(qb, lq, spec);
  }

  // ---------- posts ----------

  async posts(caller: AuthUser | undefined, lq: ListQuery) {
    const qb = this.ds.getRepository(Post).createQueryBuilder('p');
    if (!isContentStaff(caller)) qb.andWhere('p.is_hidden = :h', { h: false });
    const { rows, raw, count } = await this.page(qb, lq, POSTS_LIST);
    const links = await this.parts.links(
      'POST',
      rows.map((r) => r.id),
    );
    return { rows: rows.map((p, i) => this.postRow(p, raw[i], links.get(p.id)!)), count };
  }

  async post(caller: AuthUser | undefined, id: number) {
    const { rows } = await this.posts(caller, byId(id, 'p'));
    if (!rows.length) throw notFound();
    return rows[0];
  }

  private postRow(p: Post, raw: Raw, l: Links) {
    return {
      id: p.id,
      title: p.title,
      text: p.text,
      summary: p.summary,
      thumbnail: p.thumbnail,
      order: p.order,
      is_hidden: p.is_hidden,
      category: p.category_id,
      category_info: categoryInfo(p.category_id, raw),
      medias: l.medias.map((m) => m.id),
      medias_info: l.medias,
      ...linked(l),
      creation_time: p.creation_time.toISOString(),
      last_modification_time: p.last_modification_time.toISOString(),
    };
  }

  async savePost(caller: AuthUser, id: number | null, dto: PostDto, files: Files) {
    const current = id ? await this.ds.getRepository(Post).findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const category_id = await this.categories.check('POST', dto.category);
    const thumbnail = await this.parts.thumbnail(current?.thumbnail ?? null, dto.thumbnail, files);
    const saved = await this.ds.transaction(async (em) => {
      const row = await em.save(Post, {
        ...(current ?? { creation_time: this.clock.now() }),
        title: dto.title,
        text: dto.text ?? null,
        summary: dto.summary ?? null,
        order: dto.order ?? current?.order ?? 0,
        is_hidden: dto.is_hidden ?? current?.is_hidden ?? false,
        category_id,
        thumbnail,
        last_modification_time: this.clock.now(),
      });
      await this.parts.setLinks(em, 'POST', row.id, dto);
      return row;
    });
    await this.parts.forget(current?.thumbnail, thumbnail);
    return this.post(caller, saved.id);
  }

  // ---------- contents ----------

  async contents(caller: AuthUser | undefined, lq: ListQuery) {
    const qb = this.ds.getRepository(Content).createQueryBuilder('p');
    if (!isContentStaff(caller)) qb.andWhere('p.is_hidden = :h', { h: false });
    const { rows, raw, count } = await this.page(qb, lq, CONTENTS_LIST);
    const [links, open] = await Promise.all([
      this.parts.links(
        'CONTENT',
        rows.map((r) => r.id),
      ),
      this.opened(caller, rows),
    ]);
    return {
      rows: rows.map((c, i) => this.contentRow(c, raw[i], links.get(c.id)!, open.has(c.id))),
      count,
    };
  }

  /** One content; a locked one also names the products that would open it (`covering_products_info`). */
  async content(caller: AuthUser | undefined, id: number) {
    const { rows } = await this.contents(caller, byId(id, 'p'));
    if (!rows.length) throw notFound();
    const row = rows[0];
    return {
      ...row,
      covering_products_info: row.is_purchased ? [] : await this.covering(row.category),
    };
  }

  /**
   * The visible products whose content category is this category or one of its ancestors (buying
   * any opens the content), the nearest category's first. Two queries: the tree and the products.
   */
  private async covering(
    categoryId: number | null,
  ): Promise<{ id: number; title: string; sellable_price: number }[]> {
    if (categoryId === null) return [];
    const lineage = this.categories.lineage(await this.categories.all('CONTENT'), categoryId);
    const products = await this.ds.getRepository(Product).find({
      select: { id: true, title: true, sellable_price: true, content_category_id: true },
      where: { is_hidden: false, content_category_id: In(lineage) },
      order: { id: 'ASC' },
    });
    const rank = (p: Product) => lineage.indexOf(p.content_category_id!);
    return products
      .sort((a, b) => rank(a) - rank(b))
      .map((p) => ({ id: p.id, title: p.title, sellable_price: p.sellable_price }));
  }

  /**
   * Which of these contents show their media to the caller: free ones to everyone; the others to
   * staff and to a learner who bought a product whose content category is the content's category
   * or one of its ancestors (the store's `is_purchased`).
   */
  async opened(caller: AuthUser | undefined, rows: Content[]): Promise<Set<number>> {
    const open = new Set(rows.filter((c) => c.is_free || isContentStaff(caller)).map((c) => c.id));
    const locked = rows.filter((c) => !open.has(c.id));
    if (!caller || !locked.length) return open;
    const [bought, tree] = await Promise.all([
      this.boughtCategories(caller.id),
      this.categories.all('CONTENT'),
    ]);
    for (const c of locked)
      if (this.categories.lineage(tree, c.category_id).some((id) => bought.has(id))) open.add(c.id);
    return open;
  }

  private async boughtCategories(userId: number): Promise<Set<number>> {
    const rows = await this.ds
      .createQueryBuilder(Purchase, 'pu')
      .innerJoin(Product, 'pr', 'pr.id = pu.product_id')
      .select('DISTINCT pr.content_category_id', 'cat')
      .where('pu.user_id = :u AND pr.content_category_id IS NOT NULL', { u: userId })
      .getRawMany<{ cat: number }>();
    return new Set(rows.map((r) => Number(r.cat)));
  }

  private contentRow(c: Content, raw: Raw, l: Links, open: boolean) {
    const medias = open ? l.medias : [];
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      specification: c.specification,
      summary: c.summary,
      thumbnail: c.thumbnail,
      order: c.order,
      is_free: c.is_free,
      is_hidden: c.is_hidden,
      /** The caller may open the media (free, staff, or bought). */
      is_purchased: open,
      category: c.category_id,
      category_info: categoryInfo(c.category_id, raw),
      medias: medias.map((m) => m.id),
      medias_info: medias,
      /** How many media the content has, shown to those who may not open them yet. */
      medias_count: l.medias.length,
      ...linked(l),
      creation_time: c.creation_time.toISOString(),
      last_modification_time: c.last_modification_time.toISOString(),
    };
  }

  async saveContent(caller: AuthUser, id: number | null, dto: ContentDto, files: Files) {
    const current = id ? await this.ds.getRepository(Content).findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const category_id = await this.categories.check('CONTENT', dto.category);
    const thumbnail = await this.parts.thumbnail(current?.thumbnail ?? null, dto.thumbnail, files);
    const saved = await this.ds.transaction(async (em) => {
      const row = await em.save(Content, {
        ...(current ?? { creation_time: this.clock.now() }),
        title: dto.title,
        description: dto.description ?? null,
        specification: dto.specification ?? null,
        summary: dto.summary ?? null,
        order: dto.order ?? current?.order ?? 0,
        is_free: dto.is_free ?? current?.is_free ?? true,
        is_hidden: dto.is_hidden ?? current?.is_hidden ?? false,
        category_id,
        thumbnail,
        last_modification_time: this.clock.now(),
      });
      await this.parts.setLinks(em, 'CONTENT', row.id, dto);
      return row;
    });
    await this.parts.forget(current?.thumbnail, thumbnail);
    return this.content(caller, saved.id);
  }

  // ---------- topics ----------

  async topics(caller: AuthUser | undefined, lq: ListQuery) {
    const qb = this.ds
      .getRepository(ContentTopic)
      .createQueryBuilder('p')
      .leftJoin(Content, 'ct', 'ct.id = p.content_id')
      .leftJoin(User, 'u', 'u.id = p.creator_id')
      .addSelect([
        'ct.title AS ct_title',
        'u.firstname AS u_firstname',
        'u.lastname AS u_lastname',
      ]);
    // A hidden content's topics are hidden with it.
    if (!isContentStaff(caller)) qb.andWhere('(ct.id IS NULL OR ct.is_hidden = :h)', { h: false });
    const { rows, raw, count } = await this.page(qb, lq, TOPICS_LIST);
    const links = await this.parts.links(
      'TOPIC',
      rows.map((r) => r.id),
    );
    return { rows: rows.map((t, i) => this.topicRow(t, raw[i], links.get(t.id)!)), count };
  }

  async topic(caller: AuthUser | undefined, id: number) {
    const { rows } = await this.topics(caller, byId(id, 'p'));
    if (!rows.length) throw notFound();
    return rows[0];
  }

  private topicRow(t: ContentTopic, raw: Raw, l: Links) {
    return {
      id: t.id,
      title: t.title,
      text: t.text,
      thumbnail: t.thumbnail,
      content: t.content_id,
      content_info: t.content_id ? { id: t.content_id, title: String(raw.ct_title ?? '') } : null,
      category: t.category_id,
      category_info: categoryInfo(t.category_id, raw),
      hashtags: l.hashtags.map((h) => h.id),
      hashtags_info: l.hashtags,
      creator: t.creator_id,
      creator_info: t.creator_id
        ? {
            id: t.creator_id,
            firstname: String(raw.u_firstname ?? ''),
            lastname: String(raw.u_lastname ?? ''),
          }
        : null,
      creation_time: t.creation_time.toISOString(),
      last_modification_time: t.last_modification_time.toISOString(),
    };
  }

  async saveTopic(caller: AuthUser, id: number | null, dto: TopicDto, files: Files) {
    const current = id ? await this.ds.getRepository(ContentTopic).findOneBy({ id }) : null;
    if (id && !current) throw notFound();
    const category_id = await this.categories.check('TOPIC', dto.category);
    const content_id = dto.content ?? null;
    if (
      content_id !== null &&
      !(await this.ds.getRepository(Content).existsBy({ id: content_id }))
    ) {
      throw fieldError('content', 'محتوای انتخاب شده وجود ندارد.');
    }
    const thumbnail = await this.parts.thumbnail(current?.thumbnail ?? null, dto.thumbnail, files);
    const saved = await this.ds.transaction(async (em) => {
      const row = await em.save(ContentTopic, {
        ...(current ?? { creation_time: this.clock.now(), creator_id: caller.id }),
        title: dto.title,
        text: dto.text ?? null,
        content_id,
        category_id,
        thumbnail,
        last_modification_time: this.clock.now(),
      });
      await this.parts.setLinks(em, 'TOPIC', row.id, { hashtags: dto.hashtags });
      return row;
    });
    await this.parts.forget(current?.thumbnail, thumbnail);
    return this.topic(caller, saved.id);
  }

  // ---------- shared ----------

  async remove(kind: Exclude<OwnerKind, 'MEDIA'>, id: number): Promise<void> {
    const entity = { POST: Post, CONTENT: Content, TOPIC: ContentTopic }[kind];
    const row = await this.ds.getRepository(entity).findOneBy({ id });
    if (!row) throw notFound();
    await this.ds.transaction(async (em: EntityManager) => {
      await em.delete(entity, { id });
      await this.parts.dropLinks(em, kind, id);
      // A removed content leaves its topics standing on their own.
      if (kind === 'CONTENT')
        await em.update(ContentTopic, { content_id: id }, { content_id: null });
    });
    await this.parts.forget(row.thumbnail, null);
  }
}

export type { CategoryKind };
