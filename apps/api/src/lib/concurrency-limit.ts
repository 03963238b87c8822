/** Runs at most `limit` tasks at a time; the others wait their turn, first come first served. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its place straight to the next one, so `running` stays put.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
