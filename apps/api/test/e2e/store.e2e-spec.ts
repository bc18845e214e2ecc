import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesService } from '../../src/modules/accounting';
import { bootTestApp, type TestApp } from '../support/app';
import { auditClean, balanceOf, depositViaSandbox } from '../support/money';

let t: TestApp;
let staff: { auth: Record<string, string> };
let finance: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bootTestApp({ JOBS_ENABLED: 'false' });
  staff = await t.as(['admin']);
  finance = await t.as(['financial_department_head']);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const ADDRESS = { province: 'تهران', city: 'تهران', address: 'خیابان انقلاب، پلاک ۱۲', postal_code: '1415913511' };

async function product(body: Record<string, unknown>) {
  const res = await t.http.post('/api/store/products').set(staff.auth).send({ title: 'کتاب', unit_price: 100_000, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; sellable_price: number };
}

async function learnerWith(amount: number) {
  const l = await t.as(['user']);
  if (amount) await depositViaSandbox(t, l.auth, { amount });
  return l;
}

async function basketOf(auth: Record<string, string>) {
  return (await t.http.get('/api/store/baskets/checkout_review').set(auth)).body;
}

describe('catalogue', () => {
  it('prices round down, filters and sorts, hides hidden products from the public', async () => {
    const cat = await t.http.post('/api/store/categories').set(staff.auth).send({ title: 'کتاب‌ها' });
    const sub = await t.http.post('/api/store/categories').set(staff.auth).send({ title: 'تاریخ', parent: cat.body.id });
    expect(sub.status).toBe(201);
    const cheap = await product({ title: 'ارزان', unit_price: 99_999, discount_percent: 15, store_category: sub.body.id, is_physical: true, physical_type: 'BOOK', inventory: 3 });
    expect(cheap.sellable_price).toBe(84_999); // 99,999 × 85 / 100 = 84,999.15 → down
    await product({ title: 'گران', unit_price: 900_000, store_category: sub.body.id, inventory: 0 });
    await product({ title: 'پنهان', unit_price: 10_000, is_hidden: true, store_category: sub.body.id });
    const pub = await t.http.get(`/api/store/products?store_category__in=${sub.body.id}&sort=MOST_EXPENSIVE`);
    expect(pub.body.results.map((p: { title: string }) => p.title)).toEqual(['گران', 'ارزان']);
    const inStock = await t.http.get(`/api/store/products?store_category__in=${sub.body.id}&inventory__gte=1`);
    expect(inStock.body.results.map((p: { title: string }) => p.title)).toEqual(['ارزان']);
    const gone = await t.http.get(`/api/store/products?store_category__in=${sub.body.id}&sort=LEAST_EXPENSIVE`);
    expect(gone.body.results[1]).toMatchObject({ title: 'گران', is_add_to_basket_disabled: true });
    const band = await t.http.get(`/api/store/products?store_category=${sub.body.id}&unit_price__gte=50000&unit_price__lt=500000`);
    expect(band.body.count).toBe(1);
    expect((await t.http.get(`/api/store/products?store_category=${sub.body.id}&sort=CHEAPEST`)).status).toBe(400);
    const tree = await t.http.get('/api/store/categories?parent__isnull=true');
    expect(tree.body.results.find((c: { id: number }) => c.id === cat.body.id).children[0].title).toBe('تاریخ');
    const learner = await t.as(['user']);
    expect((await t.http.post('/api/store/products').set(learner.auth).send({ title: 'x', unit_price: 1 })).status).toBe(403);
  });

  it('product and package lists cost the same queries for 5 and 50 rows', async () => {
    const cat = await t.http.post('/api/store/categories').set(staff.auth).send({ title: 'لوازم التحریر' });
    for (let i = 0; i < 12; i++) await product({ title: `محصول ${i}`, unit_price: 1000 * (i + 1), store_category: cat.body.id });
    const a = await t.http.get('/api/store/products?per_page=5');
    const b = await t.http.get('/api/store/products?per_page=50');
    expect(b.body.results.length).toBeGreaterThan(a.body.results.length);
    expect(a.headers['x-query-count']).toBe(b.headers['x-query-count']);
    const made = (await t.http.get(`/api/store/products?store_category=${cat.body.id}&per_page=50`)).body.results as { id: number }[];
    for (let i = 0; i < 7; i++) {
      const res = await t.http
        .post('/api/store/packages')
        .set(staff.auth)
        .send({ title: `بسته ${i}`, unit_price: 5000, store_category: cat.body.id, products: [made[i].id, made[i + 1].id] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const k5 = await t.http.get(`/api/store/packages?per_page=5`);
    const k50 = await t.http.get(`/api/store/packages?per_page=50`);
    expect(k50.body.results.length).toBeGreaterThan(k5.body.results.length);
    expect(k50.body.results[0]).toMatchObject({ store_category_info: { title: 'لوازم التحریر' } });
    expect(k50.body.results[0].products_info).toHaveLength(2);
    expect(k50.body.results[0].products_info[0].store_category_info).toMatchObject({ title: 'لوازم التحریر' });
    // the page with its total, the links with their products, the category titles of both (issue 15)
    expect([Number(k5.headers['x-query-count']), Number(k50.headers['x-query-count'])]).toEqual([3, 3]);
  });
});

describe('basket and checkout', () => {
  it('never sells a priced item for 0 unless its discount is 100%, whatever code is applied', async () => {
    expect((await product({ title: 'یک ریالی', unit_price: 1, discount_percent: 1 })).sellable_price).toBe(1);
    expect((await product({ title: 'نود و نه درصد', unit_price: 1, discount_percent: 99 })).sellable_price).toBe(1);
    expect((await product({ title: 'رایگان', unit_price: 1, discount_percent: 100 })).sellable_price).toBe(0);
    const tiny = await product({ title: 'سه ریالی', unit_price: 3, discount_percent: 50 });
    expect(tiny.sellable_price).toBe(1); // 1.5 → down
    await t.http.post('/api/accounting/discounts').set(finance.auth).send({ code: 'TINY99', target: 'STORE', percent: 99 });
    const { user, auth } = await learnerWith(0);
    await t.http.post('/api/store/items').set(auth).send({ product: tiny.id });
    let basket = await basketOf(auth);
    basket = (await t.http.put(`/api/store/baskets/${basket.id}/submit_discount_code`).set(auth).send({ code: 'TINY99' })).body;
    expect(basket).toMatchObject({ price: 3, sellable_price: 1, discount_amount: 0, order_price: 1 });
    const inv = await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(auth).send({ owner: user.id });
    expect(inv.body).toMatchObject({ amount: 1 });
  });

  it('counts stay within stock and the maximum; a code applies; delivery only when physical; the order is paid through the bank', async () => {
    const book = await product({ title: 'کتاب فیزیکی', unit_price: 200_000, discount_percent: 10, is_physical: true, physical_type: 'BOOK', inventory: 5, maximum_order_count: 3 });
    const ebook = await product({ title: 'کتاب الکترونیکی', unit_price: 100_000, is_physical: false });
    await t.http.post('/api/accounting/discounts').set(finance.auth).send({ code: 'STORE20', target: 'STORE', percent: 20, order_price: 100_000 });
    await t.http.post('/api/accounting/discounts').set(finance.auth).send({ code: 'OLD', target: 'STORE', percent: 5, expire_time: new Date(Date.now() - HOUR).toISOString() });
    await t.http.post('/api/accounting/discounts').set(finance.auth).send({ code: 'EVT', target: 'EVENT', price: 10_000 });
    const { user, auth } = await learnerWith(0);
    expect((await t.http.post('/api/store/items').set(auth).send({ product: book.id, count: 4 })).status).toBe(409);
    const added = await t.http.post('/api/store/items').set(auth).send({ product: book.id, count: 2 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ count: 2, product_info: { title: 'کتاب فیزیکی' } });
    expect((await t.http.post('/api/store/items/increment').set(auth).send({ product: book.id })).body.count).toBe(3);
    expect((await t.http.post('/api/store/items/increment').set(auth).send({ product: book.id })).status).toBe(409);
    await t.http.post('/api/store/items/decrement').set(auth).send({ product: book.id });
    await t.http.post('/api/store/items').set(auth).send({ product: ebook.id });
    let basket = await basketOf(auth);
    expect(basket).toMatchObject({ status: 'OPEN', order_type: 'PHYSICAL_VIRTUAL', price: 500_000, margin_amount: 40_000, sellable_price: 460_000, delivery_cost: 450_000 });
    for (const [code, msg] of [['NOPE', 'کد تخفیف معتبر نیست.'], ['OLD', 'مهلت استفاده'], ['EVT', 'قابل استفاده نیست']]) {
      const res = await t.http.put(`/api/store/baskets/${basket.id}/submit_discount_code`).set(auth).send({ code });
      expect(res.status).toBe(400);
      expect(res.body.code[0]).toContain(msg);
    }
    basket = (await t.http.put(`/api/store/baskets/${basket.id}/submit_discount_code`).set(auth).send({ code: 'STORE20' })).body;
    expect(basket).toMatchObject({ discount_amount: 92_000, order_price: 368_000, overall_discount_amount: 132_000, overall_order_price: 818_000 });
    const noAddress = await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(auth).send({ owner: user.id });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.address[0]).toBe('آدرس را مشخص کنید.');
    expect((await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(auth).send({ ...ADDRESS, postal_code: '123' })).status).toBe(400);
    await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(auth).send(ADDRESS);
    const inv = await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(auth).send({ owner: user.id });
    expect(inv.status).toBe(200);
    expect(inv.body).toMatchObject({ type: 'STORE_BASKET', amount: 818_000, status: 'PAYING', detail: 'صورت حساب شما ایجاد شد' });
    expect((await t.http.get(`/api/store/products/${book.id}`)).body.inventory).toBe(3);

    // Prices are frozen in the invoice: a later price change does not touch it.
    await t.http.put(`/api/store/products/${book.id}`).set(staff.auth).send({ title: 'کتاب فیزیکی', unit_price: 999_000, is_physical: true, physical_type: 'BOOK' });
    const order = await t.http.get(`/api/store/baskets/${basket.id}`).set(auth);
    expect(order.body).toMatchObject({ status: 'CLOSED', overall_order_price: 818_000, price: 500_000 });
    expect(order.body.items_info.find((i: { product: number }) => i.product === book.id).unit_price).toBe(200_000);
    expect((await t.http.get(`/api/accounting/invoices/${inv.body.id}`).set(auth)).body.amount).toBe(818_000);

    const codes = await t.http.get('/api/accounting/discounts?code=STORE20').set(finance.auth);
    expect(codes.body.results[0].used_count).toBe(0);
    const { landing } = await depositViaSandbox(t, auth, { amount: 818_000, invoice: inv.body.id });
    expect(landing).toMatch(new RegExp(`^/panel/shop/payment-result\\?status=true&code=\\d+&invoice=${inv.body.id}$`));
    const paid = await t.http.get(`/api/store/baskets/${basket.id}`).set(auth);
    expect(paid.body.status).toBe('PAID');
    expect((await t.http.get('/api/accounting/discounts?code=STORE20').set(finance.auth)).body.results[0].used_count).toBe(1);
    expect((await t.http.get(`/api/store/products/${ebook.id}`).set(auth)).body).toMatchObject({ is_purchased: true, is_add_to_basket_disabled: true });
    expect((await t.http.post('/api/store/items').set(auth).send({ product: ebook.id })).status).toBe(409);
    const orders = await t.http.get('/api/store/baskets/list_orders').set(auth);
    expect(orders.body.results.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([[basket.id, 'PAID']]);
    const staffOrders = await t.http.get('/api/store/baskets/list_orders?per_page=50').set(staff.auth);
    const row = staffOrders.body.results.find((o: { id: number }) => o.id === basket.id);
    expect(row).toMatchObject({ invoice_info: { id: inv.body.id, amount: 818_000 }, discount_info: { code: 'STORE20' } });
    expect(row.owner_info.full_name).not.toBe('');
    expect(row.items_info.find((i: { product: number }) => i.product === book.id).product_info.title).toBe('کتاب فیزیکی');
    // sign-in, the page with its total, owner, invoice and code, the lines with products and
    // categories, what the caller bought (issue 15)
    expect(Number(staffOrders.headers['x-query-count'])).toBe(4);
    // A new basket opens for the next purchase.
    expect((await basketOf(auth)).id).not.toBe(basket.id);

    // Staff send it; a learner cannot.
    expect((await t.http.put(`/api/store/baskets/${basket.id}/send`).set(auth)).status).toBe(403);
    const sent = await t.http.put(`/api/store/baskets/${basket.id}/send`).set(finance.auth);
    expect(sent.body.status).toBe('SENT');
    await auditClean(t);
  });

  it('cancelling a paid order refunds the wallet and restocks; an expired unpaid order restocks', async () => {
    const item = await product({ title: 'جزوه', unit_price: 50_000, is_physical: true, physical_type: 'MANUSCRIPT', inventory: 4 });
    const { auth } = await learnerWith(200_000);
    await t.http.post('/api/store/items').set(auth).send({ product: item.id, count: 2 });
    const basket = await basketOf(auth);
    await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(auth).send(ADDRESS);
    const inv = await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(auth).send({});
    await t.http.post('/api/accounting/transactions/deposit').set(auth).send({ amount: 400_000 });
    await depositViaSandbox(t, auth, { amount: 400_000 });
    expect((await t.http.put(`/api/accounting/invoices/${inv.body.id}/pay`).set(auth)).status).toBe(200);
    const before = await balanceOf(t, auth);
    expect((await t.http.get(`/api/store/products/${item.id}`)).body.inventory).toBe(2);
    expect((await t.http.put(`/api/store/baskets/${basket.id}/cancel`).set(auth)).status).toBe(409);
    const cancelled = await t.http.put(`/api/store/baskets/${basket.id}/cancel`).set(finance.auth);
    expect(cancelled.body.status).toBe('CANCELED');
    expect(await balanceOf(t, auth)).toBe(before + inv.body.amount);
    expect((await t.http.get(`/api/store/products/${item.id}`)).body.inventory).toBe(4);

    await t.http.post('/api/store/items').set(auth).send({ product: item.id, count: 3 });
    const next = await basketOf(auth);
    await t.http.put(`/api/store/baskets/${next.id}/set_address`).set(auth).send(ADDRESS);
    await t.http.put(`/api/store/baskets/${next.id}/create_invoice`).set(auth).send({});
    expect((await t.http.get(`/api/store/products/${item.id}`)).body.inventory).toBe(1);
    t.clock.advance(25 * HOUR);
    await t.app.get(InvoicesService).expireStale();
    expect((await t.http.get(`/api/store/baskets/${next.id}`).set(auth)).body.status).toBe('CANCELED');
    expect((await t.http.get(`/api/store/products/${item.id}`)).body.inventory).toBe(4);
    await auditClean(t);
  });

  it('stock never goes negative: 5 in stock, 50 concurrent checkouts, exactly 5 succeed, 20 rounds', { timeout: 600_000 }, async () => {
    const rounds = Number(process.env.STOCK_ROUNDS ?? 20);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => learnerWith(0)));
    for (let round = 0; round < rounds; round++) {
      const item = await product({ title: `کمیاب ${round}`, unit_price: 10_000, is_physical: false, inventory: 5 });
      const baskets = await Promise.all(
        buyers.map(async (b) => {
          await t.http.post('/api/store/items').set(b.auth).send({ product: item.id });
          return (await basketOf(b.auth)).id as number;
        }),
      );
      const results = await Promise.all(
        buyers.map((b, i) => t.http.put(`/api/store/baskets/${baskets[i]}/create_invoice`).set(b.auth).send({})),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(45);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.detail).toContain('موجودی');
      expect(statuses.some((st) => st >= 500)).toBe(false);
      expect((await t.http.get(`/api/store/products/${item.id}`)).body.inventory).toBe(0);
      // The 45 empty their baskets for the next round.
      await Promise.all(
        buyers.map(async (b, i) => {
          if (results[i].status !== 200) {
            const open = await basketOf(b.auth);
            for (const it of open.items_info) await t.http.delete(`/api/store/items/${it.id}`).set(b.auth);
          }
        }),
      );
    }
  });

  it('a learner reaches no other learner\'s basket or order and sets no price or owner through a body', async () => {
    const item = await product({ title: 'دفتر', unit_price: 20_000 });
    const a = await learnerWith(0);
    const b = await learnerWith(0);
    await t.http.post('/api/store/items').set(a.auth).send({ product: item.id });
    const basket = await basketOf(a.auth);
    const itemId = basket.items_info[0].id;
    expect((await t.http.get(`/api/store/baskets/${basket.id}`).set(b.auth)).status).toBe(404);
    expect((await t.http.put(`/api/store/items/${itemId}`).set(b.auth).send({ count: 2 })).status).toBe(404);
    expect((await t.http.delete(`/api/store/items/${itemId}`).set(b.auth)).status).toBe(404);
    expect((await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(b.auth).send(ADDRESS)).status).toBe(404);
    expect((await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(b.auth).send({})).status).toBe(404);
    expect((await t.http.put(`/api/store/baskets/${basket.id}/create_invoice`).set(a.auth).send({ owner: b.user.id })).status).toBe(400);
    expect((await t.http.post('/api/store/items').set(a.auth).send({ product: item.id, unit_price: 1 })).status).toBe(400);
    expect((await t.http.put(`/api/store/baskets/${basket.id}/set_address`).set(a.auth).send({ ...ADDRESS, status: 'PAID' })).status).toBe(400);
    const orders = await t.http.get('/api/store/baskets/list_orders').set(b.auth);
    expect(orders.body.count).toBe(0);
  });

  it('settings: delivery cost and purchase regulations are read by key and set by admins', async () => {
    expect((await t.http.get('/api/cma/settings/key/DeliveryCost-post-pishtaz')).body).toMatchObject({ key: 'DeliveryCost-post-pishtaz', value: '450000' });
    expect((await t.http.get('/api/cma/settings/key/PurchaseRegulations')).body.value).toContain('<p>');
    const learner = await t.as(['user']);
    expect((await t.http.put('/api/cma/settings/key/DeliveryCost-post-pishtaz').set(learner.auth).send({ value: '1' })).status).toBe(403);
    const bad = await t.http.put('/api/cma/settings/key/DeliveryCost-post-pishtaz').set(staff.auth).send({ value: 'زیاد' });
    expect(bad.status).toBe(400);
    // A field without a Persian name is not named in the summary: no Latin key in what people read.
    expect(bad.body.detail).toBe('هزینه ارسال باید مبلغی به ریال باشد.');
    expect((await t.http.put('/api/cma/settings/key/DeliveryCost-post-pishtaz').set(staff.auth).send({ value: '۵۰۰۰۰۰' })).body.value).toBe('500000');
    expect((await t.http.get('/api/cma/settings/key/NoSuchKey')).status).toBe(404);
    await t.http.put('/api/cma/settings/key/DeliveryCost-post-pishtaz').set(staff.auth).send({ value: '450000' });
  });
});

describe('the console dialect', () => {
  it('sorts products and packages with react-admin\'s sort; a cleared number in multipart is no value', async () => {
    const ra = await t.http.get('/api/store/products?range=[0,4]&sort=["id","DESC"]').set(staff.auth);
    expect(ra.status).toBe(200);
    expect(ra.headers['content-range']).toMatch(/^products 0-\d+\/\d+$/);
    const ids = ra.body.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect((await t.http.get('/api/store/packages?range=[0,4]&sort=["id","ASC"]').set(staff.auth)).status).toBe(200);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const made = await t.http
      .post('/api/store/products')
      .set(staff.auth)
      .field('title', 'با تصویر')
      .field('unit_price', '50000')
      .field('maximum_order_count', '')
      .field('weight', '')
      .attach('thumbnail', png, 'p.png');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ maximum_order_count: null, weight: null });
    expect(made.body.thumbnail).toMatch(/^\/uploads\/store\//);
  });
});

describe('a missing value', () => {
  it('is reported as required, not as every rule it failed', async () => {
    const res = await t.http.put('/api/cma/settings/key/PurchaseRegulations').set(staff.auth).send({});
    expect(res.status).toBe(400);
    expect(res.body.value).toEqual(['این فیلد الزامی است.']);
    const code = await t.http.post('/api/accounting/discounts/verify').set(staff.auth).send({ code: '', target: 'STORE' });
    expect(code.body.code).toEqual(['کد تخفیف معتبر نیست.']);
  });
});
