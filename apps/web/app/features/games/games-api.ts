import type { GameBestData, GameId, GamePlayData, GameResultData } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** A child's plays (the API keeps their best score in each game), for loaders and the browser. */
export function gamesApi(api: ApiClient) {
  return {
    best: async () => (await api.get<ApiAnswer<GameBestData>>('games/best')).data,
    start: async (game: GameId) =>
      (await api.post<ApiAnswer<GamePlayData>>(`games/${encodeURIComponent(game)}/plays`)).data,
    finish: async (play: string, score: number) =>
      (
        await api.post<ApiAnswer<GameResultData>>(
          `games/plays/${encodeURIComponent(play)}/finish`,
          { score },
        )
      ).data,
  };
}
