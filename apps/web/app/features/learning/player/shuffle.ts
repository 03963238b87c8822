/** A small seeded generator (mulberry32): the same seed gives the same order everywhere. */
function generator(seed: string): () => number {
  let state = 0;
  for (let i = 0; i < seed.length; i++) state = (Math.imul(31, state) + seed.charCodeAt(i)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The items in an order fixed by `seed` and never the one they came in (when there are two or
 * more), since content lists the right order first and a puzzle that starts solved is no puzzle.
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const result = [...items];
  const random = generator(seed);
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  if (result.length > 1 && result.every((item, index) => item === items[index])) {
    result.push(result.shift()!);
  }
  return result;
}
