import type { BetterAuthRateLimitOptions } from "better-auth";
import { createRateLimiter } from "../http/rate-limit";
import type { LimitStore } from "../limits/limit-store";

type RateLimitStorage = NonNullable<BetterAuthRateLimitOptions["customStorage"]>;

/**
 * Where Better Auth counts sign-in and sign-up attempts: the app's shared store, so
 * the limits hold across every app server. Better Auth's keys already name the client address
 * and the path; the rule (window and maximum) sets counts apart. Every endpoint behind it is a
 * credential one, so an unreachable store refuses (decision 025).
 */
export function createRateLimitStorage(store: LimitStore): RateLimitStorage {
  return {
    async consume(key, rule) {
      const limiter = createRateLimiter(store, `auth:${rule.window}:${rule.max}`, {
        limit: rule.max,
        windowMs: rule.window * 1000,
        whenStoreDown: "closed",
      });
      const verdict = await limiter.hit(key);
      return verdict.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: verdict.retryAfterSeconds };
    },
  };
}
