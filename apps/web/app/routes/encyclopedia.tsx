import { useTranslation } from 'react-i18next';
import { EncyclopediaArt } from '../ui/art/encyclopedia-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The dinosaur encyclopedia. */
export default function EncyclopediaPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('encyclopedia.title')}
      lead={t('encyclopedia.lead')}
      crumbs={[{ label: t('nav.encyclopedia') }]}
      art={<EncyclopediaArt className="w-full" />}
      empty={{
        title: t('encyclopedia.emptyTitle'),
        text: t('encyclopedia.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
