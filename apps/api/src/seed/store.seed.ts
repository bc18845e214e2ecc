import { BasketStatus, InvoiceType, OrderType, sellablePrice } from '@daneshsara/domain';
import type { DataSource } from 'typeorm';
import { Invoice } from '../modules/accounting';
import { Basket, BasketItem, Package, PackageProduct, Product, Purchase, StoreCategory } from '../modules/store';
import { User } from '../modules/uma';

interface DemoProduct {
  title: string;
  category: string;
  unit_price: number;
  discount_percent?: number;
  physical_type?: 'BOOK' | 'CD' | 'MANUSCRIPT';
  inventory?: number;
  sold?: number;
  description: string;
}

const TREE: Record<string, string[]> = { 'کتاب': ['فلسفه و کلام', 'تاریخ', 'اخلاق'], 'محصولات صوتی و تصویری': [], 'جزوه و نشریه': [] };

const PRODUCTS: DemoProduct[] = [
  { title: 'درآمدی بر فلسفه اسلامی', category: 'فلسفه و کلام', unit_price: 850_000, discount_percent: 10, physical_type: 'BOOK', inventory: 40, sold: 31, description: 'متن درسی دوره مقدماتی فلسفه، با پرسش‌های پایان هر فصل.' },
  { title: 'آموزش کلام جدید', category: 'فلسفه و کلام', unit_price: 1_200_000, physical_type: 'BOOK', inventory: 12, sold: 18, description: 'مسائل کلام جدید به زبان ساده برای اندیشه‌جویان.' },
  { title: 'تاریخ تحلیلی صدر اسلام', category: 'تاریخ', unit_price: 960_000, discount_percent: 15, physical_type: 'BOOK', inventory: 3, sold: 44, description: 'روایتی تحلیلی از رخدادهای صدر اسلام با نقشه و گاه‌شمار.' },
  { title: 'اخلاق پژوهش', category: 'اخلاق', unit_price: 540_000, physical_type: 'BOOK', inventory: 0, sold: 22, description: 'اصول اخلاقی پژوهش در علوم انسانی.' },
  { title: 'نسخه الکترونیکی «اخلاق پژوهش»', category: 'اخلاق', unit_price: 300_000, description: 'فایل PDF کتاب، بلافاصله پس از خرید در دسترس.', sold: 27 },
  { title: 'مجموعه صوتی درس‌گفتارهای منطق', category: 'محصولات صوتی و تصویری', unit_price: 450_000, discount_percent: 20, description: 'بیست جلسه درس‌گفتار منطق مقدماتی، قابل دریافت.', sold: 15 },
  { title: 'لوح فشرده همایش اخلاق پژوهش', category: 'محصولات صوتی و تصویری', unit_price: 250_000, physical_type: 'CD', inventory: 25, sold: 6, description: 'فیلم کامل سخنرانی‌های همایش سال گذشته.' },
  { title: 'جزوه کارگاه نگارش علمی', category: 'جزوه و نشریه', unit_price: 180_000, physical_type: 'MANUSCRIPT', inventory: 60, sold: 39, description: 'جزوه کارگاه با تمرین‌های نگارش مقاله.' },
  { title: 'نسخه الکترونیکی جزوه روش تحقیق', category: 'جزوه و نشریه', unit_price: 150_000, description: 'فایل PDF جزوه دوره روش تحقیق.', sold: 52 },
];

/** The store side of the demo: a category tree, books, media and notes, two packages and a shipped order. */
export async function seedStoreDemo(ds: DataSource, now: Date = new Date()): Promise<void> {
  await ds.transaction(async (em) => {
    const cats = new Map<string, number>();
    for (const [root, children] of Object.entries(TREE)) {
      const r = await em.save(em.create(StoreCategory, { title: root, parent_id: null }));
      cats.set(root, r.id);
      for (const c of children) cats.set(c, (await em.save(em.create(StoreCategory, { title: c, parent_id: r.id }))).id);
    }
    const products: Product[] = [];
    for (const p of PRODUCTS) {
      products.push(
        await em.save(
          em.create(Product, {
            title: p.title,
            thumbnail: null,
            description: p.description,
            specification: null,
            unit_price: p.unit_price,
            discount_percent: p.discount_percent ?? 0,
            sellable_price: sellablePrice(p.unit_price, p.discount_percent ?? 0),
            inventory: p.inventory ?? -1,
            maximum_order_count: p.physical_type ? 5 : null,
            is_physical: !!p.physical_type,
            is_hidden: false,
            is_add_to_basket_disabled: false,
            weight: p.physical_type === 'BOOK' ? 450 : null,
            store_category_id: cats.get(p.category) ?? null,
            content_category_id: null,
            sold_count: p.sold ?? 0,
            physical_type: p.physical_type ?? null,
            creation_time: now,
            last_modification_time: now,
          }),
        ),
      );
    }
    const pkg = async (title: string, members: number[], unit: number, discount: number, description: string) => {
      const row = await em.save(
        em.create(Package, {
          title,
          thumbnail: null,
          description,
          specification: null,
          unit_price: unit,
          discount_percent: discount,
          sellable_price: sellablePrice(unit, discount),
          inventory: -1,
          maximum_order_count: 2,
          is_physical: members.some((i) => products[i].is_physical),
          is_hidden: false,
          is_add_to_basket_disabled: false,
          weight: null,
          store_category_id: cats.get('کتاب') ?? null,
          content_category_id: null,
          sold_count: 4,
          creation_time: now,
          last_modification_time: now,
        }),
      );
      await em.insert(PackageProduct, members.map((i) => ({ package_id: row.id, product_id: products[i].id })));
    };
    await pkg('بسته مبانی فلسفه و کلام', [0, 1], 2_050_000, 20, 'دو کتاب پایه دوره فلسفه و کلام با ۲۰٪ تخفیف.');
    await pkg('بسته الکترونیکی پژوهشگر', [4, 8], 450_000, 10, 'نسخه‌های الکترونیکی کتاب اخلاق پژوهش و جزوه روش تحقیق.');

    // The demo learner's paid store invoice becomes a shipped order of two virtual items.
    const main = await em.findOneBy(User, { mobile_number: '09120000001' });
    const invoice = main ? await em.findOneBy(Invoice, { owner_id: main.id, type: InvoiceType.STORE_BASKET }) : null;
    if (main && invoice) {
      const items = [products[4], products[8]];
      const total = items.reduce((s, p) => s + p.sellable_price, 0);
      const basket = await em.save(
        em.create(Basket, {
          owner_id: main.id,
          open_owner_id: null,
          status: BasketStatus.SENT,
          order_type: OrderType.VIRTUAL,
          discount_id: null,
          province: null,
          city: null,
          address: null,
          postal_code: null,
          description: null,
          price: items.reduce((s, p) => s + p.unit_price, 0),
          sellable_price: total,
          discount_amount: 0,
          delivery_cost: 0,
          overall_order_price: total,
          invoice_id: invoice.id,
          order_time: invoice.creation_time,
          sent_time: invoice.paid_time,
          creation_time: invoice.creation_time,
          last_modification_time: invoice.creation_time,
        }),
      );
      await em.insert(BasketItem, items.map((p) => ({ basket_id: basket.id, product_id: p.id, package_id: null, count: 1, unit_price: p.unit_price, sellable_price: p.sellable_price })));
      await em.insert(Purchase, items.map((p) => ({ user_id: main.id, product_id: p.id, creation_time: invoice.creation_time })));
      await em.update(Invoice, { id: invoice.id }, { amount: total, item_id: basket.id, title: `سفارش فروشگاه شماره ${basket.id}` });
    }
  });
}
