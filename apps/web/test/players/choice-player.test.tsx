import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import ChoicePlayer from '../../app/features/learning/player/choice-player.tsx';
import { playerContent, renderPlayer } from './harness.tsx';

const single = playerContent('choice', {
  prompt: { hy: 'Գտիր Ա տառը։', ru: 'Найди букву Ա.', en: 'Find the letter Ա.' },
  options: [
    { id: 'a', label: 'Ա' },
    { id: 'b', label: 'Բ' },
    { id: 'g', label: 'Գ' },
  ],
  correct: ['a'],
});

const several = playerContent('choice', {
  prompt: 'Pick the eggs',
  multiple: true,
  options: [
    { id: 'egg1', art: 'dino-egg' },
    { id: 'fern', art: 'fern' },
    { id: 'egg2', art: 'dino-egg' },
  ],
  correct: ['egg1', 'egg2'],
});

describe('choice player', () => {
  it('answers on the tap of the right card and shows it as right', async () => {
    const { answers } = await renderPlayer('choice', ChoicePlayer, single);
    await page.getByRole('button', { name: 'Ա' }).click();
    expect(answers).toEqual([{ answer: ['a'], right: true }]);
    await expect
      .element(page.getByRole('button', { name: 'Ա' }))
      .toHaveAttribute('data-state', 'right');
    // Solved: the other cards take no more taps.
    await expect
      .element(page.getByRole('button', { name: 'Բ' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a wrong card, then rules it out so the next try is easier', async () => {
    const { answers } = await renderPlayer('choice', ChoicePlayer, single);
    await page.getByRole('button', { name: 'Բ' }).click();
    expect(answers).toEqual([{ answer: ['b'], right: false }]);
    await expect
      .element(page.getByRole('button', { name: 'Բ' }))
      .toHaveAttribute('data-state', 'missed');
    const out = page.getByRole('button', { name: 'Բ: not this one' });
    await expect.element(out).toHaveAttribute('data-state', 'ruled-out');
    (out.element() as HTMLElement).click();
    expect(answers).toHaveLength(1);
    await page.getByRole('button', { name: 'Ա' }).click();
    expect(answers.at(-1)).toEqual({ answer: ['a'], right: true });
  });

  it('plays by keyboard alone', async () => {
    const { answers } = await renderPlayer('choice', ChoicePlayer, single);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(answers).toEqual([{ answer: ['b'], right: false }]);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(answers.at(-1)).toEqual({ answer: ['a'], right: true });
  });

  it('with several right cards, waits for the check button and needs all of them', async () => {
    const { answers } = await renderPlayer('choice', ChoicePlayer, several);
    const check = page.getByRole('button', { name: 'Check' });
    await expect.element(check).toBeDisabled();
    await page.getByRole('button', { name: 'Picture 1' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Picture 1' }))
      .toHaveAttribute('aria-pressed', 'true');
    await check.click();
    expect(answers).toEqual([{ answer: ['egg1'], right: false }]);
    await expect
      .element(page.getByRole('button', { name: 'Picture 1' }))
      .toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Picture 1' }).click();
    await page.getByRole('button', { name: 'Picture 3' }).click();
    await check.click();
    expect(answers.at(-1)?.right).toBe(true);
    await expect.element(check).not.toBeInTheDocument();
  });

  it('names picture cards by what they show, when the activity names its pictures', async () => {
    const { answers } = await renderPlayer('choice', ChoicePlayer, several, {
      '/art/dino-egg.svg': 'egg',
      '/art/fern.svg': 'fern',
    });
    await expect.element(page.getByRole('button', { name: 'fern' })).toBeVisible();
    await page.getByRole('button', { name: 'egg' }).first().click();
    await page.getByRole('button', { name: 'egg' }).last().click();
    await page.getByRole('button', { name: 'Check' }).click();
    expect(answers).toEqual([{ answer: ['egg1', 'egg2'], right: true }]);
  });
});
