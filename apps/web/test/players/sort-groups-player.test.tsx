import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import SortGroupsPlayer from '../../app/features/learning/player/sort-groups-player.tsx';
import { lifted, pressOn } from './drag.ts';
import { playerContent, renderPlayer } from './harness.tsx';

// 06-first-english-words, lesson 1: "can-fly-sort".
const canFly = playerContent('sort-groups', {
  prompt: {
    hy: 'Ո՞վ կարող է թռչել, իսկ ո՞վ՝ ոչ։ Դասավորիր կենդանիներին։',
    ru: 'Кто умеет летать, а кто нет? Разложи животных.',
    en: "Which animals can fly and which can't? Sort them.",
  },
  groups: [
    { id: 'flies', label: { hy: 'Թռչում է', ru: 'Летает', en: 'Can fly' } },
    { id: 'walks', label: { hy: 'Չի թռչում', ru: 'Не летает', en: "Can't fly" } },
  ],
  items: [
    { id: 'item-bird', art: 'bird', label: 'bird', group: 'flies' },
    { id: 'item-elephant', art: 'elephant', label: 'elephant', group: 'walks' },
    { id: 'item-bee', art: 'bee', label: 'bee', group: 'flies' },
    { id: 'item-cat', art: 'cat', label: 'cat', group: 'walks' },
    { id: 'item-owl', art: 'owl', label: 'owl', group: 'flies' },
    { id: 'item-camel', art: 'camel', label: 'camel', group: 'walks' },
    { id: 'item-butterfly', art: 'butterfly', label: 'butterfly', group: 'flies' },
    { id: 'item-dog', art: 'dog', label: 'dog', group: 'walks' },
  ],
});

const FLY = 'Can fly';
const WALK = "Can't fly";
const GROUP_OF: Record<string, string> = {
  bird: FLY,
  elephant: WALK,
  bee: FLY,
  cat: WALK,
  owl: FLY,
  camel: WALK,
  butterfly: FLY,
  dog: WALK,
};
const RIGHT = Object.fromEntries(canFly.items.map((item) => [item.id, item.group]));

const button = (name: string) => page.getByRole('button', { name, exact: true });
const pile = () => page.getByRole('list', { name: 'Cards to sort' });
const inPile = (name: string) => pile().getByRole('button', { name, exact: true });
/** A group's basket: its button and the cards sorted into it. */
const basket = (group: string) => page.getByRole('listitem').filter({ has: button(group) });
const inBasket = (group: string, name: string) =>
  basket(group).getByRole('button', { name, exact: true });

async function sort(name: string, group: string) {
  await button(name).click();
  await button(group).click();
}

const focusedName = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

async function tabTo(name: string) {
  for (let presses = 0; presses < 30; presses++) {
    if (focusedName() === name) return;
    await userEvent.keyboard('{Tab}');
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('sort-groups player', () => {
  it('puts a picked card into the tapped basket and answers when the pile is empty', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    await button('bird').click();
    await expect.element(button('bird')).toHaveAttribute('aria-pressed', 'true');
    await button(FLY).click();
    await expect.element(inBasket(FLY, 'bird')).toBeInTheDocument();
    await expect.element(inPile('bird')).not.toBeInTheDocument();

    // A tap on the basket's free space does the same as a tap on its button.
    await button('bee').click();
    await basket(FLY)
      .getByRole('list')
      .click({ position: { x: 30, y: 8 } });
    await expect.element(inBasket(FLY, 'bee')).toBeInTheDocument();

    // A tap on a basket with no card picked does nothing.
    await button(WALK).click();
    await expect
      .element(basket(WALK).getByRole('list').getByRole('button'))
      .not.toBeInTheDocument();

    for (const name of ['elephant', 'cat', 'owl', 'camel', 'butterfly']) {
      await sort(name, GROUP_OF[name]!);
    }
    expect(answers).toEqual([]);
    await sort('dog', WALK);
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
    await expect.element(pile()).not.toBeInTheDocument();
    for (const [name, group] of Object.entries(GROUP_OF)) {
      await expect.element(inBasket(group, name)).toHaveAttribute('data-state', 'right');
      await expect.element(inBasket(group, name)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect.element(button(FLY)).toHaveAttribute('aria-disabled', 'true');
    await button('dog').click({ force: true });
    await expect.element(inBasket(WALK, 'dog')).toBeInTheDocument();
  });

  it('sends a card in a basket back to the pile when it is tapped', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    await sort('cat', FLY);
    await expect.element(inBasket(FLY, 'cat')).toBeInTheDocument();
    await button('cat').click();
    await expect.element(inPile('cat')).toHaveAttribute('aria-pressed', 'false');
    await expect.element(inBasket(FLY, 'cat')).not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('sends the wrongly sorted cards back, marked, and keeps the others', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    const wrong = { ...GROUP_OF, bird: WALK, cat: FLY };
    for (const [name, group] of Object.entries(wrong)) await sort(name, group);
    expect(answers).toEqual([
      { answer: { ...RIGHT, 'item-bird': 'walks', 'item-cat': 'flies' }, right: false },
    ]);
    await expect.element(inPile('bird')).toHaveAttribute('data-state', 'missed');
    await expect.element(inPile('cat')).toHaveAttribute('data-state', 'missed');
    await expect.element(inBasket(WALK, 'bird')).not.toBeInTheDocument();
    await expect.element(inBasket(FLY, 'owl')).toBeInTheDocument();
    await expect.element(inBasket(WALK, 'dog')).toBeInTheDocument();
    await expect.element(inPile('cat')).not.toHaveAttribute('data-state');

    await sort('bird', FLY);
    await sort('cat', WALK);
    expect(answers.at(-1)).toEqual({ answer: RIGHT, right: true });
    await expect.element(inBasket(FLY, 'bird')).toHaveAttribute('data-state', 'right');
  });

  it('plays by keyboard alone, the focus coming back to the pile after each card', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    await userEvent.keyboard('{Tab}');
    for (let turn = 0; turn < 8; turn++) {
      const name = focusedName()!;
      expect(Object.keys(GROUP_OF)).toContain(name);
      await userEvent.keyboard(turn % 2 ? ' ' : '{Enter}');
      await tabTo(GROUP_OF[name]!);
      await userEvent.keyboard('{Enter}');
      await expect.element(inBasket(GROUP_OF[name]!, name)).toBeInTheDocument();
    }
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
  });

  it('puts a card dragged with the mouse into the basket it is dropped on', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    await userEvent.dragAndDrop(inPile('owl'), button(FLY));
    await expect.element(inBasket(FLY, 'owl')).toBeInTheDocument();
    await expect.element(inPile('owl')).not.toBeInTheDocument();
    // Onto the cards already in a basket counts as into the basket.
    await userEvent.dragAndDrop(inPile('bee'), inBasket(FLY, 'owl'));
    await expect.element(inBasket(FLY, 'bee')).toBeInTheDocument();
    // A picked card stays picked when another is dragged and dropped back on the pile.
    await button('cat').click();
    await userEvent.dragAndDrop(inPile('dog'), inPile('camel'));
    await expect.element(inPile('dog')).toBeInTheDocument();
    await expect.element(inPile('cat')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(inPile('dog')).toHaveAttribute('aria-pressed', 'false');
    await button(WALK).click();
    await expect.element(inBasket(WALK, 'cat')).toBeInTheDocument();
    for (const name of ['bird', 'elephant', 'camel', 'butterfly', 'dog']) {
      await userEvent.dragAndDrop(inPile(name), button(GROUP_OF[name]!));
    }
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
    await expect.element(inBasket(WALK, 'dog')).toHaveAttribute('data-state', 'right');
  });

  it('lights the basket under a dragged card, and puts the card back when dropped elsewhere', async () => {
    const { answers } = await renderPlayer('sort-groups', SortGroupsPlayer, canFly);
    const drag = await pressOn(inPile('camel'));
    await drag.moveOver(basket(WALK));
    expect(lifted()).not.toBeNull();
    await expect.element(basket(WALK)).toHaveAttribute('data-ready');
    await expect.element(basket(FLY)).not.toHaveAttribute('data-ready');
    await drag.moveOver(pile());
    await expect.element(basket(WALK)).not.toHaveAttribute('data-ready');
    await drag.release();
    await expect.poll(lifted).toBeNull();
    await expect.element(inPile('camel')).toBeInTheDocument();
    await expect
      .element(basket(WALK).getByRole('list').getByRole('button'))
      .not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });
});
