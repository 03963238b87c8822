import { useTranslation } from 'react-i18next';
import { InterestingArt } from '../ui/art/interesting-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** Interesting facts. */
export default function InterestingPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('interesting.title')}
      lead={t('interesting.lead')}
      crumbs={[{ label: t('nav.interesting') }]}
      art={<InterestingArt className="w-full" />}
      empty={{
        title: t('interesting.emptyTitle'),
        text: t('interesting.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
