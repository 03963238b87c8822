import type { Locator } from 'vitest/browser';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * A mouse press on a card that is held while the test looks at the board: the pointer events a
 * browser sends (the mouse's pointer 1), each at the centre of an element or at a point beside
 * the press. Real mouse drags from start to end are made with userEvent.dragAndDrop; this is for
 * what a child sees mid-drag.
 */
export async function pressOn(card: Locator) {
  const element = card.element();
  let at = centre(element);
  const fire = (type: string, buttons: number) =>
    element.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons,
        clientX: at.x,
        clientY: at.y,
      }),
    );
  fire('pointerdown', 1);
  await frame();
  return {
    /** Moves by a few pixels from where the pointer is. */
    async nudge(dx: number, dy: number) {
      at = { x: at.x + dx, y: at.y + dy };
      fire('pointermove', 1);
      await frame();
    },
    /** Moves over the middle of another element, in a few steps as a hand would. */
    async moveOver(target: Locator) {
      const from = at;
      const to = centre(target.element());
      for (const step of [1, 2, 3, 4]) {
        at = { x: from.x + ((to.x - from.x) * step) / 4, y: from.y + ((to.y - from.y) * step) / 4 };
        fire('pointermove', 1);
        await frame();
      }
    },
    async release() {
      fire('pointerup', 0);
      await frame();
    },
  };
}

/** The lifted copy of a card that follows the pointer (hidden from assistive technology). */
export function lifted(): HTMLElement | null {
  return document.querySelector<HTMLElement>('body > [inert]');
}
