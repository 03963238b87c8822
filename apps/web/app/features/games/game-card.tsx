import { useTranslation } from 'react-i18next';
import type { GameId } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { GamePicture } from './art/game-pictures.tsx';
import { gameTexts } from './texts.ts';

/** A game in the list: its picture, name, ages and what it is; a child sees their best too. */
export function GameCard(props: {
  game: GameId;
  ages: readonly [number, number];
  /** The child's best score; undefined when no child is signed in. */
  best: number | null | undefined;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const texts = gameTexts(t, props.game);
  const heading = `game-${props.game}`;
  return (
    <li className="card flex flex-col gap-3" data-game={props.game}>
      <GamePicture game={props.game} className="mx-auto w-full max-w-56" />
      <h2 id={heading} className="text-2xl font-extrabold">
        {texts.name}
      </h2>
      <p className="text-base font-bold text-leaf-700">
        {t('games.ages', { min: props.ages[0], max: props.ages[1] })}
      </p>
      <p className="text-ink/85">{texts.description}</p>
      {props.best !== undefined && (
        <p className="font-bold" data-testid="best">
          {props.best === null ? t('games.notPlayed') : t('games.yourBest', { score: props.best })}
        </p>
      )}
      <AppLink
        to={to(`/games/${props.game}`)}
        className="button-primary mt-auto"
        aria-describedby={heading}
      >
        {t('games.play')}
      </AppLink>
    </li>
  );
}
