import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Price, StockState } from './price.tsx';

/** A product in the catalogue; a child sees the picture and the name, never a price. */
export function ProductCard(props: { product: ProductSummary; forChild: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { product } = props;
  return (
    <li className="card flex flex-col gap-3">
      <img
        src={product.image}
        alt=""
        className="mx-auto aspect-square w-full max-w-56"
        loading="lazy"
      />
      <p className="text-base font-bold text-leaf-700">{product.category.name}</p>
      <h2 className="text-xl font-extrabold">
        <AppLink to={to(`/${product.slug}`)} className="hover:underline">
          {product.name}
        </AppLink>
      </h2>
      <p className="text-base text-ink/75">
        {t('learn.ages', { min: product.ages.min, max: product.ages.max })}
      </p>
      {!props.forChild && (
        <div className="mt-auto flex flex-col gap-2">
          <Price product={product} />
          <div>
            <StockState product={product} />
          </div>
        </div>
      )}
    </li>
  );
}
