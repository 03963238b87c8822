/** Where a child goes when an activity's answer display ends (spec section 4). */
export type LessonStep = { to: 'activity'; uuid: string } | { to: 'finish' };

/**
 * While the lesson has activities to do, the next one still to do after this one (wrapping
 * round to any skipped); once all are done, the lesson finishes. A lesson already finished (on
 * arrival, or since) is walked in order, and finishes after its last activity.
 */
export function nextStep(options: {
  order: readonly string[];
  position: number;
  done: ReadonlySet<string>;
  walkInOrder: boolean;
}): LessonStep {
  const { order, position, done } = options;
  if (options.walkInOrder) {
    const following = order[position + 1];
    return following ? { to: 'activity', uuid: following } : { to: 'finish' };
  }
  const after = [...order.slice(position + 1), ...order.slice(0, position)];
  const next = after.find((uuid) => !done.has(uuid));
  return next ? { to: 'activity', uuid: next } : { to: 'finish' };
}
