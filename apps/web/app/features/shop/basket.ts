import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, type BasketData, type ProductSummary, type User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/feedback.ts';

/** A visitor's basket lives in this browser until they sign in; then it joins the account's. */
const VISITOR_BASKET_KEY = 'dino-basket';

interface VisitorLine {
  product: string;
  quantity: number;
  price_seen: number;
}

function readVisitorBasket(): VisitorLine[] {
  try {
    const lines = JSON.parse(localStorage.getItem(VISITOR_BASKET_KEY) ?? '[]') as unknown;
    return Array.isArray(lines) ? (lines as VisitorLine[]) : [];
  } catch {
    return [];
  }
}

function writeVisitorBasket(lines: VisitorLine[]): void {
  if (lines.length === 0) localStorage.removeItem(VISITOR_BASKET_KEY);
  else localStorage.setItem(VISITOR_BASKET_KEY, JSON.stringify(lines));
}

const isParent = (user: User | null) => user?.type === 'parent';

/** Sets how many of a product the basket holds (0 takes it out), wherever the basket lives. */
export async function setInBasket(
  user: User | null,
  product: Pick<ProductSummary, 'uuid' | 'final_price'>,
  quantity: number,
): Promise<void> {
  if (isParent(user)) {
    await browserApi().put(`shop/basket/${product.uuid}`, { quantity });
    return;
  }
  const lines = readVisitorBasket().filter((line) => line.product !== product.uuid);
  if (quantity > 0) {
    lines.push({ product: product.uuid, quantity, price_seen: product.final_price });
  }
  writeVisitorBasket(lines);
}

/** The basket holds `held` of a product already: adding more would pass what one order takes. */
export class PerOrderLimitError extends Error {
  constructor(readonly held: number) {
    super('more than one order takes');
  }
}

/**
 * Adds to what the basket already holds of a product; past MAX_LINE_QUANTITY nothing changes and
 * PerOrderLimitError says why (the server would refuse such a basket at checkout).
 */
export async function addToBasket(
  user: User | null,
  product: Pick<ProductSummary, 'uuid' | 'final_price'>,
  quantity: number,
): Promise<void> {
  const current = (await loadBasket(user)).lines.find((l) => l.product.uuid === product.uuid);
  const held = current?.quantity ?? 0;
  if (held + quantity > MAX_LINE_QUANTITY) throw new PerOrderLimitError(held);
  await setInBasket(user, product, held + quantity);
}

export async function loadBasket(user: User | null): Promise<BasketData> {
  const api = browserApi();
  if (isParent(user)) return (await api.get<ApiAnswer<BasketData>>('shop/basket')).data;
  const items = readVisitorBasket();
  return (await api.post<ApiAnswer<BasketData>>('shop/basket/quote', { items })).data;
}

/** At sign-in, a parent's account takes over this browser's basket. */
export async function mergeVisitorBasket(): Promise<void> {
  const items = readVisitorBasket().map(({ product, quantity }) => ({ product, quantity }));
  if (items.length === 0) return;
  await browserApi().post('shop/basket/merge', { items });
  writeVisitorBasket([]);
}

export function clearVisitorBasket(): void {
  writeVisitorBasket([]);
}

/** The basket as the page shows it, loaded in the browser (a visitor's lives only there). */
export function useBasket(user: User | null) {
  const [basket, setBasket] = useState<BasketData | null>(null);
  const refresh = useCallback(async () => {
    try {
      setBasket(await loadBasket(user));
    } catch (error) {
      reportApiError(error);
    }
  }, [user]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { basket, refresh };
}

/**
 * A line the stock no longer covers (someone else bought the rest since it was added) holds the
 * checkout back; a warning says so once per product, with what to do about it.
 */
export function useShortStockWarning(basket: BasketData | null): void {
  const { t } = useTranslation();
  const warned = useRef(new Set<string>());
  useEffect(() => {
    for (const { product, available } of basket?.lines ?? []) {
      if (available) warned.current.delete(product.uuid);
      if (available || warned.current.has(product.uuid)) continue;
      warned.current.add(product.uuid);
      const name = product.name;
      toast(
        'warning',
        product.stock > 0
          ? t('basket.fewerLeft', { name, left: product.stock })
          : t('basket.soldOutLine', { name }),
      );
    }
  }, [basket, t]);
}
