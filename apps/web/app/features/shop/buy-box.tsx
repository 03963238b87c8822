import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, type ProductSummary } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { openDialog, toast } from '../../lib/feedback.ts';
import { useUser } from '../../lib/session.ts';
import { addToBasket, PerOrderLimitError } from './basket.ts';

/** How many, into the basket, or onto the wishlist (a parent's; a visitor is asked to sign in). */
export function BuyBox(props: { product: ProductSummary }) {
  const { t } = useTranslation();
  const user = useUser();
  const { product } = props;
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      await addToBasket(user, product, quantity);
      toast('success', t('shop.added', { name: product.name }));
    } catch (error) {
      if (error instanceof PerOrderLimitError) {
        toast('error', t('shop.perOrderLimit', { max: MAX_LINE_QUANTITY, held: error.held }));
      } else {
        reportApiError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  async function wish() {
    if (!user) {
      openDialog({ name: 'login' });
      return;
    }
    try {
      await browserApi().put(`shop/wishlist/${product.uuid}`);
      toast('success', t('shop.wished', { name: product.name }));
    } catch (error) {
      reportApiError(error);
    }
  }

  if (most <= 0) {
    return (
      <button type="button" className="button-secondary self-start" onClick={() => void wish()}>
        {t('shop.addToWishlist')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 font-bold">
        {t('shop.quantity')}
        <select
          className="input"
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        >
          {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button-primary" disabled={busy} onClick={() => void add()}>
        {t('shop.addToBasket')}
      </button>
      <button type="button" className="button-quiet" onClick={() => void wish()}>
        {t('shop.addToWishlist')}
      </button>
    </div>
  );
}
