import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import {
  categoryFile,
  check,
  productFile,
  type CategoryFile,
  type ProductFile,
} from '@dino/contract';
import { loadArt, type ArtFile } from '../learning/art.ts';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { contentFolder, readJson } from '../files.ts';

/** Namespace of the shop's uuids: the same product id gives the same uuid everywhere. */
const UUID_NAMESPACE = '0c6f2b9e-5d41-4a7e-9b3c-7e2a1d8f6c45';

export interface ShopProduct extends ProductFile {
  uuid: string;
  position: number;
  file: string;
}

export interface ShopCategory {
  id: string;
  uuid: string;
  name: CategoryFile[number]['name'];
  position: number;
}

export interface ShopContent {
  categories: ShopCategory[];
  products: ShopProduct[];
  art: Map<string, ArtFile>;
}

/** The folder of the built-in shop, found through the package so a bundled server finds it too. */
export function shopRoot(): string {
  return contentFolder('shop');
}

export const productUuid = (productId: string) => uuidv5(`product:${productId}`, UUID_NAMESPACE);
export const categoryUuid = (categoryId: string) =>
  uuidv5(`category:${categoryId}`, UUID_NAMESPACE);

/**
 * Reads and checks the shop: categories, products (one file each, in the order of their names)
 * and their pictures. Problems are collected, not thrown; content with problems is not imported.
 */
export async function loadShopContent(
  root: string = shopRoot(),
): Promise<{ content: ShopContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const { art, problems: artProblems } = await loadArt(path.join(root, 'art'), relative, {
    named: false,
  });
  problems.push(...artProblems);

  const categoriesPath = path.join(root, 'categories.json');
  const rawCategories = await readJson(categoriesPath, relative(categoriesPath), problems);
  const parsedCategories = check(categoryFile, rawCategories ?? []);
  const categories = (parsedCategories.success ? parsedCategories.data : []).map(
    (category, position) => ({ ...category, uuid: categoryUuid(category.id), position }),
  );
  if (!parsedCategories.success) {
    problems.push(...problemsOf(relative(categoriesPath), parsedCategories.error.issues));
  }
  const categoryIds = new Set(categories.map((category) => category.id));

  const products: ShopProduct[] = [];
  const ids = new Map<string, string>();
  const skus = new Map<string, string>();
  const folder = path.join(root, 'products');
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  for (const name of files) {
    const file = path.join(folder, name);
    const shown = relative(file);
    const raw = await readJson(file, shown, problems);
    if (raw === undefined) continue;
    const parsed = check(productFile, raw);
    if (!parsed.success) {
      problems.push(...problemsOf(shown, parsed.error.issues));
      continue;
    }
    const product = parsed.data;
    const fileProblem = (field: string, message: string) =>
      problems.push({ file: shown, field, message });
    if (ids.has(product.id))
      fileProblem('id', `Duplicate product id (also in ${ids.get(product.id)})`);
    if (skus.has(product.sku))
      fileProblem('sku', `Duplicate SKU (also in ${skus.get(product.sku)})`);
    ids.set(product.id, shown);
    skus.set(product.sku, shown);
    if (!categoryIds.has(product.category)) {
      fileProblem('category', `No category "${product.category}" in categories.json`);
    }
    product.images.forEach((key, index) => {
      if (!art.has(key)) fileProblem(`images.${index}`, `Missing art "${key}" (no art/${key}.svg)`);
    });
    products.push({
      ...product,
      uuid: productUuid(product.id),
      position: products.length,
      file: shown,
    });
  }
  if (products.length === 0) {
    problems.push({ file: relative(folder), field: '(folder)', message: 'No products' });
  }
  return { content: { categories, products, art }, problems };
}
