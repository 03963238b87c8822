import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from 'vitest-browser-react';
import { vi } from 'vitest';
import {
  ACTIVITY_TYPES,
  checkAnswer,
  localizeContent,
  type ActivityAnswer,
  type ActivityTypeId,
  type PlayerContent,
} from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ArtNames } from '../../app/features/learning/player/card-face.tsx';
import type { Player } from '../../app/features/learning/player/types.ts';

/** Authored content as the API would send it to an English page (defaults filled in). */
export function playerContent<T extends ActivityTypeId>(
  type: T,
  authored: unknown,
): PlayerContent<T> {
  const parsed = ACTIVITY_TYPES[type].content.parse(authored);
  return localizeContent(parsed, 'en', (key) => `/art/${key}.svg`) as PlayerContent<T>;
}

/**
 * Renders a player the way the stage does: answers are judged by the contract's checker, and a
 * right one makes the player `solved`. `answers` records every answer given, right or wrong.
 */
export async function renderPlayer<T extends ActivityTypeId>(
  type: T,
  PlayerComponent: Player<T>,
  content: PlayerContent<T>,
  /** What the pictures show, by URL, as the API sends it with the activity. */
  artNames: Record<string, string> = {},
) {
  const answers: { answer: ActivityAnswer<T>; right: boolean }[] = [];
  const onAnswer = vi.fn();
  function Stage() {
    const [solved, setSolved] = useState(false);
    return (
      <PlayerComponent
        content={content}
        seed="test-seed"
        solved={solved}
        onAnswer={(answer) => {
          const right = checkAnswer(type, content, answer);
          answers.push({ answer, right });
          onAnswer(answer, right);
          if (right) setSolved(true);
          return right;
        }}
      />
    );
  }
  const screen = await render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <ArtNames.Provider value={artNames}>
        <Stage />
      </ArtNames.Provider>
    </I18nextProvider>,
  );
  return { screen, answers, onAnswer };
}
