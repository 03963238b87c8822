import {
  useEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { play } from './narrator.ts';

/** How long a finger rests on a card before its word is said. */
export const HOLD_MS = 450;
/** A finger that travels further is drawing, dragging or scrolling, not holding. */
const SLOP_PX = 10;

/** The spoken word of the card under the pointer: its `data-say` text, looked up in `words`. */
function wordAt(target: EventTarget | null, words: Readonly<Record<string, string>>) {
  if (!(target instanceof Element)) return undefined;
  // The card's face may be smaller than its button: a press on the button's rim counts too.
  const face =
    target.closest('[data-say]') ?? target.closest('button')?.querySelector('[data-say]');
  const text = face?.getAttribute('data-say');
  return text ? words[text] : undefined;
}

/**
 * A long press on a card says its word (a pre-reader hears "cat" before picking it); a tap still
 * answers. Spread on the element around the cards: it times the press, and swallows the click
 * that ends a long one, in the capture phase, so the card never sees it.
 */
export function useHoldToSay(words: Readonly<Record<string, string>>) {
  const hold = useRef<{
    pointer: number;
    x: number;
    y: number;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);
  const said = useRef(false);

  const cancel = () => {
    if (!hold.current) return;
    clearTimeout(hold.current.timer);
    hold.current = null;
  };
  useEffect(() => cancel, []);

  return {
    onPointerDown(event: ReactPointerEvent) {
      cancel();
      said.current = false;
      if (!event.isPrimary || event.button !== 0) return;
      const url = wordAt(event.target, words);
      if (!url) return;
      const timer = setTimeout(() => {
        hold.current = null;
        said.current = true;
        void play(url);
      }, HOLD_MS);
      hold.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, timer };
    },
    onPointerMove(event: ReactPointerEvent) {
      const start = hold.current;
      if (!start || start.pointer !== event.pointerId) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture(event: ReactMouseEvent) {
      if (!said.current) return;
      said.current = false;
      // A click from a key or a screen reader (detail 0) never ends a long press.
      if (event.detail === 0) return;
      event.preventDefault();
      event.stopPropagation();
    },
    // A phone's long-press menu (copy, save image) would cover the cards.
    onContextMenu(event: ReactMouseEvent) {
      if (said.current || hold.current) event.preventDefault();
    },
  };
}
