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
