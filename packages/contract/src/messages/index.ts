import type { Locale } from '../constants.ts';
import { en, type Catalog, type MessageKey } from './en.ts';
import { hy } from './hy.ts';
import { ru } from './ru.ts';

export type { Catalog, MessageKey };
export const catalogs: Record<Locale, Catalog> = { hy, ru, en };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The message in the locale, with `{name}` placeholders filled from params. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
