import { useTranslation } from 'react-i18next';
import { LegalArt } from '../ui/art/legal-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** Privacy policy. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('privacy.title')}
      lead={t('privacy.lead')}
      crumbs={[{ label: t('nav.privacy') }]}
      art={<LegalArt className="w-full" />}
      empty={{
        title: t('privacy.emptyTitle'),
        text: t('privacy.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
