import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { MAX_LINE_QUANTITY, type ProductSummary } from '@dino/contract';
import type { Route } from './+types/wishlist';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { reportApiError } from '../lib/api-errors.ts';
import { browserApi } from '../lib/browser-api.ts';
import { ask, toast } from '../lib/feedback.ts';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { addToBasket, PerOrderLimitError } from '../features/shop/basket.ts';
import { Price, StockState } from '../features/shop/price.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { WishlistArt } from '../ui/art/wishlist-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireUser(request, context, locale);
  if (user.type !== 'parent') return { products: [] as ProductSummary[] };
  const answer = await serverApi(request, context, locale).get<ApiAnswer<ProductSummary[]>>(
    'shop/wishlist',
  );
  return { products: answer.data };
}

/** A parent's wishlist: each product can move to the basket or leave the list. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const revalidator = useRevalidator();

  async function remove(product: ProductSummary) {
    try {
      await browserApi().delete(`shop/wishlist/${product.uuid}`);
      await revalidator.revalidate();
    } catch (error) {
      reportApiError(error);
      return;
    }
    ask(t('wishlist.removed', { name: product.name }), {
      label: t('basket.putBack'),
      onClick: () => void putBack(product),
    });
  }

  async function putBack(product: ProductSummary) {
    try {
      await browserApi().put(`shop/wishlist/${product.uuid}`);
      await revalidator.revalidate();
    } catch (error) {
      reportApiError(error);
    }
  }

  async function moveToBasket(product: ProductSummary) {
    try {
      await addToBasket(user, product, 1);
      await browserApi().delete(`shop/wishlist/${product.uuid}`);
      toast('success', t('shop.added', { name: product.name }));
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof PerOrderLimitError) {
        toast('error', t('shop.perOrderLimit', { max: MAX_LINE_QUANTITY, held: error.held }));
      } else {
        reportApiError(error);
      }
    }
  }

  return (
    <PageFrame
      title={t('wishlist.title')}
      lead={t('wishlist.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.wishlist') }]}
      art={<WishlistArt className="w-full" />}
    >
      {loaderData.products.length === 0 ? (
        <EmptyState
          title={t('wishlist.emptyTitle')}
          text={t('wishlist.emptyText')}
          art={<EmptyNestArt className="w-full" />}
          action={
            <AppLink to={to('/shop')} className="button-primary">
              {t('shop.goShopping')}
            </AppLink>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.products.map((product) => (
            <li key={product.uuid} className="card flex flex-col gap-3">
              <img src={product.image} alt="" className="mx-auto aspect-square w-full max-w-48" />
              <h2 className="text-xl font-extrabold">
                <AppLink to={to(`/${product.slug}`)} className="hover:underline">
                  {product.name}
                </AppLink>
              </h2>
              <Price product={product} />
              <div>
                <StockState product={product} />
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                {product.stock_state !== 'sold_out' && (
                  <button
                    type="button"
                    className="button-primary"
                    onClick={() => void moveToBasket(product)}
                  >
                    {t('wishlist.toBasket')}
                  </button>
                )}
                <button
                  type="button"
                  className="button-quiet"
                  aria-label={t('basket.removeNamed', { name: product.name })}
                  onClick={() => void remove(product)}
                >
                  {t('basket.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
