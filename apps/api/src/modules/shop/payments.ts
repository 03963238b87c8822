import {
  CASH_ORDER_EXPIRY_HOURS,
  type MessageKey,
  type MessageParams,
  type PaymentMethod,
} from '@dino/contract';

/**
 * How an order is paid. Cash on delivery and bank transfer need nothing online: the provider
 * only says what the parent does next. Card and wallet payments (ArCa, Idram, Telcell) will be
 * providers too, adding an online step and a confirmation from the provider; see
 * docs/decisions/0005-shop.md for the plan.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** What the order letter says about paying. */
  instructions(order: { number: number; total: number }): {
    key: MessageKey;
    params: MessageParams;
  };
}

export const PAYMENT_PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  cash_on_delivery: {
    method: 'cash_on_delivery',
    // The letter names the deadline after which order-expiry.ts cancels an unconfirmed order.
    instructions: (order) => ({
      key: 'mail.order.cash',
      params: { total: order.total, hours: CASH_ORDER_EXPIRY_HOURS },
    }),
  },
  bank_transfer: {
    method: 'bank_transfer',
    instructions: (order) => ({
      key: 'mail.order.transfer',
      params: { total: order.total, number: order.number },
    }),
  },
};
