import { useTranslation } from 'react-i18next';
import { LegalArt } from '../ui/art/legal-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** Terms of service. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('terms.title')}
      lead={t('terms.lead')}
      crumbs={[{ label: t('nav.terms') }]}
      art={<LegalArt className="w-full" />}
      empty={{
        title: t('terms.emptyTitle'),
        text: t('terms.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
