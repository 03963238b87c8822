import { PUZZLE_PICTURES } from '../art/puzzle-pictures.tsx';
import { shuffle } from '../random.ts';

/** Two pictures cut in 3 x 3 pieces; each is worth 50 points, less 3 for every extra swap. */
export const SIZE = 3;
export const PIECES = SIZE * SIZE;
export const ROUND_POINTS = 50;
export const MIN_ROUND_POINTS = 20;
export const SWAP_COST = 3;
/** The finished picture stays on show this long. */
export const SHOW_MS = 2000;
export const MAX_SCORE = PUZZLE_PICTURES.length * ROUND_POINTS;
/** No play ends sooner: each finished picture is shown for SHOW_MS. */
export const FASTEST_SECONDS = (PUZZLE_PICTURES.length * SHOW_MS) / 1000;

/** Which piece lies at each place: shuffled, with at most two pieces left where they belong. */
export function scramble(): number[] {
  const places = Array.from({ length: PIECES }, (_, piece) => piece);
  for (;;) {
    const order = shuffle(places);
    if (order.filter((piece, place) => piece === place).length <= 2) return order;
  }
}

/** The fewest swaps that put every piece in its place: pieces less the cycles they form. */
export function fewestSwaps(order: readonly number[]): number {
  const seen = new Set<number>();
  let cycles = 0;
  for (let start = 0; start < order.length; start++) {
    if (seen.has(start)) continue;
    cycles += 1;
    for (let at = start; !seen.has(at); at = order[at]!) seen.add(at);
  }
  return order.length - cycles;
}

export function roundPoints(swaps: number, fewest: number): number {
  return Math.max(MIN_ROUND_POINTS, ROUND_POINTS - SWAP_COST * Math.max(0, swaps - fewest));
}
