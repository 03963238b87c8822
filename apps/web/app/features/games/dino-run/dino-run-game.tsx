import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../ui/icons.tsx';
import { Obstacle as ObstacleArt, Runner } from '../art/game-pictures.tsx';
import { useAfter, useFrame } from '../game-clock.ts';
import { useGameKeys } from '../game-keys.ts';
import type { GameProps } from '../types.ts';
import {
  DINO_WIDTH,
  DINO_X,
  FINISH_MS,
  GROUND,
  HEARTS,
  JUMP_MS,
  LAST_BUMP_MS,
  OBSTACLES,
  OBSTACLE_SIZE,
  POINTS,
  REDUCED_PACE,
  SPEED,
  WIDTH,
  course,
  jumpHeight,
  jumpWindow,
} from './rules.ts';

/** How long the dinosaur looks dizzy after a bump. */
const OUCH_MS = 600;

/** A phone shows less of the way ahead, and so a taller picture. */
const NARROW = '(max-width: 35.5rem)';
const NARROW_WIDTH = 600;

function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(NARROW);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

interface Course {
  /** Obstacles met so far: bumped, or jumped (counted). */
  met: Set<number>;
  bumped: Set<number>;
  jumpedAt: number | null;
  ouchUntil: number;
  hearts: number;
  cleared: number;
  over: boolean;
}

/**
 * Dino run (ages 5 to 12): the dinosaur runs by itself; jump over the rocks, bushes and logs.
 * Each one jumped is 10 points; three bumps end the run, and so does the flag after the
 * twentieth obstacle. Keys: Space or ↑ jumps; so does a tap or a click on the picture. A "!"
 * over the dinosaur says when to jump.
 */
export default function DinoRunGame(props: GameProps) {
  const { clock, paused, reducedMotion, play, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const pace = reducedMotion ? REDUCED_PACE : 1;
  const speed = SPEED * pace;
  const jumpMs = JUMP_MS / pace;
  const [obstacles] = useState(() => course(pace));
  const [, setFrame] = useState(0);
  const start = useRef(clock.now);
  const state = useRef<Course>({
    met: new Set(),
    bumped: new Set(),
    jumpedAt: null,
    ouchUntil: 0,
    hearts: HEARTS,
    cleared: 0,
    over: false,
  });
  const area = useRef<HTMLButtonElement>(null);
  const width = useNarrow() ? NARROW_WIDTH : WIDTH;
  const finish = obstacles[OBSTACLES - 1]!.arrives + FINISH_MS;

  const time = () => clock.now - start.current;
  const progress = () => t('games.dinoRun.hearts', { hearts: state.current.hearts });

  useEffect(() => {
    area.current?.focus();
    report(0, t('games.dinoRun.hearts', { hearts: HEARTS }));
  }, [report, t]);

  function jump() {
    const run = state.current;
    if (paused || run.over) return;
    const now = time();
    if (run.jumpedAt !== null && now - run.jumpedAt < jumpMs) return;
    run.jumpedAt = now;
    play('jump');
  }

  useFrame(clock, () => {
    const run = state.current;
    if (run.over) return;
    const now = time();
    const height = run.jumpedAt === null ? 0 : jumpHeight(now - run.jumpedAt, jumpMs);
    for (const obstacle of obstacles) {
      if (run.met.has(obstacle.id)) continue;
      const size = OBSTACLE_SIZE[obstacle.kind];
      const x = DINO_X + (obstacle.arrives - now) * speed;
      const reach = (size.width + DINO_WIDTH) / 2;
      if (Math.abs(x - DINO_X) < reach && height < size.height) {
        run.met.add(obstacle.id);
        run.bumped.add(obstacle.id);
        run.hearts -= 1;
        run.ouchUntil = now + OUCH_MS;
        play('bump');
        report(run.cleared * POINTS, progress());
        if (run.hearts === 0) {
          run.over = true;
          after(LAST_BUMP_MS, () => end(run.cleared * POINTS));
        }
      } else if (x < DINO_X - reach) {
        run.met.add(obstacle.id);
        run.cleared += 1;
        report(run.cleared * POINTS, progress());
      }
    }
    if (!run.over && now >= finish) {
      run.over = true;
      end(run.cleared * POINTS);
    }
    setFrame((n) => n + 1);
  });

  useGameKeys(!paused, (event) => {
    if (event.key !== ' ' && event.key !== 'ArrowUp') return;
    // Space on another button (sound, pause) presses that button instead.
    if (
      event.key === ' ' &&
      event.target instanceof HTMLButtonElement &&
      event.target !== area.current
    ) {
      return;
    }
    event.preventDefault();
    if (!event.repeat) jump();
  });

  const run = state.current;
  const now = time();
  const height = run.jumpedAt === null ? 0 : jumpHeight(now - run.jumpedAt, jumpMs);
  const airborne = height > 0;
  const next = obstacles.find((obstacle) => !run.met.has(obstacle.id));
  let near = false;
  if (next && !airborne && !run.over) {
    const [earliest, latest] = jumpWindow(next.kind, jumpMs, speed);
    const margin = (latest - earliest) / 4;
    const since = now - next.arrives;
    near = since >= earliest + margin && since <= latest - margin;
  }
  const moving = !reducedMotion && !run.over;
  const step = moving && !airborne ? ((Math.floor(now / 140) % 2) as 0 | 1) : 0;
  const flagX = DINO_X + 60 + (finish - now) * speed;

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        ref={area}
        type="button"
        className="block w-full touch-manipulation overflow-hidden rounded-3xl border-4 border-leaf-200 bg-sky-200 select-none"
        aria-label={t('games.dinoRun.jump')}
        aria-keyshortcuts="Space ArrowUp"
        aria-describedby="run-hint"
        data-testid="run-area"
        data-near={near}
        onPointerDown={(event) => {
          if (event.button === 0) jump();
        }}
        // A click that no pointer made (a screen reader's, or Enter) jumps too.
        onClick={(event) => {
          if (event.detail === 0) jump();
        }}
      >
        <svg
          viewBox={`0 0 ${width} 300`}
          className="block w-full"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx={width - 100} cy="60" r="34" fill="#f59e0b" />
          <g fill="#fff" opacity=".9">
            {[120, 420, 700].map((base, index) => {
              const travel = moving ? now * 0.02 * (index + 1) : 0;
              const x = ((((base - travel) % 900) + 900) % 900) - 50;
              return (
                <g key={base} transform={`translate(${x} ${50 + index * 22})`}>
                  <ellipse rx="34" ry="14" />
                  <ellipse cx="-24" cy="6" rx="18" ry="10" />
                  <ellipse cx="26" cy="6" rx="20" ry="10" />
                </g>
              );
            })}
          </g>
          <path d="M0 230q120-60 240-10t260-20 300 10V300H0z" fill="#c8ebb9" />
          <rect y={GROUND} width={width} height={300 - GROUND} fill="#9fd98a" />
          <path
            d={`M0 ${GROUND + 16}H${width}`}
            stroke="#3aa35b"
            strokeWidth="6"
            strokeDasharray="14 26"
            strokeDashoffset={moving ? (now * speed) % 40 : 0}
          />
          <path d={`M0 ${GROUND}H${width}`} stroke="#1f3321" strokeWidth="4" />
          {flagX < width + 40 && (
            <g transform={`translate(${flagX} ${GROUND})`}>
              <path d="M0 0V-110" stroke="#1f3321" strokeWidth="6" strokeLinecap="round" />
              <path d="M0-110h54l-12 18 12 18H0z" fill="#b3261e" stroke="#1f3321" strokeWidth="3" />
            </g>
          )}
          {obstacles.map((obstacle) => {
            const x = DINO_X + (obstacle.arrives - now) * speed;
            if (x > width + 60 || x < -60) return null;
            return <ObstacleArt key={obstacle.id} kind={obstacle.kind} x={x} y={GROUND} />;
          })}
          <Runner x={DINO_X} y={GROUND - height} step={step} ouch={now < run.ouchUntil} />
          {near && (
            <g transform={`translate(${DINO_X + 46} ${GROUND - 130})`}>
              <circle r="22" fill="#fde9a8" stroke="#1f3321" strokeWidth="3" />
              <text y="11" textAnchor="middle" fontSize="32" fontWeight="800" fill="#1f3321">
                !
              </text>
            </g>
          )}
        </svg>
      </button>
      <div className="flex w-full flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1 text-berry-700">
          {Array.from({ length: HEARTS }, (_, index) => (
            <HeartIcon key={index} full={index < run.hearts} className="h-8 w-8" />
          ))}
          <span className="sr-only">{t('games.dinoRun.hearts', { hearts: run.hearts })}</span>
        </p>
        <progress
          className="progress max-w-xs flex-1"
          max={OBSTACLES}
          value={run.met.size}
          aria-label={t('games.dinoRun.way')}
        />
      </div>
      <p id="run-hint" className="text-center text-base text-ink/80">
        {t('games.dinoRun.hint')}
      </p>
    </div>
  );
}
