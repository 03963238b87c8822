import { and, asc, eq } from 'drizzle-orm';
import {
  CURRENCY,
  MAX_LINE_QUANTITY,
  priceAfterDiscount,
  type BasketData,
  type Locale,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { shopBasketItems, shopWishlist } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Session } from '../accounts/session.ts';
import type { catalogRepository, ProductRow } from './catalog.repository.ts';
import { requireParent } from './parent.ts';
import type { shopPresenter } from './presenter.ts';

type Catalog = ReturnType<typeof catalogRepository>;
type Presenter = ReturnType<typeof shopPresenter>;
interface Line {
  product: string;
  quantity: number;
  price_seen?: number | null | undefined;
}

/**
 * Baskets priced now, line by line: what one costs today, whether that differs from what the
 * parent saw, and whether enough are left. Products no longer sold drop out.
 */
export async function priceBasket(
  catalog: Catalog,
  present: Presenter,
  lines: Line[],
): Promise<BasketData> {
  const rows = new Map(
    (await catalog.byUuids(lines.map((l) => l.product))).map((r) => [r.uuid, r]),
  );
  const priced = lines.flatMap((line) => {
    const row = rows.get(line.product);
    if (!row) return [];
    const unit = priceAfterDiscount(row.price, row.discount);
    return [
      {
        product: present.summary(row),
        quantity: line.quantity,
        unit_price: unit,
        price_seen: line.price_seen ?? null,
        price_changed:
          line.price_seen !== undefined && line.price_seen !== null && line.price_seen !== unit,
        line_total: unit * line.quantity,
        available: line.quantity <= row.stock,
      },
    ];
  });
  return {
    currency: CURRENCY,
    lines: priced,
    count: priced.reduce((sum, line) => sum + line.quantity, 0),
    total: priced.reduce((sum, line) => sum + line.line_total, 0),
  };
}

/** A signed-in parent's basket and wishlist, kept on the server. */
export function basketService(db: Database, catalog: Catalog) {
  async function storedLines(userId: number) {
    return db
      .select({
        product: shopBasketItems.product_uuid,
        quantity: shopBasketItems.quantity,
        price_seen: shopBasketItems.price_seen,
      })
      .from(shopBasketItems)
      .where(eq(shopBasketItems.user_id, userId))
      .orderBy(asc(shopBasketItems.added_at), asc(shopBasketItems.product_uuid));
  }

  async function product(uuid: string): Promise<ProductRow> {
    const [row] = await catalog.byUuids([uuid]);
    if (!row) throw new HttpError('not_found', 'shop.unknown_product');
    return row;
  }

  async function put(userId: number, row: ProductRow, quantity: number, locale: Locale) {
    if (quantity > row.stock) {
      throw new HttpError('conflict', 'shop.out_of_stock', {
        name: row.name[locale],
        left: Math.max(0, row.stock),
      });
    }
    const price = priceAfterDiscount(row.price, row.discount);
    await db
      .insert(shopBasketItems)
      .values({ user_id: userId, product_uuid: row.uuid, quantity, price_seen: price })
      .onConflictDoUpdate({
        target: [shopBasketItems.user_id, shopBasketItems.product_uuid],
        set: { quantity },
      });
  }

  return {
    async basket(session: Session, present: Presenter) {
      return priceBasket(catalog, present, await storedLines(requireParent(session)));
    },

    /** Sets how many of a product the basket holds; 0 takes it out. */
    async setQuantity(session: Session, uuid: string, quantity: number, locale: Locale) {
      const userId = requireParent(session);
      const row = await product(uuid);
      if (quantity === 0) {
        await db
          .delete(shopBasketItems)
          .where(and(eq(shopBasketItems.user_id, userId), eq(shopBasketItems.product_uuid, uuid)));
        return;
      }
      await put(userId, row, quantity, locale);
    },

    /**
     * A visitor's basket joins the account's at sign-in: quantities add up, each limited by
     * what is left and the most one order takes; products no longer sold are skipped.
     */
    async merge(session: Session, lines: Line[], locale: Locale) {
      const userId = requireParent(session);
      const held = new Map((await storedLines(userId)).map((l) => [l.product, l.quantity]));
      const rows = await catalog.byUuids(lines.map((line) => line.product));
      for (const row of rows) {
        const wanted = lines
          .filter((line) => line.product === row.uuid)
          .reduce((sum, line) => sum + line.quantity, held.get(row.uuid) ?? 0);
        const quantity = Math.min(wanted, Math.max(0, row.stock), MAX_LINE_QUANTITY);
        if (quantity > 0) await put(userId, row, quantity, locale);
      }
    },

    async wishlist(session: Session) {
      const userId = requireParent(session);
      const rows = await db
        .select({ product: shopWishlist.product_uuid })
        .from(shopWishlist)
        .where(eq(shopWishlist.user_id, userId))
        .orderBy(asc(shopWishlist.created_at));
      const products = new Map(
        (await catalog.byUuids(rows.map((r) => r.product))).map((r) => [r.uuid, r]),
      );
      return rows.flatMap((r) => products.get(r.product) ?? []);
    },

    async wish(session: Session, uuid: string) {
      const userId = requireParent(session);
      await product(uuid);
      await db
        .insert(shopWishlist)
        .values({ user_id: userId, product_uuid: uuid })
        .onConflictDoNothing();
    },

    async unwish(session: Session, uuid: string) {
      const userId = requireParent(session);
      await product(uuid);
      await db
        .delete(shopWishlist)
        .where(and(eq(shopWishlist.user_id, userId), eq(shopWishlist.product_uuid, uuid)));
    },
  };
}

export type BasketService = ReturnType<typeof basketService>;
