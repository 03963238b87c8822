import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../src/lib/concurrency-limit.ts';

/** A task that reports while it runs and ends when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a concurrency limit of two', () => {
  it('runs two tasks at a time, the others in their turn, and a failure frees its place', async () => {
    const run = concurrencyLimit(2);
    const gates = Array.from({ length: 6 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((g, i) =>
      run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        if (i === 1) throw new Error('broken picture');
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    gates[1]!.open();
    await expect(results[1]).rejects.toThrow('broken picture');
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results.filter((_, i) => i !== 1))).toEqual([0, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
