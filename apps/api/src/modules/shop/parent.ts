import { HttpError } from '../../lib/http-error.ts';
import type { Session } from '../accounts/session.ts';

/** Baskets, wishlists and orders are a verified parent's (a child never sees a buy button). */
export function requireParent(session: Session): number {
  if (session.user.type !== 'parent') throw new HttpError('forbidden', 'shop.parent_only');
  if (!session.user.email_verified_at) throw new HttpError('email_not_verified');
  return session.user.id;
}
