import { z } from 'zod';
import { contentId } from '../learning/content-files.ts';
import { localizedText } from '../learning/text.ts';
import { typedText } from '../validation.ts';
import { ANIMAL_GROUPS, DIETS, GEOLOGIC_PERIODS, PERIOD_SPANS } from './encyclopedia-rules.ts';
import { citedSources, sourceData } from './sources.ts';

/**
 * The encyclopedia (content/encyclopedia): one file per animal in `entries/`, its picture in
 * `art/{id}.svg`, the references in `sources.json`.
 */

/** A measure as a range: sources disagree, so min and max; a single figure has min = max. */
function range(unit: string, max: number) {
  return z
    .strictObject({ min: z.number().positive().max(max), max: z.number().positive().max(max) })
    .refine((value) => value.min <= value.max, { error: `The smallest ${unit} comes first` });
}

/** ISO 3166-1 alpha-2; the page names the country in its own language (Intl.DisplayNames). */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'A two-letter country code' });

export const encyclopediaEntryFile = z
  .strictObject({
    id: contentId,
    /** The genus, as science writes it. */
    scientificName: z.string().regex(/^[A-Z][a-z]+$/, { error: 'A genus name, like Stegosaurus' }),
    name: localizedText,
    /** How to say the name, in each language's own letters, stressed syllable in capitals. */
    pronunciation: localizedText,
    /** What the name means. */
    meaning: localizedText,
    group: z.enum(ANIMAL_GROUPS),
    period: z.enum(GEOLOGIC_PERIODS),
    /** When it lived, in millions of years ago. */
    mya: z
      .strictObject({ from: z.number().positive().max(260), to: z.number().positive().max(260) })
      .refine((value) => value.from >= value.to, { error: 'from is the older, larger number' }),
    diet: z.enum(DIETS),
    /** Metres, nose to tail (wingspan for a pterosaur). */
    length: range('length', 60),
    /** Kilograms; left out where no published estimate exists (the page says it is unknown). */
    weight: range('weight', 100_000).optional(),
    /** Countries where its fossils were found. */
    fossils: z.array(countryCode).min(1).max(12),
    description: localizedText,
    /** One surprising, true thing a child will remember. */
    fact: localizedText,
    sources: citedSources,
  })
  .refine(
    (entry) => {
      const span = PERIOD_SPANS[entry.period];
      return entry.mya.from <= span.from + 0.5 && entry.mya.to >= span.to - 0.5;
    },
    { error: 'The years (mya) must lie inside the period', path: ['mya'] },
  );
export type EncyclopediaEntryFile = z.infer<typeof encyclopediaEntryFile>;

export const encyclopediaQuery = z.object({
  q: typedText(60).optional(),
  period: z.enum(GEOLOGIC_PERIODS).optional(),
  diet: z.enum(DIETS).optional(),
  group: z.enum(ANIMAL_GROUPS).optional(),
});
export type EncyclopediaQuery = z.infer<typeof encyclopediaQuery>;

const measure = z.object({ min: z.number(), max: z.number() });

export const encyclopediaSummary = z.object({
  id: z.string(),
  name: z.string(),
  scientificName: z.string(),
  group: z.enum(ANIMAL_GROUPS),
  period: z.enum(GEOLOGIC_PERIODS),
  mya: z.object({ from: z.number(), to: z.number() }),
  diet: z.enum(DIETS),
  length: measure,
  art: z.string(),
});
export type EncyclopediaSummary = z.infer<typeof encyclopediaSummary>;

export const encyclopediaEntryData = encyclopediaSummary.extend({
  pronunciation: z.string(),
  meaning: z.string(),
  weight: measure.optional(),
  fossils: z.array(z.string()),
  description: z.string(),
  fact: z.string(),
  sources: z.array(sourceData),
});
export type EncyclopediaEntryData = z.infer<typeof encyclopediaEntryData>;
