import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

/** Which tree a category belongs to: posts, contents (three levels), content topics or media. */
export const CATEGORY_KINDS = ['POST', 'CONTENT', 'TOPIC', 'MEDIA'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** One table for the category trees of SPEC section 3 (post, content, topic and media categories). */
@Entity('cma_categories')
@Index('ix_cma_categories_kind_parent', ['kind', 'parent_id'])
export class CmaCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 10 }) kind: CategoryKind;
  @Column({ type: 'varchar', length: 150 }) title: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'int', nullable: true }) parent_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
}

@Entity('cma_hashtags')
export class Hashtag {
  @PrimaryGeneratedColumn() id: number;
  @Index('uq_cma_hashtags_title', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  title: string;
  @Column({ type: 'int', default: 0 }) order: number;
}

@Entity('cma_celebrities')
export class Celebrity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 150 }) name: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
}

/** Columns posts, contents and topics share. */
abstract class Written {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  @Column({ type: 'int', nullable: true }) category_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('cma_posts')
@Index('ix_cma_posts_category', ['category_id'])
export class Post extends Written {
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) text: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) summary: string | null;
  @Column({ type: 'int', default: 0 }) order: number;
  @Column({ type: 'boolean', default: false }) is_hidden: boolean;
}

@Entity('cma_contents')
@Index('ix_cma_contents_category', ['category_id'])
export class Content extends Written {
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) specification: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) summary: string | null;
  @Column({ type: 'boolean', default: true }) is_free: boolean;
  @Column({ type: 'boolean', default: false }) is_hidden: boolean;
  @Column({ type: 'int', default: 0 }) order: number;
}

@Entity('cma_topics')
@Index('ix_cma_topics_content', ['content_id'])
export class ContentTopic extends Written {
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) text: string | null;
  @Column({ type: 'int', nullable: true }) content_id: number | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
}

@Entity('cma_medias')
export class Media {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  /** VIDEO, TEXT (a document), SOUND or IMAGE. */
  @Column({ type: 'varchar', length: 10 }) type: string;
  /** CONTENT or SETTING. */
  @Column({ type: 'varchar', length: 10, default: 'CONTENT' }) source_type: string;
  @Column({ type: 'varchar', length: 1000, nullable: true }) url: string | null;
  /** Sanitised: one https iframe, sandboxed. */
  @Column({ type: 'text', nullable: true }) iframe_code: string | null;
  /** Sanitised like iframe_code: no script is ever kept. */
  @Column({ type: 'text', nullable: true }) script_code: string | null;
  @Column({ type: 'boolean', default: false }) is_live_streaming: boolean;
  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) file: string | null;
  /** A media category (SPEC section 3: category, category_info); none by default. */
  @Index('ix_cma_medias_category')
  @Column({ type: 'int', nullable: true })
  category_id: number | null;
  @Column({ type: 'int', nullable: true }) creator_id: number | null;
  @Column({ type: DATETIME }) creation_time: Date;
}

@Entity('cma_hadithes')
export class Hadith {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) persian_text: string;
  @Column({ type: 'text', nullable: true }) arabian_text: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) narrator: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) source: string | null;
  /** The day (Tehran) it is the hadith of, as YYYY-MM-DD. */
  @Index('ix_cma_hadithes_publish_date')
  @Column({ type: 'varchar', length: 10 })
  publish_date: string;
  @Column({ type: DATETIME }) creation_time: Date;
}

/** What a post, content, topic or media links to: its media, hashtags and celebrities, in order. */
export const OWNER_KINDS = ['POST', 'CONTENT', 'TOPIC', 'MEDIA'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export type TagKind = 'MEDIA' | 'HASHTAG' | 'CELEBRITY';

@Entity('cma_links')
@Index('ix_cma_links_tag', ['tag_kind', 'tag_id'])
export class CmaLink {
  @PrimaryColumn({ type: 'varchar', length: 10 }) owner_kind: OwnerKind;
  @PrimaryColumn({ type: 'int' }) owner_id: number;
  @PrimaryColumn({ type: 'varchar', length: 10 }) tag_kind: TagKind;
  @PrimaryColumn({ type: 'int' }) tag_id: number;
  @Column({ type: 'int', default: 0 }) position: number;
}

export const CONTENT_ENTITIES = [CmaCategory, Hashtag, Celebrity, Post, Content, ContentTopic, Media, Hadith, CmaLink];
