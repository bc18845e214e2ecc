import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, rialTransformer } from '../../../core/database/columns';

@Entity('store_categories')
export class StoreCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 150 }) title: string;
  @Index('ix_store_categories_parent')
  @Column({ type: 'int', nullable: true })
  parent_id: number | null;
}

/** Columns products and packages share: prices, stock and visibility. */
abstract class Sellable {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) thumbnail: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) specification: string | null;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) unit_price: number;
  @Column({ type: 'int', default: 0 }) discount_percent: number;
  /** unit_price − ⌊unit_price × discount_percent / 100⌋ (sellablePrice); kept for filtering and sorting. */
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) sellable_price: number;
  /** Items in stock; -1 means unlimited. */
  @Column({ type: 'int', default: -1 }) inventory: number;
  @Column({ type: 'int', nullable: true }) maximum_order_count: number | null;
  @Column({ type: 'boolean', default: false }) is_physical: boolean;
  @Column({ type: 'boolean', default: false }) is_hidden: boolean;
  @Column({ type: 'boolean', default: false }) is_add_to_basket_disabled: boolean;
  @Column({ type: 'int', nullable: true }) weight: number | null;
  @Column({ type: 'int', nullable: true }) store_category_id: number | null;
  @Column({ type: 'int', nullable: true }) content_category_id: number | null;
  /** Units sold in paid orders (BEST_SELLING). */
  @Column({ type: 'int', default: 0 }) sold_count: number;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('store_products')
export class Product extends Sellable {
  /** CD, BOOK or MANUSCRIPT for physical products. */
  @Column({ type: 'varchar', length: 20, nullable: true }) physical_type: string | null;
}

@Entity('store_packages')
export class Package extends Sellable {}

@Entity('store_package_products')
export class PackageProduct {
  @PrimaryColumn({ type: 'int' }) package_id: number;
  @PrimaryColumn({ type: 'int' }) product_id: number;
}

/**
 * A basket while OPEN, an order from create_invoice on. `open_owner_id` is the owner while OPEN
 * and null after, so a unique index keeps one open basket per user on both databases.
 */
@Entity('store_baskets')
export class Basket {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_store_baskets_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Index('uq_store_baskets_open_owner', { unique: true })
  @Column({ type: 'int', nullable: true })
  open_owner_id: number | null;
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) order_type: string | null;
  @Column({ type: 'int', nullable: true }) discount_id: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) province: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) address: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) postal_code: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Frozen by create_invoice. */
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) price: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) sellable_price: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) discount_amount: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) delivery_cost: number;
  @Column({ type: 'bigint', default: 0, transformer: rialTransformer }) overall_order_price: number;
  @Column({ type: 'int', nullable: true }) invoice_id: number | null;
  @Column({ type: DATETIME, nullable: true }) order_time: Date | null;
  @Column({ type: DATETIME, nullable: true }) sent_time: Date | null;
  @Column({ type: DATETIME }) creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('store_basket_items')
@Index('ix_store_basket_items_basket', ['basket_id'])
export class BasketItem {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) basket_id: number;
  @Column({ type: 'int', nullable: true }) product_id: number | null;
  @Column({ type: 'int', nullable: true }) package_id: number | null;
  @Column({ type: 'int' }) count: number;
  /** Frozen by create_invoice: what one unit cost then. */
  @Column({ type: 'bigint', nullable: true, transformer: rialTransformer }) unit_price: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: rialTransformer }) sellable_price: number | null;
}

/** A virtual product its owner has paid for: its content opens for them. */
@Entity('store_purchases')
export class Purchase {
  @PrimaryColumn({ type: 'int' }) user_id: number;
  @PrimaryColumn({ type: 'int' }) product_id: number;
  @Column({ type: DATETIME }) creation_time: Date;
}
