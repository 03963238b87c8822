import { pickOne } from '../random.ts';

/**
 * The run: twenty obstacles come, ever closer together; each one jumped over is 10 points.
 * Three bumps end the run early, the finish flag after the last obstacle ends it well.
 */
export const OBSTACLES = 20;
export const POINTS = 10;
export const HEARTS = 3;
export const MAX_SCORE = OBSTACLES * POINTS;

/** Times in ms of play. The first obstacle reaches the dinosaur after a short run-up. */
export const FIRST_MS = 3000;
export const GAP_START_MS = 3200;
export const GAP_END_MS = 2200;
/** After the last obstacle, the run goes on to the flag. */
export const FINISH_MS = 1500;
/** A bump that ends the run is seen before the end screen comes. */
export const LAST_BUMP_MS = 800;
/** Reduced motion: everything moves slower (and the gaps in time grow to match). */
export const REDUCED_PACE = 0.75;

/** The scene: 800 x 300, ground at 260, the dinosaur standing at x 130. */
export const WIDTH = 800;
export const GROUND = 260;
export const DINO_X = 130;
/** How wide the dinosaur counts when it meets an obstacle, and how high it jumps. */
export const DINO_WIDTH = 44;
export const JUMP_HEIGHT = 120;
export const JUMP_MS = 900;
/** Scene units per ms. */
export const SPEED = 0.32;

export type ObstacleKind = 'rock' | 'bush' | 'log';
export const OBSTACLE_SIZE: Record<ObstacleKind, { width: number; height: number }> = {
  rock: { width: 36, height: 30 },
  bush: { width: 36, height: 44 },
  log: { width: 56, height: 24 },
};

export interface Obstacle {
  id: number;
  kind: ObstacleKind;
  /** When its middle reaches the dinosaur's, in ms of play. */
  arrives: number;
}

/** The gap before obstacle `index` (from 1): shrinking evenly from GAP_START_MS to GAP_END_MS. */
export function gapBefore(index: number): number {
  return GAP_START_MS - ((GAP_START_MS - GAP_END_MS) * (index - 1)) / (OBSTACLES - 2);
}

export function course(pace = 1): Obstacle[] {
  let arrives = FIRST_MS / pace;
  return Array.from({ length: OBSTACLES }, (_, id) => {
    if (id > 0) arrives += gapBefore(id) / pace;
    return { id, kind: pickOne<ObstacleKind>(['rock', 'bush', 'log']), arrives };
  });
}

/** The height of a jump `t` ms after it began: a smooth arc, back on the ground after `jumpMs`. */
export function jumpHeight(t: number, jumpMs: number): number {
  if (t <= 0 || t >= jumpMs) return 0;
  const share = t / jumpMs;
  return 4 * JUMP_HEIGHT * share * (1 - share);
}

/**
 * When a jump clears an obstacle: the moments (relative to its arrival) at which the jump may
 * begin, earliest and latest. Used for the "jump now" sign; the game itself judges by height.
 */
export function jumpWindow(kind: ObstacleKind, jumpMs: number, speed: number): [number, number] {
  const { width, height } = OBSTACLE_SIZE[kind];
  const half = (width + DINO_WIDTH) / 2 / speed;
  const rise = (jumpMs / 2) * (1 - Math.sqrt(1 - height / JUMP_HEIGHT));
  return [half - (jumpMs - rise), -half - rise];
}

/**
 * The earliest moment (in s of play) a run can end having jumped `cleared` obstacles: the last
 * bump of three, or the finish flag once all are jumped. Any score stays within its bounds.
 */
export function fastestEnd(cleared: number): number {
  const arrivals = course(1).map((obstacle) => obstacle.arrives);
  if (cleared >= OBSTACLES) return (arrivals[OBSTACLES - 1]! + FINISH_MS) / 1000;
  const lastBump = arrivals[Math.min(OBSTACLES - 1, cleared + HEARTS - 1)]!;
  return (lastBump + LAST_BUMP_MS) / 1000;
}
