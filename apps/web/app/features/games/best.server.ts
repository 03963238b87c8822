import type { AppLoadContext } from 'react-router';
import type { GameBestData, Locale } from '@dino/contract';
import { serverApi } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/current-user.server.ts';
import { gamesApi } from './games-api.ts';

/**
 * The signed-in child's best score in each game; null for a parent or a visitor, who play
 * without keeping one. A failure to fetch them costs the page nothing but the numbers.
 */
export async function childBests(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<GameBestData | null> {
  const user = await currentUser(request, context, locale).catch(() => null);
  if (user?.type !== 'child') return null;
  return gamesApi(serverApi(request, context, locale))
    .best()
    .catch(() => ({}));
}
