import { redirect, type AppLoadContext } from 'react-router';
import type { Locale, User } from '@dino/contract';
import { requireUser } from '../../lib/guard.server.ts';

/**
 * Lessons and activities belong to a child (spec section 6): a child's own session, or the one
 * a parent opened for their child. A parent is sent to the modules page to pick who plays.
 */
export async function requireLearner(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<User> {
  const user = await requireUser(request, context, locale);
  if (user.type !== 'child') throw redirect(`/${locale}/modules`);
  return user;
}
