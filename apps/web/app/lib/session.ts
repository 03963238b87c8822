import { useRouteLoaderData } from 'react-router';
import type { User } from '@dino/contract';

/** The signed-in user as the root loader fetched it, or null for a visitor. */
export function useUser(): User | null {
  return useRouteLoaderData<{ user: User | null }>('root')?.user ?? null;
}

/** Whether this child's session was opened by their parent, who can come back to their own. */
export function useParentWaiting(): boolean {
  return useRouteLoaderData<{ parentWaiting: boolean }>('root')?.parentWaiting ?? false;
}

/**
 * Whether a user (or a visitor) may use a part of the site a parent can switch off for their
 * child: games or videos. A child whose switches did not come with the user keeps them on.
 */
export function allows(user: User | null, feature: 'games' | 'videos'): boolean {
  return user?.type !== 'child' || user.permissions?.[feature] !== false;
}
