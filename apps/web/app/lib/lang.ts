import { DEFAULT_LOCALE, isLocale, type Locale } from '@dino/contract';
import { useRouteLoaderData } from 'react-router';
import { localeFromCookie } from './cookies.ts';

/** The page's language: the URL prefix, else the remembered choice (for /), else Armenian. */
export function resolveLocale(request: Request, param: string | undefined): Locale {
  if (isLocale(param)) return param;
  return localeFromCookie(request.headers.get('cookie')) ?? DEFAULT_LOCALE;
}

export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale: Locale }>('root');
  return data?.locale ?? DEFAULT_LOCALE;
}

/** A path inside the current language, e.g. localePath('ru', '/shop') -> /ru/shop. */
export function localePath(locale: Locale, path = ''): string {
  return `/${locale}${path}`;
}

/** Paths in the page's language: const to = useLocalePath(); to('/shop'). */
export function useLocalePath(): (path?: string) => string {
  const locale = useLocale();
  return (path = '') => localePath(locale, path);
}

/** The same page in another language: swap the prefix, or add one to the bare home page. */
export function samePageIn(locale: Locale, pathname: string, search = ''): string {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter(Boolean);
  return `/${[locale, ...tail].join('/')}`.replace(/\/$/, '') + search;
}

/** Home is / or /{lang}: where logging out returns to. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || /^\/(hy|ru|en)\/?$/.test(pathname);
}
