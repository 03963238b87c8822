import type { AppLoadContext } from 'react-router';
import { AUTH_TOKEN_COOKIE, type Locale, type User } from '@dino/contract';
import { serverApi, type ApiAnswer } from './api-client.ts';
import { readCookie } from './cookies.ts';

/** One user-data call per page request, shared by the root loader and a guarded page's loader. */
const asked = new WeakMap<AppLoadContext, Promise<User | null>>();

/**
 * The signed-in user of this request, or null without a token. A token the API refuses
 * rejects with its ApiError, for the caller to decide (forget it, or send to the login).
 */
export function currentUser(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<User | null> {
  let user = asked.get(context);
  if (!user) {
    user = readCookie(request.headers.get('cookie'), AUTH_TOKEN_COOKIE)
      ? serverApi(request, context, locale)
          .post<ApiAnswer<User>>('auth/user-data')
          .then((answer) => answer.data)
      : Promise.resolve(null);
    // Both loaders may fail on it; neither should see an unhandled rejection.
    user.catch(() => undefined);
    asked.set(context, user);
  }
  return user;
}
