import type { TFunction } from 'i18next';
import type { GameId } from '@dino/contract';

export interface GameTexts {
  name: string;
  /** One line for the list. */
  description: string;
  /** The start screen's "how to play". */
  howTo: string;
  /** The keys that play it (the frame adds pause). */
  keys: string;
}

/** Each game's texts, as literal catalog keys. */
export function gameTexts(t: TFunction, game: GameId): GameTexts {
  return {
    'egg-count': {
      name: t('games.eggCount.name'),
      description: t('games.eggCount.description'),
      howTo: t('games.eggCount.howTo'),
      keys: t('games.eggCount.keys'),
    },
    'memory-pairs': {
      name: t('games.memoryPairs.name'),
      description: t('games.memoryPairs.description'),
      howTo: t('games.memoryPairs.howTo'),
      keys: t('games.memoryPairs.keys'),
    },
    'feed-the-dino': {
      name: t('games.feedTheDino.name'),
      description: t('games.feedTheDino.description'),
      howTo: t('games.feedTheDino.howTo'),
      keys: t('games.feedTheDino.keys'),
    },
    'letter-catch': {
      name: t('games.letterCatch.name'),
      description: t('games.letterCatch.description'),
      howTo: t('games.letterCatch.howTo'),
      keys: t('games.letterCatch.keys'),
    },
    'fossil-puzzle': {
      name: t('games.fossilPuzzle.name'),
      description: t('games.fossilPuzzle.description'),
      howTo: t('games.fossilPuzzle.howTo'),
      keys: t('games.fossilPuzzle.keys'),
    },
    'dino-run': {
      name: t('games.dinoRun.name'),
      description: t('games.dinoRun.description'),
      howTo: t('games.dinoRun.howTo'),
      keys: t('games.dinoRun.keys'),
    },
  }[game];
}
