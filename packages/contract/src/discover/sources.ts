import { z } from 'zod';
import { contentId } from '../learning/content-files.ts';

/**
 * A bibliography (`sources.json` beside the content it supports): each reference once, with a
 * short id the entries cite. A web address is given only where the reference has a real one.
 */
export const bibliographyFile = z
  .array(
    z.strictObject({
      id: contentId,
      citation: z.string().trim().min(10).max(400),
      url: z.url({ protocol: /^https$/ }).optional(),
    }),
  )
  .min(1);
export type BibliographyFile = z.infer<typeof bibliographyFile>;

/** The references an entry rests on: at least one, each named once. */
export const citedSources = z
  .array(contentId)
  .min(1, { error: 'Every entry names at least one source' })
  .max(6)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A source is named twice' });

export const sourceData = z.object({
  id: z.string(),
  citation: z.string(),
  url: z.string().optional(),
});
export type SourceData = z.infer<typeof sourceData>;
