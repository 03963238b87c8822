import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MAX_OPEN_ORDERS,
  MAX_OPEN_UNITS_PER_PRODUCT,
  canMoveOrder,
  priceAfterDiscount,
  type CheckoutBody,
  type Locale,
  type OrderActor,
  type OrderStatus,
  type PageQuery,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import {
  shopBasketItems,
  shopOrderEvents,
  shopOrderLines,
  shopOrders,
  shopProducts,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { Session } from '../accounts/session.ts';
import { requireParent } from './parent.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { parentMailbox } from '../accounts/users.repository.ts';
import { orderPlacedMail } from '../mail/templates.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One line per product, in a fixed order, so concurrent orders lock rows alike (no deadlock). */
function mergedLines(items: CheckoutBody['items']): { product: string; quantity: number }[] {
  const byProduct = new Map<string, number>();
  for (const item of items) {
    byProduct.set(item.product, (byProduct.get(item.product) ?? 0) + item.quantity);
  }
  return [...byProduct]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([product, quantity]) => ({ product, quantity }));
}

/**
 * What one account may hold unpaid (issue 17): at most MAX_OPEN_ORDERS pending orders and
 * MAX_OPEN_UNITS_PER_PRODUCT of a product across them, this order included. The account's row is
 * locked first, so its checkouts run one after another and two at once cannot both slip under.
 */
async function withinOpenLimits(
  tx: Transaction,
  userId: number,
  lines: { product: string; quantity: number }[],
  locale: Locale,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const open = and(eq(shopOrders.user_id, userId), eq(shopOrders.status, 'pending'));
  const [orders] = await tx.select({ total: count() }).from(shopOrders).where(open);
  if (orders && orders.total >= MAX_OPEN_ORDERS) {
    throw new HttpError('conflict', 'shop.open_orders_limit', { count: orders.total });
  }
  const held = await tx
    .select({
      product: shopOrderLines.product_uuid,
      quantity: sql<number>`sum(${shopOrderLines.quantity})::int`,
    })
    .from(shopOrderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.order_id))
    .where(
      and(
        open,
        inArray(
          shopOrderLines.product_uuid,
          lines.map((line) => line.product),
        ),
      ),
    )
    .groupBy(shopOrderLines.product_uuid);
  for (const line of lines) {
    const already = held.find((row) => row.product === line.product)?.quantity ?? 0;
    if (already + line.quantity <= MAX_OPEN_UNITS_PER_PRODUCT) continue;
    const [product] = await tx
      .select({ name: shopProducts.name })
      .from(shopProducts)
      .where(eq(shopProducts.uuid, line.product));
    throw new HttpError('conflict', 'shop.open_units_limit', {
      name: product?.name[locale] ?? '',
      count: already,
      max: MAX_OPEN_UNITS_PER_PRODUCT,
    });
  }
}

/**
 * Orders with their lines and history: three queries for any number of orders, in the order of
 * `where`'s rows (newest first when asked).
 */
export async function loadOrders(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db.select().from(shopOrders).where(where).orderBy(desc(shopOrders.id));
  const orders = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, history] = await Promise.all([
    db
      .select({
        order_id: shopOrderLines.order_id,
        product_uuid: shopOrderLines.product_uuid,
        slug: shopProducts.slug,
        sku: shopOrderLines.sku,
        name: shopOrderLines.name,
        unit_price: shopOrderLines.unit_price,
        quantity: shopOrderLines.quantity,
      })
      .from(shopOrderLines)
      .innerJoin(shopProducts, eq(shopProducts.uuid, shopOrderLines.product_uuid))
      .where(inArray(shopOrderLines.order_id, ids))
      .orderBy(asc(shopOrderLines.id)),
    db
      .select({
        order_id: shopOrderEvents.order_id,
        status: shopOrderEvents.status,
        at: shopOrderEvents.at,
      })
      .from(shopOrderEvents)
      .where(inArray(shopOrderEvents.order_id, ids))
      .orderBy(asc(shopOrderEvents.id)),
  ]);
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.order_id === order.id),
    history: history.filter((event) => event.order_id === order.id),
  }));
}

async function loadOrder(db: Database, where: SQL) {
  const [order] = await loadOrders(db, where);
  return order;
}

/**
 * Moves an order if the rules allow it; a cancelled order's stock goes back on the shelf. The
 * order is locked first, so of two moves at once the second sees the first's status and is
 * refused. `alongside` runs in the same transaction (a letter about the move, say), so it
 * happens exactly when the move does.
 */
export async function moveOrder(
  db: Database,
  orderId: number,
  to: OrderStatus,
  by: OrderActor,
  alongside?: (tx: Transaction, order: typeof shopOrders.$inferSelect) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, orderId))
      .for('update');
    if (!order || !canMoveOrder(order.status as OrderStatus, to, by)) {
      throw new HttpError('conflict', 'shop.order_cannot_change');
    }
    await tx
      .update(shopOrders)
      .set({ status: to, updated_at: sql`now()` })
      .where(eq(shopOrders.id, orderId));
    await tx.insert(shopOrderEvents).values({ order_id: orderId, status: to, actor: by });
    if (to === 'cancelled') {
      const lines = await tx
        .select({ product: shopOrderLines.product_uuid, quantity: shopOrderLines.quantity })
        .from(shopOrderLines)
        .where(eq(shopOrderLines.order_id, orderId))
        .orderBy(asc(shopOrderLines.product_uuid));
      for (const line of lines) {
        await tx
          .update(shopProducts)
          .set({ stock: sql`${shopProducts.stock} + ${line.quantity}` })
          .where(eq(shopProducts.uuid, line.product));
      }
    }
    await alongside?.(tx, order);
  });
}

/** The shop's staff moving an order on (confirmed, shipped, delivered, or cancelled). */
export async function moveOrderByStaff(db: Database, orderNumber: number, to: OrderStatus) {
  await moveOrder(db, orderNumber, to, 'staff');
  return (await loadOrder(db, eq(shopOrders.id, orderNumber)))!;
}

export function ordersService(deps: {
  db: Database;
  outbox: MailOutbox;
  rateLimits: RateLimits;
  publicUrl: string;
}) {
  const { db } = deps;
  return {
    /**
     * Places an order in one transaction. Each line takes its stock with a conditional update
     * (never below zero, whatever runs at the same time); prices and the total come from the
     * database, as they are now, and are copied into the lines.
     */
    async checkout(session: Session, body: CheckoutBody, locale: Locale) {
      const userId = requireParent(session);
      await deps.rateLimits.hit([['checkoutParent', String(userId)]]);
      const lines = mergedLines(body.items);
      const orderUuid = randomUUID();
      await db.transaction(async (tx) => {
        await withinOpenLimits(tx, userId, lines, locale);
        const taken = [];
        for (const line of lines) {
          const [row] = await tx
            .update(shopProducts)
            .set({ stock: sql`${shopProducts.stock} - ${line.quantity}` })
            .where(
              and(
                eq(shopProducts.uuid, line.product),
                isNull(shopProducts.retired_at),
                gte(shopProducts.stock, line.quantity),
              ),
            )
            .returning({
              uuid: shopProducts.uuid,
              sku: shopProducts.sku,
              name: shopProducts.name,
              price: shopProducts.price,
              discount: shopProducts.discount,
            });
          if (!row) {
            const [product] = await tx
              .select({ name: shopProducts.name, stock: shopProducts.stock })
              .from(shopProducts)
              .where(and(eq(shopProducts.uuid, line.product), isNull(shopProducts.retired_at)));
            if (!product) throw new HttpError('not_found', 'shop.unknown_product');
            throw new HttpError('conflict', 'shop.out_of_stock', {
              name: product.name[locale],
              left: product.stock,
            });
          }
          taken.push({ ...row, quantity: line.quantity });
        }
        const priced = taken.map((row) => ({
          ...row,
          unit_price: priceAfterDiscount(row.price, row.discount),
        }));
        const total = priced.reduce((sum, row) => sum + row.unit_price * row.quantity, 0);
        const [order] = await tx
          .insert(shopOrders)
          .values({
            uuid: orderUuid,
            user_id: userId,
            status: 'pending',
            total,
            payment_method: body.payment_method,
            delivery: body.delivery,
          })
          .returning({ id: shopOrders.id });
        await tx.insert(shopOrderLines).values(
          priced.map((row) => ({
            order_id: order!.id,
            product_uuid: row.uuid,
            sku: row.sku,
            name: row.name,
            unit_price: row.unit_price,
            quantity: row.quantity,
          })),
        );
        await tx
          .insert(shopOrderEvents)
          .values({ order_id: order!.id, status: 'pending', actor: 'parent' });
        // What was ordered leaves the parent's basket with the same transaction.
        await tx.delete(shopBasketItems).where(
          and(
            eq(shopBasketItems.user_id, userId),
            inArray(
              shopBasketItems.product_uuid,
              lines.map((line) => line.product),
            ),
          ),
        );
        const user = session.user;
        const payment = PAYMENT_PROVIDERS[body.payment_method];
        await deps.outbox.enqueue(
          parentMailbox(user),
          orderPlacedMail(
            user.locale,
            user.first_name,
            `${deps.publicUrl}/${user.locale}/orders`,
            { number: order!.id, count: priced.reduce((sum, row) => sum + row.quantity, 0), total },
            payment.instructions({ number: order!.id, total }),
          ),
          { userId: user.id, tx },
        );
      });
      return (await loadOrder(db, eq(shopOrders.uuid, orderUuid)))!;
    },

    async list(session: Session, query: PageQuery) {
      const userId = requireParent(session);
      const where = eq(shopOrders.user_id, userId);
      const [rows, [totals]] = await Promise.all([
        loadOrders(db, where, pageOf(query)),
        db.select({ total: count() }).from(shopOrders).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Another parent's order is not found, rather than forbidden: its existence is not theirs. */
    async get(session: Session, uuid: string) {
      const userId = requireParent(session);
      const order = isUuid(uuid) ? await loadOrder(db, eq(shopOrders.uuid, uuid)) : undefined;
      if (!order || order.user_id !== userId) throw new HttpError('not_found');
      return order;
    },

    async cancel(session: Session, uuid: string) {
      const order = await this.get(session, uuid);
      await moveOrder(db, order.id, 'cancelled', 'parent');
      return (await loadOrder(db, eq(shopOrders.id, order.id)))!;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
export type OrderRecord = Awaited<ReturnType<OrdersService['get']>>;
