import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Locale, ProductsQuery } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { shopCategories, shopProducts } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

const products = shopProducts;
const categories = shopCategories;

/** What one costs after the discount, in whole dram, in SQL (the same rule as the contract's). */
export const finalPrice = sql<number>`(case when ${products.discount} is null then ${products.price}
  else round(${products.price} * (100 - ${products.discount}) / 100.0)::int end)`;

export const productColumns = {
  uuid: products.uuid,
  slug: products.slug,
  sku: products.sku,
  name: products.name,
  description: products.description,
  sections: products.sections,
  price: products.price,
  discount: products.discount,
  stock: products.stock,
  age_min: products.age_min,
  age_max: products.age_max,
  images: products.images,
  category_slug: categories.slug,
  category_name: categories.name,
};

const live = and(isNull(products.retired_at), isNull(categories.retired_at));

/** `%` and `_` typed by a parent are letters, not wildcards. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORTS: Record<ProductsQuery['sort'], SQL[]> = {
  featured: [asc(categories.position), asc(products.position)],
  price_asc: [asc(finalPrice), asc(products.position)],
  price_desc: [desc(finalPrice), asc(products.position)],
  name: [asc(products.slug)],
};

export function catalogRepository(db: Database) {
  return {
    categories: (organizationId: number) =>
      db
        .select({ slug: categories.slug, name: categories.name })
        .from(categories)
        .where(and(eq(categories.organization_id, organizationId), isNull(categories.retired_at)))
        .orderBy(asc(categories.position)),

    async list(query: ProductsQuery, locale: Locale, page: { limit: number; offset: number }) {
      const filters = [live, eq(categories.organization_id, query.organization_id)];
      if (query.category) filters.push(eq(categories.slug, query.category));
      if (query.age !== undefined) {
        filters.push(lte(products.age_min, query.age), gte(products.age_max, query.age));
      }
      if (query.min_price !== undefined) filters.push(gte(finalPrice, query.min_price));
      if (query.max_price !== undefined) filters.push(lte(finalPrice, query.max_price));
      if (query.q) {
        const words = contains(query.q);
        filters.push(
          or(
            ilike(sql`${products.name}->>${locale}`, words),
            ilike(sql`${products.description}->>${locale}`, words),
            ilike(products.sku, words),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [totals]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .innerJoin(categories, eq(categories.uuid, products.category_uuid))
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(products)
          .innerJoin(categories, eq(categories.uuid, products.category_uuid))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The live products among `uuids`, in any order; text that is no uuid names none. */
    byUuids: (candidates: string[]) => {
      const uuids = candidates.filter(isUuid);
      return uuids.length === 0
        ? Promise.resolve([])
        : db
            .select(productColumns)
            .from(products)
            .innerJoin(categories, eq(categories.uuid, products.category_uuid))
            .where(and(live, inArray(products.uuid, uuids)));
    },

    async findBySlug(slug: string) {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.uuid, products.category_uuid))
        .where(and(live, eq(products.slug, slug)));
      return row;
    },
  };
}

export type ProductRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof catalogRepository>['findBySlug']>>
>;
