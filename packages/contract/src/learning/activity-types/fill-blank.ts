import { z } from 'zod';
import { artKey, textSchema } from '../text.ts';
import { defineActivityType, itemId, requireUniqueIds } from './define.ts';

/** The gap in a word or sentence, written as three underscores. */
export const BLANK = '___';

function blanks(text: string): number {
  return text.split(BLANK).length - 1;
}

/** Fill the missing letter or word from a few choices. */
export const fillBlank = defineActivityType({
  id: 'fill-blank',
  content: z
    .object({
      prompt: textSchema,
      art: artKey.optional(),
      text: textSchema,
      options: z
        .array(z.object({ id: itemId, label: textSchema }))
        .min(2)
        .max(6),
      correct: itemId,
    })
    .superRefine((content, ctx) => {
      requireUniqueIds(ctx, content.options, ['options']);
      if (!content.options.some((option) => option.id === content.correct)) {
        ctx.addIssue({
          code: 'custom',
          path: ['correct'],
          message: `No option "${content.correct}"`,
        });
      }
      const texts = typeof content.text === 'string' ? { all: content.text } : content.text;
      for (const [language, text] of Object.entries(texts)) {
        if (blanks(text) !== 1) {
          ctx.addIssue({
            code: 'custom',
            path: typeof content.text === 'string' ? ['text'] : ['text', language],
            message: `The text needs exactly one blank written as ${BLANK}`,
          });
        }
      }
    }),
  answer: itemId,
  check: (content, answer) => answer === content.correct,
  solution: (content) => content.correct,
});
