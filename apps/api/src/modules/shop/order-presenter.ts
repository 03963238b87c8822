import { CURRENCY, type Locale, type OrderData, type OrderStatus } from '@dino/contract';
import type { OrderRecord } from './orders.service.ts';

/** An order as its parent reads it, in their language. */
export function presentOrder(order: OrderRecord, locale: Locale): OrderData {
  return {
    uuid: order.uuid,
    number: order.id,
    status: order.status as OrderStatus,
    currency: CURRENCY,
    total: order.total,
    count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    payment_method: order.payment_method as OrderData['payment_method'],
    delivery: order.delivery as OrderData['delivery'],
    lines: order.lines.map((line) => ({
      product: { uuid: line.product_uuid, slug: line.slug },
      sku: line.sku,
      name: line.name[locale],
      unit_price: line.unit_price,
      quantity: line.quantity,
      line_total: line.unit_price * line.quantity,
    })),
    history: order.history.map((event) => ({
      status: event.status as OrderStatus,
      at: event.at.toISOString(),
    })),
    created_at: order.created_at.toISOString(),
  };
}
