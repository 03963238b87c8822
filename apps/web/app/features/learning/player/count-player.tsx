import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { useFaceName } from './card-face.tsx';
import { shuffled } from './shuffle.ts';
import type { PlayerProps } from './types.ts';
import { optionState, useMisses, useRuledOut } from './use-misses.ts';

/** One picture in the field: which cell of the grid it sits in, and whether it is counted. */
interface Picture {
  art: string;
  counted: boolean;
  cell: number;
  row: number;
  column: number;
}

/**
 * Small nudges (in % of a picture's own size) so the grid looks scattered rather than ruled.
 * A picture takes 72% of its cell, so a nudge of at most 18% (13% of the cell) keeps it
 * inside: no two pictures overlap.
 */
const NUDGES = [
  [-16, 9],
  [12, -15],
  [-6, -18],
  [17, 6],
  [0, 16],
  [-18, -5],
  [9, 17],
  [15, -10],
] as const;

/**
 * The field: square cells, about a quarter left empty so the pictures look scattered. At most
 * five columns, so that even 30 pictures keep cells of some 50 px on a 320 px phone.
 */
function layout(items: readonly { art: string; counted: boolean }[], seed: string) {
  const cellsWanted = Math.ceil(items.length * 1.3);
  const columns = Math.min(5, Math.max(2, Math.ceil(Math.sqrt(cellsWanted))));
  const cells = columns * Math.ceil(cellsWanted / columns);
  const places = shuffled(
    Array.from({ length: cells }, (_, cell) => cell),
    `${seed}:cells`,
  );
  const pictures: Picture[] = items
    .map((item, index) => {
      const cell = places[index]!;
      return { ...item, cell, row: Math.floor(cell / columns), column: cell % columns };
    })
    // Reading order, so the keyboard moves through the field as the eye does.
    .sort((a, b) => a.cell - b.cell);
  return { columns, cells, pictures };
}

/** The picture a keyboard arrow moves to: the next in reading order, or the nearest a row away. */
function neighbour(pictures: readonly Picture[], from: number, key: string): number | undefined {
  const current = pictures[from]!;
  if (key === 'ArrowRight') return Math.min(from + 1, pictures.length - 1);
  if (key === 'ArrowLeft') return Math.max(from - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return pictures.length - 1;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
  const down = key === 'ArrowDown';
  let best: number | undefined;
  let bestScore = Infinity;
  pictures.forEach((picture, index) => {
    const rows = down ? picture.row - current.row : current.row - picture.row;
    if (rows <= 0) return;
    const score = rows * 100 + Math.abs(picture.column - current.column);
    if (score < bestScore) [best, bestScore] = [index, score];
  });
  return best ?? from;
}

/**
 * Count the pictures and pick the number. Tapping a picture marks it with its running number, a
 * finger to count with: it marks any picture (the child decides what to count), and it is never
 * judged.
 */
export default function CountPlayer({ content, seed, solved, onAnswer }: PlayerProps<'count'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const [missed, markMissed] = useMisses();
  const [ruledOut, ruleOut] = useRuledOut();
  const [marked, setMarked] = useState<readonly number[]>([]);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const items = [
    ...Array.from({ length: content.count }, () => ({ art: content.art, counted: true })),
    ...content.others.flatMap((other) =>
      Array.from({ length: other.count }, () => ({ art: other.art, counted: false })),
    ),
  ];
  const { columns, cells, pictures } = layout(items, seed);
  const byCell = new Map(pictures.map((picture, index) => [picture.cell, index]));

  function mark(cell: number) {
    if (solved) return;
    setMarked((current) =>
      current.includes(cell) ? current.filter((other) => other !== cell) : [...current, cell],
    );
  }

  // One tab stop for the whole field (arrows move inside it), so the numbers stay a Tab away.
  function move(event: KeyboardEvent, from: number) {
    const to = neighbour(pictures, from, event.key);
    if (to === undefined) return;
    event.preventDefault();
    setFocused(to);
    buttons.current[to]?.focus();
  }

  function pick(number: number) {
    if (solved || ruledOut.has(String(number))) return;
    if (onAnswer(number)) return;
    markMissed([String(number)]);
    ruleOut([String(number)]);
  }

  return (
    // Sideways the numbers stand beside the pictures, which keep the height there is.
    <div className="flex flex-col items-center gap-6 phone-landscape:flex-row phone-landscape:gap-3">
      <div
        role="group"
        aria-label={t('player.count.pictures')}
        className="count-field"
        // Cells of at most 6 rem: a few pictures stay picture-sized on a wide screen.
        style={{
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          maxWidth: `${columns * 6}rem`,
        }}
      >
        {Array.from({ length: cells }, (_, cell) => {
          const index = byCell.get(cell);
          if (index === undefined) return <span key={cell} className="count-cell" />;
          const picture = pictures[index]!;
          const [x, y] = NUDGES[(cell * 5) % NUDGES.length]!;
          const number = marked.indexOf(cell) + 1;
          return (
            <button
              key={cell}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="count-cell count-picture"
              tabIndex={index === focused ? 0 : -1}
              data-state={solved && picture.counted ? 'right' : undefined}
              aria-pressed={number > 0}
              aria-disabled={solved || undefined}
              aria-label={nameOf(picture, index)}
              onFocus={() => setFocused(index)}
              onKeyDown={(event) => move(event, index)}
              onClick={() => mark(cell)}
            >
              <span className="count-art" style={{ translate: `${x}% ${y}%` }} aria-hidden="true">
                <img src={picture.art} alt="" draggable={false} />
                {number > 0 && <span className="count-mark">{number}</span>}
              </span>
            </button>
          );
        })}
      </div>
      <ul
        className="flex flex-wrap justify-center gap-4 phone-landscape:flex-col phone-landscape:gap-2"
        role="list"
      >
        {content.options.map((number) => {
          const right = solved && number === content.count;
          const out = !solved && ruledOut.has(String(number));
          return (
            <li key={number}>
              <button
                type="button"
                className="tile"
                data-state={optionState(String(number), { right, missed, ruledOut })}
                aria-disabled={solved || out || undefined}
                aria-label={out ? t('player.ruledOut', { name: String(number) }) : undefined}
                onClick={() => pick(number)}
              >
                <span className="text-5xl font-extrabold" data-say={number}>
                  {number}
                </span>
                {right && <CheckIcon className="tile-badge" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
