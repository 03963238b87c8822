import { z } from 'zod';
import { LOCALES } from '../constants.ts';

/**
 * What a recorded line must measure to replace a generated one (content/audio/README.md): about
 * as loud as the generated voice, silence trimmed at both ends, and short enough for a child to
 * wait for.
 */
export const RECORDING_LIMITS = {
  /** Integrated loudness (EBU R128), in LUFS. */
  loudness: { min: -24, max: -14 },
  /** Silence before the first word and after the last, in milliseconds. */
  edgeSilenceMs: 300,
  /** The whole line, in milliseconds: a picture-book page, the longest, runs 31 s generated. */
  maxMs: 45_000,
} as const;

const measures = z.strictObject({
  loudness: z.number(),
  lead_silence_ms: z.number().int().nonnegative(),
  tail_silence_ms: z.number().int().nonnegative(),
});

/** One line's file: which voice speaks it, and the bytes it must have. */
export const audioManifestLine = z.strictObject({
  lang: z.enum(LOCALES),
  text: z.string().min(1),
  voice: z.string().min(1),
  source: z.enum(['synthetic', 'recorded']),
  file: z.string().regex(/^[0-9a-f]{20}\.webm$/),
  bytes: z.number().int().positive(),
  ms: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Measured when a recording is added; a generated line is made to measure. */
  measures: measures.optional(),
});
export type AudioManifestLine = z.infer<typeof audioManifestLine>;

/** content/audio/manifest.json: every spoken line by its id (see lineId in @dino/content). */
export const audioManifestFile = z.strictObject({
  voices: z.record(z.string(), z.string().describe('How the voice is made or who recorded it')),
  lines: z.record(z.string().regex(/^[0-9a-f]{16}$/), audioManifestLine),
});
export type AudioManifestFile = z.infer<typeof audioManifestFile>;
