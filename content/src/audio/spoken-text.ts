import type { Locale } from '@dino/contract';

/** The language a run of letters is spoken in, told by its script. */
const SCRIPTS: [Locale, RegExp][] = [
  ['hy', /[\u0531-\u058F\uFB13-\uFB17]/u],
  ['ru', /[\u0400-\u04FF]/u],
  ['en', /[A-Za-z\u00C0-\u024F]/u],
];

function scriptOf(char: string): Locale | null {
  for (const [locale, pattern] of SCRIPTS) if (pattern.test(char)) return locale;
  return null;
}

/**
 * The language a card's text is spoken in: a word in its own script's language (an English word
 * on an Armenian page is said in English), a number or sum in the page's language.
 */
export function wordLanguage(text: string, page: Locale): Locale {
  for (const char of text) {
    const script = scriptOf(char);
    if (script) return script;
  }
  return page;
}

/** Whether a card's text says anything aloud: shapes and dots (▲, ● ●) are seen, not heard. */
export function isSpeakable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** A single letter, spoken by its sound and an example word rather than read as a word. */
export function isLetter(text: string): boolean {
  const trimmed = text.trim();
  // Armenian ու is one letter written with two characters.
  return [...trimmed].length === 1 ? /\p{L}/u.test(trimmed) : trimmed.toLowerCase() === 'ու';
}

export interface Segment {
  lang: Locale;
  text: string;
}

/**
 * A line cut where its script changes, so each part is spoken in its own language: "Գտիր «cat»
 * բառի նկարը։" is Armenian, then "cat" in English, then Armenian again. Spaces, digits and
 * punctuation stay with the run they follow.
 */
export function segments(text: string, lang: Locale): Segment[] {
  const parts: Segment[] = [];
  let current: Segment = { lang, text: '' };
  for (const char of text) {
    const script = scriptOf(char);
    if (script && script !== current.lang && current.text.trim() !== '') {
      // Quotes and spaces that open the new run belong to it, not to the last one.
      const tail = /[\s«“"„(]*$/u.exec(current.text)?.[0] ?? '';
      current.text = current.text.slice(0, current.text.length - tail.length);
      parts.push(current);
      current = { lang: script, text: tail };
    } else if (script && script !== current.lang) {
      current.lang = script;
    }
    current.text += char;
  }
  if (current.text.trim() !== '') parts.push(current);
  return parts.map((part) => ({ lang: part.lang, text: part.text.trim() }));
}
