import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { type LimitStore, verdictOf } from "./limit-store";

/**
 * Counts in Redis (REDIS_URL) with rate-limiter-flexible, one limiter per window and maximum.
 * An attempt waits for a connection being opened (a server just started) but fails as soon as
 * one attempt to connect fails, or after a second without an answer; the limit's outage rule
 * (http/rate-limit.ts) then decides.
 */
export function createRedisLimitStore(url: string): LimitStore {
  const client = new Redis(url, {
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
  });
  // Connection errors surface through the failing commands; without a listener they would be
  // printed for every reconnect attempt.
  client.on("error", () => {});
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (limit: number, windowMs: number) => {
    const id = `${limit}:${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: "hs-rl",
        points: limit,
        duration: Math.ceil(windowMs / 1000),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(key, limit, windowMs) {
      try {
        const res = await limiterFor(limit, windowMs).consume(key);
        return verdictOf(res.consumedPoints, limit, res.msBeforeNext);
      } catch (outcome) {
        // rate-limiter-flexible rejects with its result when over the limit, an Error otherwise.
        if (outcome instanceof RateLimiterRes) {
          return verdictOf(outcome.consumedPoints, limit, outcome.msBeforeNext);
        }
        throw outcome;
      }
    },
    close: async () => {
      client.disconnect();
    },
  };
}
