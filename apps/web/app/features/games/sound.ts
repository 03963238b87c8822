import { useSyncExternalStore } from 'react';
import { synthesizeTone, type Tone } from '../narration/tones.ts';

export type { Tone };

/** The child's choice, remembered on this device; sound is off until they switch it on. */
const SOUND_KEY = 'dino-games-sound';

const listeners = new Set<() => void>();

function readChoice(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Plays a tone when the child has switched the games' sound on. */
export function playTone(tone: Tone): void {
  if (readChoice()) synthesizeTone(tone);
}

/** Whether sound is on, and the switch (a tap: it plays a tone at once when turned on). */
export function useSound(): { on: boolean; toggle: () => void } {
  const on = useSyncExternalStore(subscribe, readChoice, () => false);
  return {
    on,
    toggle() {
      try {
        localStorage.setItem(SOUND_KEY, on ? 'off' : 'on');
      } catch {
        return;
      }
      listeners.forEach((listener) => listener());
      if (!on) playTone('tap');
    },
  };
}
