import { isPossiblePhoneNumber, isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ORGANIZATION_ID, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { MAX_INT32, typedText, wholeNumber } from '../validation.ts';
import {
  ARMENIAN_REGIONS,
  MAX_LINE_QUANTITY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SHOP_SORTS,
} from './rules.ts';

const optionalWhole = (min: number, max: number) => wholeNumber(min, max).optional();

export const productsQuery = z.object({
  organization_id: wholeNumber(1, MAX_INT32).default(ORGANIZATION_ID),
  category: typedText(60).optional(),
  /** A child's age: products whose age band includes it. */
  age: optionalWhole(0, 18),
  min_price: optionalWhole(0, 10_000_000),
  max_price: optionalWhole(0, 10_000_000),
  /** Words to find in the name or description, in the request's language. */
  q: typedText(100).optional(),
  sort: z.enum(SHOP_SORTS, { error: 'validation.invalid_type' }).default('featured'),
  page: wholeNumber(1, MAX_INT32).default(1),
  per_page: wholeNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ProductsQuery = z.output<typeof productsQuery>;

export const slugParam = z.object({ slug: typedText(100) });

export const stockState = z.enum(['in_stock', 'few_left', 'sold_out']);

export const categoryData = z.object({ slug: z.string(), name: z.string() });

export const productSummary = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  category: categoryData,
  currency: z.literal('AMD'),
  price: z.number().int().describe('Before any discount, in whole dram'),
  discount: z.number().int().nullable().describe('Percent off, or null'),
  final_price: z.number().int().describe('What one costs now, computed by the server'),
  stock: z.number().int(),
  stock_state: stockState,
  ages: z.object({ min: z.number().int(), max: z.number().int() }),
  image: z.string().describe('URL of the first picture (SVG)'),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productData = productSummary.extend({
  description: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
});
export type ProductData = z.infer<typeof productData>;

const quantity = wholeNumber(1, MAX_LINE_QUANTITY, 'shop.quantity_max');

/** A basket line as a client holds it: which product and how many, never a price. */
export const basketLine = z.strictObject({
  product: z.uuid({ error: 'validation.uuid' }),
  quantity,
});

/**
 * Lines naming the same product count together against MAX_LINE_QUANTITY (three lines of 20
 * made one order of 60, issue 17). The line that goes over carries the message.
 */
function perProductCap(
  lines: readonly { product: string; quantity: number }[],
  ctx: z.RefinementCtx,
): void {
  const totals = new Map<string, number>();
  lines.forEach((line, index) => {
    const before = totals.get(line.product) ?? 0;
    totals.set(line.product, before + line.quantity);
    if (before <= MAX_LINE_QUANTITY && before + line.quantity > MAX_LINE_QUANTITY) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_LINE_QUANTITY,
        inclusive: true,
        input: before + line.quantity,
        path: [index, 'quantity'],
        message: 'shop.quantity_max',
      });
    }
  });
}

export const deliveryDetails = z.strictObject({
  name: typedText(100).min(1, { error: 'validation.required' }),
  /** An Armenian number, or any number written with its country code (+…). */
  phone: typedText(30)
    .min(1, { error: 'validation.required' })
    .refine((value) => isPossiblePhoneNumber(value, 'AM'), {
      error: 'validation.phone_not_possible',
      abort: true,
    })
    .refine((value) => isValidPhoneNumber(value, 'AM'), { error: 'validation.phone' }),
  region: z.enum(ARMENIAN_REGIONS, { error: 'validation.required' }),
  city: typedText(60).min(1, { error: 'validation.required' }),
  address: typedText(200).min(1, { error: 'validation.required' }),
  notes: typedText(500, { lines: true }).optional(),
});

/**
 * What a checkout sends: the lines and how to deliver and pay. Prices and totals are the
 * server's alone, so the body has no field for them (an unknown field is refused).
 */
export const checkoutBody = z.strictObject({
  items: z
    .array(basketLine)
    .min(1, { error: 'shop.basket_empty' })
    .max(50)
    .superRefine(perProductCap),
  delivery: deliveryDetails,
  payment_method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid_type' }),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const orderLineData = z.object({
  product: z.object({ uuid: z.uuid(), slug: z.string() }),
  sku: z.string(),
  name: z.string().describe('As it was named when ordered'),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});

/**
 * Delivery details as an order keeps them: answered as they were accepted, so that a rule made
 * stricter later never makes an older order unreadable.
 */
const deliveryData = z.object({
  name: z.string(),
  phone: z.string(),
  region: z.enum(ARMENIAN_REGIONS),
  city: z.string(),
  address: z.string(),
  notes: z.string().optional(),
});

export const orderData = z.object({
  uuid: z.uuid(),
  number: z.number().int().describe('The number a parent quotes to the shop'),
  status: z.enum(ORDER_STATUSES),
  currency: z.literal('AMD'),
  total: z.number().int(),
  count: z.number().int().describe('Items in the order'),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery: deliveryData,
  lines: z.array(orderLineData),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  created_at: z.string(),
});
export type OrderData = z.infer<typeof orderData>;

/** A basket line as a visitor's browser keeps it, with the price they saw, for the quote. */
export const quoteLine = basketLine.extend({ price_seen: z.number().int().min(0).optional() });

export const basketItemsBody = z.strictObject({
  items: z.array(quoteLine).max(50).superRefine(perProductCap),
});

export const basketQuantityBody = z.strictObject({
  quantity: wholeNumber(0, MAX_LINE_QUANTITY, 'shop.quantity_max'),
});

export const basketData = z.object({
  currency: z.literal('AMD'),
  lines: z.array(
    z.object({
      product: productSummary,
      quantity: z.number().int(),
      unit_price: z.number().int().describe('What one costs now'),
      price_seen: z.number().int().nullable().describe('What one cost when it was added'),
      price_changed: z.boolean(),
      line_total: z.number().int(),
      /** False when fewer are left than the basket holds. */
      available: z.boolean(),
    }),
  ),
  count: z.number().int(),
  total: z.number().int(),
});
export type BasketData = z.infer<typeof basketData>;

/** The checkout form as a parent fills it in: the delivery details and how to pay. */
export const checkoutForm = deliveryDetails.extend({
  payment_method: z.enum(PAYMENT_METHODS, { error: 'validation.required' }),
});
export type CheckoutForm = z.infer<typeof checkoutForm>;
