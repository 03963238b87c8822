import { useTranslation } from 'react-i18next';
import { GamesArt } from '../ui/art/games-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The games list (spec section 2: the trail shows 'games'). */
export default function GamesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('games.title')}
      lead={t('games.lead')}
      crumbs={[{ label: t('nav.games') }]}
      art={<GamesArt className="w-full" />}
      empty={{
        title: t('games.emptyTitle'),
        text: t('games.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
