import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@dino/contract';
import { en } from '../locales/en.ts';
import { hy } from '../locales/hy.ts';
import { ru } from '../locales/ru.ts';

export const uiCatalogs = { hy, ru, en };

/**
 * One ready instance per language, created synchronously, so that server rendering and
 * hydration use the same texts with no flash of another language.
 */
const instances = new Map<Locale, i18n>();

export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: uiCatalogs[locale] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
