import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { PUZZLE_PICTURES, PuzzleArt } from '../art/puzzle-pictures.tsx';
import { useAfter } from '../game-clock.ts';
import { gridMove } from '../grid-keys.ts';
import type { GameProps } from '../types.ts';
import { PIECES, SHOW_MS, SIZE, fewestSwaps, roundPoints, scramble } from './rules.ts';

/**
 * Fossil puzzle (ages 5 to 12): a picture cut in nine pieces and mixed up. Tap two pieces to
 * swap them until every piece is in its place; two pictures make a game. Keys: arrows move
 * between the pieces, Enter or Space picks one, and a second one swaps them.
 */
export default function FossilPuzzleGame(props: GameProps) {
  const { clock, paused, play, announce, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const [round, setRound] = useState(0);
  const [order, setOrder] = useState(scramble);
  const [picked, setPicked] = useState<number | null>(null);
  const [solved, setSolved] = useState(false);
  const [focused, setFocused] = useState(0);
  const swaps = useRef(0);
  const fewest = useRef(fewestSwaps(order));
  const score = useRef(0);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const picture = PUZZLE_PICTURES[round]!;
  const placed = order.filter((piece, place) => piece === place).length;

  useEffect(() => {
    tiles.current[0]?.focus();
  }, []);
  useEffect(() => {
    report(
      score.current,
      t('games.fossilPuzzle.progress', {
        picture: round + 1,
        pictures: PUZZLE_PICTURES.length,
        placed,
        pieces: PIECES,
      }),
    );
  }, [round, placed, report, t]);

  function tap(place: number) {
    if (paused || solved) return;
    if (picked === null) {
      setPicked(place);
      play('tap');
      announce(t('games.fossilPuzzle.picked', { piece: order[place]! + 1 }));
      return;
    }
    setPicked(null);
    if (picked === place) return;
    const next = [...order];
    [next[picked], next[place]] = [next[place]!, next[picked]!];
    swaps.current += 1;
    setOrder(next);
    if (next.some((piece, at) => piece !== at)) return play('tap');
    score.current += roundPoints(swaps.current, fewest.current);
    setSolved(true);
    play('right');
    announce(t('games.fossilPuzzle.done'));
    after(SHOW_MS, () => {
      if (round + 1 >= PUZZLE_PICTURES.length) return end(score.current);
      const fresh = scramble();
      fewest.current = fewestSwaps(fresh);
      swaps.current = 0;
      setOrder(fresh);
      setRound(round + 1);
      setSolved(false);
    });
  }

  function move(event: KeyboardEvent, from: number) {
    const to = gridMove(event.key, from, PIECES, SIZE);
    if (to === undefined) return;
    event.preventDefault();
    setFocused(to);
    tiles.current[to]?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:justify-center">
      <figure className="flex flex-col items-center gap-1 sm:order-last">
        <PuzzleArt picture={picture} className="w-24 rounded-xl border-4 border-leaf-200 sm:w-36" />
        <figcaption className="text-base font-bold text-ink/80">
          {t('games.fossilPuzzle.model')}
        </figcaption>
      </figure>
      <div className="relative w-full max-w-sm">
        <ul
          aria-label={t('games.fossilPuzzle.board')}
          className="grid grid-cols-3 gap-1 rounded-2xl bg-leaf-200 p-1"
          data-testid="puzzle"
        >
          {order.map((piece, place) => {
            const inPlace = piece === place;
            const names = { place: place + 1, piece: piece + 1 };
            return (
              <li key={place}>
                <button
                  ref={(element) => {
                    tiles.current[place] = element;
                  }}
                  type="button"
                  className="relative block aspect-square w-full touch-manipulation overflow-hidden rounded-xl border-4 border-transparent bg-white select-none aria-pressed:border-sun-400 aria-pressed:ring-4 aria-pressed:ring-sun-200"
                  tabIndex={place === focused ? 0 : -1}
                  aria-pressed={picked === place}
                  aria-disabled={solved || undefined}
                  aria-label={
                    inPlace
                      ? t('games.fossilPuzzle.pieceInPlace', names)
                      : t('games.fossilPuzzle.piece', names)
                  }
                  data-piece={piece + 1}
                  onFocus={() => setFocused(place)}
                  onKeyDown={(event) => move(event, place)}
                  onClick={() => tap(place)}
                >
                  <PuzzleArt picture={picture} piece={piece} className="h-full w-full" />
                  {inPlace && !solved && (
                    <CheckIcon className="absolute top-1 right-1 h-7 w-7 rounded-full bg-leaf-700 p-1 text-white" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        {solved && (
          <div className="pointer-events-none absolute inset-0 flex items-end justify-center p-3">
            <p className="rounded-full bg-white px-5 py-2 text-2xl font-extrabold text-leaf-700 shadow">
              {t('games.fossilPuzzle.done')}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
