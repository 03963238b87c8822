import { z } from 'zod';
import { textSchema } from '../text.ts';
import { cardWithId, defineActivityType, itemId, requireUniqueIds } from './define.ts';

/** Put the cards in sequence; the content lists them in the right order, the player shuffles. */
export const order = defineActivityType({
  id: 'order',
  content: z
    .object({
      prompt: textSchema,
      items: z.array(cardWithId).min(2).max(8),
    })
    .superRefine((content, ctx) => requireUniqueIds(ctx, content.items, ['items'])),
  answer: z.array(itemId).min(1).max(8),
  check: (content, answer) =>
    answer.length === content.items.length &&
    content.items.every((item, index) => answer[index] === item.id),
  solution: (content) => content.items.map((item) => item.id),
});
