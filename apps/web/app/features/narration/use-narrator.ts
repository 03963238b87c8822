import { useSyncExternalStore } from 'react';
import { isMuted, isSpeaking, nowSaying, setMuted, subscribe } from './narrator.ts';

/**
 * The mute switch's state, whether a line is being said and which (its URL), for buttons that
 * show them.
 */
export function useNarrator(): {
  muted: boolean;
  speaking: boolean;
  saying: string | null;
  setMuted: (muted: boolean) => void;
} {
  const muted = useSyncExternalStore(subscribe, isMuted, () => false);
  const speaking = useSyncExternalStore(subscribe, isSpeaking, () => false);
  const saying = useSyncExternalStore(subscribe, nowSaying, () => null);
  return { muted, speaking, saying, setMuted };
}
