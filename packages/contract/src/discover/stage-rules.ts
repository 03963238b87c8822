import type { AgeBand } from '../learning/content-files.ts';

/**
 * The learning path by age, as a dinosaur grows: each stage lists its modules. Apart from the
 * schemas, so a page that shows a stage loads no zod.
 */
export const STAGES = [
  { id: 'egg', ages: [3, 4] },
  { id: 'hatchling', ages: [5, 6] },
  { id: 'explorer', ages: [7, 9] },
  { id: 'paleontologist', ages: [10, 12] },
] as const satisfies readonly { id: string; ages: AgeBand }[];

export type StageId = (typeof STAGES)[number]['id'];

/** The stage a child of this age is in. */
export function stageOfAge(age: number): StageId {
  return (STAGES.find((stage) => age <= stage.ages[1]) ?? STAGES[STAGES.length - 1]!).id;
}

/** How far a parent may move a child from their age's stage, up or down (issue 20). */
export const STAGE_SHIFT_MAX = 2;

/**
 * The age a child learns at: their own, or, when their parent moved them up or down a stage
 * (a child who is ahead or behind), the same place in that stage. A 6-year-old hatchling (5-6)
 * moved up one learns as an 8-year-old explorer (7-9); moved down one, as a 4-year-old egg.
 */
export function learningAge(age: number, shift: number): number {
  if (shift === 0) return age;
  const here = STAGES.findIndex((stage) => stage.id === stageOfAge(age));
  const there = STAGES[Math.min(STAGES.length - 1, Math.max(0, here + shift))]!;
  const into = Math.max(0, age - STAGES[here]!.ages[0]);
  return Math.min(there.ages[1], there.ages[0] + into);
}

/**
 * A module belongs to every stage its age band touches: a module for ages 4 to 7 is begun as an
 * egg and still worth doing as an explorer.
 */
export function inStage(
  stage: { ages: readonly [number, number] },
  ages: { min: number; max: number },
) {
  return ages.min <= stage.ages[1] && ages.max >= stage.ages[0];
}
