import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitName, RateLimitRule } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';

type Hits = readonly (readonly [RateLimitName, string])[];

export interface RateLimits {
  /** Counts one attempt against each key; throws 429 `throttled` with Retry-After when over. */
  hit(hits: Hits): Promise<void>;
  /**
   * Throws 429 when a key has no attempt left, without counting one: for limits that count only
   * failures, checked before the attempt and hit after it fails.
   */
  check(hits: Hits): Promise<void>;
  /** How many attempts a key has used in its current window. */
  used(name: RateLimitName, key: string): Promise<number>;
  /** Forgets a key's attempts (a success ends a run of failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

function throttled(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(
    'throttled',
    'error.throttled',
    { seconds },
    { 'retry-after': String(seconds) },
  );
}

/**
 * Counters live in memory for one process, or in Redis so that every instance behind a load
 * balancer shares them.
 */
export function createRateLimits(
  rules: Record<RateLimitName, RateLimitRule>,
  redisUrl: string | undefined,
): RateLimits {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(rules) as [RateLimitName, RateLimitRule][]) {
    const options = { keyPrefix: `dino:rl:${name}`, points: rule.points, duration: rule.seconds };
    const memory = new RateLimiterMemory(options);
    limiters.set(
      name,
      // With Redis unreachable, the in-memory counter still protects this instance.
      redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory,
    );
  }

  return {
    async hit(hits) {
      let waitMs = 0;
      for (const [name, key] of hits) {
        try {
          await limiters.get(name)?.consume(key.toLowerCase());
        } catch (result) {
          if (!(result instanceof RateLimiterRes)) throw result;
          waitMs = Math.max(waitMs, result.msBeforeNext);
        }
      }
      if (waitMs > 0) throw throttled(waitMs);
    },
    async check(hits) {
      let waitMs = 0;
      for (const [name, key] of hits) {
        const limiter = limiters.get(name);
        const state = await limiter?.get(key.toLowerCase());
        if (limiter && state && state.consumedPoints >= limiter.points) {
          waitMs = Math.max(waitMs, state.msBeforeNext);
        }
      }
      if (waitMs > 0) throw throttled(waitMs);
    },
    async used(name, key) {
      const state = await limiters.get(name)?.get(key.toLowerCase());
      return state?.consumedPoints ?? 0;
    },
    async reset(name, key) {
      await limiters.get(name)?.delete(key.toLowerCase());
    },
    async close() {
      redis?.disconnect();
    },
  };
}
