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
