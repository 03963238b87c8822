import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@dino/contract';
import { en, type UiCatalog } from '../locales/en.ts';
import { hy } from '../locales/hy.ts';
import { ru } from '../locales/ru.ts';
import { addCatalog } from './i18n.ts';

/** All three catalogs live on the server; the server renders every page with them. */
export const uiCatalogs: Record<Locale, UiCatalog> = { hy, ru, en };
for (const locale of LOCALES) addCatalog(locale, uiCatalogs[locale]);

/**
 * The browser gets its language's catalog as a file named by its content's hash: one download
 * kept in the cache for every later page, instead of 50 KB inside each page's HTML and each
 * navigation's data.
 */
const files = new Map<string, string>();
export const catalogHrefs = Object.fromEntries(
  LOCALES.map((locale) => {
    const body = JSON.stringify(uiCatalogs[locale]);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const file = `${locale}.${hash}.json`;
    files.set(file, body);
    return [locale, `/ui-catalog/${file}`];
  }),
) as Record<Locale, string>;

/** The catalog file's JSON, or undefined for a name no build of this server gave out. */
export function catalogFile(name: string): string | undefined {
  return files.get(name);
}
