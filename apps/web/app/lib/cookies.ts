import {
  ACTIVITY_COOKIE,
  AUTH_TOKEN_COOKIE,
  LESSON_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  MODULE_COOKIE,
  NEXT_URL_COOKIE,
  NEXT_URL_COOKIE_MAX_AGE,
  PLAY_AS_COOKIE,
  SELECTION_COOKIE_MAX_AGE,
  TOKEN_TTL_REMEMBER_SECONDS,
  isLocale,
  readCookie,
  type Locale,
} from '@dino/contract';

export { readCookie };

interface CookieOptions {
  maxAge?: number;
  sameSite: 'Lax' | 'Strict';
  secure?: boolean;
}

/** A Set-Cookie value (or a document.cookie assignment) for the whole site. */
export function cookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `SameSite=${options.sameSite}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0`;
}

export function localeFromCookie(header: string | null): Locale | undefined {
  const value = readCookie(header, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The language choice is remembered for a year (spec section 9). */
export function localeCookie(locale: Locale): string {
  return cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

/** Where to go back after signing in, kept for five minutes (spec section 9). */
export function nextUrlCookie(path: string): string {
  return cookie(NEXT_URL_COOKIE, path, { maxAge: NEXT_URL_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

/** The current module, lesson or activity, kept for a week (spec section 9). */
export function selectionCookie(name: SelectionCookie, uuid: string): string {
  return cookie(name, uuid, { maxAge: SELECTION_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

/** The learning selections, outermost first: clearing one clears the ones inside it. */
export const SELECTION_COOKIES = [MODULE_COOKIE, LESSON_COOKIE, ACTIVITY_COOKIE] as const;
export type SelectionCookie = (typeof SELECTION_COOKIES)[number];

/**
 * A child's session that their parent opened ("play as"), marked with the child's id, so its
 * pages offer the way back. It outlives the child's day, as long as a parent's session may
 * live, so that a page finding the child's session over brings the parent's back. No secret:
 * the parent's token waits in an HttpOnly cookie that only the server reads.
 */
export function playAsCookie(childId: number): string {
  return cookie(PLAY_AS_COOKIE, String(childId), {
    maxAge: TOKEN_TTL_REMEMBER_SECONDS,
    sameSite: 'Lax',
  });
}

/** What logging out forgets (spec section 4): the token, the selections and the play-as mark. */
export const SESSION_COOKIES = [
  AUTH_TOKEN_COOKIE,
  PLAY_AS_COOKIE,
  ...SELECTION_COOKIES,
  NEXT_URL_COOKIE,
] as const;

/** A path on this site only, so that a stored next-url cannot send anyone elsewhere. */
export function isLocalPath(value: string | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}
