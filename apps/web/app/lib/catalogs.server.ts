import type { Locale } from '@dino/contract';
import { en, type UiCatalog } from '../locales/en.ts';
import { hy } from '../locales/hy.ts';
import { ru } from '../locales/ru.ts';

/** All three catalogs live on the server; a page receives only its own language's. */
export const uiCatalogs: Record<Locale, UiCatalog> = { hy, ru, en };
