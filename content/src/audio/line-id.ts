import { createHash } from 'node:crypto';
import type { Locale } from '@dino/contract';

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** A spoken line is known by its language and its words, whoever voices it. */
export function lineId(lang: Locale, text: string): string {
  return hash(lang, text).slice(0, 16);
}

/**
 * A line's file is named by its language, voice and words, so a new voice or a changed text is a
 * new name and a browser may keep any file it has for good.
 */
export function audioFileName(lang: Locale, voice: string, text: string): string {
  return `${hash(lang, voice, text).slice(0, 20)}.webm`;
}

export const AUDIO_FILE_PATTERN = /^[0-9a-f]{20}\.webm$/;
