import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import FillBlankPlayer from '../../app/features/learning/player/fill-blank-player.tsx';
import { playerContent, renderPlayer } from './harness.tsx';

// content/learning/08-nature-and-seasons/lessons/04-plants-grow.json, "grows-from-seed".
const seed = playerContent('fill-blank', {
  prompt: {
    hy: 'Կարդա և ընտրիր բաց թողած բառը։',
    ru: 'Прочитай и выбери пропущенное слово.',
    en: 'Read and pick the missing word.',
  },
  art: 'sprout',
  text: {
    hy: 'Բույսն աճում է ___։',
    ru: 'Растение вырастает из ___.',
    en: 'A plant grows from a ___.',
  },
  options: [
    { id: 'stone', label: { hy: 'քարից', ru: 'камешка', en: 'stone' } },
    { id: 'seed', label: { hy: 'սերմից', ru: 'семечка', en: 'seed' } },
    { id: 'ball', label: { hy: 'գնդակից', ru: 'мячика', en: 'ball' } },
  ],
  correct: 'seed',
});

const option = (name: string) => page.getByRole('button', { name, exact: true });
const sentence = () => page.getByText(/^A plant grows from a/);

describe('fill-blank player', () => {
  it('shows the text with a gap a screen reader announces, and the picture', async () => {
    const { screen } = await renderPlayer('fill-blank', FillBlankPlayer, seed);
    await expect.element(sentence()).toHaveTextContent('A plant grows from a blank.');
    expect(screen.container.querySelector('img')?.getAttribute('src')).toBe('/art/sprout.svg');
  });

  it('says what the picture shows, when the activity names it: it is the clue', async () => {
    await renderPlayer('fill-blank', FillBlankPlayer, seed, { '/art/sprout.svg': 'Sprout' });
    await expect.element(page.getByRole('img', { name: 'Sprout' })).toBeVisible();
  });

  it('answers on the tap of the right word and fills the gap with it', async () => {
    const { answers } = await renderPlayer('fill-blank', FillBlankPlayer, seed);
    await option('seed').click();
    expect(answers).toEqual([{ answer: 'seed', right: true }]);
    await expect.element(sentence()).toHaveTextContent('A plant grows from a seed.');
    await expect.element(option('seed')).toHaveAttribute('data-state', 'right');
    expect(option('seed').element().querySelector('svg'), 'a check badge').not.toBeNull();
    await expect.element(option('ball')).toHaveAttribute('aria-disabled', 'true');
    // No more input: another word is not even sent.
    (option('ball').element() as HTMLElement).click();
    expect(answers).toHaveLength(1);
  });

  it('marks a wrong word, then rules it out: the second try has one word fewer', async () => {
    const { answers } = await renderPlayer('fill-blank', FillBlankPlayer, seed);
    await option('stone').click();
    expect(answers).toEqual([{ answer: 'stone', right: false }]);
    const out = page.getByRole('button', { name: 'stone: not this one' });
    await expect.element(out).toHaveAttribute('data-state', 'missed');
    await expect.element(sentence()).toHaveTextContent('A plant grows from a blank.');
    await expect.element(out).toHaveAttribute('data-state', 'ruled-out');
    await expect.element(out).toHaveAttribute('aria-disabled', 'true');
    (out.element() as HTMLElement).click();
    expect(answers, 'a ruled-out word is not sent again').toHaveLength(1);
    await expect.element(option('ball')).not.toHaveAttribute('aria-disabled');
    await option('seed').click();
    expect(answers.at(-1)).toEqual({ answer: 'seed', right: true });
  });

  it('plays by keyboard alone', async () => {
    const { answers } = await renderPlayer('fill-blank', FillBlankPlayer, seed);
    await userEvent.keyboard('{Tab}');
    await expect.element(option('stone')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(answers).toEqual([{ answer: 'stone', right: false }]);
    await userEvent.keyboard('{Tab} ');
    expect(answers.at(-1)).toEqual({ answer: 'seed', right: true });
    await expect.element(sentence()).toHaveTextContent('A plant grows from a seed.');
  });
});
