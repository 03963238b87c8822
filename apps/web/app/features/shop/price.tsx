import { useTranslation } from 'react-i18next';
import type { Locale, ProductSummary } from '@dino/contract';
import { useLocale } from '../../lib/lang.ts';

/** Thousands are grouped with a no-break space in Armenian and Russian, a comma in English. */
const GROUP: Record<Locale, string> = { hy: '\u00a0', ru: '\u00a0', en: ',' };

/**
 * Whole dram with the dram sign, grouped as the page's language groups numbers. Written by hand
 * rather than with Intl: the server's and the browser's ICU data differ on Armenian, and the
 * page must read the same before and after hydration.
 */
export function formatDram(amount: number, locale: Locale): string {
  const digits = String(Math.round(Math.abs(amount))).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    GROUP[locale],
  );
  return `${amount < 0 ? '−' : ''}${digits}\u00a0֏`;
}

/** The price to pay and, with a discount, the old price struck through and the percent off. */
export function Price(props: { product: ProductSummary; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { product } = props;
  const large = props.size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={`font-extrabold text-ink ${large ? 'text-3xl' : 'text-xl'}`}>
        {formatDram(product.final_price, locale)}
      </span>
      {product.discount !== null && (
        <>
          <span className="text-ink/70 line-through">
            <span className="sr-only">{t('shop.oldPrice')} </span>
            {formatDram(product.price, locale)}
          </span>
          <span className="rounded-full bg-berry-100 px-2 py-0.5 text-base font-extrabold text-berry-700">
            {t('shop.percentOff', { discount: product.discount })}
          </span>
        </>
      )}
    </p>
  );
}

/** In stock, only a few left, or sold out: in words, never by colour alone. */
export function StockState(props: { product: ProductSummary }) {
  const { t } = useTranslation();
  const state = props.product.stock_state;
  const look =
    state === 'sold_out'
      ? 'bg-ink/10 text-ink/80'
      : state === 'few_left'
        ? 'bg-sun-200 text-ink'
        : 'bg-leaf-100 text-leaf-700';
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-base font-bold ${look}`}>
      {state === 'sold_out'
        ? t('shop.soldOut')
        : state === 'few_left'
          ? t('shop.fewLeft', { left: props.product.stock })
          : t('shop.inStock')}
    </span>
  );
}
