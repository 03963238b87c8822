import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@dino/contract';
import type { UiCatalog } from '../locales/en.ts';

/**
 * One ready instance per language, created synchronously from the catalog the root loader
 * sends, so that server rendering and hydration use the same texts with no flash of another
 * language, and the browser never downloads the catalogs of the other two.
 */
const instances = new Map<Locale, i18n>();

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
