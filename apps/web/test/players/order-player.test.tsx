import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import OrderPlayer from '../../app/features/learning/player/order-player.tsx';
import { lifted, pressOn } from './drag.ts';
import { playerContent, renderPlayer } from './harness.tsx';

// 06-first-english-words, lesson 2: "milk-spell".
const milk = playerContent('order', {
  prompt: {
    hy: 'Դասավորիր տառերն այնպես, որ ստացվի «milk» բառը։',
    ru: 'Расставь буквы по порядку, чтобы получилось слово «milk».',
    en: 'Put the letters in order to spell “milk”.',
  },
  items: [
    { id: 'm', label: 'm' },
    { id: 'i', label: 'i' },
    { id: 'l', label: 'l' },
    { id: 'k', label: 'k' },
  ],
});

const card = (name: string) => page.getByRole('button', { name, exact: true });
const pool = () => page.getByRole('list', { name: 'Cards to put in order' });
/** The numbered place (from 1) as a child sees it. */
const place = (number: number) =>
  page
    .getByRole('list', { name: 'Places' })
    .getByRole('listitem')
    .nth(number - 1);

/** Presses Tab (or Shift+Tab) until the control with this name has the focus. */
async function tabTo(name: string, key = '{Tab}') {
  for (let presses = 0; presses < 30; presses++) {
    if (document.activeElement?.getAttribute('aria-label') === name) return;
    await userEvent.keyboard(key);
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('order player', () => {
  it('fills the numbered places in turn and answers when all are full', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    for (const number of [1, 2, 3, 4]) {
      await expect.element(place(number)).toHaveTextContent(String(number));
      await expect.element(place(number).getByText(`Place ${number}`)).toBeInTheDocument();
    }
    await card('m').click();
    await expect
      .element(place(1).getByRole('button', { name: 'm', exact: true }))
      .toBeInTheDocument();
    await expect
      .element(pool().getByRole('button', { name: 'm', exact: true }))
      .not.toBeInTheDocument();
    // The place keeps its number beside the card.
    await expect.element(place(1)).toHaveTextContent('1');
    await card('i').click();
    await card('l').click();
    expect(answers).toEqual([]);
    await card('k').click();
    expect(answers).toEqual([{ answer: ['m', 'i', 'l', 'k'], right: true }]);
    await expect.element(pool()).not.toBeInTheDocument();
    for (const [index, name] of ['m', 'i', 'l', 'k'].entries()) {
      await expect
        .element(place(index + 1).getByRole('button', { name, exact: true }))
        .toHaveAttribute('data-state', 'right');
      await expect.element(card(name)).toHaveAttribute('aria-disabled', 'true');
    }
    await card('m').click({ force: true });
    await expect
      .element(place(1).getByRole('button', { name: 'm', exact: true }))
      .toBeInTheDocument();
  });

  it('sends a placed card back to the pool, and the next card fills the free place', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    await card('i').click();
    await card('m').click();
    await place(1).getByRole('button', { name: 'i', exact: true }).click();
    await expect
      .element(pool().getByRole('button', { name: 'i', exact: true }))
      .toBeInTheDocument();
    await expect.element(place(1).getByText('Place 1')).toBeInTheDocument();
    await expect
      .element(place(2).getByRole('button', { name: 'm', exact: true }))
      .toBeInTheDocument();
    await card('k').click();
    await expect
      .element(place(1).getByRole('button', { name: 'k', exact: true }))
      .toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('sends the misplaced cards back, marked, and keeps the ones in their right place', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    for (const name of ['i', 'm', 'l', 'k']) await card(name).click();
    expect(answers).toEqual([{ answer: ['i', 'm', 'l', 'k'], right: false }]);
    for (const name of ['i', 'm']) {
      await expect
        .element(pool().getByRole('button', { name, exact: true }))
        .toHaveAttribute('data-state', 'missed');
    }
    await expect.element(place(1).getByText('Place 1')).toBeInTheDocument();
    await expect.element(place(2).getByText('Place 2')).toBeInTheDocument();
    await expect
      .element(place(3).getByRole('button', { name: 'l', exact: true }))
      .toBeInTheDocument();
    await expect
      .element(place(4).getByRole('button', { name: 'k', exact: true }))
      .toBeInTheDocument();
    await expect.element(card('l')).not.toHaveAttribute('data-state');
    await expect.element(card('m')).not.toHaveAttribute('data-state');

    await card('m').click();
    await card('i').click();
    expect(answers.at(-1)).toEqual({ answer: ['m', 'i', 'l', 'k'], right: true });
    await expect.element(card('m')).toHaveAttribute('data-state', 'right');
  });

  it('plays by keyboard alone, the focus staying in the pool', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    await tabTo('k');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(place(1).getByRole('button', { name: 'k', exact: true }))
      .toBeInTheDocument();
    expect(document.activeElement?.closest('ul')).toBe(pool().element());
    // Back to the card in its place, to take it out again.
    await tabTo('k', '{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard(' ');
    await expect.element(pool().getByRole('button', { name: 'k', exact: true })).toHaveFocus();
    for (const name of ['m', 'i', 'l', 'k']) {
      await tabTo(name);
      await userEvent.keyboard(name === 'i' ? ' ' : '{Enter}');
    }
    expect(answers).toEqual([{ answer: ['m', 'i', 'l', 'k'], right: true }]);
    await expect.element(card('k')).toHaveAttribute('data-state', 'right');
  });

  it('takes a card dragged with the mouse into the place it is dropped on', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    await userEvent.dragAndDrop(card('k'), place(4));
    await expect
      .element(place(4).getByRole('button', { name: 'k', exact: true }))
      .toBeInTheDocument();
    await expect
      .element(pool().getByRole('button', { name: 'k', exact: true }))
      .not.toBeInTheDocument();
    // Let go on another card, a card goes back to the pool: the drag's end is no tap.
    await userEvent.dragAndDrop(card('m'), card('i'));
    await expect
      .element(pool().getByRole('button', { name: 'm', exact: true }))
      .toBeInTheDocument();
    for (const number of [1, 2, 3]) {
      await expect.element(place(number).getByText(`Place ${number}`)).toBeInTheDocument();
    }
    await userEvent.dragAndDrop(card('i'), place(2));
    // Taps still work beside drags, into the first free place.
    await card('m').click();
    await expect
      .element(place(1).getByRole('button', { name: 'm', exact: true }))
      .toBeInTheDocument();
    expect(answers).toEqual([]);
    await userEvent.dragAndDrop(card('l'), place(3));
    expect(answers).toEqual([{ answer: ['m', 'i', 'l', 'k'], right: true }]);
    await expect
      .element(place(3).getByRole('button', { name: 'l', exact: true }))
      .toHaveAttribute('data-state', 'right');
  });

  it('lifts the card under the pointer, lights the place beneath it, and puts it back when dropped elsewhere', async () => {
    const { answers } = await renderPlayer('order', OrderPlayer, milk);
    await expect.element(place(1).getByText('1', { exact: true })).toBeInTheDocument();
    const drag = await pressOn(card('l'));
    // A press that barely moves is still a tap in the making.
    await drag.nudge(3, 2);
    expect(lifted()).toBeNull();
    await drag.moveOver(place(3));
    const copy = lifted()!.getBoundingClientRect();
    const target = place(3).element().getBoundingClientRect();
    expect(Math.abs(copy.x + copy.width / 2 - (target.x + target.width / 2))).toBeLessThan(12);
    expect(Math.abs(copy.y + copy.height / 2 - (target.y + target.height / 2))).toBeLessThan(12);
    await expect.element(place(3).getByText('3', { exact: true })).toBeInTheDocument();
    expect(place(3).element().querySelector('[data-ready]')).not.toBeNull();
    // The next place in turn is not lit while the card is over another.
    expect(place(1).element().querySelector('[data-ready]')).toBeNull();

    await drag.moveOver(pool());
    expect(place(3).element().querySelector('[data-ready]')).toBeNull();
    await drag.release();
    await expect.poll(lifted).toBeNull();
    await expect
      .element(pool().getByRole('button', { name: 'l', exact: true }))
      .toBeInTheDocument();
    await expect.element(place(1).getByText('Place 1')).toBeInTheDocument();
    expect(place(1).element().querySelector('[data-ready]')).not.toBeNull();
    expect(answers).toEqual([]);
  });
});
