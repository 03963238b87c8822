import { useTranslation } from 'react-i18next';
import { GAMES } from '@dino/contract';
import type { Route } from './+types/games';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { SwitchedOff, useAllowed } from '../features/family/switched-off.tsx';
import { AgeFilter, ageParam } from '../features/games/age-filter.tsx';
import { childBests } from '../features/games/best.server.ts';
import { GameCard } from '../features/games/game-card.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { GamesArt } from '../ui/art/games-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  return { bests: await childBests(request, context, locale), age: ageParam(request) };
}

/**
 * The games list (spec section 2: the trail shows 'games'): a card per game, for a child's age
 * if one is chosen; a signed-in child sees their best score in each.
 */
export default function GamesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const allowed = useAllowed('games');
  const { bests, age } = loaderData;
  const shown = GAMES.filter(
    (game) => age === null || (game.ages[0] <= age && age <= game.ages[1]),
  );
  return (
    <PageFrame
      title={t('games.title')}
      lead={t('games.lead')}
      crumbs={[{ label: t('nav.games') }]}
      art={<GamesArt className="w-full" />}
    >
      {!allowed && <SwitchedOff feature="games" />}
      {allowed && <AgeFilter age={age} />}
      {!user && <p className="text-ink/80">{t('games.guestNote')}</p>}
      {user?.type === 'parent' && (
        <p className="text-ink/80">
          {t('games.parentNote')}{' '}
          <AppLink to={to('/modules')} className="text-link">
            {t('games.chooseChild')}
          </AppLink>
        </p>
      )}
      {!allowed ? null : shown.length === 0 ? (
        <EmptyState
          title={t('games.noneTitle')}
          text={t('games.noneText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((game) => (
            <GameCard
              key={game.id}
              game={game.id}
              ages={game.ages}
              best={bests ? (bests[game.id] ?? null) : undefined}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
