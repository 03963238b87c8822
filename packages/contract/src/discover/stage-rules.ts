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
