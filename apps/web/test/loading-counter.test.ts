import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_FADE_MS, NAVIGATION_WAIT_MS } from '@dino/contract';
import { createLoadingCounter } from '../app/lib/loading-counter.ts';

let marker: boolean[];

beforeEach(() => {
  vi.useFakeTimers();
  marker = [];
});
afterEach(() => vi.useRealTimers());

const counter = () => createLoadingCounter({ onLoadedChange: (loaded) => marker.push(loaded) });

describe('loading counter', () => {
  it('never shows for a load shorter than the navigation wait', () => {
    const loader = counter();
    const done = loader.start();
    vi.advanceTimersByTime(NAVIGATION_WAIT_MS - 1);
    done();
    vi.advanceTimersByTime(1000);
    expect(loader.phase).toBe('hidden');
    expect(marker).toEqual([]);
  });

  it('shows after the wait, stays while any load runs, then fades out over 500 ms', () => {
    const loader = counter();
    const first = loader.start();
    const second = loader.start();
    expect(loader.active).toBe(2);
    vi.advanceTimersByTime(NAVIGATION_WAIT_MS);
    expect(loader.phase).toBe('visible');
    expect(marker).toEqual([false]);
    first();
    expect(loader.phase).toBe('visible');
    second();
    expect(loader.phase).toBe('fading');
    vi.advanceTimersByTime(LOADER_FADE_MS - 1);
    expect(loader.phase).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(loader.phase).toBe('hidden');
    expect(marker).toEqual([false, true]);
  });

  it('counts each load once, however often its end is reported', () => {
    const loader = counter();
    const first = loader.start();
    const second = loader.start();
    first();
    first();
    expect(loader.active).toBe(1);
    second();
    expect(loader.active).toBe(0);
  });

  it('comes back at once when a load starts while fading', () => {
    const loader = counter();
    const first = loader.start();
    vi.advanceTimersByTime(NAVIGATION_WAIT_MS);
    first();
    vi.advanceTimersByTime(LOADER_FADE_MS / 2);
    const second = loader.start();
    expect(loader.phase).toBe('visible');
    vi.advanceTimersByTime(LOADER_FADE_MS);
    expect(loader.phase).toBe('visible');
    second();
    vi.advanceTimersByTime(LOADER_FADE_MS);
    expect(loader.phase).toBe('hidden');
  });

  it('tracks a promise, also one that fails, and tells subscribers', async () => {
    const loader = counter();
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.phase));
    const slow = loader.track(
      new Promise((_, reject) => setTimeout(() => reject(new Error('x')), 300)),
    );
    vi.advanceTimersByTime(300);
    await expect(slow).rejects.toThrow('x');
    expect(loader.active).toBe(0);
    vi.advanceTimersByTime(LOADER_FADE_MS);
    expect(seen).toEqual(['visible', 'fading', 'hidden']);
  });
});
