import { useRef } from 'react';
import type { GameId, GameResultData } from '@dino/contract';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { gamesApi } from './games-api.ts';

/** How often a finish lost to the network is sent again (the API answers a repeat the same). */
const RETRIES = 2;
const RETRY_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SaveResult = { saved: GameResultData } | { saved: null };

/**
 * A signed-in child's plays: one is opened when a game starts and finished once, with the
 * score, when it ends. Nothing is sent for a parent or a visitor. A play that could not be
 * opened or finished only loses its score; the game itself never waits for the network.
 */
export function usePlaySaver(game: GameId, forChild: boolean) {
  const play = useRef<Promise<string | null> | null>(null);

  return {
    start(): void {
      play.current = forChild
        ? gamesApi(browserApi())
            .start(game)
            .then((data) => data.play)
            .catch(() => null)
        : null;
    },

    /** Sends the score of the play started last, once; later calls answer null at once. */
    async finish(score: number): Promise<SaveResult | null> {
      const opened = play.current;
      play.current = null;
      if (!opened) return null;
      const id = await opened;
      if (!id) return { saved: null };
      for (let attempt = 0; ; attempt++) {
        try {
          return { saved: await gamesApi(browserApi()).finish(id, score) };
        } catch (error) {
          const offline = error instanceof ApiError && error.status === 0;
          if (!offline || attempt >= RETRIES) return { saved: null };
          await wait(RETRY_MS);
        }
      }
    },
  };
}
