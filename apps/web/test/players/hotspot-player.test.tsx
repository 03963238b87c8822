import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import HotspotPlayer from '../../app/features/learning/player/hotspot-player.tsx';
import { playerContent, renderPlayer } from './harness.tsx';

// A background with two pictures on it and an invisible place of the background (the tail).
const tail = playerContent('hotspot', {
  prompt: { hy: 'Սեղմիր պոչի վրա։', ru: 'Нажми на хвост.', en: 'Tap the tail.' },
  background: 'dino-trex',
  pieces: [
    { id: 'fern', art: 'fern', x: 8, y: 8, w: 30, h: 30 },
    { id: 'egg', art: 'dino-egg', x: 8, y: 62, w: 30, h: 30 },
    { id: 'tail', x: 62, y: 62, w: 30, h: 30 },
  ],
  correct: ['tail'],
});

const place = (number: number) => page.getByRole('button', { name: `Place ${number}` });

/** The picture's box on screen, to turn box coordinates into pixels as a finger would tap. */
function picture(container: HTMLElement) {
  return container.querySelector('svg[viewBox="0 0 100 100"]')!;
}

function ring(container: HTMLElement) {
  return container.querySelector('circle.hotspot-ring');
}

describe('hotspot player', () => {
  it('draws the background and the pictures, and a place over every piece', async () => {
    const { screen } = await renderPlayer('hotspot', HotspotPlayer, tail);
    const images = [...picture(screen.container).querySelectorAll('image')];
    expect(images.map((image) => image.getAttribute('href'))).toEqual([
      '/art/dino-trex.svg',
      '/art/fern.svg',
      '/art/dino-egg.svg',
    ]);
    // The places sit exactly over their pieces.
    const box = picture(screen.container).getBoundingClientRect();
    const third = place(3).element().getBoundingClientRect();
    expect(third.left - box.left).toBeCloseTo(box.width * 0.62, 0);
    expect(third.top - box.top).toBeCloseTo(box.height * 0.62, 0);
    expect(third.width).toBeCloseTo(box.width * 0.3, 0);
  });

  it('names a place by what its picture shows, when the activity says so', async () => {
    await renderPlayer('hotspot', HotspotPlayer, tail, { '/art/fern.svg': 'Fern' });
    await expect.element(page.getByRole('button', { name: 'Fern' })).toBeInTheDocument();
    // The egg's picture has no name here, and the tail is a region with no picture at all.
    await expect.element(place(2)).toBeInTheDocument();
    await expect.element(place(3)).toBeInTheDocument();
  });

  it('answers with the point tapped and outlines the right place', async () => {
    const { answers, screen } = await renderPlayer('hotspot', HotspotPlayer, tail);
    const box = picture(screen.container).getBoundingClientRect();
    // Near the corner of the tail, not its centre: the answer is where the finger was.
    await place(3).click({ position: { x: box.width * 0.05, y: box.height * 0.1 } });
    expect(answers).toHaveLength(1);
    expect(answers[0]!.right).toBe(true);
    expect(answers[0]!.answer.x).toBeCloseTo(67, 0);
    expect(answers[0]!.answer.y).toBeCloseTo(72, 0);
    await expect.element(place(3)).toHaveAttribute('data-state', 'right');
    expect(place(3).element().querySelector('svg'), 'a check badge').not.toBeNull();
    await expect.element(place(1)).not.toHaveAttribute('data-state');
    await expect.element(place(1)).toHaveAttribute('aria-disabled', 'true');
    expect(ring(screen.container)).toBeNull();
    // No more input: another tap is not even sent.
    (place(1).element() as HTMLElement).click();
    expect(answers).toHaveLength(1);
  });

  it('leaves a soft ring where a wrong tap was, for a moment, and lets the child try again', async () => {
    const { answers, screen } = await renderPlayer('hotspot', HotspotPlayer, tail);
    const box = picture(screen.container).getBoundingClientRect();
    // Between the pieces, on the background itself.
    await userEvent.click(picture(screen.container), {
      position: { x: box.width * 0.5, y: box.height * 0.4 },
    });
    expect(answers).toHaveLength(1);
    expect(answers[0]!.right).toBe(false);
    expect(answers[0]!.answer.x).toBeCloseTo(50, 0);
    expect(answers[0]!.answer.y).toBeCloseTo(40, 0);
    expect(Number(ring(screen.container)?.getAttribute('cx'))).toBeCloseTo(50, 0);
    expect(Number(ring(screen.container)?.getAttribute('cy'))).toBeCloseTo(40, 0);
    await expect.poll(() => ring(screen.container) === null).toBe(true);

    // On a wrong piece.
    await place(2).click();
    expect(answers.at(-1)).toEqual({
      answer: { x: expect.closeTo(23, 0), y: expect.closeTo(77, 0) },
      right: false,
    });
    expect(ring(screen.container)).not.toBeNull();
    await expect.element(place(2)).not.toHaveAttribute('aria-disabled');

    await place(3).click();
    expect(answers.at(-1)?.right).toBe(true);
    await expect.element(place(3)).toHaveAttribute('data-state', 'right');
  });

  it('plays by keyboard alone: every place answers with its centre', async () => {
    const { answers, screen } = await renderPlayer('hotspot', HotspotPlayer, tail);
    await userEvent.keyboard('{Tab}');
    await expect.element(place(1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(answers).toEqual([{ answer: { x: 23, y: 23 }, right: false }]);
    expect(ring(screen.container)?.getAttribute('cx')).toBe('23');
    await userEvent.keyboard('{Tab}{Tab} ');
    expect(answers.at(-1)).toEqual({ answer: { x: 77, y: 77 }, right: true });
    await expect.element(place(3)).toHaveAttribute('data-state', 'right');
  });
});
