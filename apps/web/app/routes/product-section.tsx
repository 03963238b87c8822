import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/product-section';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { loadProduct } from '../features/shop/product-loader.server.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const product = await loadProduct(request, context, locale, params.product);
  if (product.sections.length === 0) throw data(null, { status: 404 });
  return { product };
}

/**
 * `/{lang}/{product}/FirstSection`: the product's first section as a page of its own, to read
 * in peace: a book's first pages, or what is in a kit's box.
 */
export default function ProductSectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { product } = loaderData;
  const section = product.sections[0]!;
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{`${section.title} · ${product.name} · ${t('app.name')}`}</title>
      <meta name="description" content={product.description} />
      <Breadcrumbs
        items={[
          { label: t('nav.shop'), to: to('/shop') },
          { label: product.name, to: to(`/${product.slug}`) },
          { label: section.title },
        ]}
      />
      <article className="card flex flex-col gap-4 sm:p-10">
        <p className="font-bold text-leaf-700">{product.name}</p>
        <h1 className="text-3xl font-extrabold">{section.title}</h1>
        <p className="text-xl leading-relaxed whitespace-pre-line">{section.body}</p>
      </article>
      <AppLink to={to(`/${product.slug}`)} className="button-secondary self-start">
        {t('shop.backToProduct', { name: product.name })}
      </AppLink>
    </main>
  );
}
