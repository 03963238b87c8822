import type { FastifyBaseLogger } from 'fastify';

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
