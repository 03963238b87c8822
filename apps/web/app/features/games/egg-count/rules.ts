import { randomInt, shuffle } from '../random.ts';

/** Ten nests; a right count earns 10 points, or 5 after a miss. */
export const ROUNDS = 10;
export const POINTS = 10;
export const POINTS_AFTER_MISS = 5;
/** The eggs hatch and stay on screen this long before the next nest. */
export const SHOW_MS = 2000;
export const MAX_SCORE = ROUNDS * POINTS;
/** No play ends sooner: every nest waits SHOW_MS after its answer. */
export const FASTEST_SECONDS = (ROUNDS * SHOW_MS) / 1000;

export interface Nest {
  count: number;
  /** Three numbers to choose from, in order, one of them the count. */
  options: number[];
  /** Each egg's colour. */
  colours: number[];
}

/** Small nests first (1 to 5 eggs), bigger ones later (up to 10); never the same count twice. */
export function makeNest(round: number, previous?: number): Nest {
  const [min, max] = round < 3 ? [1, 5] : round < 7 ? [3, 8] : [5, 10];
  let count = randomInt(min, max);
  while (count === previous) count = randomInt(min, max);
  const near = shuffle([-2, -1, 1, 2, 3].map((step) => count + step)).filter(
    (n) => n >= 1 && n <= 10,
  );
  const options = [count, ...near.slice(0, 2)].sort((a, b) => a - b);
  return { count, options, colours: Array.from({ length: count }, () => randomInt(0, 3)) };
}
