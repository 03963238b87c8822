import { useTranslation } from 'react-i18next';
import type { Route } from './+types/product';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { BuyBox } from '../features/shop/buy-box.tsx';
import { Price, StockState } from '../features/shop/price.tsx';
import { ProductGallery } from '../features/shop/product-gallery.tsx';
import { loadProduct } from '../features/shop/product-loader.server.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  return { product: await loadProduct(request, context, locale, params.product) };
}

/** A product's page (`/{lang}/{product}`): pictures, price and stock, what it is, its sections. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const { product } = loaderData;
  const [preview, ...rest] = product.sections;
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:py-10">
      <title>{`${product.name} · ${t('app.name')}`}</title>
      <meta name="description" content={product.description} />
      <Breadcrumbs items={[{ label: t('nav.shop'), to: to('/shop') }, { label: product.name }]} />
      <section className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} />
        <div className="flex flex-col gap-4">
          <p className="font-bold text-leaf-700">{product.category.name}</p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{product.name}</h1>
          <p className="text-ink/75">
            {t('learn.ages', { min: product.ages.min, max: product.ages.max })}
          </p>
          <p className="text-lg text-ink/85">{product.description}</p>
          {user?.type === 'child' ? (
            <p className="card bg-sky-200/40 font-bold">{t('shop.askGrownUp')}</p>
          ) : (
            <>
              <Price product={product} size="lg" />
              <div>
                <StockState product={product} />
              </div>
              <BuyBox product={product} />
            </>
          )}
          {preview && (
            <AppLink
              to={to(`/${product.slug}/FirstSection`)}
              className="button-secondary self-start"
            >
              {t('shop.preview', { section: preview.title })}
            </AppLink>
          )}
        </div>
      </section>
      {[preview, ...rest]
        .filter((section) => section !== undefined)
        .map((section) => (
          <section
            key={section.id}
            aria-labelledby={`section-${section.id}`}
            className="card flex flex-col gap-3"
          >
            <h2 id={`section-${section.id}`} className="text-2xl font-extrabold">
              {section.title}
            </h2>
            <p className="whitespace-pre-line text-lg text-ink/85">{section.body}</p>
          </section>
        ))}
    </main>
  );
}
