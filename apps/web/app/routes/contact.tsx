import { useTranslation } from 'react-i18next';
import { ContactArt } from '../ui/art/contact-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** How to reach the team. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('contact.title')}
      lead={t('contact.lead')}
      crumbs={[{ label: t('nav.contact') }]}
      art={<ContactArt className="w-full" />}
      empty={{
        title: t('contact.emptyTitle'),
        text: t('contact.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
