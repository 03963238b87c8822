import { AUTH_TOKEN_COOKIE, XSRF_COOKIE, isLocale, type Locale } from '@dino/contract';
import { createApiClient, type ApiClient } from './api-client.ts';
import { browserCookie } from './browser-cookies.ts';

export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'hy';
}

/** The client for calls from the browser: this site's API, the page's language, the cookie's token. */
export function browserApi(): ApiClient {
  return createApiClient({
    baseUrl: new URL('/api/', window.location.origin).toString(),
    locale: pageLocale(),
    token: browserCookie(AUTH_TOKEN_COOKIE),
    xsrfToken: browserCookie(XSRF_COOKIE),
  });
}
