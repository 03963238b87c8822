import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LOADER_FADE_MS } from '@dino/contract';
import { pageLoading } from '../lib/loading.ts';
import type { LoaderPhase } from '../lib/loading-counter.ts';
import { DinoMascot } from './dino-mascot.tsx';

const hiddenOnServer = (): LoaderPhase => 'hidden';

/**
 * The full-page loading overlay. Server-rendered pages arrive complete, so it never covers the
 * first paint; it shows for navigations (and any load tracked with `pageLoading().track`) that
 * take longer than the navigation wait.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const phase = useSyncExternalStore(
    (listener) => pageLoading().subscribe(listener),
    () => pageLoading().phase,
    hiddenOnServer,
  );

  const navigating = navigation.state !== 'idle';
  useEffect(() => (navigating ? pageLoading().start() : undefined), [navigating]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      className="fixed inset-0 z-50 flex items-center justify-center bg-sand/80 backdrop-blur-sm transition-opacity motion-reduce:transition-none"
      style={{ opacity: phase === 'fading' ? 0 : 1, transitionDuration: `${LOADER_FADE_MS}ms` }}
    >
      <DinoMascot className="h-32 w-32 motion-safe:animate-bounce" />
    </div>
  );
}
