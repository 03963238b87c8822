import type { User } from '@dino/contract';
import { createStore, useStore } from '../../lib/store.ts';

/**
 * The total a completion answered with (spec section 4: the user's total scores are updated
 * from the response), shown at once everywhere the score is, before any page reloads the user.
 */
const latest = createStore<{ userId: number; total: number } | null>(null);

export function setTotalScores(userId: number, total: number): void {
  latest.set({ userId, total });
}

export function useTotalScores(user: User): number {
  const known = useStore(latest);
  return known?.userId === user.id ? known.total : user.user_stat.total_scores;
}

/**
 * The stars a lesson gave (the sum of what its activities earned), set by the lesson's run as it
 * finishes: the lesson-completed modal shows them, and the page opens it with the lesson alone.
 */
const lessonStars = createStore<{ lesson: string; stars: number } | null>(null);

export function setLessonStars(lesson: string, stars: number): void {
  lessonStars.set({ lesson, stars });
}

export function useLessonStars(lesson: string): number | null {
  const known = useStore(lessonStars);
  return known?.lesson === lesson ? known.stars : null;
}
