import { z } from 'zod';
import { contentId } from '../learning/content-files.ts';
import { localizedText } from '../learning/text.ts';
import { citedSources, sourceData } from './sources.ts';

/** content/facts/facts.json: true facts for curious children, each with its references. */
export const factsFile = z
  .strictObject({
    categories: z.array(z.strictObject({ id: contentId, name: localizedText })).min(1),
    facts: z
      .array(
        z.strictObject({
          id: contentId,
          category: contentId,
          text: localizedText,
          sources: citedSources,
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const categories = new Set(file.categories.map((c) => c.id));
    const seen = new Set<string>();
    file.facts.forEach((fact, index) => {
      if (!categories.has(fact.category))
        ctx.addIssue({
          code: 'custom',
          path: ['facts', index, 'category'],
          message: 'Unknown category',
        });
      if (seen.has(fact.id))
        ctx.addIssue({
          code: 'custom',
          path: ['facts', index, 'id'],
          message: 'This id is used twice',
        });
      seen.add(fact.id);
    });
  });
export type FactsFile = z.infer<typeof factsFile>;

export const factData = z.object({
  id: z.string(),
  category: z.string(),
  text: z.string(),
  sources: z.array(sourceData),
});
export type FactData = z.infer<typeof factData>;

export const factsData = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  facts: z.array(factData),
  /** Changes at midnight UTC; the same for everyone on a day. */
  today: z.string(),
});
export type FactsData = z.infer<typeof factsData>;

/** The fact of a day: every fact in turn, the same one for everyone on that (UTC) day. */
export function factOfTheDay<T>(facts: readonly T[], date: Date): T {
  const day = Math.floor(date.getTime() / 86_400_000);
  return facts[day % facts.length]!;
}
