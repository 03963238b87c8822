import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * A press that travels this far is a drag. Anything shorter stays a tap, or a long press that
 * says the card: useHoldToSay gives up only at 10 px, so a finger that trembles still holds.
 */
const DRAG_PX = 8;
/** How long a card dropped nowhere takes to fly back to where it was picked up. */
const RETURN_MS = 220;

interface Press {
  card: string;
  element: HTMLElement;
  pointer: number;
  x: number;
  y: number;
  /** The card's lifted copy, once the press has become a drag. */
  ghost: HTMLElement | null;
}

/**
 * Drawn on top of the page, outside the task, so no scrolling or clipping box of the stage
 * cuts it off, at the size the (possibly zoomed) task shows the card.
 */
function lift(card: HTMLElement, scope: string): HTMLElement {
  const box = card.getBoundingClientRect();
  const zoom = card.currentCSSZoom || 1;
  const ghost = document.createElement('div');
  ghost.inert = true;
  ghost.setAttribute('aria-hidden', 'true');
  ghost.dataset.dragGhost = scope;
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    zIndex: '60',
    pointerEvents: 'none',
  });
  const copy = card.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-card');
  Object.assign(copy.style, {
    zoom: String(zoom),
    width: `${box.width / zoom}px`,
    height: `${box.height / zoom}px`,
    // The card's place is faint while it is away, and a card pressed again in its flight back
    // still is: the copy is not.
    opacity: '1',
    animation: 'none',
    transform: 'scale(1.08) rotate(-3deg)',
    boxShadow: '0 18px 32px rgb(0 0 0 / 0.3)',
  });
  ghost.append(copy);
  document.body.append(ghost);
  return ghost;
}

/** A card dropped where nothing takes it goes back, gently unless the device asks for stillness. */
function putBack(ghost: HTMLElement, card: HTMLElement, done: () => void) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (still || !card.isConnected) {
    ghost.remove();
    return done();
  }
  const from = ghost.getBoundingClientRect();
  const to = card.getBoundingClientRect();
  const home = `translate(${to.left - from.left}px, ${to.top - from.top}px)`;
  const flight = ghost.animate([{ transform: ghost.style.transform }, { transform: home }], {
    duration: RETURN_MS,
    easing: 'ease-out',
  });
  flight.onfinish = flight.oncancel = () => {
    ghost.remove();
    done();
  };
}

/**
 * Mouse buttons end a drag with a click on the card (it holds the pointer capture) or, when the
 * drop has moved the card, on whatever is left under it; either would count as a tap. The next
 * click from a pointer is swallowed before anything sees it; a touch drag has none, so the
 * watch ends with the next press. A key's click (detail 0) always passes.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    if (event.detail === 0) return;
    event.preventDefault();
    event.stopPropagation();
    stop();
  };
  const stop = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  window.addEventListener('click', swallow, true);
  window.addEventListener('pointerdown', stop, true);
}

/**
 * Lets a child drag a card onto a place with a finger or the mouse, as well as tap it there. A
 * press on a card becomes a drag once it travels DRAG_PX; the card's lifted copy follows the
 * pointer, the target under it is named `over`, and letting go on a target calls `drop`, which
 * should do what the taps would have done. Let go anywhere else, the card goes back.
 *
 * Spread `card(id)` on each draggable card and `target(id)` on each place that takes one.
 */
export function useDragToPlace(drop: (card: string, target: string) => void) {
  const scope = useId();
  const press = useRef<Press | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  // A player that goes (the next task) takes its lifted cards with it, flying back or not.
  useEffect(
    () => () => {
      const ghosts = document.querySelectorAll(`[data-drag-ghost="${CSS.escape(scope)}"]`);
      ghosts.forEach((ghost) => ghost.remove());
    },
    [scope],
  );

  function targetAt(x: number, y: number): string | null {
    const hit = document
      .elementFromPoint(x, y)
      ?.closest(`[data-drop-scope="${CSS.escape(scope)}"]`);
    return hit?.getAttribute('data-drop') ?? null;
  }

  function finish(event: ReactPointerEvent, dropped: boolean) {
    const current = press.current;
    if (!current || current.pointer !== event.pointerId) return;
    press.current = null;
    setOver(null);
    // A press that never travelled is a tap: the click that follows does the tap's work.
    const ghost = current.ghost;
    if (!ghost) return;
    swallowNextClick();
    const target = dropped ? targetAt(event.clientX, event.clientY) : null;
    if (target === null) {
      // Another card may be on its way by the time this one is back.
      const back = () => setDragging((now) => (now === current.card ? null : now));
      return putBack(ghost, current.element, back);
    }
    ghost.remove();
    setDragging(null);
    drop(current.card, target);
  }

  return {
    /** The card being dragged: its place shows it faintly until it lands. */
    dragging,
    /** The target under the dragged card, to be lit up as the one that will take it. */
    over,
    card: (id: string) => ({
      // Only on the cards: a finger on them drags, anywhere else it scrolls the page.
      style: { touchAction: 'none', opacity: dragging === id ? 0.3 : undefined },
      onPointerDown(event: ReactPointerEvent<HTMLElement>) {
        if (!event.isPrimary || event.button !== 0 || press.current) return;
        const element = event.currentTarget;
        press.current = {
          card: id,
          element,
          pointer: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          ghost: null,
        };
        // The card keeps the pointer when it leaves the card, so the drag can follow it.
        element.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: ReactPointerEvent) {
        const current = press.current;
        if (!current || current.pointer !== event.pointerId) return;
        const dx = event.clientX - current.x;
        const dy = event.clientY - current.y;
        if (!current.ghost) {
          if (Math.hypot(dx, dy) < DRAG_PX) return;
          current.ghost = lift(current.element, scope);
          setDragging(id);
        }
        current.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
        setOver(targetAt(event.clientX, event.clientY));
      },
      onPointerUp: (event: ReactPointerEvent) => finish(event, true),
      onPointerCancel: (event: ReactPointerEvent) => finish(event, false),
      onLostPointerCapture: (event: ReactPointerEvent) => finish(event, false),
    }),
    target: (id: string) => ({ 'data-drop': id, 'data-drop-scope': scope }),
  };
}
