/**
 * The shop's rules and constants, kept free of zod so that a page showing the catalogue loads
 * none of the schemas. Order statuses (spec section 3 leaves them open) and the only moves
 * between them come first.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who may move an order: the parent who placed it, the shop's staff, or the shop itself when an
 * unconfirmed cash order runs out of time (CASH_ORDER_EXPIRY_HOURS).
 */
export type OrderActor = 'parent' | 'staff' | 'system';

export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, readonly { to: OrderStatus; by: readonly OrderActor[] }[]>
> = {
  pending: [
    { to: 'confirmed', by: ['staff'] },
    { to: 'cancelled', by: ['parent', 'staff', 'system'] },
  ],
  confirmed: [
    { to: 'shipped', by: ['staff'] },
    { to: 'cancelled', by: ['staff'] },
  ],
  shipped: [{ to: 'delivered', by: ['staff'] }],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return ORDER_TRANSITIONS[from].some((move) => move.to === to && move.by.includes(by));
}

export const PAYMENT_METHODS = ['cash_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CURRENCY = 'AMD';

/** The price a child's parent pays: the discount taken off and rounded to whole dram. */
export function priceAfterDiscount(price: number, discount: number | null | undefined): number {
  return discount ? Math.round((price * (100 - discount)) / 100) : price;
}

/** At most this many of one product in one order, however many lines name it. */
export const MAX_LINE_QUANTITY = 20;

/*
 * A pending order holds its stock until the shop confirms it, and nobody pays first: without
 * limits one account could order everything and mark it sold out for every family (issue 17).
 * A family rarely has more than one or two orders waiting, and never needs more of a product
 * than one order takes, so these limits stop no one who means to buy.
 */
/** At most this many of an account's orders wait for confirmation (`pending`) at once. */
export const MAX_OPEN_ORDERS = 3;
/** At most this many units of one product across an account's pending orders. */
export const MAX_OPEN_UNITS_PER_PRODUCT = MAX_LINE_QUANTITY;
/**
 * A cash-on-delivery order the shop has not confirmed within this many hours is cancelled and its
 * stock goes back on the shelf: the shop calls soon after every order, so two days unconfirmed
 * means it will not go ahead. A bank transfer's order waits for the money instead, bounded by the
 * limits above.
 */
export const CASH_ORDER_EXPIRY_HOURS = 48;

/** Under this many left, the shop says "only a few left". */
export const LOW_STOCK = 5;

/** `featured` is the shop's own order (the content's). */
export const SHOP_SORTS = ['featured', 'price_asc', 'price_desc', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** The shop delivers in Armenia: Yerevan and the ten provinces (marzer). */
export const ARMENIAN_REGIONS = [
  'yerevan',
  'aragatsotn',
  'ararat',
  'armavir',
  'gegharkunik',
  'kotayk',
  'lori',
  'shirak',
  'syunik',
  'tavush',
  'vayots-dzor',
] as const;
export type ArmenianRegion = (typeof ARMENIAN_REGIONS)[number];
