import {
  CURRENCY,
  LOW_STOCK,
  priceAfterDiscount,
  type Locale,
  type ProductData,
  type ProductSummary,
} from '@dino/contract';
import type { ProductRow } from './catalog.repository.ts';

function stockState(stock: number): ProductSummary['stock_state'] {
  if (stock <= 0) return 'sold_out';
  return stock <= LOW_STOCK ? 'few_left' : 'in_stock';
}

/** Products in one language, pictures as URLs, the price after discount computed here. */
export function shopPresenter(locale: Locale, artUrl: (key: string) => string) {
  const summary = (row: ProductRow): ProductSummary => ({
    uuid: row.uuid,
    slug: row.slug,
    sku: row.sku,
    name: row.name[locale],
    category: { slug: row.category_slug, name: row.category_name[locale] },
    currency: CURRENCY,
    price: row.price,
    discount: row.discount,
    final_price: priceAfterDiscount(row.price, row.discount),
    stock: Math.max(0, row.stock),
    stock_state: stockState(row.stock),
    ages: { min: row.age_min, max: row.age_max },
    image: artUrl(row.images[0]!),
  });
  return {
    summary,
    product: (row: ProductRow): ProductData => ({
      ...summary(row),
      description: row.description[locale],
      images: row.images.map((key, index) => ({
        url: artUrl(key),
        alt: index === 0 ? row.name[locale] : `${row.name[locale]} (${index + 1})`,
      })),
      sections: row.sections.map((section) => ({
        id: section.id,
        title: section.title[locale],
        body: section.body[locale],
      })),
    }),
  };
}
