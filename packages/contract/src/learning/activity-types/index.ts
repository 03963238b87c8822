import type { z } from 'zod';
import { check as parse } from '../../validation.ts';
import type { Localized } from '../text.ts';
import { choice } from './choice.ts';
import { count } from './count.ts';
import { fillBlank } from './fill-blank.ts';
import { hotspot } from './hotspot.ts';
import { matchPairs } from './match-pairs.ts';
import { order } from './order.ts';
import { sortGroups } from './sort-groups.ts';
import { trace } from './trace.ts';

export { BLANK } from './fill-blank.ts';

/** Every kind of activity the player knows, by id. */
export const ACTIVITY_TYPES = {
  choice,
  'match-pairs': matchPairs,
  order,
  'sort-groups': sortGroups,
  count,
  trace,
  'fill-blank': fillBlank,
  hotspot,
} as const;

export type ActivityTypes = typeof ACTIVITY_TYPES;
export type ActivityTypeId = keyof ActivityTypes;
export const ACTIVITY_TYPE_IDS = Object.keys(ACTIVITY_TYPES) as [
  ActivityTypeId,
  ...ActivityTypeId[],
];

/** Authored content of a type, with its answer. */
export type ActivityContent<T extends ActivityTypeId> = z.output<ActivityTypes[T]['content']>;
/** What the player receives: the content in one language, art as URLs. */
export type PlayerContent<T extends ActivityTypeId> = Localized<ActivityContent<T>>;
export type ActivityAnswer<T extends ActivityTypeId> = z.output<ActivityTypes[T]['answer']>;

export function isActivityType(value: unknown): value is ActivityTypeId {
  return typeof value === 'string' && Object.hasOwn(ACTIVITY_TYPES, value);
}

/** Whether `answer` solves the activity. An answer of the wrong shape is simply not right. */
export function checkAnswer<T extends ActivityTypeId>(
  type: T,
  content: PlayerContent<T>,
  answer: unknown,
): boolean {
  const definition = ACTIVITY_TYPES[type];
  const parsed = parse(definition.answer, answer);
  if (!parsed.success) return false;
  return (definition.check as (content: unknown, answer: unknown) => boolean)(content, parsed.data);
}

/** The answer the content itself holds as right. */
export function solutionOf<T extends ActivityTypeId>(
  type: T,
  content: PlayerContent<T>,
): ActivityAnswer<T> {
  return (ACTIVITY_TYPES[type].solution as (content: unknown) => ActivityAnswer<T>)(content);
}
