import { z } from 'zod';
import { VOICE_LINE_KEYS, type VoiceLineKey } from './voice-lines.ts';

/**
 * An activity's spoken lines: its instruction, and every word, letter or number on a card by
 * the text the card shows. A word is spoken in its own language (an English word on an Armenian
 * page is said in English); a number in the page's.
 */
export const activityAudio = z.object({
  prompt: z.string().nullable().describe('URL of the spoken instruction (narration, else prompt)'),
  words: z
    .record(z.string(), z.string())
    .describe('URL of each card text spoken aloud, keyed by the text as shown'),
});
export type ActivityAudio = z.infer<typeof activityAudio>;

/** The spoken lines of the page's language (see VOICE_LINES), as URLs in the same order. */
export const voiceLinesData = z.object(
  Object.fromEntries(VOICE_LINE_KEYS.map((key) => [key, z.array(z.string())])) as Record<
    VoiceLineKey,
    z.ZodArray<z.ZodString>
  >,
);
export type VoiceLinesData = z.infer<typeof voiceLinesData>;
