import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { CardFace, useFaceName } from './card-face.tsx';
import { useDragToPlace } from './use-drag-to-place.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';
import { shuffled } from './shuffle.ts';
import type { PlayerProps } from './types.ts';
import { useMisses } from './use-misses.ts';

type Pick = { side: 'left' | 'right'; id: string } | null;

/**
 * Join each left card to its partner. The left column keeps the content's order; the right cards
 * wait, shuffled, beside it. Picking one card of each side (in either order) moves the right card
 * into the place next to its left card, so a join is seen as the two cards side by side. A right
 * card dragged onto a left card's row joins them just the same.
 */
export default function MatchPairsPlayer({
  content,
  seed,
  solved,
  onAnswer,
}: PlayerProps<'match-pairs'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const { pairs } = content;
  const rights = useMemo(() => shuffled(pairs, `${seed}:right`), [pairs, seed]);
  const [joins, setJoins] = useState<Readonly<Record<string, string>>>({});
  const [picked, setPicked] = useState<Pick>(null);
  const [missed, markMissed] = useMisses();
  const size = pairs.length > 4 ? 'md' : 'lg';

  const { board, focusNext } = useFocusAfterMove();

  const shown: Readonly<Record<string, string>> = solved
    ? Object.fromEntries(pairs.map((pair) => [pair.id, pair.id]))
    : joins;
  const joined = new Set(Object.values(shown));
  // Right cards are numbered after the left ones, so no two pictures share a name.
  const rightNames = new Map(
    rights.map((pair, index) => [pair.id, nameOf(pair.right, pairs.length + index)]),
  );

  function join(left: string, right: string) {
    const next = { ...joins, [left]: right };
    setPicked(null);
    const open = pairs.filter((pair) => !(pair.id in next));
    if (open.length > 0) {
      const after = pairs.findIndex((pair) => pair.id === left);
      focusNext(`left:${(open.find((pair) => pairs.indexOf(pair) > after) ?? open[0]!).id}`);
      setJoins(next);
      return;
    }
    if (onAnswer(next)) return setJoins(next);
    const wrong = pairs.filter((pair) => next[pair.id] !== pair.id).map((pair) => pair.id);
    markMissed(wrong.flatMap((id) => [`left:${id}`, `right:${next[id]}`]));
    focusNext(`left:${wrong[0]}`);
    setJoins(Object.fromEntries(Object.entries(next).filter(([id]) => !wrong.includes(id))));
  }

  function unjoin(left: string) {
    focusNext(`left:${left}`);
    setJoins(Object.fromEntries(Object.entries(joins).filter(([id]) => id !== left)));
  }

  function tapLeft(id: string) {
    if (solved) return;
    if (id in joins) return unjoin(id);
    if (picked?.side === 'right') return join(id, picked.id);
    setPicked(picked?.side === 'left' && picked.id === id ? null : { side: 'left', id });
  }

  function tapRight(id: string) {
    if (solved) return;
    if (picked?.side === 'left') return join(picked.id, id);
    setPicked(picked?.side === 'right' && picked.id === id ? null : { side: 'right', id });
  }

  const drag = useDragToPlace((right, left) => {
    if (!solved && !(left in joins)) join(left, right);
  });

  const state = (key: string) => (solved ? 'right' : missed.has(key) ? 'missed' : undefined);

  return (
    <div
      ref={board}
      className="flex flex-col items-center gap-6 sm:flex-row sm:items-start sm:justify-center phone-landscape:flex-col phone-landscape:items-center phone-landscape:gap-3"
    >
      <ul
        className="flex flex-col gap-3 phone-landscape:flex-row phone-landscape:flex-wrap phone-landscape:justify-center phone-landscape:gap-2"
        aria-label={t('player.matchPairs.pairs')}
      >
        {pairs.map((pair, index) => {
          const partner = pairs.find((other) => other.id === shown[pair.id]);
          // While a card is dragged, only the row under it will take it.
          const ready =
            !solved &&
            (drag.dragging === null
              ? picked?.side === 'right' || picked?.id === pair.id
              : drag.over === pair.id);
          return (
            <li
              key={pair.id}
              className="flex items-center gap-3 rounded-[2rem] bg-leaf-100 p-2 phone-landscape:gap-1.5 phone-landscape:rounded-3xl phone-landscape:p-1"
              {...(partner ? {} : drag.target(pair.id))}
            >
              <button
                type="button"
                className="tile"
                data-card={`left:${pair.id}`}
                data-state={state(`left:${pair.id}`)}
                aria-pressed={picked?.side === 'left' && picked.id === pair.id}
                aria-disabled={solved || undefined}
                aria-label={nameOf(pair.left, index)}
                onClick={() => tapLeft(pair.id)}
              >
                <CardFace face={pair.left} size={size} />
              </button>
              {partner ? (
                <button
                  type="button"
                  className="tile"
                  data-card={`right:${partner.id}`}
                  data-state={state(`right:${partner.id}`)}
                  aria-disabled={solved || undefined}
                  aria-label={rightNames.get(partner.id)}
                  onClick={() => !solved && unjoin(pair.id)}
                >
                  <CardFace face={partner.right} size={size} />
                  {solved && <CheckIcon className="tile-badge" />}
                </button>
              ) : (
                // A tap on the empty place means this left card; its button serves keyboards.
                <div
                  className="slot"
                  data-ready={ready || undefined}
                  aria-hidden="true"
                  onClick={() => tapLeft(pair.id)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {joined.size < pairs.length && (
        <ul
          className="flex flex-wrap justify-center gap-3 sm:flex-col phone-landscape:flex-row phone-landscape:gap-2"
          aria-label={t('player.matchPairs.cards')}
        >
          {rights
            .filter((pair) => !joined.has(pair.id))
            .map((pair) => (
              <li key={pair.id}>
                <button
                  type="button"
                  className="tile"
                  data-card={`right:${pair.id}`}
                  data-state={state(`right:${pair.id}`)}
                  aria-pressed={picked?.side === 'right' && picked.id === pair.id}
                  aria-label={rightNames.get(pair.id)}
                  onClick={() => tapRight(pair.id)}
                  {...drag.card(pair.id)}
                >
                  <CardFace face={pair.right} size={size} />
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
