import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import TracePlayer from '../../app/features/learning/player/trace-player.tsx';
import meetTheDinosaurs from '../../../../content/learning/04-world-of-dinosaurs/lessons/01-meet-the-dinosaurs.json';
import { playerContent, renderPlayer } from './harness.tsx';

type Point = [number, number];

// content/learning/02-numbers-and-counting: lessons 01-one-two-three and 02-four-and-five.
const one = playerContent('trace', {
  prompt: {
    hy: 'Մատով գրիր 1 թվանշանը գծի վրայով։',
    ru: 'Обведи пальцем цифру 1.',
    en: 'Trace the number 1 with your finger.',
  },
  glyph: '1',
  strokes: [
    [
      [38, 28],
      [52, 15],
      [52, 85],
    ],
  ],
});

const four = playerContent('trace', {
  prompt: {
    hy: 'Մատով գրիր 4 թվանշանը գծի վրայով։',
    ru: 'Обведи пальцем цифру 4.',
    en: 'Trace the number 4 with your finger.',
  },
  glyph: '4',
  strokes: [
    [
      [58, 15],
      [28, 62],
      [72, 62],
    ],
    [
      [58, 15],
      [58, 85],
    ],
  ],
});

// The curriculum's own activity: the plates of a stegosaurus, which the board must draw.
const plates = playerContent(
  'trace',
  meetTheDinosaurs.activities.find((activity) => activity.id === 'trace-plates')!.content,
);

const board = () => page.getByRole('button', { name: /Drawing board/ });
const erase = () => page.getByRole('button', { name: 'Erase the drawing' });

/** The child's lines on the board (not the ones fading after a wrong try). */
const lines = () =>
  document.querySelectorAll('.trace-board .trace-ink:not([data-state="missed"]) polyline');

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Draws one stroke through `points` (board units) the way a mouse does: press, many small
 * moves, lift, with client coordinates computed from where the board is on the screen.
 */
async function draw(points: Point[]) {
  const svg = document.querySelector<SVGSVGElement>('.trace-board svg')!;
  const matrix = svg.getScreenCTM()!;
  const fire = (type: string, [x, y]: Point, buttons: number) => {
    const client = new DOMPoint(x, y).matrixTransform(matrix);
    svg.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons,
        clientX: client.x,
        clientY: client.y,
      }),
    );
  };
  fire('pointerdown', points[0]!, 1);
  for (let i = 1; i < points.length; i++) {
    const [[ax, ay], [bx, by]] = [points[i - 1]!, points[i]!];
    const steps = Math.ceil(Math.hypot(bx - ax, by - ay) / 1.5);
    for (let s = 1; s <= steps; s++) {
      fire('pointermove', [ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps], 1);
      if (s % 10 === 0) await frame();
    }
  }
  fire('pointerup', points.at(-1)!, 0);
  await frame();
}

describe('trace player', () => {
  it('answers by itself once the drawing follows the guide, and shows it traced', async () => {
    const { answers } = await renderPlayer('trace', TracePlayer, one);
    await draw([
      [37, 29],
      [51, 16],
      [53, 84],
    ]);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.right).toBe(true);
    expect(answers[0]!.answer.strokes).toHaveLength(1);
    expect(answers[0]!.answer.strokes[0]!.length).toBeGreaterThan(40);
    await expect.element(board()).toHaveAttribute('data-state', 'right');
    await expect.element(board()).toHaveAttribute('aria-disabled', 'true');
    expect(document.querySelector('.tile-badge')).not.toBeNull();
    await expect.element(erase()).not.toBeInTheDocument();
    // Solved: the board shows the guide traced and takes no more lines.
    await draw([
      [10, 10],
      [90, 90],
    ]);
    expect(answers).toHaveLength(1);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.getAttribute('points')).toBe('38,28 52,15 52,85');
  });

  it('lets a child keep drawing, and clears a drawing that never fits', async () => {
    const { answers } = await renderPlayer('trace', TracePlayer, one);
    const scribble: Point[] = [
      [10, 90],
      [90, 90],
      [10, 50],
    ];
    await draw(scribble);
    await draw(scribble);
    // Two strokes for a one-stroke guide: still drawing, nothing answered, the lines stay.
    expect(answers).toEqual([]);
    expect(lines()).toHaveLength(2);
    await draw(scribble);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.right).toBe(false);
    expect(answers[0]!.answer.strokes).toHaveLength(3);
    await expect.element(board()).toHaveAttribute('data-state', 'missed');
    expect(lines()).toHaveLength(0);
    await expect.element(board()).not.toHaveAttribute('data-state');
    await draw([
      [38, 28],
      [52, 15],
      [52, 85],
    ]);
    expect(answers.at(-1)?.right).toBe(true);
    expect(answers.at(-1)?.answer.strokes).toHaveLength(1);
  });

  it('erases the board on demand', async () => {
    const { answers } = await renderPlayer('trace', TracePlayer, one);
    await draw([
      [10, 10],
      [90, 10],
    ]);
    expect(lines()).toHaveLength(1);
    await erase().click();
    expect(lines()).toHaveLength(0);
    await draw([
      [38, 28],
      [52, 15],
      [52, 85],
    ]);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ right: true, answer: { strokes: [expect.any(Array)] } });
  });

  it('draws the stegosaurus whose plates the guide follows, under the guide', async () => {
    await renderPlayer('trace', TracePlayer, plates);
    const picture = document.querySelector('.trace-board svg > image');
    expect(picture?.getAttribute('href')).toBe('/art/trace-stegosaurus.svg');
    // Under the guide and the child's lines, not over them.
    expect(picture?.compareDocumentPosition(document.querySelector('.trace-guide')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('plays by keyboard alone: each key press draws the next piece of the guide', async () => {
    const { answers } = await renderPlayer('trace', TracePlayer, four);
    await userEvent.keyboard('{Tab}');
    await expect.element(board()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.getAttribute('points')).toBe('58,15 28,62');
    await userEvent.keyboard(' ');
    expect(lines()[0]!.getAttribute('points')).toBe('58,15 28,62 72,62');
    expect(answers).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(answers).toEqual([{ answer: { strokes: four.strokes }, right: true }]);
    await expect.element(board()).toHaveAttribute('data-state', 'right');
    await userEvent.keyboard('{Enter}');
    expect(answers).toHaveLength(1);
  });
});
