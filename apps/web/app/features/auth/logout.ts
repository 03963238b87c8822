import { PARENT_TOKEN_COOKIE } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { browserCookie, clearBrowserCookies } from '../../lib/browser-cookies.ts';
import { SESSION_COOKIES, waitingParentToken } from '../../lib/cookies.ts';

/**
 * Spec section 4: the server forgets the token, the browser forgets the token and the stored
 * module, lesson, activity and next-url. A failed call still signs out here: the token is
 * gone from the browser either way, and it expires on the server.
 */
export async function logOut(): Promise<void> {
  await browserApi()
    .post('auth/logout')
    .catch(() => undefined);
  // A child's session opened by a parent: the parent's waiting token ends too.
  const parentToken = waitingParentToken(browserCookie(PARENT_TOKEN_COOKIE));
  if (parentToken) {
    await browserApi(parentToken)
      .post('auth/logout')
      .catch(() => undefined);
  }
  clearBrowserCookies(SESSION_COOKIES);
}
