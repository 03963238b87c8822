import { z } from 'zod';
import { ageBand, contentId } from '../learning/content-files.ts';
import { artKey, localizedText } from '../learning/text.ts';

/** A picture book has at least this many pages, besides its cover. */
export const BOOK_MIN_PAGES = 16;

/** content/books/{id}/book.json, its pictures in content/books/{id}/art/. */
export const bookFile = z.strictObject({
  id: contentId,
  title: localizedText,
  /** One or two sentences for the library shelf. */
  summary: localizedText,
  ages: ageBand,
  cover: artKey,
  /** What the cover shows, for a screen reader. */
  coverAlt: localizedText,
  pages: z
    .array(z.strictObject({ art: artKey, alt: localizedText, text: localizedText }))
    .min(BOOK_MIN_PAGES)
    .max(40),
});
export type BookFile = z.infer<typeof bookFile>;

export const bookSummary = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  ages: z.tuple([z.number(), z.number()]),
  cover: z.string(),
  coverAlt: z.string(),
  pages: z.number(),
});
export type BookSummary = z.infer<typeof bookSummary>;

export const bookData = bookSummary.extend({
  pages: z.array(
    z.object({
      art: z.string(),
      alt: z.string(),
      text: z.string(),
      audio: z.string().nullable().describe('URL of the page read aloud'),
    }),
  ),
});
export type BookData = z.infer<typeof bookData>;
