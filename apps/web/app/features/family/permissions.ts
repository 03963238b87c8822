import type { ChildPermissions, User } from '@dino/contract';

/** What a child may use until their parent says otherwise (a parent's user has no switches). */
export function permissionsOf(user: User): ChildPermissions {
  return user.permissions ?? { games: true, videos: true };
}
