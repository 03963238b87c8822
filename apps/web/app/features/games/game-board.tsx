import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '@dino/contract';
import type { Game, GameProps } from './types.ts';

/** One chunk per game: the list page downloads none, a game page only its own. */
const loaders: Record<GameId, () => Promise<{ default: Game }>> = {
  'egg-count': () => import('./egg-count/egg-count-game.tsx'),
  'memory-pairs': () => import('./memory-pairs/memory-pairs-game.tsx'),
  'feed-the-dino': () => import('./feed-the-dino/feed-the-dino-game.tsx'),
  'letter-catch': () => import('./letter-catch/letter-catch-game.tsx'),
  'fossil-puzzle': () => import('./fossil-puzzle/fossil-puzzle-game.tsx'),
  'dino-run': () => import('./dino-run/dino-run-game.tsx'),
};

const games = Object.fromEntries(
  Object.entries(loaders).map(([id, load]) => [id, lazy(load)]),
) as unknown as Record<GameId, Game>;

/** Starts downloading a game's code while the child reads how to play it. */
export function preloadGame(game: GameId): void {
  void loaders[game]().catch(() => undefined);
}

/** The game itself, with a calm placeholder while its code arrives. */
export function GameBoard(props: GameProps & { game: GameId }) {
  const { t } = useTranslation();
  const { game, ...rest } = props;
  const Component = games[game];
  return (
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-ink/70">
          {t('app.loading')}
        </p>
      }
    >
      <Component {...rest} />
    </Suspense>
  );
}
