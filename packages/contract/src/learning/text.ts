import { z } from 'zod';
import { LOCALES, type Locale } from '../constants.ts';

const phrase = z.string().trim().min(1).max(600);

/** A text written once per language. */
export const localizedText = z.strictObject({ hy: phrase, ru: phrase, en: phrase });
export type LocalizedText = z.infer<typeof localizedText>;

/** Some languages may be left out: the player falls back to the prompt (narration). */
export const partialLocalizedText = z.strictObject({
  hy: phrase.optional(),
  ru: phrase.optional(),
  en: phrase.optional(),
});

/**
 * A label that is the same in every language (a letter, a digit, an English word to learn) is a
 * plain string; anything a child reads in their own language is written in all three.
 */
export const textSchema = z.union([phrase, localizedText]);
export type Text = z.infer<typeof textSchema>;

/** Content ids, item ids and art keys: lowercase letters and digits joined by "-". */
export function slug(what: string) {
  return z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: `${what} is lowercase letters and digits joined by "-"`,
  });
}

/** An SVG in content/learning/art, named by its file name without `.svg`. */
export const artKey = slug('An art key');

/** Fields that name a picture, at any depth of an activity's content. */
export function isArtField(field: string | undefined): boolean {
  return field === 'art' || field === 'background';
}

/** Content as one language sees it: every text is a string (mapped types keep tuples). */
export type Localized<T> = T extends LocalizedText
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : { [K in keyof T]: Localized<T[K]> };

export function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
}

export function localizeText(text: Text, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}

/**
 * One language's view of authored content. Art keys (every field named `art` or `background`)
 * become URLs through `artUrl`, so the player needs no knowledge of where art is served from.
 */
export function localizeContent<T>(
  value: T,
  locale: Locale,
  artUrl: (key: string) => string = (key) => key,
): Localized<T> {
  const walk = (node: unknown, field?: string): unknown => {
    if (typeof node === 'string') return isArtField(field) ? artUrl(node) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node !== null && typeof node === 'object') {
      if (isLocalizedText(node)) return node[locale];
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, key)]));
    }
    return node;
  };
  return walk(value) as Localized<T>;
}
