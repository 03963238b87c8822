import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack, FacePicture, type Face } from '../art/faces.tsx';
import { useAfter } from '../game-clock.ts';
import { gridColumns, gridMove } from '../grid-keys.ts';
import { faceName } from '../names.ts';
import type { GameProps } from '../types.ts';
import {
  MATCH_MS,
  MISMATCH_MS,
  PAIRS,
  PAIR_POINTS,
  PREVIEW_MS,
  bonus,
  dealCards,
} from './rules.ts';

type Stage = 'preview' | 'play' | 'wait';

/**
 * Memory pairs (ages 3 to 9): twelve cards, six dinosaurs twice. All of them show for a moment,
 * then turn over; turn two at a time to find the pairs. Keys: arrows move between the cards,
 * Enter or Space turns one.
 */
export default function MemoryPairsGame(props: GameProps) {
  const { clock, paused, play, announce, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const [cards] = useState(dealCards);
  const [stage, setStage] = useState<Stage>('preview');
  const [open, setOpen] = useState<readonly number[]>([]);
  const [found, setFound] = useState<ReadonlySet<Face>>(new Set());
  const [focused, setFocused] = useState(0);
  const tries = useRef(0);
  const score = useRef(0);
  const grid = useRef<HTMLUListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    buttons.current[0]?.focus();
    announce(t('games.memoryPairs.look'));
    after(PREVIEW_MS, () => {
      setStage('play');
      announce(t('games.memoryPairs.go'));
    });
  }, [after, announce, t]);

  useEffect(() => {
    report(score.current, t('games.memoryPairs.progress', { found: found.size, pairs: PAIRS }));
  }, [found, report, t]);

  function turn(index: number) {
    const face = cards[index]!;
    if (paused || stage !== 'play' || open.includes(index) || found.has(face)) return;
    const now = [...open, index];
    setOpen(now);
    announce(faceName(t, face));
    if (now.length < 2) return play('tap');
    tries.current += 1;
    setStage('wait');
    const other = cards[now[0]!]!;
    if (other !== face) {
      play('wrong');
      announce(t('games.memoryPairs.noPair'));
      after(MISMATCH_MS, () => {
        setOpen([]);
        setStage('play');
      });
      return;
    }
    play('right');
    score.current += PAIR_POINTS;
    const all = new Set(found).add(face);
    setFound(all);
    announce(t('games.memoryPairs.pair', { name: faceName(t, face) }));
    after(MATCH_MS, () => {
      setOpen([]);
      if (all.size < PAIRS) return setStage('play');
      const extra = bonus(tries.current);
      score.current += extra;
      announce(t('games.memoryPairs.bonus', { bonus: extra }));
      end(score.current);
    });
  }

  function move(event: KeyboardEvent, from: number) {
    const to = gridMove(event.key, from, cards.length, gridColumns(grid.current, 4));
    if (to === undefined) return;
    event.preventDefault();
    setFocused(to);
    buttons.current[to]?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-center text-xl font-extrabold sm:text-2xl" aria-hidden="true">
        {stage === 'preview' ? t('games.memoryPairs.look') : t('games.memoryPairs.go')}
      </p>
      <ul
        ref={grid}
        aria-label={t('games.memoryPairs.cards')}
        className="grid w-full max-w-xl grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3"
      >
        {cards.map((face, index) => {
          const done = found.has(face);
          const shown = stage === 'preview' || open.includes(index) || done;
          const number = index + 1;
          const name = faceName(t, face);
          return (
            <li key={index}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className="tile aspect-square min-h-0 w-full min-w-0 p-1.5"
                tabIndex={index === focused ? 0 : -1}
                data-state={done ? 'right' : undefined}
                data-face={shown ? face : undefined}
                aria-disabled={stage !== 'play' || shown || undefined}
                aria-label={
                  done
                    ? t('games.memoryPairs.cardFound', { number, name })
                    : shown
                      ? t('games.memoryPairs.cardShown', { number, name })
                      : t('games.memoryPairs.card', { number })
                }
                onFocus={() => setFocused(index)}
                onKeyDown={(event) => move(event, index)}
                onClick={() => turn(index)}
              >
                {shown ? (
                  <FacePicture face={face} className="h-full w-full" />
                ) : (
                  <CardBack className="h-full w-full" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
