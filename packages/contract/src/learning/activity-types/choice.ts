import { z } from 'zod';
import { textSchema } from '../text.ts';
import { cardWithId, defineActivityType, itemId, requireUniqueIds, sameSet } from './define.ts';

/** Pick the right picture or word; with `multiple`, every right one and nothing else. */
export const choice = defineActivityType({
  id: 'choice',
  content: z
    .object({
      prompt: textSchema,
      options: z.array(cardWithId).min(2).max(9),
      correct: z.array(itemId).min(1),
      multiple: z.boolean().default(false),
    })
    .superRefine((content, ctx) => {
      requireUniqueIds(ctx, content.options, ['options']);
      const ids = new Set(content.options.map((option) => option.id));
      content.correct.forEach((id, index) => {
        if (!ids.has(id)) {
          ctx.addIssue({ code: 'custom', path: ['correct', index], message: `No option "${id}"` });
        }
      });
      if (!content.multiple && content.correct.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['correct'],
          message: 'A single choice has exactly one correct option (set "multiple": true for more)',
        });
      }
      if (content.correct.length >= content.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['correct'],
          message: 'At least one option must be wrong',
        });
      }
    }),
  answer: z.array(itemId).min(1).max(9),
  check: (content, answer) => sameSet(answer, content.correct),
  solution: (content) => content.correct,
});
