import { useRef, type PointerEvent } from 'react';

/** A swipe turns the page when the finger moves this far, and mostly sideways. */
export const SWIPE_MIN_PX = 48;

/**
 * Pointer handlers that tell a sideways swipe of a finger or pen: leftwards is the next page,
 * rightwards the previous one. A mouse drag is left alone (it selects text); the element should
 * let the browser scroll vertically only (`touch-action: pan-y`), so a sideways move reaches it.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
