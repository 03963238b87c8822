import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  AUTH_TOKEN_COOKIE,
  NEXT_URL_COOKIE,
  PLAY_AS_COOKIE,
  type LoginData,
  type User,
} from '@dino/contract';
import { ApiError, type ApiAnswer } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import {
  clearBrowserCookies,
  setBrowserCookie,
  storeAuthToken,
} from '../../lib/browser-cookies.ts';
import { SELECTION_COOKIES, playAsCookie } from '../../lib/cookies.ts';
import { closeDialog, openDialog, toast } from '../../lib/feedback.ts';
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
  // Kept past the child's day on the server: once it is over, this token opens the way back.
  storeAuthToken(answer.data.token, true);
}

/**
 * The server checks its cookie against this child's session, ends that session and answers
 * with the parent's token. The cookie is the longest the spec gives: the parent's session ends
 * when the server says so, and a token it refuses is forgotten then.
 */
async function takeWayBack(): Promise<void> {
  const answer = await browserApi().post<ApiAnswer<LoginData>>('auth/parent-session');
  clearBrowserCookies([AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
  storeAuthToken(answer.data.token, true);
}

const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The way back, once the parental gate is passed. A way back the server refuses is gone for
 * good, so the child's session is signed out too and the parent signs in again.
 */
export async function backToParent(): Promise<void> {
  try {
    await takeWayBack();
  } catch (error) {
    if (refused(error)) await logOut();
    throw error;
  }
}

/**
 * A child's session that their parent opened has ended on its own, a day after it began (the
 * root loader says so): the parent's session comes back if it still lives, else the login
 * opens. Either way nothing of the child's session stays.
 */
export function useParentAfterPlay(playEnded: boolean): void {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!playEnded) return;
    takeWayBack().then(
      async () => {
        // A guarded page of the child's sent the page to the login and meant to come back.
        clearBrowserCookies([NEXT_URL_COOKIE]);
        closeDialog();
        toast('info', t('learn.playEnded'));
        await revalidator.revalidate();
      },
      (error: unknown) => {
        if (!refused(error)) return reportApiError(error);
        clearBrowserCookies([AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
        toast('warning', error.message);
        openDialog({ name: 'login' });
      },
    );
    // Once per page that finds the session ended, whatever the hooks' objects do in between.
  }, [playEnded]);
}
