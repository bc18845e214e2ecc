import { Controller, Get, Header, Inject, Injectable, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { toLatinDigits } from '@daneshsara/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Public } from '../../core/auth';
import { Clock } from '../../core/clock/clock';
import { fieldError, notFound } from '../../core/http/errors';
import { Classroom } from '../lma/entities/lma.entities';
import { Product } from '../store/entities/store.entities';
import { Content, ContentTopic, Post } from './entities/content.entities';

export const SITE_NAME = 'دانش‌سرا';

/** SPEC section 3's SEO meta. */
export interface SeoMeta {
  title: string;
  description: string;
  url: string;
  canonical: string;
  site: string;
  imageUrl: string | null;
  ogTitle: string;
  ogUrl: string;
  ogDescription: string;
  ogImage: string | null;
  robots: string;
}

/** `type` of GET /seo and the public page each one lives on. */
export const SEO_TYPES = {
  post: '/post',
  content: '/content',
  topic: '/post-topic',
  product: '/product',
  classroom: '/classroom',
  event: '/event',
} as const;
export type SeoType = keyof typeof SEO_TYPES;

/** Text of an HTML body for a description: tags out, spaces folded, at most 160 characters. */
export function plainSummary(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

@Injectable()
export class SeoService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private origin(): string {
    return (this.config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  }

  meta(path: string, title: string, description: string, image: string | null): SeoMeta {
    const url = `${this.origin()}${path}`;
    const abs = image && image.startsWith('/') ? `${this.origin()}${image}` : image;
    return {
      title: `${title} | ${SITE_NAME}`,
      description,
      url,
      canonical: url,
      site: SITE_NAME,
      imageUrl: abs,
      ogTitle: title,
      ogUrl: url,
      ogDescription: description,
      ogImage: abs,
      robots: 'index, follow',
    };
  }

  /** The meta of one public item; hidden or unpublished items are a 404 like their pages. */
  async of(type: SeoType, id: number): Promise<SeoMeta> {
    const path = `${SEO_TYPES[type]}/${id}`;
    if (type === 'post' || type === 'content') {
      const row =
        type === 'post'
          ? await this.ds.getRepository(Post).findOneBy({ id })
          : await this.ds.getRepository(Content).findOneBy({ id });
      if (!row || row.is_hidden) throw notFound();
      const body = row instanceof Post ? row.text : (row as Content).description;
      return this.meta(path, row.title, row.summary || plainSummary(body), row.thumbnail);
    }
    if (type === 'topic') {
      const t = await this.ds.getRepository(ContentTopic).findOneBy({ id });
      // A hidden content's topics are hidden with it (like GET /cma/topics/{id}).
      const owner = t?.content_id
        ? await this.ds.getRepository(Content).findOneBy({ id: t.content_id })
        : null;
      if (!t || owner?.is_hidden) throw notFound();
      return this.meta(path, t.title, plainSummary(t.text), t.thumbnail);
    }
    if (type === 'product') {
      const p = await this.ds.getRepository(Product).findOneBy({ id });
      if (!p || p.is_hidden) throw notFound();
      return this.meta(path, p.title, plainSummary(p.description), p.thumbnail);
    }
    const c = await this.ds.getRepository(Classroom).findOneBy({ id });
    if (!c || !c.publish_time || c.publish_time > this.clock.now()) throw notFound();
    return this.meta(path, c.title ?? '', plainSummary(c.description), c.thumbnail);
  }
}

@ApiTags('cma')
@Controller('seo')
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  /** GET /seo?type=post|content|topic|product|classroom|event&id= (SPEC section 7: cached 1000 ms). */
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=1')
  get(@Query('type') type: unknown, @Query('id') id: unknown) {
    const t = String(type ?? '').toLowerCase();
    if (!(t in SEO_TYPES))
      throw fieldError(
        'type',
        'نوع صفحه باید یکی از post، content، topic، product، classroom یا event باشد.',
      );
    const n = Number(toLatinDigits(String(id ?? '')));
    if (!Number.isInteger(n) || n < 1) throw fieldError('id', 'شناسه معتبر نیست.');
    return this.seo.of(t as SeoType, n);
  }
}
