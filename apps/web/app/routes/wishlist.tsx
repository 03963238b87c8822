import { useTranslation } from 'react-i18next';
import type { Route } from './+types/wishlist';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { AppLink } from '../ui/app-link.tsx';
import { WishlistArt } from '../ui/art/wishlist-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, resolveLocale(request, params.lang));
  return null;
}

/** The wishlist of a signed-in parent. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SectionPage
      title={t('wishlist.title')}
      lead={t('wishlist.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.wishlist') }]}
      art={<WishlistArt className="w-full" />}
      empty={{
        title: t('wishlist.emptyTitle'),
        text: t('wishlist.emptyText'),
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
