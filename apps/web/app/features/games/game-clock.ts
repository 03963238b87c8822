import { useCallback, useEffect, useRef } from 'react';

type FrameListener = (dt: number, now: number) => void;

/** A frame that took longer (a busy phone, a tab coming back) counts as this much, no more. */
const LONGEST_FRAME_MS = 100;

/**
 * A game's own time: it runs with the screen's frames and stands still while the game is
 * paused, so a pause freezes falling letters, running rocks and waiting turns alike. Timers set
 * with `after` and frame listeners both live on this time, never on the wall clock.
 */
export class GameClock {
  #now = 0;
  #paused = false;
  #running = false;
  #last: number | null = null;
  #frame = 0;
  #nextTimer = 1;
  readonly #timers = new Map<number, { due: number; run: () => void }>();
  readonly #listeners = new Set<FrameListener>();

  /** Milliseconds of play so far, pauses left out. */
  get now(): number {
    return this.#now;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#last = null;
    this.#frame = requestAnimationFrame(this.#tick);
  }

  /** Stops for good: pending timers never run. */
  stop(): void {
    this.#running = false;
    cancelAnimationFrame(this.#frame);
    this.#timers.clear();
    this.#listeners.clear();
  }

  setPaused(paused: boolean): void {
    this.#paused = paused;
    this.#last = null;
  }

  /** Runs `run` once `ms` of play have passed; answers a way to cancel it. */
  after(ms: number, run: () => void): () => void {
    const id = this.#nextTimer++;
    this.#timers.set(id, { due: this.#now + ms, run });
    return () => this.#timers.delete(id);
  }

  /** Calls `listener` on every frame of play with the frame's length and the play time. */
  onFrame(listener: FrameListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  readonly #tick = (time: number) => {
    if (!this.#running) return;
    const dt = this.#last === null ? 0 : Math.min(LONGEST_FRAME_MS, time - this.#last);
    this.#last = time;
    if (!this.#paused && dt > 0) {
      this.#now += dt;
      for (const listener of this.#listeners) listener(dt, this.#now);
      for (const [id, timer] of this.#timers) {
        if (timer.due > this.#now) continue;
        this.#timers.delete(id);
        timer.run();
      }
    }
    if (this.#running) this.#frame = requestAnimationFrame(this.#tick);
  };
}

/** Calls the latest `listener` on every frame of play until the component goes. */
export function useFrame(clock: GameClock, listener: FrameListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => clock.onFrame((dt, now) => latest.current(dt, now)), [clock]);
}

/** Timers on the game's clock that end with the component (a round that is left). */
export function useAfter(clock: GameClock): (ms: number, run: () => void) => void {
  const cancels = useRef<(() => void)[]>([]);
  useEffect(
    () => () => {
      cancels.current.forEach((cancel) => cancel());
      cancels.current = [];
    },
    [],
  );
  return useCallback(
    (ms, run) => {
      cancels.current.push(clock.after(ms, run));
    },
    [clock],
  );
}
