import { useEffect } from 'react';
import { VERSION_CHECK_INTERVAL_MS } from '@dino/contract';
import { createFreshnessWatcher, isChunkLoadError } from './freshness-watcher.ts';

declare global {
  interface Window {
    __reactRouterManifest?: { version: string };
  }
}

async function latestVersion(): Promise<string | undefined> {
  const response = await fetch(`/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' ? body.version : undefined;
}

/** Polls the build manifest and reloads on a chunk load error once a new build is out. */
export function useBuildFreshness(): void {
  useEffect(() => {
    const runningVersion = window.__reactRouterManifest?.version;
    if (!runningVersion) return;
    const watcher = createFreshnessWatcher({
      runningVersion,
      latestVersion,
      reload: () => window.location.reload(),
    });
    const timer = window.setInterval(() => void watcher.check(), VERSION_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void watcher.check();
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      void watcher.onChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) void watcher.onChunkError();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
