import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { type LimitStore, verdictOf } from "./limit-store";
import { settleWithin } from "./settle-within";

/** A count waits this long for Redis's answer; past it, the limit's outage rule decides. */
const ANSWER_WITHIN_MS = 200;
/** How long one attempt to open a connection may take (a server just started waits for it). */
const CONNECT_TIMEOUT_MS = 1000;

/**
 * Counts in Redis (REDIS_URL) with rate-limiter-flexible, one limiter per window and maximum.
 * Attempts wait for the first connection being opened (a server just started), never for a
 * reconnect: while Redis is down a count fails at once, and against a Redis that stops answering
 * after ANSWER_WITHIN_MS, so a limited request is not held up; the limit's outage rule
 * (http/rate-limit.ts) then decides. The client keeps reconnecting in the background.
 * The wait is not ioredis's own command timeout: that timer fires before the reply is read when
 * a long synchronous step held the thread, and would refuse sign-ins Redis had answered.
 */
export function createRedisLimitStore(url: string): LimitStore {
  const client = new Redis(url, {
    lazyConnect: true,
    // Queued commands would wait for the next reconnect (up to 2 s apart) before failing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Connection errors surface through the failing commands; without a listener they would be
  // printed for every reconnect attempt.
  client.on("error", () => {});
  // Settles when the first connection is ready or its attempt has failed.
  const opened = client.connect().catch(() => undefined);
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
      await opened;
      try {
        const res = await settleWithin(limiterFor(limit, windowMs).consume(key), ANSWER_WITHIN_MS);
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
