import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_ORDER_EXPIRY_HOURS,
  MAX_LINE_QUANTITY,
  MAX_OPEN_ORDERS,
  MAX_OPEN_UNITS_PER_PRODUCT,
  errorEnvelope,
  validationEnvelope,
} from '@dino/contract';
import { DEFAULT_RATE_LIMITS, type Config } from '../src/config.ts';
import { shopOrderEvents, shopOrders, shopProducts, users } from '../src/db/schema.ts';
import { orderExpiryJob } from '../src/modules/shop/order-expiry.ts';
import { moveOrderByStaff } from '../src/modules/shop/orders.service.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { checkoutBody, fixtureShop } from './helpers/shop.ts';
import { apiCaller, verifiedParent } from './helpers/users.ts';

/**
 * Issue 17: one account could reserve a product's whole stock with unpaid orders. The checkout
 * limit is the production one; every other limit is out of reach, as in the other files.
 */
const CHECKOUTS_PER_HOUR = DEFAULT_RATE_LIMITS.checkoutParent.points;

let t: TestContext;
let egg: string;
let star: string;

beforeAll(async () => {
  const relaxed = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 10_000, seconds: 60 }]),
  ) as Config['rateLimits'];
  t = await createTestApp({
    rateLimits: { ...relaxed, checkoutParent: DEFAULT_RATE_LIMITS.checkoutParent },
  });
  const shop = await fixtureShop();
  const uuid = (id: string) => shop.products.find((product) => product.id === id)!.uuid;
  egg = uuid('egg-book');
  star = uuid('star-toy');
});
afterAll(async () => t?.close());

type Parent = Awaited<ReturnType<typeof verifiedParent>>;

const call = apiCaller(() => t.app);

function checkout(
  parent: Parent,
  items: { product: string; quantity: number }[],
  payment_method = 'cash_on_delivery',
  language = 'en',
) {
  return call(
    'POST',
    '/api/shop/checkout',
    parent.token,
    { ...checkoutBody(egg, 'Anahit Petrosyan'), items, payment_method },
    language,
  );
}

async function stockOf(uuid: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(eq(shopProducts.uuid, uuid));
  return row!.stock;
}

async function setStock(uuid: string, stock: number) {
  await t.database.db.update(shopProducts).set({ stock }).where(eq(shopProducts.uuid, uuid));
}

async function ordersOf(parent: Parent) {
  return t.database.db
    .select({ id: shopOrders.id, status: shopOrders.status })
    .from(shopOrders)
    .where(eq(shopOrders.user_id, parent.user.id))
    .orderBy(asc(shopOrders.id));
}

describe('one order', () => {
  it(`counts lines of one product together: three lines of ${MAX_LINE_QUANTITY} are refused and take no stock`, async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await setStock(egg, 100);
    const line = { product: egg, quantity: MAX_LINE_QUANTITY };
    const refused = await checkout(parent, [line, line, line]);
    expect(refused.statusCode).toBe(422);
    expect(validationEnvelope.parse(refused.json()).errors).toEqual({
      'items.1.quantity': ['One order can hold at most 20 of each product.'],
    });
    const inArmenian = await checkout(parent, [line, line, line], 'cash_on_delivery', 'hy');
    expect(inArmenian.json().errors['items.1.quantity']).toEqual([
      'Մեկ պատվերում յուրաքանչյուր ապրանքից կարող է լինել առավելագույնը 20 հատ։',
    ]);
    expect(await stockOf(egg)).toBe(100);
    expect(await ordersOf(parent)).toEqual([]);

    // Split over lines but within the cap, the same product is one line of the order.
    const split = await checkout(parent, [
      { product: egg, quantity: 12 },
      { product: star, quantity: 1 },
      { product: egg, quantity: MAX_LINE_QUANTITY - 12 },
    ]);
    expect(split.statusCode).toBe(201);
    expect(await stockOf(egg)).toBe(100 - MAX_LINE_QUANTITY);
  });

  it('refuses the same in the basket: quote, merge and a quantity over the cap', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const items = [
      { product: star, quantity: 15 },
      { product: star, quantity: 6 },
    ];
    const quote = await call('POST', '/api/shop/basket/quote', undefined, { items });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().errors).toEqual({
      'items.1.quantity': ['One order can hold at most 20 of each product.'],
    });
    const merge = await call('POST', '/api/shop/basket/merge', parent.token, { items }, 'ru');
    expect(merge.statusCode).toBe(422);
    expect(merge.json().errors['items.1.quantity']).toEqual([
      'В одном заказе может быть не больше 20 шт. каждого товара.',
    ]);
    const put = await call('PUT', `/api/shop/basket/${star}`, parent.token, { quantity: 21 });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({
      quantity: ['One order can hold at most 20 of each product.'],
    });
    expect((await call('GET', '/api/shop/basket', parent.token)).json().data.lines).toEqual([]);

    // A client's developer learns it from the API's document.
    const { paths } = (await call('GET', '/api/openapi.json')).json();
    for (const path of ['/shop/basket/quote', '/shop/basket/merge', '/shop/checkout']) {
      expect(paths[path].post.description, path).toContain(
        `Lines of one product count together: 422 beyond ${MAX_LINE_QUANTITY}.`,
      );
    }
  });
});

describe('what one account holds unpaid', () => {
  it(`holds at most ${MAX_OPEN_UNITS_PER_PRODUCT} of a product across its pending orders`, async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const neighbour = await verifiedParent(t.app, t.smtp);
    await setStock(egg, 100);
    const first = await checkout(parent, [{ product: egg, quantity: 15 }]);
    expect(first.statusCode).toBe(201);

    const over = await checkout(parent, [
      { product: star, quantity: 1 },
      { product: egg, quantity: 6 },
    ]);
    expect(over.statusCode).toBe(409);
    expect(errorEnvelope.parse(over.json())).toMatchObject({
      type: 'conflict',
      message:
        'Your orders waiting for our confirmation already hold 15 of “Egg book”, and together they can hold at most 20. You can order more once we have confirmed them.',
    });
    expect(await stockOf(egg)).toBe(85);
    expect(await ordersOf(parent)).toHaveLength(1);

    expect((await checkout(parent, [{ product: egg, quantity: 5 }])).statusCode).toBe(201);
    // Another family is not held back by this one.
    expect((await checkout(neighbour, [{ product: egg, quantity: 20 }])).statusCode).toBe(201);
    // A confirmed order no longer waits: its units stop counting.
    await moveOrderByStaff(t.database.db, first.json().data.number, 'confirmed');
    expect((await checkout(parent, [{ product: egg, quantity: 15 }])).statusCode).toBe(201);
    expect(await stockOf(egg)).toBe(100 - 15 - 5 - 20 - 15);
  });

  it(`keeps at most ${MAX_OPEN_ORDERS} orders pending, even when they are placed at once`, async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await setStock(star, 100);
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS + 3 }, () =>
        checkout(parent, [{ product: star, quantity: 1 }]),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'You already have 3 orders waiting for our confirmation, the most that can wait at once. You can order again once we have confirmed one of them, or after you cancel one.',
    );
    expect(await stockOf(star)).toBe(100 - MAX_OPEN_ORDERS);
    expect(await ordersOf(parent)).toHaveLength(MAX_OPEN_ORDERS);

    // Cancelling one makes room for the next.
    const placed = answers.find((answer) => answer.statusCode === 201)!.json().data;
    await call('POST', `/api/shop/orders/${placed.uuid}/cancel`, parent.token);
    expect((await checkout(parent, [{ product: star, quantity: 1 }])).statusCode).toBe(201);
  });

  it(`limits checkouts to ${CHECKOUTS_PER_HOUR} an hour per parent, then answers 429 with Retry-After`, async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const neighbour = await verifiedParent(t.app, t.smtp);
    await setStock(star, 100);
    for (let i = 0; i < CHECKOUTS_PER_HOUR; i += 1) {
      const answer = await checkout(parent, [{ product: star, quantity: 1 }]);
      // Refused checkouts count as well: past the open orders limit they are 409s.
      expect([201, 409]).toContain(answer.statusCode);
    }
    const throttled = await checkout(parent, [{ product: star, quantity: 1 }]);
    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.checkoutParent.seconds);
    expect(errorEnvelope.parse(throttled.json())).toMatchObject({
      type: 'throttled',
      message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    });
    expect((await checkout(neighbour, [{ product: star, quantity: 1 }])).statusCode).toBe(201);
  });
});

describe('an unconfirmed cash order', () => {
  const HOUR = 3_600_000;

  async function placedAgo(parent: Parent, hours: number, payment = 'cash_on_delivery') {
    const answer = await checkout(parent, [{ product: egg, quantity: 2 }], payment);
    expect(answer.statusCode).toBe(201);
    const order = answer.json().data as { number: number };
    await t.database.db
      .update(shopOrders)
      .set({ created_at: new Date(Date.now() - hours * HOUR) })
      .where(eq(shopOrders.id, order.number));
    return order.number;
  }

  async function historyOf(number: number) {
    return t.database.db
      .select({ status: shopOrderEvents.status, actor: shopOrderEvents.actor })
      .from(shopOrderEvents)
      .where(eq(shopOrderEvents.order_id, number))
      .orderBy(asc(shopOrderEvents.id));
  }

  const job = () =>
    orderExpiryJob({
      db: t.database.db,
      outbox: t.app.outbox,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    });

  it(`is announced in the order letter: unconfirmed by phone within ${CASH_ORDER_EXPIRY_HOURS} hours, it is cancelled`, async () => {
    // Signed up without asking for another language: the letters are in Armenian.
    const parent = await verifiedParent(t.app, t.smtp);
    await setStock(egg, 10);
    const placed = async (payment: string) => {
      const answer = await checkout(parent, [{ product: egg, quantity: 1 }], payment);
      expect(answer.statusCode).toBe(201);
      const subject = `Ձեր № ${answer.json().data.number} պատվերը Դինոյում`;
      const letter = () => t.smtp.received.find((mail) => mail.subject === subject);
      await expect.poll(letter, { timeout: 5000 }).toBeDefined();
      return letter()!.text;
    };
    const cash = await placed('cash_on_delivery');
    expect(cash).toContain('Պատվերը ստանալիս կվճարեք կանխիկ՝ 5000 դրամ։');
    expect(cash).toContain(
      `Կանխիկ վճարմամբ պատվերը հաստատում ենք հեռախոսով․ եթե այն ${CASH_ORDER_EXPIRY_HOURS} ժամվա ընթացքում չհաստատվի, կչեղարկվի։`,
    );
    // A bank transfer's order waits for the money instead: no such deadline.
    expect(await placed('bank_transfer')).not.toContain('ժամվա');
  });

  it(`is cancelled after ${CASH_ORDER_EXPIRY_HOURS} hours, once, with its stock back and a letter`, async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await t.database.db.update(users).set({ locale: 'ru' }).where(eq(users.id, parent.user.id));
    await setStock(egg, 20);
    const old = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS + 1);
    const transfer = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS + 1, 'bank_transfer');
    const confirmed = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS + 1);
    await moveOrderByStaff(t.database.db, confirmed, 'confirmed');
    const recent = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS - 1);
    expect(await stockOf(egg)).toBe(12);

    // Two servers run the job at the same moment.
    const [one, two] = await Promise.all([job().runOnce(), job().runOnce()]);
    expect(one + two).toBe(1);
    expect(await stockOf(egg)).toBe(14);
    const statuses = Object.fromEntries(
      (await ordersOf(parent)).map((order) => [order.id, order.status]),
    );
    expect(statuses).toEqual({
      [old]: 'cancelled',
      [transfer]: 'pending',
      [confirmed]: 'confirmed',
      [recent]: 'pending',
    });
    expect(await historyOf(old)).toEqual([
      { status: 'pending', actor: 'parent' },
      { status: 'cancelled', actor: 'system' },
    ]);

    // The letter, in the parent's language, reaches the mail server once.
    const subject = `Ваш заказ № ${old} в Дино отменён`;
    const letters = () => t.smtp.received.filter((mail) => mail.subject === subject);
    await expect.poll(() => letters().length, { timeout: 5000 }).toBe(1);
    await t.app.outbox.flush();
    expect(letters()).toHaveLength(1);
    expect(letters()[0]!.to).toContain(parent.email);
    expect(letters()[0]!.text).toContain(
      `не был подтверждён в течение ${CASH_ORDER_EXPIRY_HOURS} ч`,
    );
    expect(letters()[0]!.text).toContain('http://dino.test/ru/orders');

    // A later run finds nothing more to do.
    expect(await job().runOnce()).toBe(0);
    expect(await stockOf(egg)).toBe(14);
  });

  it('is moved by the job or by staff, never both, and its stock comes back once', async () => {
    // Expired first: staff can no longer confirm it (`npm run order:status` answers no).
    const parent = await verifiedParent(t.app, t.smtp);
    await setStock(egg, 10);
    const expired = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS + 1);
    expect(await job().runOnce()).toBe(1);
    await expect(moveOrderByStaff(t.database.db, expired, 'confirmed')).rejects.toMatchObject({
      type: 'conflict',
    });
    expect(await stockOf(egg)).toBe(10);

    // At the same moment: whichever locks the order first moves it, the other changes nothing.
    for (const staffMove of ['cancelled', 'confirmed'] as const) {
      const number = await placedAgo(parent, CASH_ORDER_EXPIRY_HOURS + 1);
      const [byJob, byStaff] = await Promise.allSettled([
        job().runOnce(),
        moveOrderByStaff(t.database.db, number, staffMove),
      ]);
      const [order] = await t.database.db
        .select({ status: shopOrders.status })
        .from(shopOrders)
        .where(eq(shopOrders.id, number));
      const history = await historyOf(number);
      expect(history).toHaveLength(2);
      const winner = history[1]!;
      expect(order!.status).toBe(winner.status);
      if (winner.actor === 'system') {
        expect(byJob).toEqual({ status: 'fulfilled', value: 1 });
        expect(byStaff).toMatchObject({ status: 'rejected', reason: { type: 'conflict' } });
      } else {
        expect(winner).toEqual({ status: staffMove, actor: 'staff' });
        expect(byJob).toEqual({ status: 'fulfilled', value: 0 });
      }
      expect(await stockOf(egg)).toBe(order!.status === 'cancelled' ? 10 : 8);
      await setStock(egg, 10);
    }
  });
});
