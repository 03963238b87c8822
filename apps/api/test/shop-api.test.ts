import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  MAX_OPEN_ORDERS,
  basketData,
  errorEnvelope,
  orderData,
  paginatedEnvelope,
  productData,
  productSummary,
  successEnvelope,
  validationEnvelope,
} from '@dino/contract';
import { shopOrders, shopProducts } from '../src/db/schema.ts';
import { moveOrderByStaff } from '../src/modules/shop/orders.service.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { fixtureShop } from './helpers/shop.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let parent: { token: string; user: { id: number }; email: string };
let other: { token: string; user: { id: number } };
let child: { token: string; user: { id: number } };
let products: Record<string, string>;

const delivery = {
  name: 'Anahit Petrosyan',
  phone: '091 123 456',
  region: 'yerevan',
  city: 'Yerevan',
  address: '12 Abovyan Street, apt. 5',
};

function get(url: string, token?: string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
  });
}

function post(url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function send(method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...bearer(token) },
    ...(payload ? { payload } : {}),
  });
}

function checkout(token: string, items: unknown, extra: object = {}) {
  return post('/api/shop/checkout', token, {
    items,
    delivery,
    payment_method: 'cash_on_delivery',
    ...extra,
  });
}

async function waitForSubject(to: string, subject: string) {
  for (let from = 0; ;) {
    const mail = await t.smtp.waitFor(to, 5000, from);
    if (mail.subject === subject) return mail;
    from = t.smtp.received.indexOf(mail) + 1;
  }
}

async function stockOf(slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(eq(shopProducts.slug, slug));
  return row!.stock;
}

async function setStock(slug: string, stock: number) {
  await t.database.db.update(shopProducts).set({ stock }).where(eq(shopProducts.slug, slug));
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  other = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
  const shop = await fixtureShop();
  products = Object.fromEntries(shop.products.map((p) => [p.id, p.uuid]));
});
afterAll(async () => t?.close());

// Staff confirm whatever waits, so that the limits on what one account holds unpaid (tested in
// shop-hoarding.test.ts) meet no test here.
beforeEach(async () => {
  await t.database.db
    .update(shopOrders)
    .set({ status: 'confirmed' })
    .where(eq(shopOrders.status, 'pending'));
});

describe('catalogue', () => {
  it('lists products with the price after discount, stock state and category, for anyone', async () => {
    const response = await get('/api/shop/products', undefined, 'ru');
    expect(response.statusCode).toBe(200);
    const body = paginatedEnvelope(productSummary).parse(response.json());
    expect(body.data.map((p) => p.slug)).toEqual(['egg-book', 'sold-out-book', 'star-toy']);
    const star = body.data.find((p) => p.slug === 'star-toy')!;
    expect(star).toMatchObject({
      name: 'Игрушка-звезда',
      price: 8000,
      discount: 25,
      final_price: 6000,
      currency: 'AMD',
      stock_state: 'few_left',
      category: { slug: 'toys', name: 'Игрушки' },
    });
    expect(body.data.find((p) => p.slug === 'sold-out-book')!.stock_state).toBe('sold_out');
    expect(star.image).toMatch(/^\/api\/shop\/art\/shop-star\.svg\?v=/);
  });

  it('filters by category, age, price after discount and words, sorts and pages', async () => {
    const slugs = async (query: string) =>
      (await get(`/api/shop/products?${query}`)).json().data.map((p: { slug: string }) => p.slug);
    expect(await slugs('category=toys')).toEqual(['star-toy']);
    expect(await slugs('age=10')).toEqual(['sold-out-book', 'star-toy']);
    expect(await slugs('min_price=5500&max_price=6000')).toEqual(['star-toy']);
    expect(await slugs('q=EGG')).toEqual(['egg-book']);
    expect(await slugs('q=%25')).toEqual([]);
    expect(await slugs('sort=price_desc')).toEqual(['star-toy', 'egg-book', 'sold-out-book']);
    const page = (await get('/api/shop/products?per_page=2&page=2')).json();
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ currentPage: 2, perPage: 2, lastPage: 2, total: 3 });
    for (const bad of ['sort=cheapest', 'age=x', 'per_page=1000', 'min_price=-5']) {
      const response = await get(`/api/shop/products?${bad}`);
      expect(response.statusCode, bad).toBe(422);
      validationEnvelope.parse(response.json());
    }
  });

  it('shows one product with its pictures and sections, the first being its preview', async () => {
    const response = await get('/api/shop/products/egg-book', undefined, 'hy');
    const product = successEnvelope(productData).parse(response.json()).data;
    expect(product.sections[0]).toEqual({
      id: 'first-pages',
      title: 'Առաջին էջերը',
      body: 'Մի օր ձուն ճաքեց։',
    });
    expect(product.images.map((image) => image.alt)).toEqual(['Ձվի գիրք', 'Ձվի գիրք (2)']);
    const missing = await get('/api/shop/products/no-such-thing');
    expect(missing.statusCode).toBe(404);
    errorEnvelope.parse(missing.json());
  });
});

describe('checkout', () => {
  it('prices the order on the server and takes the stock', async () => {
    await setStock('star-toy', 3);
    const response = await checkout(parent.token, [
      { product: products['star-toy'], quantity: 1 },
      { product: products['star-toy'], quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const order = successEnvelope(orderData).parse(response.json()).data;
    expect(order).toMatchObject({ status: 'pending', total: 12000, count: 2 });
    expect(order.lines).toEqual([
      expect.objectContaining({
        sku: 'TEST-TY-001',
        unit_price: 6000,
        quantity: 2,
        line_total: 12000,
      }),
    ]);
    expect(order.history.map((event) => event.status)).toEqual(['pending']);
    expect(await stockOf('star-toy')).toBe(1);
    // The confirmation letter goes through the outbox, written with the order, in the
    // parent's own language (Armenian: they signed up without asking for another).
    const letter = await waitForSubject(parent.email, `Ձեր № ${order.number} պատվերը Դինոյում`);
    expect(letter.text).toContain('12000 դրամ');
    expect(letter.text).toContain('http://dino.test/hy/orders');
  });

  it('refuses prices, totals and odd quantities sent by the client', async () => {
    const line = { product: products['egg-book'], quantity: 1 };
    for (const items of [
      [{ ...line, price: 1 }],
      [{ ...line, quantity: 0 }],
      [{ ...line, quantity: -2 }],
      [{ ...line, quantity: 1.5 }],
      [{ ...line, quantity: 'many' }],
      [{ ...line, quantity: 21 }],
      [{ product: 'not-a-uuid', quantity: 1 }],
      [],
    ]) {
      const response = await checkout(parent.token, items);
      expect(response.statusCode, JSON.stringify(items)).toBe(422);
    }
    const withTotal = await checkout(parent.token, [line], { total: 1 });
    expect(withTotal.statusCode).toBe(422);
    const badPhone = await post('/api/shop/checkout', parent.token, {
      items: [line],
      delivery: { ...delivery, phone: '12' },
      payment_method: 'cash_on_delivery',
    });
    expect(badPhone.json().errors['delivery.phone']).toEqual([
      'Number is not possible for this country',
    ]);
    const abroad = await post('/api/shop/checkout', parent.token, {
      items: [line],
      delivery: { ...delivery, region: 'mars' },
      payment_method: 'cash_on_delivery',
    });
    expect(abroad.statusCode).toBe(422);
    const unknown = await checkout(parent.token, [
      { product: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    const soldOut = await checkout(parent.token, [
      { product: products['sold-out-book'], quantity: 1 },
    ]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Not enough of “Sold-out book” left: 0 in stock.');
  });

  it('sells exactly the stock to 100 checkouts at once', async () => {
    // From several parents: one account's checkouts run one after another, and it may hold
    // only MAX_OPEN_ORDERS orders unconfirmed; these together could take more than the stock.
    const buyers = [parent];
    while (buyers.length * MAX_OPEN_ORDERS <= 10) buyers.push(await verifiedParent(t.app, t.smtp));
    await setStock('egg-book', 10);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(shopOrders);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        checkout(buyers[i % buyers.length]!.token, [
          { product: products['egg-book'], quantity: 1 },
        ]),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(90);
    expect(await stockOf('egg-book')).toBe(0);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(shopOrders);
    expect(after[0]!.n - before[0]!.n).toBe(10);
  });

  it('is a verified parent’s: a visitor is asked to sign in, a child is refused', async () => {
    const line = [{ product: products['egg-book'], quantity: 1 }];
    expect((await checkout('', line)).statusCode).toBe(401);
    const refused = await checkout(child.token, line);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a parent’s account can order.');
  });
});

describe('orders', () => {
  async function placeOrder(token = parent.token) {
    await setStock('egg-book', 5);
    const response = await checkout(token, [{ product: products['egg-book'], quantity: 2 }]);
    expect(response.statusCode).toBe(201);
    return response.json().data as { uuid: string; number: number };
  }

  it('lists a parent’s own orders only, newest first', async () => {
    const mine = await placeOrder();
    await placeOrder(other.token);
    const list = paginatedEnvelope(orderData).parse(
      (await get('/api/shop/orders', parent.token)).json(),
    );
    expect(list.data[0]!.uuid).toBe(mine.uuid);
    const othersList = (await get('/api/shop/orders', other.token)).json().data;
    expect(othersList.map((o: { uuid: string }) => o.uuid)).not.toContain(mine.uuid);
  });

  it('another parent can neither read nor cancel an order', async () => {
    const order = await placeOrder();
    expect((await get(`/api/shop/orders/${order.uuid}`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/shop/orders/${order.uuid}/cancel`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/shop/orders/${order.uuid}`, parent.token)).statusCode).toBe(200);
    expect((await get('/api/shop/orders/not-a-uuid', parent.token)).statusCode).toBe(404);
  });

  it('a parent cancels a pending order and its stock comes back; only once', async () => {
    const order = await placeOrder();
    expect(await stockOf('egg-book')).toBe(3);
    const cancelled = await post(`/api/shop/orders/${order.uuid}/cancel`, parent.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.history.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf('egg-book')).toBe(5);
    const again = await post(`/api/shop/orders/${order.uuid}/cancel`, parent.token);
    expect(again.statusCode).toBe(409);
    expect(await stockOf('egg-book')).toBe(5);
  });

  it('moves only along pending, confirmed, shipped, delivered, and cancels only before shipping', async () => {
    const staff = {
      moveByStaff: (number: number, to: Parameters<typeof moveOrderByStaff>[2]) =>
        moveOrderByStaff(t.database.db, number, to),
    };
    const order = await placeOrder();
    await expect(staff.moveByStaff(order.number, 'shipped')).rejects.toMatchObject({
      type: 'conflict',
    });
    await staff.moveByStaff(order.number, 'confirmed');
    // Once confirmed, the parent can no longer cancel; the shop still can until it ships.
    expect((await post(`/api/shop/orders/${order.uuid}/cancel`, parent.token)).statusCode).toBe(
      409,
    );
    await staff.moveByStaff(order.number, 'shipped');
    await expect(staff.moveByStaff(order.number, 'cancelled')).rejects.toMatchObject({
      type: 'conflict',
    });
    const delivered = await staff.moveByStaff(order.number, 'delivered');
    expect(delivered.history.map((event) => event.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    for (const to of ['pending', 'confirmed', 'shipped', 'cancelled'] as const) {
      await expect(staff.moveByStaff(order.number, to)).rejects.toMatchObject({ type: 'conflict' });
    }
    expect(await stockOf('egg-book')).toBe(3);

    const second = await placeOrder();
    await staff.moveByStaff(second.number, 'confirmed');
    await staff.moveByStaff(second.number, 'cancelled');
    expect(await stockOf('egg-book')).toBe(5);
  });
});

describe('basket and wishlist', () => {
  it('prices a visitor’s basket now, without storing it', async () => {
    await setStock('star-toy', 3);
    const response = await post('/api/shop/basket/quote', undefined, {
      items: [
        { product: products['star-toy'], quantity: 4, price_seen: 8000 },
        { product: products['egg-book'], quantity: 1 },
        { product: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    const basket = successEnvelope(basketData).parse(response.json()).data;
    expect(
      basket.lines.map((line) => [
        line.product.slug,
        line.unit_price,
        line.price_changed,
        line.available,
      ]),
    ).toEqual([
      ['star-toy', 6000, true, false],
      ['egg-book', 5000, false, true],
    ]);
    expect(basket.total).toBe(29000);
    const tampered = await post('/api/shop/basket/quote', undefined, {
      items: [{ product: products['egg-book'], quantity: 1, unit_price: 1 }],
    });
    expect(tampered.statusCode).toBe(422);
  });

  it('keeps a parent’s basket, limited by stock; a child has none', async () => {
    await setStock('egg-book', 4);
    await setStock('star-toy', 3);
    const url = (slug: string) => `/api/shop/basket/${products[slug]}`;
    expect((await send('PUT', url('egg-book'), other.token, { quantity: 2 })).statusCode).toBe(200);
    const tooMany = await send('PUT', url('star-toy'), other.token, { quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Not enough of “Star toy” left: 3 in stock.');
    expect((await send('PUT', url('star-toy'), other.token, { quantity: 21 })).statusCode).toBe(
      422,
    );
    let basket = (await get('/api/shop/basket', other.token)).json().data;
    expect(basket.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    // A visitor's basket joins at sign-in: quantities add up, within the stock.
    basket = (
      await post('/api/shop/basket/merge', other.token, {
        items: [
          { product: products['egg-book'], quantity: 5 },
          { product: products['star-toy'], quantity: 1 },
          { product: products['sold-out-book'], quantity: 1 },
        ],
      })
    ).json().data;
    expect(
      basket.lines.map((l: { product: { slug: string }; quantity: number }) => [
        l.product.slug,
        l.quantity,
      ]),
    ).toEqual([
      ['egg-book', 4],
      ['star-toy', 1],
    ]);
    expect(
      (await send('PUT', url('star-toy'), other.token, { quantity: 0 })).json().data.lines,
    ).toHaveLength(1);
    // What is ordered leaves the basket.
    const ordered = await checkout(other.token, [{ product: products['egg-book'], quantity: 1 }]);
    expect(ordered.statusCode).toBe(201);
    expect((await get('/api/shop/basket', other.token)).json().data.lines).toEqual([]);
    expect((await get('/api/shop/basket', child.token)).statusCode).toBe(403);
    expect((await get('/api/shop/basket')).statusCode).toBe(401);
  });

  it('keeps a wishlist of products, once each', async () => {
    const url = `/api/shop/wishlist/${products['star-toy']}`;
    await send('PUT', url, other.token);
    const list = (await send('PUT', url, other.token)).json().data;
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['star-toy']);
    expect((await send('DELETE', url, other.token)).json().data).toEqual([]);
    const unknown = await send(
      'PUT',
      '/api/shop/wishlist/00000000-0000-4000-8000-000000000000',
      other.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', url, child.token)).statusCode).toBe(403);
  });

  it('answers 404, never 500, for a product id that is no uuid', async () => {
    for (const [method, payload] of [
      ['PUT', { quantity: 1 }],
      ['PUT', { quantity: 0 }],
    ] as const) {
      const response = await send(method, '/api/shop/basket/not-a-uuid', other.token, payload);
      expect(response.statusCode).toBe(404);
      errorEnvelope.parse(response.json());
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await send(method, "/api/shop/wishlist/'; drop", other.token)).statusCode).toBe(404);
    }
  });
});
