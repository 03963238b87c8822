import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import CountPlayer from '../../app/features/learning/player/count-player.tsx';
import { playerContent, renderPlayer } from './harness.tsx';

// content/learning/02-numbers-and-counting/lessons/03-six-to-ten.json, "count-flowers".
const flowers = playerContent('count', {
  prompt: {
    hy: 'Քանի՞ ծաղիկ կա։ Հաշվիր միայն ծաղիկները։',
    ru: 'Сколько здесь цветов? Считай только цветы.',
    en: 'How many flowers are there? Count only the flowers.',
  },
  art: 'flower',
  count: 7,
  others: [{ art: 'bee', count: 3 }],
  options: [6, 7, 8, 10],
});

const button = (name: string) => page.getByRole('button', { name, exact: true });

/** The pictures in the field, in reading order, as a child sees them. */
function pictures(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
}

describe('count player', () => {
  it('scatters every picture in the field, the same way each time', async () => {
    const first = await renderPlayer('count', CountPlayer, flowers);
    const field = page.getByRole('group', { name: 'Pictures' });
    await expect.element(field).toBeVisible();
    const arts = pictures(first.screen.container).map((picture) =>
      picture.querySelector('img')!.getAttribute('src'),
    );
    expect(arts.filter((art) => art === '/art/flower.svg')).toHaveLength(7);
    expect(arts.filter((art) => art === '/art/bee.svg')).toHaveLength(3);
    // Scattered: the bees are not all left at the end, where the content lists them.
    expect(arts.slice(-3)).not.toEqual(['/art/bee.svg', '/art/bee.svg', '/art/bee.svg']);
    // Some cells stay empty, so the field does not look like a ruled table.
    expect(field.element().children.length).toBeGreaterThan(10);
    await first.screen.unmount();

    const second = await renderPlayer('count', CountPlayer, flowers);
    const again = pictures(second.screen.container).map((picture) =>
      picture.querySelector('img')!.getAttribute('src'),
    );
    expect(again).toEqual(arts);
  });

  it('answers on the tap of the right number and shows it as right', async () => {
    const { answers, screen } = await renderPlayer('count', CountPlayer, flowers);
    await button('7').click();
    expect(answers).toEqual([{ answer: 7, right: true }]);
    await expect.element(button('7')).toHaveAttribute('data-state', 'right');
    expect(button('7').element().querySelector('svg'), 'a check badge').not.toBeNull();
    await expect.element(button('8')).toHaveAttribute('aria-disabled', 'true');
    // The flowers that were to be counted light up; the bees do not.
    const lit = pictures(screen.container).filter((picture) => picture.dataset.state === 'right');
    expect(lit).toHaveLength(7);
    expect(lit.every((picture) => picture.querySelector('img')!.src.endsWith('/flower.svg'))).toBe(
      true,
    );
    // No more input: another number is not even sent.
    (button('8').element() as HTMLElement).click();
    expect(answers).toHaveLength(1);
  });

  it('marks a wrong number, then rules it out so the next try is easier', async () => {
    const { answers } = await renderPlayer('count', CountPlayer, flowers);
    await button('6').click();
    expect(answers).toEqual([{ answer: 6, right: false }]);
    const out = button('6: not this one');
    await expect.element(out).toHaveAttribute('data-state', 'missed');
    await expect.element(button('7')).not.toHaveAttribute('data-state');
    await expect.element(out).toHaveAttribute('data-state', 'ruled-out');
    await expect.element(out).toHaveAttribute('aria-disabled', 'true');
    (out.element() as HTMLElement).click();
    expect(answers).toHaveLength(1);
    await button('7').click();
    expect(answers.at(-1)).toEqual({ answer: 7, right: true });
  });

  it('numbers the pictures the child taps, and unmarks one tapped again', async () => {
    const { answers } = await renderPlayer('count', CountPlayer, flowers);
    await button('Picture 1').click();
    await button('Picture 4').click();
    await expect.element(button('Picture 1')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(button('Picture 1')).toHaveTextContent('1');
    await expect.element(button('Picture 4')).toHaveTextContent('2');
    await expect.element(button('Picture 2')).toHaveAttribute('aria-pressed', 'false');

    await button('Picture 1').click();
    await expect.element(button('Picture 1')).toHaveAttribute('aria-pressed', 'false');
    await expect.element(button('Picture 1')).not.toHaveTextContent(/\d/);
    // The numbers close up: the one left is now the first.
    await expect.element(button('Picture 4')).toHaveTextContent('1');
    // Counting with a finger is never an answer.
    expect(answers).toEqual([]);
  });

  it('names the pictures by what they show, when the activity says so', async () => {
    await renderPlayer('count', CountPlayer, flowers, {
      '/art/flower.svg': 'Flower',
      '/art/bee.svg': 'Bee',
    });
    expect(page.getByRole('button', { name: 'Flower', exact: true }).all()).toHaveLength(7);
    expect(page.getByRole('button', { name: 'Bee', exact: true }).all()).toHaveLength(3);
  });

  it('plays by keyboard alone, the field being a single Tab stop', async () => {
    const { answers } = await renderPlayer('count', CountPlayer, flowers);
    await userEvent.keyboard('{Tab}');
    await expect.element(button('Picture 1')).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowRight} ');
    await expect.element(button('Picture 2')).toHaveFocus();
    await expect.element(button('Picture 1')).toHaveTextContent('1');
    await expect.element(button('Picture 2')).toHaveTextContent('2');
    await userEvent.keyboard('{End}');
    await expect.element(button('Picture 10')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(button('Picture 10')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(button('Picture 10')).not.toHaveFocus();

    await userEvent.keyboard('{Tab}');
    await expect.element(button('6')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(answers).toEqual([{ answer: 6, right: false }]);
    await userEvent.keyboard('{Tab} ');
    expect(answers.at(-1)).toEqual({ answer: 7, right: true });
    await expect.element(button('7')).toHaveAttribute('data-state', 'right');
  });
});
