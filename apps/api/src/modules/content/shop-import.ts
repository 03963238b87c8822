import type { ShopContent } from '@dino/content/shop';
import { ORGANIZATION_ID } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { shopCategories, shopProducts } from '../../db/schema.ts';
import { retireMissing, upsert, withHash } from './upsert.ts';

/**
 * The shop's categories and products, by stable ids. A product's stock comes from the content
 * only when the product first appears: after that, orders own it, and an import never resets it.
 */
export async function importShop(db: Database, content: ShopContent): Promise<void> {
  const categories = content.categories.map((category) =>
    withHash({
      uuid: category.uuid,
      slug: category.id,
      position: category.position,
      organization_id: ORGANIZATION_ID,
      name: category.name,
    }),
  );
  const categoryUuids = new Map(content.categories.map((c) => [c.id, c.uuid]));
  const products = content.products.map((product) =>
    withHash({
      uuid: product.uuid,
      slug: product.id,
      position: product.position,
      category_uuid: categoryUuids.get(product.category)!,
      sku: product.sku,
      name: product.name,
      description: product.description,
      sections: product.sections,
      price: product.price,
      discount: product.discount ?? null,
      stock: product.stock,
      age_min: product.ages[0],
      age_max: product.ages[1],
      images: product.images,
    }),
  );
  await db.transaction(async (tx) => {
    await upsert(tx, shopCategories, categories);
    await upsert(tx, shopProducts, products, ['stock']);
    await retireMissing(
      tx,
      shopCategories,
      categories.map((row) => row.uuid),
    );
    await retireMissing(
      tx,
      shopProducts,
      products.map((row) => row.uuid),
    );
  });
}
