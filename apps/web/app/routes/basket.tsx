import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_LINE_QUANTITY, type BasketData } from '@dino/contract';
import { reportApiError } from '../lib/api-errors.ts';
import { setBrowserCookie } from '../lib/browser-cookies.ts';
import { nextUrlCookie } from '../lib/cookies.ts';
import { ask, openDialog, showSuccess } from '../lib/feedback.ts';
import { useLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { withParentalGate } from '../features/parental-gate/use-parental-gate.ts';
import {
  clearVisitorBasket,
  setInBasket,
  useBasket,
  useShortStockWarning,
} from '../features/shop/basket.ts';
import { CheckoutFormSection } from '../features/shop/checkout-form.tsx';
import { formatDram } from '../features/shop/price.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { BasketArt } from '../ui/art/basket-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

/** The basket, open to visitors as well: priced now, then checkout behind the parental gate. */
export default function BasketPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const navigate = useNavigate();
  const { basket, refresh } = useBasket(user);
  useShortStockWarning(basket);
  const [checkingOut, setCheckingOut] = useState(false);

  function checkout() {
    withParentalGate(() => {
      if (!user) {
        setBrowserCookie(nextUrlCookie(to('/basket')));
        openDialog({ name: 'login' });
        return;
      }
      setCheckingOut(true);
    });
  }

  return (
    <PageFrame
      title={t('basket.title')}
      lead={t('basket.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.basket') }]}
      art={<BasketArt className="w-full" />}
    >
      {basket === null ? (
        <p role="status" className="text-ink/75">
          {t('app.loading')}
        </p>
      ) : basket.lines.length === 0 ? (
        <EmptyState
          title={t('basket.emptyTitle')}
          text={t('basket.emptyText')}
          art={<EmptyNestArt className="w-full" />}
          action={
            <AppLink to={to('/shop')} className="button-primary">
              {t('shop.goShopping')}
            </AppLink>
          }
        />
      ) : (
        <>
          <BasketLines basket={basket} onChange={refresh} />
          {user?.type === 'child' ? (
            <p className="card font-bold">{t('shop.askGrownUp')}</p>
          ) : checkingOut && user ? (
            <CheckoutFormSection
              basket={basket}
              onPlaced={(order, message) => {
                clearVisitorBasket();
                showSuccess(message, t('basket.placedTitle'));
                void navigate(to(`/orders#order-${order.number}`));
              }}
            />
          ) : (
            <button
              type="button"
              className="button-primary self-start"
              disabled={basket.lines.some((line) => !line.available)}
              onClick={checkout}
            >
              {t('basket.checkout')}
            </button>
          )}
        </>
      )}
    </PageFrame>
  );
}

function BasketLines(props: { basket: BasketData; onChange: () => Promise<void> }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const user = useUser();
  const money = (amount: number) => formatDram(amount, locale);

  async function set(line: BasketData['lines'][number], quantity: number): Promise<boolean> {
    try {
      await setInBasket(user, line.product, quantity);
      await props.onChange();
      return true;
    } catch (error) {
      reportApiError(error);
      return false;
    }
  }

  async function remove(line: BasketData['lines'][number]) {
    if (!(await set(line, 0))) return;
    ask(t('basket.removed', { name: line.product.name }), {
      label: t('basket.putBack'),
      onClick: () => void set(line, line.quantity),
    });
  }

  return (
    <section aria-labelledby="basket-lines" className="flex flex-col gap-4">
      <h2 id="basket-lines" className="sr-only">
        {t('basket.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {props.basket.lines.map((line) => (
          <li
            key={line.product.uuid}
            className="card flex flex-col gap-3 sm:flex-row sm:items-center"
          >
            <img src={line.product.image} alt="" className="h-24 w-24 shrink-0" />
            <div className="flex flex-1 flex-col gap-1">
              <AppLink
                to={to(`/${line.product.slug}`)}
                className="text-xl font-extrabold hover:underline"
              >
                {line.product.name}
              </AppLink>
              <p className="text-ink/80">{t('basket.each', { price: money(line.unit_price) })}</p>
              {line.price_changed && line.price_seen !== null && (
                <p className="font-bold text-sun-600">
                  {t('basket.priceChanged', {
                    before: money(line.price_seen),
                    now: money(line.unit_price),
                  })}
                </p>
              )}
              {!line.available && (
                <p className="field-error">{t('shop.fewLeft', { left: line.product.stock })}</p>
              )}
            </div>
            <label className="flex items-center gap-2 font-bold">
              {t('shop.quantity')}
              <select
                className="input"
                value={line.quantity}
                onChange={(event) => void set(line, Number(event.target.value))}
              >
                {Array.from(
                  {
                    length: Math.max(
                      line.quantity,
                      Math.min(line.product.stock, MAX_LINE_QUANTITY),
                    ),
                  },
                  (_, i) => i + 1,
                ).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-xl font-extrabold sm:w-32 sm:text-right">{money(line.line_total)}</p>
            <button
              type="button"
              className="button-quiet"
              aria-label={t('basket.removeNamed', { name: line.product.name })}
              onClick={() => void remove(line)}
            >
              {t('basket.remove')}
            </button>
          </li>
        ))}
      </ul>
      <p className="self-end text-2xl font-extrabold">
        {t('basket.total', { total: money(props.basket.total) })}
      </p>
    </section>
  );
}
