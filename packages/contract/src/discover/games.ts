import { z } from 'zod';

/** The games' API: a play opened, finished once with its score, and the best scores. */
export const gamePlayData = z.object({ play: z.uuid(), best: z.number().int().nullable() });
export type GamePlayData = z.infer<typeof gamePlayData>;

export const gameFinishBody = z.strictObject({ score: z.number().int().min(0).max(100_000) });

export const gameResultData = z.object({
  score: z.number().int(),
  best: z.number().int(),
  newBest: z.boolean(),
});
export type GameResultData = z.infer<typeof gameResultData>;

export const gameBestData = z.record(z.string(), z.number().int());
export type GameBestData = z.infer<typeof gameBestData>;
