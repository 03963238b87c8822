import { z } from 'zod';
import { artKey, slug, textSchema, type Localized } from '../text.ts';

/**
 * An activity type: the shape of its authored content (which holds the right answer), the shape of
 * a child's answer, and a pure checker. The web player checks answers with the same function, and
 * the content check proves every activity solvable by its own `solution`.
 */
export interface ActivityTypeDefinition<
  Id extends string,
  Content extends z.ZodType,
  Answer extends z.ZodType,
> {
  id: Id;
  content: Content;
  answer: Answer;
  check(content: Localized<z.output<Content>>, answer: z.output<Answer>): boolean;
  solution(content: Localized<z.output<Content>>): z.output<Answer>;
}

export function defineActivityType<
  Id extends string,
  Content extends z.ZodType,
  Answer extends z.ZodType,
>(definition: ActivityTypeDefinition<Id, Content, Answer>) {
  return definition;
}

/** Ids of options, pairs, items and groups inside one activity. */
export const itemId = slug('An id');

const color = z.string().regex(/^#[0-9a-f]{6}$/, { error: 'A colour is written as #rrggbb' });

/** What a child sees on a tile: a word or letter, a picture, a colour swatch, or several. */
export const cardShape = {
  label: textSchema.optional(),
  art: artKey.optional(),
  color: color.optional(),
};

export function hasFace(card: { label?: unknown; art?: unknown; color?: unknown }): boolean {
  return card.label !== undefined || card.art !== undefined || card.color !== undefined;
}

export const card = z
  .object(cardShape)
  .refine(hasFace, { error: 'A card needs a label, art or a colour' });

export const cardWithId = z
  .object({ id: itemId, ...cardShape })
  .refine(hasFace, { error: 'A card needs a label, art or a colour' });

/** Adds an issue for every id used twice in `items`. */
export function requireUniqueIds(
  ctx: z.RefinementCtx,
  items: readonly { id: string }[],
  path: (string | number)[],
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'id'],
        message: `Duplicate id "${item.id}"`,
      });
    }
    seen.add(item.id);
  });
}

export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === a.length && left.size === right.size && [...left].every((x) => right.has(x));
}
