import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a card that did not fit wiggles before it looks ordinary again. */
export const MISS_MS = 900;

/**
 * The cards of a wrong try, marked for a moment (a wiggle and a soft colour), then forgotten:
 * feedback that points at the mistake without keeping score of it.
 */
export function useMisses(): [ReadonlySet<string>, (ids: readonly string[]) => void] {
  const [missed, setMissed] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mark = useCallback((ids: readonly string[]) => {
    clearTimeout(timer.current);
    setMissed(new Set(ids));
    timer.current = setTimeout(() => setMissed(new Set()), MISS_MS);
  }, []);
  return [missed, mark];
}

/**
 * The options a wrong try picked stay out for the rest of the task, after their wiggle: the next
 * try has one fewer to choose from, and the child sees which it was not (issue 20: a second try
 * that teaches rather than only "try again").
 */
export function useRuledOut(): [ReadonlySet<string>, (ids: readonly string[]) => void] {
  const [out, setOut] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback(
    (ids: readonly string[]) => setOut((current) => new Set([...current, ...ids])),
    [],
  );
  return [out, add];
}

/** How an option card looks: right once solved, wiggling just after a miss, then ruled out. */
export function optionState(
  id: string,
  state: { right: boolean; missed: ReadonlySet<string>; ruledOut: ReadonlySet<string> },
): 'right' | 'missed' | 'ruled-out' | undefined {
  if (state.right) return 'right';
  if (state.missed.has(id)) return 'missed';
  return state.ruledOut.has(id) ? 'ruled-out' : undefined;
}
