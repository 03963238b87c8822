import { FACES, type Face } from '../art/faces.tsx';
import { shuffle } from '../random.ts';

/** Six pairs: 10 points for each pair found, and up to 60 more for a good memory. */
export const PAIRS = FACES.length;
export const PAIR_POINTS = 10;
export const BONUS_MAX = 60;
/** The bonus shrinks by this much for every try beyond the fewest possible (one per pair). */
export const BONUS_STEP = 5;
/** All cards face up at the start: time to look carefully. */
export const PREVIEW_MS = 3000;
/** A pair found stays on show; two different cards wait a little longer before turning back. */
export const MATCH_MS = 1000;
export const MISMATCH_MS = 1200;
export const MAX_SCORE = PAIRS * PAIR_POINTS + BONUS_MAX;
/** No play ends sooner: the preview, then at least one shown pair per pair. */
export const FASTEST_SECONDS = (PREVIEW_MS + PAIRS * MATCH_MS) / 1000;

export function bonus(tries: number): number {
  return Math.max(0, BONUS_MAX - BONUS_STEP * Math.max(0, tries - PAIRS));
}

export function dealCards(): Face[] {
  return shuffle([...FACES, ...FACES]);
}
