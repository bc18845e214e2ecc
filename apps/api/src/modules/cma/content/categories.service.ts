import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import { conflict, fieldError, notFound } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import { paginate, type ListQuery } from '../../../core/list';
import { Product } from '../../store/entities/store.entities';
import { CmaCategory, Content, ContentTopic, Media, Post, type CategoryKind } from '../entities/content.entities';
import type { CategoryDto } from './cma.dto';
import { CATEGORIES_LIST } from './cma.lists';
import { CmaParts } from './cma.shared';

export interface CategoryRow {
  id: number;
  title: string;
  thumbnail: string | null;
  description: string | null;
  parent: number | null;
  parent_info: { id: number; title: string; parent: number | null } | null;
  children: CategoryRow[];
}

/** Content categories go three levels deep (SPEC section 3); the others as deep as staff like. */
const MAX_DEPTH: Record<CategoryKind, number> = { CONTENT: 3, POST: 5, TOPIC: 5, MEDIA: 5 };

/** The three category trees: one table, one set of rules (no cycles, no orphaned rows). */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly parts: CmaParts,
  ) {}

  /** Every category of a tree, in one query (trees are small). */
  all(kind: CategoryKind): Promise<CmaCategory[]> {
    return this.ds.getRepository(CmaCategory).find({ where: { kind }, order: { id: 'ASC' } });
  }

  tree(all: CmaCategory[], c: CmaCategory): CategoryRow {
    const parent = c.parent_id ? all.find((x) => x.id === c.parent_id) : undefined;
    return {
      id: c.id,
      title: c.title,
      thumbnail: c.thumbnail,
      description: c.description,
      parent: c.parent_id,
      parent_info: parent ? { id: parent.id, title: parent.title, parent: parent.parent_id } : null,
      children: all.filter((x) => x.parent_id === c.id).map((x) => this.tree(all, x)),
    };
  }

  /** A category and its ancestors' ids, nearest first. */
  lineage(all: CmaCategory[], id: number | null): number[] {
    const out: number[] = [];
    for (let at = id; at !== null && !out.includes(at); at = all.find((c) => c.id === at)?.parent_id ?? null) out.push(at);
    return out;
  }

  /** Three queries whatever the page size: the page, its count and the whole tree. */
  async list(kind: CategoryKind, lq: ListQuery) {
    const qb = this.ds.getRepository(CmaCategory).createQueryBuilder('c').where('c.kind = :kind', { kind });
    const [{ rows, count }, all] = await Promise.all([paginate(qb, lq, CATEGORIES_LIST), this.all(kind)]);
    return { rows: rows.map((c) => this.tree(all, c)), count };
  }

  async one(kind: CategoryKind, id: number): Promise<CategoryRow> {
    const all = await this.all(kind);
    const c = all.find((x) => x.id === id);
    if (!c) throw notFound();
    return this.tree(all, c);
  }

  async save(kind: CategoryKind, id: number | null, dto: CategoryDto, files: Record<string, UploadedFile>) {
    const all = await this.all(kind);
    const current = id ? all.find((c) => c.id === id) : undefined;
    if (id && !current) throw notFound();
    const parent = dto.parent ?? null;
    if (parent !== null) {
      if (!all.some((c) => c.id === parent)) throw fieldError('parent', 'دسته والد وجود ندارد.');
      if (id && this.lineage(all, parent).includes(id)) throw fieldError('parent', 'یک دسته نمی‌تواند زیرمجموعه خودش باشد.');
    }
    const height = (n: number): number => 1 + Math.max(0, ...all.filter((c) => c.parent_id === n).map((c) => height(c.id)));
    const depth = (parent === null ? 0 : this.lineage(all, parent).length) + (id ? height(id) : 1);
    if (depth > MAX_DEPTH[kind]) {
      throw fieldError('parent', `این دسته‌بندی حداکثر ${MAX_DEPTH[kind].toLocaleString('fa-IR')} سطح دارد.`);
    }
    const thumbnail = await this.parts.thumbnail(current?.thumbnail ?? null, dto.thumbnail, files);
    const saved = await this.ds.getRepository(CmaCategory).save({
      ...(current ?? { kind, creation_time: this.clock.now() }),
      title: dto.title,
      description: dto.description ?? null,
      parent_id: parent,
      thumbnail,
    });
    await this.parts.forget(current?.thumbnail, thumbnail);
    return this.one(kind, saved.id);
  }

  async remove(kind: CategoryKind, id: number): Promise<void> {
    const repo = this.ds.getRepository(CmaCategory);
    const row = await repo.findOneBy({ id, kind });
    if (!row) throw notFound();
    const used = async () => {
      if (await repo.existsBy({ parent_id: id })) return true;
      if (kind === 'POST') return this.ds.getRepository(Post).existsBy({ category_id: id });
      if (kind === 'TOPIC') return this.ds.getRepository(ContentTopic).existsBy({ category_id: id });
      if (kind === 'MEDIA') return this.ds.getRepository(Media).existsBy({ category_id: id });
      return (
        (await this.ds.getRepository(Content).existsBy({ category_id: id })) ||
        (await this.ds.getRepository(Product).existsBy({ content_category_id: id }))
      );
    };
    if (await used()) throw conflict('این دسته زیرمجموعه یا مطلب دارد و قابل حذف نیست.');
    await repo.delete({ id });
    await this.parts.forget(row.thumbnail, null);
  }

  /** A category id from a form: it must exist in this tree. */
  async check(kind: CategoryKind, id: number | null | undefined, field = 'category'): Promise<number | null> {
    if (id === null || id === undefined) return null;
    if (!(await this.ds.getRepository(CmaCategory).existsBy({ id, kind }))) throw fieldError(field, 'دسته انتخاب شده وجود ندارد.');
    return id;
  }
}
