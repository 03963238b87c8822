import { useContext } from 'react';
import { BLANK } from '@dino/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { ArtNames, CardFace, useFaceName } from './card-face.tsx';
import type { PlayerProps } from './types.ts';
import { optionState, useMisses, useRuledOut } from './use-misses.ts';

/** Fill the gap in a word or sentence: one tap on the option that fits answers. */
export default function FillBlankPlayer({ content, solved, onAnswer }: PlayerProps<'fill-blank'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const artNames = useContext(ArtNames);
  const [missed, markMissed] = useMisses();
  const [ruledOut, ruleOut] = useRuledOut();
  const [before = '', after = ''] = content.text.split(BLANK);
  const right = content.options.find((option) => option.id === content.correct);

  function pick(id: string) {
    if (solved || ruledOut.has(id)) return;
    if (onAnswer(id)) return;
    markMissed([id]);
    ruleOut([id]);
  }

  return (
    <div className="flex flex-col items-center gap-6 phone-landscape:gap-3">
      {content.art && (
        // The picture is the clue (an owl for "___ու"), so a screen reader says what it shows.
        <img
          src={content.art}
          alt={artNames[content.art] ?? ''}
          draggable={false}
          className="h-32 w-32 sm:h-40 sm:w-40 phone-landscape:h-20 phone-landscape:w-20"
        />
      )}
      <p className="text-center text-4xl leading-relaxed font-extrabold break-words sm:text-5xl phone-landscape:text-2xl">
        {before}
        <span className="fill-gap" data-state={solved ? 'right' : undefined}>
          {solved && right ? (
            right.label
          ) : (
            // The box is seen; a screen reader says the word, so the text is read with its gap.
            <span className="sr-only">{t('player.fillBlank.blank')}</span>
          )}
        </span>
        {after}
      </p>
      <ul className="flex flex-wrap justify-center gap-4 phone-landscape:gap-2" role="list">
        {content.options.map((option, index) => {
          const isRight = solved && option.id === content.correct;
          const out = !solved && ruledOut.has(option.id);
          return (
            <li key={option.id}>
              <button
                type="button"
                className="tile"
                data-state={optionState(option.id, { right: isRight, missed, ruledOut })}
                aria-disabled={solved || out || undefined}
                aria-label={
                  out
                    ? t('player.ruledOut', { name: nameOf(option, index) })
                    : nameOf(option, index)
                }
                onClick={() => pick(option.id)}
              >
                <CardFace face={option} />
                {isRight && <CheckIcon className="tile-badge" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
