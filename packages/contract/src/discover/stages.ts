import { z } from 'zod';
import { moduleData } from '../learning/api.ts';
import { STAGES, type StageId } from './stage-rules.ts';

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
