import { HttpError, ValidationError } from '../../lib/http-error.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import { verifyPassword } from './passwords.ts';
import type { Session } from './session.ts';
import type { UsersRepository, UserWithStats } from './users.repository.ts';

/** The parents' area is for the account holder: a child's session gets 403. */
export function requireParent(session: Session): UserWithStats {
  if (session.user.type !== 'parent') throw new HttpError('forbidden', 'privacy.parent_only');
  return session.user;
}

/**
 * One of the caller's own children. Another family's child, or no child at all, is 404: the
 * answer must not tell whether that id exists.
 */
export async function ownChild(
  users: UsersRepository,
  session: Session,
  childId: number,
): Promise<UserWithStats> {
  const parent = requireParent(session);
  const child = await users.findById(childId);
  if (!child || child.type !== 'child' || child.parent_id !== parent.id) {
    throw new HttpError('not_found');
  }
  return child;
}

/**
 * The parent types their password again before something that cannot be undone, so a device
 * left signed in is not enough. Counted per account against guessing.
 */
export async function confirmPassword(
  rateLimits: RateLimits,
  parent: UserWithStats,
  password: string,
  field: 'password' | 'current_password' = 'password',
): Promise<void> {
  await rateLimits.hit([['passwordCheck', String(parent.id)]]);
  if (!(await verifyPassword(parent.password_hash, password))) {
    throw new ValidationError({ [field]: 'validation.password_wrong' });
  }
}
