import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE,
  PARENT_TOKEN_COOKIE,
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
import { cookie, SELECTION_COOKIES } from '../../lib/cookies.ts';

/**
 * "Play as Aram": the parent's session asks for a session of their own child
 * (auth/child-session/{id}); the parent's token waits in its own cookie for the way back, which
 * passes the parental gate. The selections of whoever played before are forgotten.
 */
export async function playAs(child: User): Promise<void> {
  const answer = await browserApi().post<ApiAnswer<LoginData>>(`auth/child-session/${child.id}`);
  const parentToken = browserCookie(AUTH_TOKEN_COOKIE);
  if (parentToken) {
    setBrowserCookie(
      cookie(PARENT_TOKEN_COOKIE, parentToken, {
        maxAge: AUTH_TOKEN_MAX_AGE,
        sameSite: 'Strict',
        secure: window.isSecureContext,
      }),
    );
  }
  clearBrowserCookies(SELECTION_COOKIES);
  storeAuthToken(answer.data.token, false);
}

/** Ends the child's session (its token is revoked) and brings the parent's back. */
export async function backToParent(): Promise<void> {
  const parentToken = browserCookie(PARENT_TOKEN_COOKIE);
  await browserApi()
    .post('auth/logout')
    .catch(() => undefined);
  clearBrowserCookies([AUTH_TOKEN_COOKIE, PARENT_TOKEN_COOKIE, ...SELECTION_COOKIES]);
  if (parentToken) storeAuthToken(parentToken, true);
}
