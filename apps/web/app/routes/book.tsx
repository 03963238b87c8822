import { useTranslation } from 'react-i18next';
import { BookArt } from '../ui/art/book-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The picture-book library. */
export default function BookPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('book.title')}
      lead={t('book.lead')}
      crumbs={[{ label: t('nav.book') }]}
      art={<BookArt className="w-full" />}
      empty={{
        title: t('book.emptyTitle'),
        text: t('book.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
