import { AUTH_TOKEN_COOKIE, AUTH_TOKEN_MAX_AGE, TOKEN_TTL_SESSION_SECONDS } from '@dino/contract';
import { cookie, expiredCookie, readCookie } from './cookies.ts';

/** Browsers treat localhost as secure, so the token cookie is Secure there too. */
function secureContext(): boolean {
  return window.isSecureContext;
}

export function browserCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

export function setBrowserCookie(value: string): void {
  document.cookie = value;
}

export function clearBrowserCookies(names: readonly string[]): void {
  for (const name of names) document.cookie = expiredCookie(name);
}

/** The bearer token cookie of spec section 9: Secure, SameSite strict, as long as the token lives. */
export function storeAuthToken(token: string, remember: boolean): void {
  document.cookie = cookie(AUTH_TOKEN_COOKIE, token, {
    maxAge: remember ? AUTH_TOKEN_MAX_AGE : TOKEN_TTL_SESSION_SECONDS,
    sameSite: 'Strict',
    secure: secureContext(),
  });
}
