import { useTranslation } from 'react-i18next';
import type { Route } from './+types/orders';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { AppLink } from '../ui/app-link.tsx';
import { OrdersArt } from '../ui/art/orders-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, resolveLocale(request, params.lang));
  return null;
}

/** A signed-in parent's orders. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SectionPage
      title={t('orders.title')}
      lead={t('orders.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.orders') }]}
      art={<OrdersArt className="w-full" />}
      empty={{
        title: t('orders.emptyTitle'),
        text: t('orders.emptyText'),
        art: <EmptyNestArt className="w-full" />,
        action: (
          <AppLink to={to('/shop')} className="button-primary">
            {t('shop.goShopping')}
          </AppLink>
        ),
      }}
    />
  );
}
