import { VOICE_LINES, type Locale, type VoiceLineKey, type VoiceLinesData } from '@dino/contract';
import { createApiClient, type ApiAnswer } from '../../lib/api-client.ts';
import { play, preload } from './narrator.ts';
import type { Tone } from './tones.ts';

/**
 * Dino's own lines (feedback, the lesson's end): the words come from VOICE_LINES, their files'
 * URLs from the API, asked once per language and kept for the visit.
 */
const asked = new Map<Locale, Promise<VoiceLinesData | null>>();
const known = new Map<Locale, VoiceLinesData>();

export function voiceLines(locale: Locale): Promise<VoiceLinesData | null> {
  let lines = asked.get(locale);
  if (!lines) {
    const api = createApiClient({
      baseUrl: new URL('/api/', window.location.origin).toString(),
      locale,
    });
    lines = api
      .get<ApiAnswer<VoiceLinesData>>('audio/voice-lines')
      .then(({ data }) => {
        known.set(locale, data);
        return data;
      })
      .catch(() => {
        // Offline for a moment: the next task asks again.
        asked.delete(locale);
        return null;
      });
    asked.set(locale, lines);
  }
  return lines;
}

/**
 * A line's file, found by its place among the key's lines. The API leaves out a line with no
 * file yet, and then the places no longer match: nothing is said rather than the wrong words.
 */
function urlIn(data: VoiceLinesData, key: VoiceLineKey, locale: Locale, index: number) {
  const urls = data[key];
  return urls.length === VOICE_LINES[key][locale].length ? (urls[index] ?? null) : null;
}

export async function voiceLineUrl(
  key: VoiceLineKey,
  locale: Locale,
  index: number,
): Promise<string | null> {
  const data = await voiceLines(locale);
  return data ? urlIn(data, key, locale, index) : null;
}

/** How many times each key has been said on this visit, so its lines take turns. */
const turns: Partial<Record<VoiceLineKey, number>> = {};

function turnOf(key: VoiceLineKey, locale: Locale): number {
  return (turns[key] ?? 0) % VOICE_LINES[key][locale].length;
}

/** The place of the key's line to show and say now; the next call gives the one after it. */
export function takeTurn(key: VoiceLineKey, locale: Locale): number {
  const index = turnOf(key, locale);
  turns[key] = (turns[key] ?? 0) + 1;
  return index;
}

/**
 * Says a line with its tone at once. The tone answers a tap and never waits; the words join it
 * only when their URLs have already arrived (they are asked for as each task opens).
 */
export function sayLine(key: VoiceLineKey, locale: Locale, index: number, tone?: Tone): void {
  const data = known.get(locale);
  void play(data ? urlIn(data, key, locale, index) : null, { tone });
}

/** Fetches the feedback lines that will be said next, while the child plays. */
export function preloadFeedback(locale: Locale): void {
  void voiceLines(locale).then((data) => {
    if (!data) return;
    for (const key of ['right', 'try_again'] as const)
      void preload(urlIn(data, key, locale, turnOf(key, locale)));
  });
}
