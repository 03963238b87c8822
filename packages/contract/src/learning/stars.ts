/**
 * Stars reward thinking over guessing (issue 20, decision 0015): an activity right on the first
 * try earns all its points; right after a wrong try it earns a third of them, rounded up, so it
 * still earns something. The server counts them once per activity; the lesson-completed window
 * shows the same sum.
 */
export const RETRY_POINTS_DIVISOR = 3;

/** `firstTry` unknown (an older client that did not say) counts as a first try, as before. */
export function earnedPoints(points: number, firstTry: boolean | null | undefined): number {
  return firstTry === false ? Math.ceil(points / RETRY_POINTS_DIVISOR) : points;
}
