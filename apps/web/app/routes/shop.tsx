import { useTranslation } from 'react-i18next';
import { ShopArt } from '../ui/art/shop-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The shop. */
export default function ShopPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('shop.title')}
      lead={t('shop.lead')}
      crumbs={[{ label: t('nav.shop') }]}
      art={<ShopArt className="w-full" />}
      empty={{
        title: t('shop.emptyTitle'),
        text: t('shop.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
