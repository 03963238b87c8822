import { z } from 'zod';
import { ageBand, contentId } from '../learning/content-files.ts';
import { artKey, localizedText } from '../learning/text.ts';

/**
 * The files of content/shop: `categories.json` and one file per product in `products/`, its
 * pictures in `art/`. A product's id is its address (`/{lang}/{id}`), so it may never be one of
 * the app's own first path segments.
 */
export const RESERVED_PRODUCT_SLUGS = [
  'about',
  'api',
  'assets',
  'basket',
  'book',
  'contact',
  'encyclopedia',
  'examples',
  'games',
  'interesting',
  'modules',
  'orders',
  'privacy',
  'profile',
  'reset-password',
  'secure-account',
  'shop',
  'stages',
  'terms',
  'verify-email',
  'video',
  'wishlist',
] as const;

export const productSlug = contentId.refine(
  (id) => !(RESERVED_PRODUCT_SLUGS as readonly string[]).includes(id),
  { error: 'This id is one of the site’s own pages; choose another' },
);

export const categoryFile = z.array(z.strictObject({ id: contentId, name: localizedText })).min(1);
export type CategoryFile = z.infer<typeof categoryFile>;

/** A part of a product page; the first is the readable preview (`/{lang}/{id}/FirstSection`). */
export const productSection = z.strictObject({
  id: contentId,
  title: localizedText,
  body: localizedText,
});

/** Money is whole Armenian dram. */
export const amount = z.number().int().min(0).max(10_000_000);

export const productFile = z.strictObject({
  id: productSlug,
  sku: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, {
    error: 'A SKU is capital letters and digits joined by "-"',
  }),
  category: contentId,
  name: localizedText,
  description: localizedText,
  price: amount.min(1),
  /** Percent off the price, shown beside it. */
  discount: z.number().int().min(1).max(90).optional(),
  /** The stock a new product starts with; later orders change it in the database only. */
  stock: z.number().int().min(0).max(100_000),
  ages: ageBand,
  images: z.array(artKey).min(1).max(6),
  sections: z.array(productSection).min(1).max(8),
});
export type ProductFile = z.infer<typeof productFile>;
