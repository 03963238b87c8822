import { useTranslation } from 'react-i18next';
import type { Route } from './+types/shop';
import { ApiError, serverApi } from '../lib/api-client.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { CatalogFilters } from '../features/shop/catalog-filters.tsx';
import { ProductCard } from '../features/shop/product-card.tsx';
import { shopApi } from '../features/shop/shop-api.ts';
import { ShopArt } from '../ui/art/shop-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';
import { PageLinks } from '../ui/page-links.tsx';

/** Only the filters the API knows travel on; empty fields are left out of the query. */
const FILTERS = ['q', 'category', 'age', 'min_price', 'max_price', 'sort', 'page'];

function filtersOf(request: Request): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new URL(request.url).searchParams) {
    if (FILTERS.includes(name) && value.trim() !== '') query.set(name, value.trim());
  }
  return query;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = shopApi(serverApi(request, context, resolveLocale(request, params.lang)));
  const query = filtersOf(request);
  const products = api.products(query).catch((error: unknown) => {
    // A filter the API cannot read (an address typed by hand) is dropped, not an error page.
    if (!(error instanceof ApiError && error.status === 422)) throw error;
    for (const field of Object.keys(error.errors)) query.delete(field);
    return api.products(query);
  });
  const [categories, page] = await Promise.all([api.categories(), products]);
  return { categories, products: page, query: query.toString() };
}

/** The shop (spec section 2): the catalogue with search, filters, order and pages. */
export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const { categories, products } = loaderData;
  const query = new URLSearchParams(loaderData.query);
  return (
    <PageFrame
      title={t('shop.title')}
      lead={t('shop.lead')}
      crumbs={[{ label: t('nav.shop') }]}
      art={<ShopArt className="w-full" />}
    >
      <CatalogFilters categories={categories} values={query} forChild={user?.type === 'child'} />
      <p aria-live="polite" className="font-bold text-ink/80">
        {t('shop.found', { total: products.total })}
      </p>
      {products.data.length === 0 ? (
        <EmptyState
          title={t('shop.nothingTitle')}
          text={t('shop.nothingText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {products.data.map((product) => (
            <ProductCard key={product.uuid} product={product} forChild={user?.type === 'child'} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t('shop.pages')}
        current={products.pagination.currentPage}
        last={products.pagination.lastPage}
        href={(page) => {
          const at = new URLSearchParams(query);
          at.set('page', String(page));
          return to(`/shop?${at.toString()}`);
        }}
      />
    </PageFrame>
  );
}
