/** Business constants of spec section 9 and the limits the spec leaves to us (see docs/decisions). */

export const LOCALES = ['hy', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hy';

export const ORGANIZATION_ID = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Sample activities per type that a visitor may play on the examples page. */
export const EXAMPLES_PER_TYPE = 2;

const DAY_SECONDS = 24 * 60 * 60;

/** Cookie lifetimes, in seconds. */
export const AUTH_TOKEN_COOKIE = 'auth_token';
export const AUTH_TOKEN_MAX_AGE = 7 * DAY_SECONDS;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * DAY_SECONDS;
export const SELECTION_COOKIE_MAX_AGE = 7 * DAY_SECONDS;
export const NEXT_URL_COOKIE_MAX_AGE = 300;

/** The web app's stored values (spec section 3) and the double-submit XSRF pair (section 7). */
export const NEXT_URL_COOKIE = 'next_url';
export const MODULE_COOKIE = 'current_module';
export const LESSON_COOKIE = 'current_lesson';
export const ACTIVITY_COOKIE = 'current_activity';
/**
 * While a parent lets a child play, the parent's own token waits for the way back in this
 * HttpOnly cookie, which only the server reads (auth/child-session, auth/parent-session).
 */
export const PARENT_SESSION_COOKIE = 'parent_session';
export const PARENT_SESSION_COOKIE_PATH = '/api/auth';
/** The child's id in a session their parent opened, so pages offer the way back; no secret. */
export const PLAY_AS_COOKIE = 'play_as';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Cookie consent (spec section 1): necessary is always on; the choice is kept for a year. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_COOKIE_MAX_AGE = 365 * DAY_SECONDS;
export const CONSENT_CATEGORIES = ['necessary', 'statistical', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A token from a login with `remember` lives as long as the cookie; without it, one day. */
export const TOKEN_TTL_REMEMBER_SECONDS = AUTH_TOKEN_MAX_AGE;
export const TOKEN_TTL_SESSION_SECONDS = DAY_SECONDS;

export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
/** How long the "it was not me" link, mailed to the old address after a change, works. */
export const ACCOUNT_RECOVERY_TTL_DAYS = 7;

export const CHILD_MIN_AGE = 3;
export const CHILD_MAX_AGE = 12;

export const NAME_MAX_LENGTH = 50;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * A child's own sign-in on another device (issue 20, decision 0016): a username their parent
 * picks, and a PIN of four taps on nine pictures (9^4 = 6,561 choices) that a five-year-old can
 * enter. A run of wrong PINs locks it until the parent sets the pictures again.
 */
export const CHILD_USERNAME_MIN_LENGTH = 3;
export const CHILD_USERNAME_MAX_LENGTH = 20;
export const CHILD_PIN_LENGTH = 4;
export const CHILD_PIN_PICTURES = 9;
export const CHILD_PIN_MAX_FAILURES = 5;

export const AVATAR_FORMATS = ['jpg', 'png', 'gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A few hundred kilobytes of PNG can hold 50 megapixels that take 150 MB to decode; an avatar
 * drawn at 512x512 needs nothing near that, so larger pictures are refused before decoding.
 */
export const AVATAR_MAX_MEGAPIXELS = 4;
export const AVATAR_MAX_PIXELS = AVATAR_MAX_MEGAPIXELS * 1_000_000;
export const AVATAR_SIZE_PX = 512;

/** UI timings of spec sections 4 and 9, in milliseconds. */
export const CONFETTI_DELAY_MS = 500;
export const ANSWER_DISPLAY_MS = 2000;
export const TOAST_TIMEOUT_MS = 2500;
export const LOADER_FADE_MS = 500;
export const NAVIGATION_WAIT_MS = 100;
export const MOBILE_BREAKPOINT_PX = 568;
/** Not shown in the spec: how often an open page asks whether a new build is out. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `Accept-Language: hy|ru|en`; anything else, or nothing, means hy (API.md). */
export function localeFromHeader(header: string | undefined | null): Locale {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
