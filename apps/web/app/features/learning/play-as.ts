import { AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, type LoginData, type User } from '@dino/contract';
import { ApiError, type ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import {
  clearBrowserCookies,
  setBrowserCookie,
  storeAuthToken,
} from '../../lib/browser-cookies.ts';
import { SELECTION_COOKIES, playAsCookie } from '../../lib/cookies.ts';
import { logOut } from '../auth/logout.ts';

/**
 * "Play as Aram": the parent's session asks for a session of their own child
 * (auth/child-session/{id}). The parent's token stays out of the page's reach: the answer keeps
 * it in an HttpOnly cookie only the server reads, and the page marks the child's session as
 * one with a way back. The selections of whoever played before are forgotten.
 */
export async function playAs(child: User): Promise<void> {
  const answer = await browserApi().post<ApiAnswer<LoginData>>(`auth/child-session/${child.id}`);
  clearBrowserCookies(SELECTION_COOKIES);
  setBrowserCookie(playAsCookie(child.id));
  storeAuthToken(answer.data.token, false);
}

/**
 * The way back, once the parental gate is passed: the server checks its cookie against this
 * child's session, ends that session and answers with the parent's token. A way back it refuses
 * is gone for good, so the child's session is signed out too and the parent signs in again.
 */
export async function backToParent(): Promise<void> {
  let answer: ApiAnswer<LoginData>;
  try {
    answer = await browserApi().post<ApiAnswer<LoginData>>('auth/parent-session');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      await logOut();
    }
    throw error;
  }
  clearBrowserCookies([AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
  // A session cookie's length: how long the parent's own login was meant to last is not known here.
  storeAuthToken(answer.data.token, false);
}
