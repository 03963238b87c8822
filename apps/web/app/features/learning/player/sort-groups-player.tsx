import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { CardFace, useFaceName } from './card-face.tsx';
import { useDragToPlace } from './use-drag-to-place.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';
import { shuffled } from './shuffle.ts';
import type { PlayerProps } from './types.ts';
import { useMisses } from './use-misses.ts';

/** Tailwind sees only whole class names, so each layout is written out. */
/** Baskets side by side even on a phone, so cards and baskets share one screen. */
const COLUMNS: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2',
};

/**
 * Put every card in its group. The child picks a card, then taps a group's basket, or drags the
 * card into the basket; a card in a basket goes back to the pile when tapped. The answer is given
 * once the pile is empty.
 */
export default function SortGroupsPlayer({
  content,
  seed,
  solved,
  onAnswer,
}: PlayerProps<'sort-groups'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const { groups, items } = content;
  const deck = useMemo(() => shuffled(items, seed), [items, seed]);
  const [placed, setPlaced] = useState<Readonly<Record<string, string>>>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [missed, markMissed] = useMisses();

  const { board, focusNext } = useFocusAfterMove();

  const shown: Readonly<Record<string, string>> = solved
    ? Object.fromEntries(items.map((item) => [item.id, item.group]))
    : placed;
  const pile = deck.filter((item) => !(item.id in shown));
  const names = new Map(deck.map((item, index) => [item.id, nameOf(item, index)]));

  function tapCard(id: string) {
    if (solved) return;
    setPicked(picked === id ? null : id);
  }

  function tapGroup(group: string) {
    if (picked !== null) putIn(picked, group);
  }

  function putIn(id: string, group: string) {
    if (solved) return;
    const next = { ...placed, [id]: group };
    setPicked(null);
    const rest = pile.filter((item) => item.id !== id);
    if (rest.length > 0) {
      const at = pile.findIndex((item) => item.id === id);
      focusNext(rest[Math.min(at, rest.length - 1)]!.id);
      setPlaced(next);
      return;
    }
    if (onAnswer(next)) return setPlaced(next);
    const wrong = items.filter((item) => next[item.id] !== item.group).map((item) => item.id);
    markMissed(wrong);
    focusNext(deck.find((item) => wrong.includes(item.id))?.id);
    setPlaced(Object.fromEntries(Object.entries(next).filter(([id]) => !wrong.includes(id))));
  }

  function takeBack(id: string) {
    if (solved) return;
    focusNext(id);
    setPlaced(Object.fromEntries(Object.entries(placed).filter(([other]) => other !== id)));
  }

  const drag = useDragToPlace(putIn);
  // While a card is dragged, only the basket under it will take it.
  const ready = (group: string) =>
    !solved && (drag.dragging === null ? picked !== null : drag.over === group);

  // A tap anywhere on a basket but its cards counts as a tap on the basket's button, which
  // handles its own taps and serves keyboards.
  const tapBasket = (group: string) => (event: MouseEvent) => {
    if (!(event.target as Element).closest('button')) tapGroup(group);
  };

  return (
    <div ref={board} className="flex flex-col items-center gap-8 phone-landscape:gap-2">
      {pile.length > 0 && (
        <ul
          className="flex flex-wrap justify-center gap-3 phone-landscape:gap-2"
          aria-label={t('player.sortGroups.cards')}
        >
          {pile.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="tile"
                data-card={item.id}
                data-state={missed.has(item.id) ? 'missed' : undefined}
                aria-pressed={picked === item.id}
                aria-label={names.get(item.id)}
                onClick={() => tapCard(item.id)}
                {...drag.card(item.id)}
              >
                <CardFace face={item} size="md" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className={`grid w-full gap-6 phone-landscape:gap-2 ${COLUMNS[groups.length] ?? ''}`}>
        {groups.map((group) => (
          <li
            key={group.id}
            className="basket"
            data-ready={ready(group.id) || undefined}
            onClick={tapBasket(group.id)}
            {...drag.target(group.id)}
          >
            <button
              type="button"
              className="basket-button"
              data-say={group.label}
              aria-disabled={solved || undefined}
              onClick={() => tapGroup(group.id)}
            >
              {group.art && (
                <img
                  src={group.art}
                  alt=""
                  draggable={false}
                  className="h-16 w-16 phone-landscape:h-10 phone-landscape:w-10"
                />
              )}
              {group.label}
            </button>
            {solved && <CheckIcon className="tile-badge" />}
            <ul className="basket-items">
              {deck
                .filter((item) => shown[item.id] === group.id)
                .map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="tile"
                      data-state={solved ? 'right' : undefined}
                      aria-disabled={solved || undefined}
                      aria-label={names.get(item.id)}
                      onClick={() => takeBack(item.id)}
                    >
                      <CardFace face={item} size="sm" />
                    </button>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
