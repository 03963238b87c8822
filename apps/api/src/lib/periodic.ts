import type { FastifyBaseLogger } from 'fastify';
import { RETENTION_INTERVAL_MS } from '@dino/contract';

/**
 * Runs `task` now and then again `intervalMs` after each run ends, never two at once. A failed
 * run (the database away, say) is logged and simply tried again at the next interval.
 */
export function periodic(
  task: () => Promise<void>,
  options: { intervalMs: number; log: FastifyBaseLogger; name: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = task()
        .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} failed`))
        .finally(() => {
          if (timer) schedule(options.intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    start() {
      schedule(0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** What every background job is given, whatever else it needs. */
export interface PeriodicJobOptions {
  log: FastifyBaseLogger;
  intervalMs?: number | undefined;
}

/**
 * A background job: `runOnce` every interval (RETENTION_INTERVAL_MS unless told), and also at
 * hand to be called for a given moment, as the tests do. `report` hears of each timed run's
 * result; a direct call leaves the reporting to its caller.
 */
export function periodicJob<Result>(
  name: string,
  runOnce: (now?: Date) => Promise<Result>,
  options: PeriodicJobOptions & { report?: (result: Result) => void },
) {
  const job = periodic(
    async () => {
      const result = await runOnce();
      options.report?.(result);
    },
    { intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS, log: options.log, name },
  );
  return { runOnce, start: job.start, stop: job.stop };
}
