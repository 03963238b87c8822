import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/** The game's frame: keys count when the focus is in it, or nowhere (the page's body). */
export const GameFrame = createContext<RefObject<HTMLElement | null>>({ current: null });

/** Whether a key press belongs to the game, not to a field, a menu or a dialog elsewhere. */
export function isGameKey(event: KeyboardEvent, frame: HTMLElement | null): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof Node)) return false;
  return target === document.body || (frame?.contains(target) ?? false);
}

/**
 * Listens to the keyboard while `active` (the game is on and not paused). The page-wide
 * listener also hears keys pressed after a tap, when some browsers leave the focus on the body.
 */
export function useGameKeys(active: boolean, onKey: (event: KeyboardEvent) => void): void {
  const frame = useContext(GameFrame);
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (isGameKey(event, frame.current)) latest.current(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [active, frame]);
}
