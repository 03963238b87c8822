import { z } from 'zod';
import { artKey, textSchema } from '../text.ts';
import { defineActivityType } from './define.ts';

const quantity = z.number().int().min(0).max(20);

/** Count the pictures of one kind (among others, for older children) and pick the number. */
export const count = defineActivityType({
  id: 'count',
  content: z
    .object({
      prompt: textSchema,
      art: artKey,
      count: quantity.min(1),
      /** Pictures of other kinds scattered among the ones to count. */
      others: z
        .array(z.object({ art: artKey, count: quantity.min(1) }))
        .max(3)
        .default([]),
      options: z.array(quantity).min(2).max(6),
    })
    .superRefine((content, ctx) => {
      if (!content.options.includes(content.count)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `The options must include ${content.count}`,
        });
      }
      if (new Set(content.options).size !== content.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' });
      }
      if (content.others.some((other) => other.art === content.art)) {
        ctx.addIssue({
          code: 'custom',
          path: ['others'],
          message: 'Other pictures must differ from the counted one',
        });
      }
    }),
  answer: quantity,
  check: (content, answer) => answer === content.count,
  solution: (content) => content.count,
});
