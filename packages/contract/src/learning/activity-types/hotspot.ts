import { z } from 'zod';
import { artKey, textSchema } from '../text.ts';
import { defineActivityType, itemId, requireUniqueIds } from './define.ts';

const coordinate = z.number().min(0).max(100);

/**
 * Tap the right place in a picture. The picture is a background and pieces placed on a 100 x 100
 * box; a piece without art is an invisible region of the background (a dinosaur's tail).
 */
export const hotspot = defineActivityType({
  id: 'hotspot',
  content: z
    .object({
      prompt: textSchema,
      background: artKey.optional(),
      pieces: z
        .array(
          z.object({
            id: itemId,
            art: artKey.optional(),
            x: coordinate,
            y: coordinate,
            w: z.number().min(4).max(100),
            h: z.number().min(4).max(100),
          }),
        )
        .min(1)
        .max(12),
      correct: z.array(itemId).min(1),
    })
    .superRefine((content, ctx) => {
      requireUniqueIds(ctx, content.pieces, ['pieces']);
      content.pieces.forEach((piece, index) => {
        if (piece.x + piece.w > 100 || piece.y + piece.h > 100) {
          ctx.addIssue({
            code: 'custom',
            path: ['pieces', index],
            message: 'The piece leaves the 100 x 100 box',
          });
        }
      });
      const ids = new Set(content.pieces.map((piece) => piece.id));
      content.correct.forEach((id, index) => {
        if (!ids.has(id))
          ctx.addIssue({ code: 'custom', path: ['correct', index], message: `No piece "${id}"` });
      });
      if (
        content.background === undefined &&
        content.pieces.some((piece) => piece.art === undefined)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['pieces'],
          message: 'A piece without art needs a background to point at',
        });
      }
    }),
  answer: z.object({ x: coordinate, y: coordinate }),
  check: (content, answer) =>
    content.pieces.some(
      (piece) =>
        content.correct.includes(piece.id) &&
        answer.x >= piece.x &&
        answer.x <= piece.x + piece.w &&
        answer.y >= piece.y &&
        answer.y <= piece.y + piece.h,
    ),
  solution: (content) => {
    const piece = content.pieces.find((candidate) => content.correct.includes(candidate.id))!;
    return { x: piece.x + piece.w / 2, y: piece.y + piece.h / 2 };
  },
});
