import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';
import { CardFace, useFaceName } from './card-face.tsx';
import { useDragToPlace } from './use-drag-to-place.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';
import { shuffled } from './shuffle.ts';
import type { PlayerProps } from './types.ts';
import { useMisses } from './use-misses.ts';

/** Sideways a step of a story wraps on a narrower card, two cards to a row, not one. */
const CARD = 'tile phone-landscape:max-w-60';

/**
 * Put the cards in sequence. A tapped card goes to the first empty numbered place, a card dragged
 * onto an empty place goes there, a tapped placed card goes back; the answer is given once every
 * place is filled.
 */
export default function OrderPlayer({ content, seed, solved, onAnswer }: PlayerProps<'order'>) {
  const { t } = useTranslation();
  const nameOf = useFaceName();
  const { items } = content;
  const deck = useMemo(() => shuffled(items, seed), [items, seed]);
  const [slots, setSlots] = useState<readonly (string | null)[]>(() => items.map(() => null));
  const [missed, markMissed] = useMisses();
  const size = items.length > 4 ? 'md' : 'lg';

  const { board, focusNext } = useFocusAfterMove();

  const shown: readonly (string | null)[] = solved ? items.map((item) => item.id) : slots;
  const pool = deck.filter((item) => !shown.includes(item.id));
  const byId = new Map(deck.map((item, index) => [item.id, { item, name: nameOf(item, index) }]));

  function place(id: string, into = slots.indexOf(null)) {
    if (solved || slots[into] !== null) return;
    const next = slots.with(into, id);
    if (next.includes(null)) {
      const at = pool.findIndex((item) => item.id === id);
      const rest = pool.filter((item) => item.id !== id);
      focusNext(rest[Math.min(at, rest.length - 1)]?.id);
      setSlots(next);
      return;
    }
    const answer = next as string[];
    if (onAnswer(answer)) return setSlots(next);
    const kept = answer.map((placed, index) => (placed === items[index]!.id ? placed : null));
    markMissed(answer.filter((placed) => !kept.includes(placed)));
    focusNext(deck.find((item) => !kept.includes(item.id))?.id);
    setSlots(kept);
  }

  function takeBack(index: number) {
    if (solved) return;
    focusNext(slots[index] ?? undefined);
    setSlots(slots.with(index, null));
  }

  const drag = useDragToPlace((id, into) => place(id, Number(into)));

  // While a card is dragged, the place under it is the one it will take, not the next in turn.
  const ready = (index: number) =>
    drag.dragging === null ? index === shown.indexOf(null) : drag.over === String(index);
  return (
    <div ref={board} className="flex flex-col items-center gap-8 phone-landscape:gap-3">
      <ol
        className="flex flex-wrap justify-center gap-4 rounded-[2rem] bg-leaf-100 p-4 phone-landscape:gap-2 phone-landscape:rounded-3xl phone-landscape:p-2"
        aria-label={t('player.order.places')}
      >
        {shown.map((id, index) => (
          <li key={index} className="relative">
            {id === null ? (
              <div
                className="slot text-4xl font-extrabold text-leaf-500 phone-landscape:text-2xl"
                data-ready={ready(index) || undefined}
                {...drag.target(String(index))}
              >
                <span aria-hidden="true">{index + 1}</span>
                <span className="sr-only">{t('player.order.place', { number: index + 1 })}</span>
              </div>
            ) : (
              <>
                <button
                  type="button"
                  className={CARD}
                  data-state={solved ? 'right' : undefined}
                  aria-disabled={solved || undefined}
                  aria-label={byId.get(id)!.name}
                  onClick={() => takeBack(index)}
                >
                  <CardFace face={byId.get(id)!.item} size={size} />
                  {solved && <CheckIcon className="tile-badge" />}
                </button>
                <span className="place-number" aria-hidden="true">
                  {index + 1}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      {pool.length > 0 && (
        <ul
          className="flex flex-wrap justify-center gap-4 phone-landscape:gap-2"
          aria-label={t('player.order.cards')}
        >
          {pool.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={CARD}
                data-card={item.id}
                data-state={missed.has(item.id) ? 'missed' : undefined}
                aria-label={byId.get(item.id)!.name}
                onClick={() => place(item.id)}
                {...drag.card(item.id)}
              >
                <CardFace face={item} size={size} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
