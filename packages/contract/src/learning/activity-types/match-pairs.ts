import { z } from 'zod';
import { textSchema } from '../text.ts';
import { card, defineActivityType, itemId, requireUniqueIds } from './define.ts';

/** Join each left card to its partner on the right (a letter to its picture, a number to dots). */
export const matchPairs = defineActivityType({
  id: 'match-pairs',
  content: z
    .object({
      prompt: textSchema,
      pairs: z
        .array(z.object({ id: itemId, left: card, right: card }))
        .min(2)
        .max(6),
    })
    .superRefine((content, ctx) => requireUniqueIds(ctx, content.pairs, ['pairs'])),
  /** Each left card's pair id mapped to the pair id of the right card it was joined to. */
  answer: z.record(itemId, itemId),
  check: (content, answer) =>
    Object.keys(answer).length === content.pairs.length &&
    content.pairs.every((pair) => answer[pair.id] === pair.id),
  solution: (content) => Object.fromEntries(content.pairs.map((pair) => [pair.id, pair.id])),
});
