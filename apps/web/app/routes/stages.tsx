import { useTranslation } from 'react-i18next';
import { StagesArt } from '../ui/art/stages-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The learning stages by age. */
export default function StagesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('stages.title')}
      lead={t('stages.lead')}
      crumbs={[{ label: t('nav.stages') }]}
      art={<StagesArt className="w-full" />}
      empty={{
        title: t('stages.emptyTitle'),
        text: t('stages.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
