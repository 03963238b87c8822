import { and, eq, lt, max, ne, sql } from 'drizzle-orm';
import { GAME_PLAY_TTL_SECONDS, type GameId } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { gamePlays } from '../../db/schema.ts';

export type FinishOutcome =
  | { kind: 'saved'; score: number; best: number; previousBest: number | null }
  | { kind: 'repeated'; score: number; best: number; previousBest: number | null }
  | { kind: 'different'; score: number }
  | { kind: 'not_found' }
  | { kind: 'impossible' };

export function playsRepository(db: Database) {
  async function bestOf(childId: number, gameId: string): Promise<number | null> {
    const [row] = await db
      .select({ best: max(gamePlays.score) })
      .from(gamePlays)
      .where(and(eq(gamePlays.child_id, childId), eq(gamePlays.game_id, gameId)));
    return row?.best ?? null;
  }

  return {
    bestOf,

    async bestByGame(childId: number): Promise<Record<string, number>> {
      const rows = await db
        .select({ game: gamePlays.game_id, best: max(gamePlays.score) })
        .from(gamePlays)
        .where(eq(gamePlays.child_id, childId))
        .groupBy(gamePlays.game_id);
      return Object.fromEntries(
        rows.flatMap((row) => (row.best === null ? [] : [[row.game, row.best]])),
      );
    },

    /** Opens a play; plays left unfinished past their time go with the retention job. */
    async start(childId: number, gameId: GameId): Promise<string> {
      const [row] = await db
        .insert(gamePlays)
        .values({ child_id: childId, game_id: gameId })
        .returning({ id: gamePlays.id });
      return row!.id;
    },

    /**
     * Writes a play's score once. The update only matches an open play, so two racing requests
     * cannot both count; a repeat of the same score (a retried request) gets the same answer.
     */
    async finish(
      childId: number,
      playId: string,
      score: number,
      possible: (gameId: GameId, seconds: number) => boolean,
    ): Promise<FinishOutcome> {
      return db.transaction(async (tx) => {
        const [play] = await tx
          .select({
            game: gamePlays.game_id,
            score: gamePlays.score,
            finished: gamePlays.finished_at,
            seconds: sql<number>`extract(epoch from now() - ${gamePlays.started_at})::float8`,
          })
          .from(gamePlays)
          .where(and(eq(gamePlays.id, playId), eq(gamePlays.child_id, childId)))
          .for('update');
        if (!play) return { kind: 'not_found' };
        if (play.score !== null) {
          if (play.score !== score) return { kind: 'different', score: play.score };
          // A retry answers as the first time did, from the best before this play was finished
          // (and inside the transaction: PGlite's one connection would wait on it forever).
          const [before] = await tx
            .select({ best: max(gamePlays.score) })
            .from(gamePlays)
            .where(
              and(
                eq(gamePlays.child_id, childId),
                eq(gamePlays.game_id, play.game),
                ne(gamePlays.id, playId),
                lt(gamePlays.finished_at, play.finished!),
              ),
            );
          const previousBest = before?.best ?? null;
          return {
            kind: 'repeated',
            score,
            best: Math.max(score, previousBest ?? 0),
            previousBest,
          };
        }
        if (play.seconds > GAME_PLAY_TTL_SECONDS) return { kind: 'not_found' };
        if (!possible(play.game as GameId, play.seconds)) return { kind: 'impossible' };
        const [previous] = await tx
          .select({ best: max(gamePlays.score) })
          .from(gamePlays)
          .where(and(eq(gamePlays.child_id, childId), eq(gamePlays.game_id, play.game)));
        await tx
          .update(gamePlays)
          .set({ score, finished_at: sql`now()` })
          .where(eq(gamePlays.id, playId));
        const previousBest = previous?.best ?? null;
        return { kind: 'saved', score, best: Math.max(score, previousBest ?? 0), previousBest };
      });
    },
  };
}

export type PlaysRepository = ReturnType<typeof playsRepository>;
