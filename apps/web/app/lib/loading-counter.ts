import { LOADER_FADE_MS, NAVIGATION_WAIT_MS } from '@dino/contract';

/**
 * The full-page loader (spec sections 2 and 9) as a counter: every load that starts adds one and
 * its `done` takes it away, so overlapping loads keep the overlay up until the last one ends.
 * A load shorter than NAVIGATION_WAIT_MS never shows it (no flash on fast pages); when the count
 * reaches zero the overlay fades out over LOADER_FADE_MS and `<body>` gets its loaded marker back.
 */
export type LoaderPhase = 'hidden' | 'visible' | 'fading';

export interface LoadingCounter {
  /** Starts a load; call the answer once it has ended (calling it again changes nothing). */
  start(): () => void;
  /** Runs `work` as one load. */
  track<T>(work: Promise<T>): Promise<T>;
  readonly active: number;
  readonly phase: LoaderPhase;
  subscribe(listener: () => void): () => void;
}

export interface LoadingCounterOptions {
  /** Told when the body's loaded marker should be on (true) or off. */
  onLoadedChange?: (loaded: boolean) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createLoadingCounter(options: LoadingCounterOptions = {}): LoadingCounter {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as number));
  const listeners = new Set<() => void>();
  let active = 0;
  let phase: LoaderPhase = 'hidden';
  let timer: unknown;

  const setPhase = (next: LoaderPhase) => {
    if (next === phase) return;
    if (next === 'visible') options.onLoadedChange?.(false);
    if (next === 'hidden') options.onLoadedChange?.(true);
    phase = next;
    listeners.forEach((listener) => listener());
  };
  const schedule = (callback: () => void, ms: number) => {
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(() => {
      timer = undefined;
      callback();
    }, ms);
  };

  const counter: LoadingCounter = {
    start() {
      active += 1;
      if (active === 1) {
        if (phase === 'hidden') {
          schedule(() => active > 0 && setPhase('visible'), NAVIGATION_WAIT_MS);
        } else {
          // Fading out: the new load takes the overlay back at once.
          if (timer !== undefined) clearTimer(timer);
          timer = undefined;
          setPhase('visible');
        }
      }
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        active -= 1;
        if (active > 0) return;
        if (phase === 'visible') {
          setPhase('fading');
          schedule(() => setPhase('hidden'), LOADER_FADE_MS);
        } else if (timer !== undefined) {
          clearTimer(timer);
          timer = undefined;
        }
      };
    },
    async track(work) {
      const done = counter.start();
      try {
        return await work;
      } finally {
        done();
      }
    },
    get active() {
      return active;
    },
    get phase() {
      return phase;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return counter;
}
