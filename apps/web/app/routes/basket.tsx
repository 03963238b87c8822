import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../lib/lang.ts';
import { AppLink } from '../ui/app-link.tsx';
import { BasketArt } from '../ui/art/basket-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The basket; open to visitors as well. */
export default function BasketPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SectionPage
      title={t('basket.title')}
      lead={t('basket.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.basket') }]}
      art={<BasketArt className="w-full" />}
      empty={{
        title: t('basket.emptyTitle'),
        text: t('basket.emptyText'),
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
