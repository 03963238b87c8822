import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShopContent, productUuid, shopRoot } from '../src/shop/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/shop', import.meta.url));
const copies: string[] = [];

/** A working copy of the valid fixture shop with one product file edited. */
async function problemsAfter(edit: (product: Record<string, unknown>) => void, file = 'egg-book') {
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-shop-check-'));
  copies.push(dir);
  const root = path.join(dir, 'shop');
  await cp(FIXTURE, root, { recursive: true });
  const full = path.join(root, 'products', `${file}.json`);
  const product = JSON.parse(await readFile(full, 'utf8'));
  edit(product);
  await writeFile(full, JSON.stringify(product));
  return (await loadShopContent(root)).problems;
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('shop content check', () => {
  it('accepts the fixture and derives stable uuids', async () => {
    const { content, problems } = await loadShopContent(FIXTURE);
    expect(problems).toEqual([]);
    expect(content.products.map((p) => p.id)).toEqual(['egg-book', 'sold-out-book', 'star-toy']);
    expect(content.products[0]!.uuid).toBe(productUuid('egg-book'));
  });

  it('refuses a product id that is one of the site’s own pages', async () => {
    const problems = await problemsAfter((product) => (product.id = 'basket'));
    expect(problems).toEqual([
      {
        file: 'shop/products/egg-book.json',
        field: 'id',
        message: 'This id is one of the site’s own pages; choose another',
      },
    ]);
  });

  it('names an unknown category, a missing picture and a SKU used twice', async () => {
    const problems = await problemsAfter((product) => {
      product.category = 'gadgets';
      product.images = ['shop-dragon'];
      product.sku = 'TEST-TY-001';
    });
    expect(problems.map((p) => `${p.file} ${p.field}: ${p.message}`).sort()).toEqual([
      'shop/products/egg-book.json category: No category "gadgets" in categories.json',
      'shop/products/egg-book.json images.0: Missing art "shop-dragon" (no art/shop-dragon.svg)',
      'shop/products/star-toy.json sku: Duplicate SKU (also in shop/products/egg-book.json)',
    ]);
  });

  it('refuses a price that is not whole dram and a discount out of range', async () => {
    const problems = await problemsAfter((product) => {
      product.price = 99.5;
      product.discount = 95;
    });
    expect(problems.map((p) => p.field).sort()).toEqual(['discount', 'price']);
  });

  it('the built-in shop has products in every category', async () => {
    const { content, problems } = await loadShopContent(shopRoot());
    expect(problems).toEqual([]);
    const used = new Set(content.products.map((p) => p.category));
    expect(content.categories.every((c) => used.has(c.id))).toBe(true);
    expect(content.products.length).toBeGreaterThanOrEqual(24);
  });
});
