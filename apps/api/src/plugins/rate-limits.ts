import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitName, RateLimitRule } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';

export interface RateLimits {
  /** Counts one attempt against each key; throws 429 `throttled` with Retry-After when over. */
  hit(hits: readonly (readonly [RateLimitName, string])[]): Promise<void>;
  close(): Promise<void>;
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
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw new HttpError(
          'throttled',
          'error.throttled',
          { seconds },
          {
            'retry-after': String(seconds),
          },
        );
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
