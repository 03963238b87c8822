import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@dino/contract';
import type { UiCatalog } from '../locales/en.ts';

/**
 * One ready instance per language, created synchronously from a catalog already at hand, so
 * that server rendering and hydration use the same texts with no flash of another language.
 * The server holds all three catalogs; the browser fetches only the language it shows.
 */
const instances = new Map<Locale, i18n>();
const catalogs = new Map<Locale, UiCatalog>();

export function i18nFor(locale: Locale, catalog: UiCatalog): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: catalog } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function addCatalog(locale: Locale, catalog: UiCatalog): void {
  catalogs.set(locale, catalog);
  // An instance made without it (an error page's, with the keys' own words) is made again.
  instances.delete(locale);
}

/** The language's catalog, if this server or browser has it. */
export function catalogOf(locale: Locale): UiCatalog | undefined {
  return catalogs.get(locale);
}

/** Fetches a language's catalog file once (the page preloads it); later calls find it here. */
export async function loadCatalog(locale: Locale, href: string): Promise<void> {
  if (catalogs.has(locale)) return;
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The ${locale} texts did not load (${response.status})`);
  addCatalog(locale, (await response.json()) as UiCatalog);
}
