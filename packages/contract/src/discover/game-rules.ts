import type { AgeBand } from '../learning/content-files.ts';

/**
 * The games (code, not content: each is a component of the web app). The bounds let the server
 * refuse a score no honest play can reach: above `maxScore`, or faster than `pointsPerSecond`
 * since the play began. Each game's pace (apps/web/app/features/games/<id>/rules.ts) keeps its
 * fastest honest play inside these bounds; a web test checks that it does. Apart from the
 * schemas (games.ts), so a game's page loads no zod.
 */
export const GAMES = [
  { id: 'egg-count', ages: [3, 6], maxScore: 100, pointsPerSecond: 5 },
  { id: 'memory-pairs', ages: [3, 9], maxScore: 120, pointsPerSecond: 12 },
  { id: 'feed-the-dino', ages: [4, 9], maxScore: 120, pointsPerSecond: 10 },
  { id: 'letter-catch', ages: [5, 9], maxScore: 150, pointsPerSecond: 5 },
  { id: 'fossil-puzzle', ages: [5, 12], maxScore: 100, pointsPerSecond: 20 },
  { id: 'dino-run', ages: [5, 12], maxScore: 200, pointsPerSecond: 5 },
] as const satisfies readonly {
  id: string;
  ages: AgeBand;
  maxScore: number;
  pointsPerSecond: number;
}[];

export type GameId = (typeof GAMES)[number]['id'];
export const GAME_IDS = GAMES.map((game) => game.id) as [GameId, ...GameId[]];

export function gameById(id: string) {
  return GAMES.find((game) => game.id === id);
}

/** A play not finished within this time is forgotten: its score can no longer be sent. */
export const GAME_PLAY_TTL_SECONDS = 2 * 60 * 60;

/** Scores that a play of `seconds` can honestly reach; the slack covers clocks and latency. */
export function scoreIsPossible(id: GameId, score: number, seconds: number): boolean {
  const game = gameById(id)!;
  return (
    Number.isInteger(score) &&
    score >= 0 &&
    score <= game.maxScore &&
    score <= Math.ceil((seconds + 2) * game.pointsPerSecond)
  );
}
