import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { CardFace, useFaceName } from './card-face.tsx';
import type { PlayerProps } from './types.ts';
import { optionState, useMisses, useRuledOut } from './use-misses.ts';

/**
 * Pick the right card. A single choice answers on the first tap; with `multiple` the child
 * toggles cards and taps the check button.
 */
export default function ChoicePlayer({ content, solved, onAnswer }: PlayerProps<'choice'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [missed, markMissed] = useMisses();
  const [ruledOut, ruleOut] = useRuledOut();

  function answer(ids: readonly string[]) {
    if (onAnswer([...ids])) return;
    const wrong = ids.filter((id) => !content.correct.includes(id));
    markMissed(wrong);
    ruleOut(wrong);
    setPicked([]);
  }

  function tap(id: string) {
    if (solved || ruledOut.has(id)) return;
    if (!content.multiple) return answer([id]);
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  }

  return (
    // Sideways the check button stands beside the pictures rather than under them.
    <div className="flex flex-col items-center gap-6 phone-landscape:flex-row phone-landscape:gap-3">
      <ul
        className="flex flex-wrap justify-center gap-4 phone-landscape:min-w-0 phone-landscape:gap-2"
        role="list"
      >
        {content.options.map((option, index) => {
          const right = solved && content.correct.includes(option.id);
          const out = !solved && ruledOut.has(option.id);
          return (
            <li key={option.id}>
              <button
                type="button"
                className="tile"
                data-state={optionState(option.id, { right, missed, ruledOut })}
                aria-pressed={content.multiple ? picked.includes(option.id) : undefined}
                aria-disabled={solved || out || undefined}
                aria-label={
                  out
                    ? t('player.ruledOut', { name: nameOf(option, index) })
                    : nameOf(option, index)
                }
                onClick={() => tap(option.id)}
              >
                <CardFace face={option} />
                {right && <CheckIcon className="tile-badge" />}
              </button>
            </li>
          );
        })}
      </ul>
      {content.multiple && !solved && (
        <button
          type="button"
          className="button-primary gap-2 phone:min-h-16"
          disabled={picked.length === 0}
          onClick={() => answer(picked)}
        >
          <CheckIcon className="h-7 w-7" />
          {t('player.check')}
        </button>
      )}
    </div>
  );
}
