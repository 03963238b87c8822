import { PLAY_AS_COOKIE } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { browserCookie, clearBrowserCookies } from '../../lib/browser-cookies.ts';
import { SESSION_COOKIES } from '../../lib/cookies.ts';

/**
 * Spec section 4: the server forgets the token, the browser forgets the token and the stored
 * module, lesson, activity and next-url. A failed call still signs out here: the token is
 * gone from the browser either way, and it expires on the server.
 */
export async function logOut(): Promise<void> {
  // A child's session opened by a parent: the parent's waiting session ends too, and its
  // HttpOnly cookie goes, which only the server can clear.
  if (browserCookie(PLAY_AS_COOKIE) !== undefined) {
    await browserApi()
      .delete('auth/parent-session')
      .catch(() => undefined);
  }
  await browserApi()
    .post('auth/logout')
    .catch(() => undefined);
  clearBrowserCookies(SESSION_COOKIES);
}
