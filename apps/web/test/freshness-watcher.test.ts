import { describe, expect, it } from 'vitest';
import {
  createFreshnessWatcher,
  isChunkLoadError,
} from '../app/features/freshness/freshness-watcher.ts';

function watcher(latest: () => Promise<string | undefined>) {
  const reloads: number[] = [];
  const watch = createFreshnessWatcher({
    runningVersion: 'build-1',
    latestVersion: latest,
    reload: () => reloads.push(1),
  });
  return { watch, reloads };
}

describe('build freshness', () => {
  it('does not reload on a chunk error while this build is still current', async () => {
    const { watch, reloads } = watcher(async () => 'build-1');
    expect(await watch.check()).toBe(false);
    expect(await watch.onChunkError()).toBe(false);
    expect(reloads).toHaveLength(0);
  });

  it('reloads on a chunk error once a newer build is out', async () => {
    let latest = 'build-1';
    const { watch, reloads } = watcher(async () => latest);
    await watch.check();
    latest = 'build-2';
    expect(await watch.check()).toBe(true);
    expect(await watch.onChunkError()).toBe(true);
    expect(reloads).toHaveLength(1);
  });

  it('asks again at the chunk error itself, and survives an unreachable manifest', async () => {
    const failing = watcher(async () => {
      throw new Error('offline');
    });
    expect(await failing.watch.onChunkError()).toBe(false);
    const newer = watcher(async () => 'build-2');
    expect(await newer.watch.onChunkError()).toBe(true);
    expect(newer.reloads).toHaveLength(1);
  });

  it('recognises the browsers’ chunk load failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
