import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfter, useFrame } from '../game-clock.ts';
import { useGameKeys } from '../game-keys.ts';
import type { GameProps } from '../types.ts';
import {
  FALL_MS,
  LANES,
  OUTRO_MS,
  POINTS,
  REDUCED_FALL_MS,
  REDUCED_STEPS,
  ROUNDS,
  letterText,
  pickTargets,
  planRound,
  type Drop,
} from './rules.ts';

/**
 * Catch the letter (ages 5 to 9): Armenian letters fall down three paths; move the dinosaur
 * with its basket under the round's letter and catch it. Three rounds, a letter each. Keys: ←
 * and → move the dinosaur; a tap on a path moves it there.
 */
export default function LetterCatchGame(props: GameProps) {
  const { clock, paused, reducedMotion, play, announce, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const [targets] = useState(pickTargets);
  const [round, setRound] = useState(0);
  const [drops, setDrops] = useState<Drop[]>(() => planRound(targets[0]!, 0));
  const [lane, setLane] = useState(1);
  const [, setFrame] = useState(0);
  const roundStart = useRef(clock.now);
  const resolved = useRef(new Set<number>());
  const started = useRef(new Set<number>());
  const finishing = useRef(false);
  const score = useRef(0);
  const laneRef = useRef(lane);
  laneRef.current = lane;
  const lanes = useRef<(HTMLButtonElement | null)[]>([]);
  const fallMs = reducedMotion ? REDUCED_FALL_MS : FALL_MS;
  const target = targets[round]!;

  useEffect(() => {
    lanes.current[1]?.focus();
  }, []);
  useEffect(() => {
    report(score.current, t('games.round', { round: round + 1, rounds: ROUNDS }));
    announce(t('games.letterCatch.catch', { letter: letterText(target) }));
    play('round');
  }, [round, target, report, announce, play, t]);

  const elapsed = () => clock.now - roundStart.current;

  useFrame(clock, () => {
    const now = elapsed();
    for (const drop of drops) {
      if (resolved.current.has(drop.id)) continue;
      if (now < drop.at) continue;
      if (!started.current.has(drop.id)) {
        // Just set off: a letter to catch is said, with its path.
        started.current.add(drop.id);
        if (drop.target) {
          announce(
            t('games.letterCatch.falling', {
              letter: letterText(drop.letter),
              lane: drop.lane + 1,
            }),
          );
        }
      }
      if (now < drop.at + fallMs) continue;
      resolved.current.add(drop.id);
      if (drop.lane !== laneRef.current) continue;
      if (drop.target) {
        score.current += POINTS;
        play('catch');
        announce(t('games.letterCatch.caught', { letter: letterText(drop.letter) }));
        report(score.current, t('games.round', { round: round + 1, rounds: ROUNDS }));
      } else {
        play('wrong');
        announce(t('games.letterCatch.oops', { letter: letterText(drop.letter) }));
      }
    }
    if (!finishing.current && resolved.current.size === drops.length) {
      finishing.current = true;
      after(OUTRO_MS, () => {
        if (round + 1 >= ROUNDS) return end(score.current);
        finishing.current = false;
        resolved.current = new Set();
        roundStart.current = clock.now;
        setDrops(planRound(targets[round + 1]!, round + 1));
        setRound(round + 1);
      });
    }
    setFrame((n) => n + 1);
  });

  function moveTo(next: number) {
    if (paused) return;
    const to = Math.max(0, Math.min(LANES - 1, next));
    if (to === laneRef.current) return;
    laneRef.current = to;
    setLane(to);
    play('tap');
  }

  useGameKeys(!paused, (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    moveTo(laneRef.current + (event.key === 'ArrowLeft' ? -1 : 1));
  });

  const now = elapsed();
  const falling = drops.filter(
    (drop) => now >= drop.at && !resolved.current.has(drop.id) && now < drop.at + fallMs,
  );
  const depth = (drop: Drop) => {
    const y = (now - drop.at) / fallMs;
    return reducedMotion ? Math.floor(y * REDUCED_STEPS) / REDUCED_STEPS : y;
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="flex items-center gap-3 text-2xl font-extrabold" aria-hidden="true">
        {t('games.letterCatch.target')}
        <span
          className="rounded-2xl bg-sun-200 px-4 py-1 text-4xl text-berry-700"
          data-testid="target"
        >
          {letterText(target)}
        </span>
      </p>
      <div className="flex h-[22rem] w-full max-w-xl gap-1 rounded-[2rem] bg-sky-200 p-1 sm:h-[26rem]">
        {Array.from({ length: LANES }, (_, index) => (
          <button
            key={index}
            ref={(element) => {
              lanes.current[index] = element;
            }}
            type="button"
            className="relative h-full flex-1 touch-manipulation overflow-hidden rounded-[1.6rem] bg-white/40 select-none focus-visible:outline-offset-[-6px] hover:bg-white/60 aria-pressed:bg-white/70"
            aria-pressed={lane === index}
            aria-label={t('games.letterCatch.lane', { number: index + 1 })}
            data-lane={index}
            onClick={() => moveTo(index)}
          >
            {falling
              .filter((drop) => drop.lane === index)
              .map((drop) => (
                <span
                  key={drop.id}
                  aria-hidden="true"
                  className="absolute left-1/2 flex h-16 w-16 -translate-x-1/2 items-center justify-center rounded-full border-4 border-leaf-500 bg-white text-2xl font-extrabold whitespace-nowrap text-ink shadow-[0_3px_0_var(--color-leaf-200)]"
                  style={{ top: `${depth(drop) * 72}%` }}
                  data-letter={letterText(drop.letter)}
                  data-target={drop.target}
                  data-depth={depth(drop).toFixed(2)}
                >
                  {letterText(drop.letter)}
                </span>
              ))}
            {lane === index && <Catcher />}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The catcher: a small dinosaur holding up a basket. */
function Catcher() {
  return (
    <svg
      viewBox="0 0 100 80"
      className="absolute bottom-1 left-1/2 w-24 -translate-x-1/2"
      aria-hidden="true"
      focusable="false"
      data-testid="catcher"
    >
      <ellipse cx="50" cy="76" rx="34" ry="4" fill="#1f3321" opacity=".15" />
      <ellipse cx="50" cy="58" rx="26" ry="18" fill="#3aa35b" />
      <circle cx="50" cy="38" r="16" fill="#3aa35b" />
      <circle cx="44" cy="35" r="4.5" fill="#fff" />
      <circle cx="56" cy="35" r="4.5" fill="#fff" />
      <circle cx="45" cy="36" r="2.4" fill="#1f3321" />
      <circle cx="57" cy="36" r="2.4" fill="#1f3321" />
      <path
        d="M44 44q6 5 12 0"
        fill="none"
        stroke="#1f3321"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M38 24l4-8 4 6 4-8 4 8 4-6 4 8" fill="#f59e0b" />
      <path
        d="M14 16h72l-8 22H22z"
        fill="#b45309"
        stroke="#1f3321"
        strokeWidth="3"
        strokeLinejoin="round"
        transform="translate(0 -12)"
      />
      <path d="M22 10h56M26 18h48" stroke="#fde9a8" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
