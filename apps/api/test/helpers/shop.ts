import { createRequire } from 'node:module';
import path from 'node:path';
import { loadShopContent, type ShopContent } from '@dino/content/shop';

/** The content package's test shop: three products whose prices and stock the tests know. */
const FIXTURE_SHOP_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@dino/content/package.json')),
  'test/fixtures/shop',
);

let fixture: Promise<ShopContent> | undefined;
export function fixtureShop(): Promise<ShopContent> {
  fixture ??= loadShopContent(FIXTURE_SHOP_DIR).then(({ content, problems }) => {
    if (problems.length > 0) throw new Error(`Broken shop fixture: ${JSON.stringify(problems)}`);
    return content;
  });
  return fixture;
}

/** A checkout of one unit of `product`, cash on delivery in Yerevan, in `name`'s name. */
export function checkoutBody(product: string, name: string, address = '1 Main Street') {
  return {
    items: [{ product, quantity: 1 }],
    delivery: { name, phone: '091 123 456', region: 'yerevan', city: 'Yerevan', address },
    payment_method: 'cash_on_delivery',
  };
}
