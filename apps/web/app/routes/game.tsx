import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { gameById } from '@dino/contract';
import type { Route } from './+types/game';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { childBests } from '../features/games/best.server.ts';
import { SwitchedOff, useAllowed } from '../features/family/switched-off.tsx';
import { GameShell } from '../features/games/game-shell.tsx';
import { gameTexts } from '../features/games/texts.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';

/** A game's address is its id; any other is the not-found page (404), like a product's. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const game = gameById(params.game);
  if (!game) throw data(null, { status: 404 });
  const locale = resolveLocale(request, params.lang);
  const bests = await childBests(request, context, locale);
  return { game: game.id, best: bests?.[game.id] ?? null };
}

/** One game (`/{lang}/games/{id}`): the trail, its name, and the game in its frame. */
export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const allowed = useAllowed('games');
  const { game, best } = loaderData;
  const texts = gameTexts(t, game);
  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-5 sm:px-4 sm:py-8">
      <title>{`${texts.name} · ${t('app.name')}`}</title>
      <meta name="description" content={texts.description} />
      <Breadcrumbs items={[{ label: t('nav.games'), to: to('/games') }, { label: texts.name }]} />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{texts.name}</h1>
        <p className="text-lg text-ink/80">{texts.description}</p>
      </div>
      {allowed ? <GameShell key={game} game={game} best={best} /> : <SwitchedOff feature="games" />}
    </main>
  );
}
