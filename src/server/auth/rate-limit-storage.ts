import type { BetterAuthRateLimitOptions } from "better-auth";
import { createRateLimiter, type RateLimiter } from "../http/rate-limit";

type RateLimitStorage = NonNullable<BetterAuthRateLimitOptions["customStorage"]>;

/**
 * Where Better Auth counts sign-in and sign-up attempts: with the auth instance that made it.
 * Better Auth's own "memory" store is one map per process, shared by every instance in it, so
 * two apps in one process (the API tests run many) counted each other's attempts. The counting is
 * the app's own sliding window, one limiter per rule (window and maximum); Better Auth's keys
 * already name the client address and the path.
 */
export function createRateLimitStorage(): RateLimitStorage {
  const limiters = new Map<string, RateLimiter>();
  return {
    async consume(key, rule) {
      const ruleKey = `${rule.window}:${rule.max}`;
      let limiter = limiters.get(ruleKey);
      if (!limiter) {
        limiter = createRateLimiter({ limit: rule.max, windowMs: rule.window * 1000 });
        limiters.set(ruleKey, limiter);
      }
      const verdict = limiter.hit(key);
      return verdict.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: verdict.retryAfterSeconds };
    },
  };
}
