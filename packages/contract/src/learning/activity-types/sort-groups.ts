import { z } from 'zod';
import { artKey, textSchema } from '../text.ts';
import { cardShape, defineActivityType, hasFace, itemId, requireUniqueIds } from './define.ts';

/** Drag every item into its group (plant eaters and meat eaters, land and sea). */
export const sortGroups = defineActivityType({
  id: 'sort-groups',
  content: z
    .object({
      prompt: textSchema,
      groups: z
        .array(z.object({ id: itemId, label: textSchema, art: artKey.optional() }))
        .min(2)
        .max(4),
      items: z
        .array(
          z
            .object({ id: itemId, group: itemId, ...cardShape })
            .refine(hasFace, { error: 'A card needs a label, art or a colour' }),
        )
        .min(2)
        .max(12),
    })
    .superRefine((content, ctx) => {
      requireUniqueIds(ctx, [...content.groups, ...content.items], []);
      const groups = new Set(content.groups.map((group) => group.id));
      content.items.forEach((item, index) => {
        if (!groups.has(item.group)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'group'],
            message: `No group "${item.group}"`,
          });
        }
      });
      content.groups.forEach((group, index) => {
        if (!content.items.some((item) => item.group === group.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['groups', index],
            message: `Group "${group.id}" has no item`,
          });
        }
      });
    }),
  /** Each item's id mapped to the id of the group it was put in. */
  answer: z.record(itemId, itemId),
  check: (content, answer) =>
    Object.keys(answer).length === content.items.length &&
    content.items.every((item) => answer[item.id] === item.group),
  solution: (content) => Object.fromEntries(content.items.map((item) => [item.id, item.group])),
});
