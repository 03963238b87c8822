import { AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, translate, type Locale } from '@dino/contract';
import { ApiError } from './api-client.ts';
import { pageLocale } from './browser-api.ts';
import { browserCookie, clearBrowserCookies } from './browser-cookies.ts';
import { SELECTION_COOKIES } from './cookies.ts';
import { openDialog, showServerError, toast } from './feedback.ts';

/** The texts of spec section 8 for a failure that came without a message of its own. */
function fallbackMessage(error: ApiError, locale: Locale): string {
  if (error.status === 0) {
    return translate(locale, navigator.onLine ? 'error.request' : 'error.no_internet');
  }
  if (error.status === 401) return translate(locale, 'error.unauthenticated');
  if (error.status === 403) return translate(locale, 'error.forbidden');
  if (error.status === 404) return translate(locale, 'error.not_found');
  if (error.status >= 500) return translate(locale, 'error.server_error');
  return translate(locale, 'error.unknown');
}

/**
 * Spec section 8 in one place (loaded by api-errors.ts when a call fails): 401 forgets the token; 401, no network, 404 and 5xx show the
 * server-error alert; 403 email_not_verified opens the not-verified dialog; anything else is an
 * error toast. Field errors (422) are left to the form that made the call.
 */
export function showApiError(error: unknown, context: { email?: string } = {}): void {
  const locale = pageLocale();
  if (!(error instanceof ApiError)) {
    showServerError(translate(locale, 'error.unknown'));
    return;
  }
  if (error.type === 'validation') return;
  const message = error.message || fallbackMessage(error, locale);
  // The token no longer works: it goes, and with it the play-as mark and the selections. A
  // child's session that their parent opened keeps them: the page the alert reloads takes the
  // way back with them (root loader, features/learning/play-as.ts).
  if (error.status === 401 && browserCookie(PLAY_AS_COOKIE) === undefined)
    clearBrowserCookies([AUTH_TOKEN_COOKIE, PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
  if (error.status === 0 || error.status === 401 || error.status === 404 || error.status >= 500) {
    showServerError(message);
    return;
  }
  if (error.type === 'email_not_verified') {
    openDialog({ name: 'not-verified', email: context.email ?? '' });
    return;
  }
  toast('error', message);
}
