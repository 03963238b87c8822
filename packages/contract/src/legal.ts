import { z } from 'zod';
import { localizedText } from './learning/text.ts';

/** The seven sections of spec section 1, in order, for the terms and the privacy policy alike. */
export const LEGAL_SECTIONS = [
  'general-provisions',
  'registration-and-security',
  'content-rules',
  'age-requirements',
  'data-protection',
  'general-terms',
  'restrictions',
] as const;

export const LEGAL_PAGES = ['terms', 'privacy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const longText = z.strictObject({
  hy: z.string().trim().min(1).max(4000),
  ru: z.string().trim().min(1).max(4000),
  en: z.string().trim().min(1).max(4000),
});

/** content/legal/{terms,privacy}.json */
export const legalFile = z.strictObject({
  updated: z.iso.date(),
  sections: z
    .array(z.strictObject({ id: z.enum(LEGAL_SECTIONS), title: localizedText, body: longText }))
    .refine((sections) => sections.map((s) => s.id).join() === LEGAL_SECTIONS.join(), {
      error: `The sections are exactly: ${LEGAL_SECTIONS.join(', ')}, in this order`,
    }),
});
export type LegalFile = z.infer<typeof legalFile>;

export const legalPageData = z.object({
  updated: z.string(),
  sections: z.array(z.object({ id: z.enum(LEGAL_SECTIONS), title: z.string(), body: z.string() })),
});
export type LegalPageData = z.infer<typeof legalPageData>;

/**
 * The version a parent agrees to: the day the terms or the privacy policy last changed.
 * A later date in either file asks every parent again.
 */
export function legalVersion(pages: Record<LegalPage, { updated: string }>): string {
  return LEGAL_PAGES.map((page) => pages[page].updated)
    .sort()
    .at(-1)!;
}
