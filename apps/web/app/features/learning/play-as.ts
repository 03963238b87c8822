import {
  AUTH_TOKEN_COOKIE,
  PARENT_TOKEN_COOKIE,
  TOKEN_TTL_SESSION_SECONDS,
  type LoginData,
  type User,
} from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import {
  browserCookie,
  clearBrowserCookies,
  setBrowserCookie,
  storeAuthToken,
} from '../../lib/browser-cookies.ts';
import { cookie, SELECTION_COOKIES, waitingParentToken } from '../../lib/cookies.ts';

/**
 * "Play as Aram": the parent's session asks for a session of their own child
 * (auth/child-session/{id}); the parent's token waits, tied to that child and no longer than the
 * child's session lives, for the way back, which passes the parental gate. The selections of
 * whoever played before are forgotten.
 */
export async function playAs(child: User): Promise<void> {
  const answer = await browserApi().post<ApiAnswer<LoginData>>(`auth/child-session/${child.id}`);
  const parentToken = browserCookie(AUTH_TOKEN_COOKIE);
  if (parentToken) {
    setBrowserCookie(
      cookie(PARENT_TOKEN_COOKIE, `${child.id}.${parentToken}`, {
        maxAge: TOKEN_TTL_SESSION_SECONDS,
        sameSite: 'Strict',
        secure: window.isSecureContext,
      }),
    );
  }
  clearBrowserCookies(SELECTION_COOKIES);
  storeAuthToken(answer.data.token, false);
}

/** Ends the child's session (its token is revoked) and brings the parent's back. */
export async function backToParent(child: User): Promise<void> {
  const parentToken = waitingParentToken(browserCookie(PARENT_TOKEN_COOKIE), child.id);
  await browserApi()
    .post('auth/logout')
    .catch(() => undefined);
  clearBrowserCookies([AUTH_TOKEN_COOKIE, PARENT_TOKEN_COOKIE, ...SELECTION_COOKIES]);
  // A session cookie's length: how long the parent's own login was meant to last is not known here.
  if (parentToken) storeAuthToken(parentToken, false);
}
