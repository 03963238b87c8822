/**
 * The parents' area (issue 8), zod-free so pages can read it without the schemas.
 */

/** The progress dashboard shows this many weeks, the current one last. */
export const PROGRESS_WEEKS = 8;

/**
 * The longest time one activity can add to a child's week: a page left open over lunch must
 * not read as an hour of learning.
 */
export const ACTIVITY_SECONDS_MAX = 30 * 60;

/** A parent who asked for the weekly summary gets one mail per this many days at most. */
export const WEEKLY_SUMMARY_DAYS = 7;

/** What a parent can switch off per child; the shop is never shown to children at all. */
export const CHILD_FEATURES = ['games', 'videos'] as const;
export type ChildFeature = (typeof CHILD_FEATURES)[number];

/** The Monday (UTC) that starts the week of a moment, as YYYY-MM-DD. */
export function weekStart(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The parent's dashboard lists this many of the latest tasks that took more than one try. */
export const HARD_TASKS_SHOWN = 8;
