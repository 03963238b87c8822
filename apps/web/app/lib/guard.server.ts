import { redirect, type AppLoadContext } from 'react-router';
import type { Locale, User } from '@dino/contract';
import { ApiError } from './api-client.ts';
import { nextUrlCookie } from './cookies.ts';
import { currentUser } from './current-user.server.ts';

/**
 * A guarded page's loader starts here (spec section 6): the signed-in user, or a redirect to
 * the login dialog that comes back to this page afterwards (the next-url cookie, 300 s).
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<User> {
  try {
    // No token, nothing to ask the API: straight to the login dialog.
    const user = await currentUser(request, context, locale);
    if (user) return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  const url = new URL(request.url);
  throw redirect(`/${locale}?dialog=login`, {
    headers: { 'Set-Cookie': nextUrlCookie(url.pathname + url.search) },
  });
}
