import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Egg, Nest as NestArt } from '../art/eggs.tsx';
import { useAfter } from '../game-clock.ts';
import { useGameKeys } from '../game-keys.ts';
import type { GameProps } from '../types.ts';
import { POINTS, POINTS_AFTER_MISS, ROUNDS, SHOW_MS, makeNest } from './rules.ts';

/**
 * Egg count (ages 3 to 6): a nest of eggs, three numbers; tap the one that says how many eggs
 * there are. A right answer hatches the eggs; ten nests make a game. Keys: Tab and Enter, or
 * the number itself (0 for 10).
 */
export default function EggCountGame(props: GameProps) {
  const { clock, paused, reducedMotion, play, announce, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const [round, setRound] = useState(0);
  const [nest, setNest] = useState(() => makeNest(0));
  const [missed, setMissed] = useState<readonly number[]>([]);
  const [solved, setSolved] = useState(false);
  const score = useRef(0);
  const firstOption = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstOption.current?.focus();
  }, []);
  useEffect(() => {
    report(score.current, t('games.round', { round: round + 1, rounds: ROUNDS }));
  }, [round, report, t]);

  function pick(number: number) {
    if (solved || paused) return;
    if (number !== nest.count) {
      if (missed.includes(number)) return;
      setMissed([...missed, number]);
      play('wrong');
      announce(t('games.eggCount.wrong'));
      return;
    }
    setSolved(true);
    score.current += missed.length === 0 ? POINTS : POINTS_AFTER_MISS;
    play('right');
    announce(t('games.eggCount.right', { number }));
    report(score.current, t('games.round', { round: round + 1, rounds: ROUNDS }));
    after(SHOW_MS, () => {
      if (round + 1 >= ROUNDS) return end(score.current);
      setRound(round + 1);
      setNest(makeNest(round + 1, nest.count));
      setMissed([]);
      setSolved(false);
    });
  }

  useGameKeys(!paused, (event) => {
    if (!/^[0-9]$/.test(event.key)) return;
    const number = event.key === '0' ? 10 : Number(event.key);
    if (!nest.options.includes(number)) return;
    event.preventDefault();
    pick(number);
  });

  return (
    <div className="flex flex-col items-center gap-5">
      <p id="egg-question" className="text-center text-2xl font-extrabold sm:text-3xl">
        {solved ? t('games.eggCount.right', { number: nest.count }) : t('games.eggCount.question')}
      </p>
      <div className="relative w-full max-w-md rounded-[2rem] bg-sky-200 px-3 pt-6 pb-3">
        <ul
          key={round}
          aria-label={t('games.eggCount.eggs')}
          className="relative z-10 flex flex-wrap justify-center gap-x-1 gap-y-2 px-2"
          data-testid="eggs"
        >
          {nest.colours.map((colour, index) => (
            <li key={index} className="w-[17%] max-w-16">
              <Egg
                variant={colour}
                hatched={solved}
                className={`w-full ${solved && !reducedMotion ? 'motion-safe:animate-bounce' : ''}`}
              />
              <span className="sr-only">{t('games.eggCount.egg')}</span>
            </li>
          ))}
        </ul>
        <NestArt className="-mt-5 h-12 w-full" />
      </div>
      <div
        role="group"
        aria-labelledby="egg-question"
        className="flex flex-wrap justify-center gap-4"
      >
        {nest.options.map((number, index) => {
          const right = solved && number === nest.count;
          return (
            <button
              key={index}
              ref={index === 0 ? firstOption : undefined}
              type="button"
              className="tile min-h-24 min-w-24"
              data-state={right ? 'right' : missed.includes(number) ? 'missed' : undefined}
              aria-disabled={solved || undefined}
              onClick={() => pick(number)}
            >
              <span className="text-5xl font-extrabold">{number}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
