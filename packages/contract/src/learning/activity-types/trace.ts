import { z } from 'zod';
import { artKey, textSchema } from '../text.ts';
import { defineActivityType } from './define.ts';

/** Coordinates are in a 100 x 100 box, y pointing down, as in the player's SVG viewBox. */
const coordinate = z.number().min(0).max(100);
const point = z.tuple([coordinate, coordinate]);
type Point = z.infer<typeof point>;
type Polyline = readonly Point[];

/** How far apart the checker samples the guide, in box units. */
const SAMPLE_STEP = 2;
/** A trace may stray a little beyond the tolerance; this share of it must stay close. */
const PRECISION_SHARE = 0.8;
const PRECISION_SLACK = 1.5;

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function distanceToPolyline(p: Point, line: Polyline): number {
  if (line.length === 1) return Math.hypot(p[0] - line[0]![0], p[1] - line[0]![1]);
  let best = Infinity;
  for (let i = 1; i < line.length; i++)
    best = Math.min(best, distanceToSegment(p, line[i - 1]!, line[i]!));
  return best;
}

function distanceToAny(p: Point, lines: readonly Polyline[]): number {
  return Math.min(...lines.map((line) => distanceToPolyline(p, line)));
}

/** Points along a polyline every SAMPLE_STEP units, both ends included. */
function samples(line: Polyline): Point[] {
  const result: Point[] = [line[0]!];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / SAMPLE_STEP));
    for (let s = 1; s <= steps; s++)
      result.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return result;
}

/**
 * Whether the drawing visits the guide in its order: every stroke from its start, its way, the
 * strokes one after another (issue 21: a 9 begun at its tail, or a 0 drawn clockwise, teaches the
 * hand the wrong movement). The drawn points, finger lifts and all, must pass near the guide's
 * samples as a sequence; a child may wobble, stop, lift the finger and go on, or go back over a
 * part, but not start from the end.
 */
function inOrder(guide: readonly Polyline[], drawn: readonly Point[], tolerance: number): boolean {
  let at = 0;
  for (const sample of guide.flatMap(samples)) {
    while (
      at < drawn.length &&
      Math.hypot(drawn[at]![0] - sample[0], drawn[at]![1] - sample[1]) > tolerance
    )
      at++;
    if (at === drawn.length) return false;
  }
  return true;
}

/**
 * Trace a letter, digit or shape along its guide strokes: each stroke from its first point to its
 * last, in the order given (the player numbers their start dots). A trace is right when it passes
 * close to every part of every stroke (coverage) in that order and direction, and mostly stays
 * near them (so scribbling over the whole box does not count).
 */
export const trace = defineActivityType({
  id: 'trace',
  content: z.object({
    prompt: textSchema,
    /** Shown faintly under the guide: the letter or digit, or nothing for a shape. */
    glyph: z.string().min(1).max(3).optional(),
    /** A picture filling the box under the guide, drawn to match it (a stegosaurus's plates). */
    background: artKey.optional(),
    strokes: z.array(z.array(point).min(2).max(64)).min(1).max(6),
    tolerance: z.number().min(4).max(20).default(10),
  }),
  answer: z.object({ strokes: z.array(z.array(point).min(1).max(2000)).min(1).max(12) }),
  check: (content, answer) => {
    const covered = content.strokes
      .flatMap(samples)
      .every((p) => distanceToAny(p, answer.strokes) <= content.tolerance);
    if (!covered) return false;
    // Densified, so a fast stroke with few points still passes near every sample on its way.
    if (!inOrder(content.strokes, answer.strokes.flatMap(samples), content.tolerance)) return false;
    const drawn = answer.strokes.flat();
    const near = drawn.filter(
      (p) => distanceToAny(p, content.strokes) <= content.tolerance * PRECISION_SLACK,
    ).length;
    return near >= drawn.length * PRECISION_SHARE;
  },
  solution: (content) => ({ strokes: content.strokes }),
});
