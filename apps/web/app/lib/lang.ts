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
