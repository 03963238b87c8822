import { z } from 'zod';
import type { AgeBand } from '../learning/content-files.ts';
import { moduleData } from '../learning/api.ts';

/** The learning path by age, as a dinosaur grows (issue 7): each stage lists its modules. */
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

export const stagesData = z.object({
  stages: z.array(
    z.object({
      id: z.enum(STAGES.map((stage) => stage.id) as [StageId, ...StageId[]]),
      ages: z.tuple([z.number(), z.number()]),
      modules: z.array(z.uuid()).describe('Uuids of `modules`, in the curriculum’s order'),
    }),
  ),
  modules: z.array(moduleData),
});
export type StagesData = z.infer<typeof stagesData>;
