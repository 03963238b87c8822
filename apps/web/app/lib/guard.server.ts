import { redirect, type AppLoadContext } from 'react-router';
import { AUTH_TOKEN_COOKIE, type Locale, type User } from '@dino/contract';
import { ApiError, serverApi, type ApiAnswer } from './api-client.ts';
import { nextUrlCookie, readCookie } from './cookies.ts';

/**
 * A guarded page's loader starts here (spec section 6): the signed-in user, or a redirect to
 * the login dialog that comes back to this page afterwards (the next-url cookie, 300 s).
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<User> {
  // No token, nothing to ask the API: straight to the login dialog.
  if (readCookie(request.headers.get('cookie'), AUTH_TOKEN_COOKIE)) {
    try {
      const api = serverApi(request, context, locale);
      return (await api.post<ApiAnswer<User>>('auth/user-data')).data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  const url = new URL(request.url);
  throw redirect(`/${locale}?dialog=login`, {
    headers: { 'Set-Cookie': nextUrlCookie(url.pathname + url.search) },
  });
}
