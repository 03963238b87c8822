import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityTypeId } from '@dino/contract';
import type { Player, PlayerProps } from './types.ts';

type PlayerModule = { default: Player<never> };

/** One chunk per type: a lesson downloads only the players its activities use. */
const loaders: Record<ActivityTypeId, () => Promise<PlayerModule>> = {
  choice: () => import('./choice-player.tsx') as Promise<PlayerModule>,
  'match-pairs': () => import('./match-pairs-player.tsx') as Promise<PlayerModule>,
  order: () => import('./order-player.tsx') as Promise<PlayerModule>,
  'sort-groups': () => import('./sort-groups-player.tsx') as Promise<PlayerModule>,
  count: () => import('./count-player.tsx') as Promise<PlayerModule>,
  trace: () => import('./trace-player.tsx') as Promise<PlayerModule>,
  'fill-blank': () => import('./fill-blank-player.tsx') as Promise<PlayerModule>,
  hotspot: () => import('./hotspot-player.tsx') as Promise<PlayerModule>,
};

const components = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load)]),
) as unknown as Record<ActivityTypeId, ComponentType<PlayerProps<ActivityTypeId>>>;

/** Starts downloading a type's player before it is needed (the lesson's next activity). */
export function preloadPlayer(type: ActivityTypeId): void {
  void loaders[type]().catch(() => undefined);
}

/** Mounts beside the player, so its effect runs once the player's code has arrived. */
function Arrived(props: { onArrived: () => void }) {
  const { onArrived } = props;
  useEffect(onArrived, [onArrived]);
  return null;
}

/**
 * The player of `type`, with a calm placeholder while its code arrives; `onReady` runs once the
 * player is on the page and takes taps (a tap on the placeholder would be lost).
 */
export function ActivityPlayer<T extends ActivityTypeId>(
  props: PlayerProps<T> & { type: T; onReady?: () => void },
) {
  const { t } = useTranslation();
  const { type, onReady, ...player } = props;
  const Component = components[type] as unknown as ComponentType<PlayerProps<T>>;
  return (
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-ink/70">
          {t('app.loading')}
        </p>
      }
    >
      <Component {...(player as PlayerProps<T>)} />
      {onReady && <Arrived onArrived={onReady} />}
    </Suspense>
  );
}
