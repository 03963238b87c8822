import { useLayoutEffect, type RefObject } from 'react';
import { PHONE_SCREEN } from '../../../lib/phone-screen.ts';

/** Below this the cards would shrink under a fingertip; the room scrolls instead. */
const SMALLEST = 0.5;
const STEP = 0.05;

/**
 * On a phone, scales a task down (CSS `zoom`, which lays it out again, so cards flow into more
 * columns as they shrink) until all of it fits its room, so the child never scrolls between a
 * card and its place. While a task is played it only ever shrinks: cards moving into baskets must
 * not make the others jump in size under a finger. A new room (the phone turned) starts again.
 */
export function useFitToRoom(
  room: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  useLayoutEffect(() => {
    const box = room.current;
    const task = content.current;
    if (!enabled || !box || !task) return;
    const phone = window.matchMedia(PHONE_SCREEN);
    let scale = 1;
    let roomSize = '';
    const fits = () =>
      task.getBoundingClientRect().height <= box.clientHeight + 1 &&
      task.scrollWidth <= task.clientWidth + 1;
    const fit = () => {
      const size = `${box.clientWidth}x${box.clientHeight}`;
      if (size !== roomSize || !phone.matches) {
        roomSize = size;
        scale = 1;
        task.style.zoom = '';
      }
      if (!phone.matches) return;
      while (scale > SMALLEST && !fits()) {
        scale = Math.max(SMALLEST, Math.round((scale - STEP) * 100) / 100);
        task.style.zoom = String(scale);
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(task);
    phone.addEventListener('change', fit);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', fit);
    };
  }, [room, content, enabled]);
}
