import { useEffect, useRef } from 'react';

/**
 * A card that moves (into a place, back to the pool) is drawn anew elsewhere and its button
 * loses focus; keyboard play goes on from the card named here (its `data-card`) once the board
 * has rendered. Returns the board's ref and the way to name that card.
 */
export function useFocusAfterMove() {
  const board = useRef<HTMLDivElement>(null);
  const next = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (next.current === undefined) return;
    board.current?.querySelector<HTMLElement>(`[data-card="${next.current}"]`)?.focus();
    next.current = undefined;
  });
  return {
    board,
    focusNext(card: string | undefined) {
      next.current = card;
    },
  };
}
