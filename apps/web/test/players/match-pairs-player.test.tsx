import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import MatchPairsPlayer from '../../app/features/learning/player/match-pairs-player.tsx';
import { lifted, pressOn } from './drag.ts';
import { playerContent, renderPlayer } from './harness.tsx';

// 01-armenian-alphabet, lesson 1: "capitals-ayb-to-yech".
const capitals = playerContent('match-pairs', {
  prompt: {
    hy: 'Ամեն մեծատառ միացրու իր փոքրատառին։',
    ru: 'Соедини каждую заглавную букву с её строчной.',
    en: 'Match each capital letter to its lowercase letter.',
  },
  pairs: [
    { id: 'ayb', left: { label: 'Ա' }, right: { label: 'ա' } },
    { id: 'ben', left: { label: 'Բ' }, right: { label: 'բ' } },
    { id: 'gim', left: { label: 'Գ' }, right: { label: 'գ' } },
    { id: 'da', left: { label: 'Դ' }, right: { label: 'դ' } },
    { id: 'yech', left: { label: 'Ե' }, right: { label: 'ե' } },
  ],
});

// 06-first-english-words, lesson 1: "animal-words-match" (pictures on the right).
const animals = playerContent('match-pairs', {
  prompt: 'Match each word to its picture.',
  pairs: [
    { id: 'dog', left: { label: 'dog' }, right: { art: 'dog' } },
    { id: 'fish', left: { label: 'fish' }, right: { art: 'fish' } },
    { id: 'bird', left: { label: 'bird' }, right: { art: 'bird' } },
    { id: 'bear', left: { label: 'bear' }, right: { art: 'bear' } },
  ],
});

const RIGHT = { ayb: 'ayb', ben: 'ben', gim: 'gim', da: 'da', yech: 'yech' };
const LETTERS = [
  ['Ա', 'ա'],
  ['Բ', 'բ'],
  ['Գ', 'գ'],
  ['Դ', 'դ'],
  ['Ե', 'ե'],
] as const;

// Armenian capitals and small letters differ only in case: names are matched exactly.
const card = (name: string) => page.getByRole('button', { name, exact: true });
const pool = () => page.getByRole('list', { name: 'Cards to join' });
/** The row of a left card: a right card shown in it is joined to that left card. */
const row = (left: string) =>
  page
    .getByRole('list', { name: 'Pairs' })
    .getByRole('listitem')
    .filter({ has: card(left) });
const joined = (left: string, right: string) =>
  row(left).getByRole('button', { name: right, exact: true });

/** Presses Tab until the control with this name has the focus, as a keyboard user would. */
async function tabTo(name: string) {
  for (let presses = 0; presses < 30; presses++) {
    if (document.activeElement?.getAttribute('aria-label') === name) return;
    await userEvent.keyboard('{Tab}');
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('match-pairs player', () => {
  it('joins a picked left card to a right card, either way round, and answers when all are joined', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    await card('Ա').click();
    await expect.element(card('Ա')).toHaveAttribute('aria-pressed', 'true');
    await card('ա').click();
    await expect.element(joined('Ա', 'ա')).toBeInTheDocument();
    await expect
      .element(pool().getByRole('button', { name: 'ա', exact: true }))
      .not.toBeInTheDocument();
    await expect.element(card('Ա')).toHaveAttribute('aria-pressed', 'false');

    // Right card first, then its left card.
    await card('բ').click();
    await expect.element(card('բ')).toHaveAttribute('aria-pressed', 'true');
    await card('Բ').click();
    await expect.element(joined('Բ', 'բ')).toBeInTheDocument();

    for (const [left, right] of LETTERS.slice(2)) {
      await card(left).click();
      await card(right).click();
    }
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
    await expect.element(pool()).not.toBeInTheDocument();
    for (const [left, right] of LETTERS) {
      await expect.element(joined(left, right)).toHaveAttribute('data-state', 'right');
      await expect.element(card(left)).toHaveAttribute('aria-disabled', 'true');
    }
    // Solved: taps change nothing (forced, since the card says it is disabled).
    await card('ա').click({ force: true });
    await expect.element(joined('Ա', 'ա')).toBeInTheDocument();
    expect(answers).toHaveLength(1);
  });

  it('undoes a join when either of its cards is tapped', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    await card('Ա').click();
    await card('բ').click();
    await expect.element(joined('Ա', 'բ')).toBeInTheDocument();
    await card('բ').click();
    await expect
      .element(pool().getByRole('button', { name: 'բ', exact: true }))
      .toBeInTheDocument();
    await expect.element(joined('Ա', 'բ')).not.toBeInTheDocument();

    await card('Բ').click();
    await card('ա').click();
    await expect.element(joined('Բ', 'ա')).toBeInTheDocument();
    await card('Բ').click();
    await expect
      .element(pool().getByRole('button', { name: 'ա', exact: true }))
      .toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('marks the wrong joins, undoes only them, and lets the child try again', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    const swapped = [['Ա', 'բ'], ['Բ', 'ա'], ...LETTERS.slice(2)];
    for (const [left, right] of swapped) {
      await card(left!).click();
      await card(right!).click();
    }
    expect(answers).toEqual([{ answer: { ...RIGHT, ayb: 'ben', ben: 'ayb' }, right: false }]);
    for (const name of ['Ա', 'Բ', 'ա', 'բ']) {
      await expect.element(card(name)).toHaveAttribute('data-state', 'missed');
    }
    await expect
      .element(pool().getByRole('button', { name: 'ա', exact: true }))
      .toBeInTheDocument();
    await expect
      .element(pool().getByRole('button', { name: 'բ', exact: true }))
      .toBeInTheDocument();
    // The right joins stay, unmarked.
    await expect.element(joined('Գ', 'գ')).toBeInTheDocument();
    await expect.element(joined('Գ', 'գ')).not.toHaveAttribute('data-state');
    // The mark fades by itself.
    await expect.element(card('ա')).not.toHaveAttribute('data-state');

    await card('Ա').click();
    await card('ա').click();
    await card('Բ').click();
    await card('բ').click();
    expect(answers.at(-1)).toEqual({ answer: RIGHT, right: true });
    await expect.element(joined('Բ', 'բ')).toHaveAttribute('data-state', 'right');
  });

  it('gives every picture its own name', async () => {
    await renderPlayer('match-pairs', MatchPairsPlayer, animals);
    for (const name of ['Picture 5', 'Picture 6', 'Picture 7', 'Picture 8']) {
      await expect.element(pool().getByRole('button', { name, exact: true })).toBeInTheDocument();
    }
  });

  it('plays by keyboard alone, keeping the focus on the next card to join', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    await tabTo('Ա');
    await userEvent.keyboard('{Enter}');
    await tabTo('ա');
    await userEvent.keyboard('{Enter}');
    await expect.element(joined('Ա', 'ա')).toBeInTheDocument();
    await expect.element(card('Բ')).toHaveFocus();
    for (const [left, right] of LETTERS.slice(1)) {
      await tabTo(left);
      await userEvent.keyboard(' ');
      await tabTo(right);
      await userEvent.keyboard(' ');
    }
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
    await expect.element(joined('Ե', 'ե')).toHaveAttribute('data-state', 'right');
  });

  it('joins a right card dragged with the mouse onto a left card or the place beside it', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    await userEvent.dragAndDrop(card('գ'), card('Գ'));
    await expect.element(joined('Գ', 'գ')).toBeInTheDocument();
    await expect
      .element(pool().getByRole('button', { name: 'գ', exact: true }))
      .not.toBeInTheDocument();
    // Let go on another card of the pool, a card goes back: the drag's end is no tap.
    await card('Ա').click();
    await userEvent.dragAndDrop(card('ե'), card('ա'));
    await expect
      .element(pool().getByRole('button', { name: 'ե', exact: true }))
      .toBeInTheDocument();
    expect(row('Ա').getByRole('button').elements()).toHaveLength(1);
    // A picked left card waits for its partner, whatever is dragged elsewhere.
    await card('ա').click();
    await expect.element(joined('Ա', 'ա')).toBeInTheDocument();
    for (const [left, right] of [LETTERS[1], LETTERS[3], LETTERS[4]]) {
      await userEvent.dragAndDrop(card(right), row(left).getByRole('button'));
    }
    expect(answers).toEqual([{ answer: RIGHT, right: true }]);
    await expect.element(joined('Ե', 'ե')).toHaveAttribute('data-state', 'right');
  });

  it('lights the row under a dragged card, and puts the card back when dropped elsewhere', async () => {
    const { answers } = await renderPlayer('match-pairs', MatchPairsPlayer, capitals);
    const drag = await pressOn(card('դ'));
    await drag.moveOver(row('Դ'));
    expect(lifted()).not.toBeNull();
    expect(row('Դ').element().querySelector('[data-ready]')).not.toBeNull();
    expect(row('Ա').element().querySelector('[data-ready]')).toBeNull();
    await drag.moveOver(pool());
    expect(row('Դ').element().querySelector('[data-ready]')).toBeNull();
    await drag.release();
    await expect.poll(lifted).toBeNull();
    await expect
      .element(pool().getByRole('button', { name: 'դ', exact: true }))
      .toBeInTheDocument();
    expect(row('Դ').getByRole('button').elements()).toHaveLength(1);
    expect(answers).toEqual([]);
  });
});
