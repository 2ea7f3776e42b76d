import type { Context } from "hono";
import { tooManyMessage } from "@/shared/retry-after";
import { ApiError } from "./errors";

/**
 * A sliding-window limit per key (a client address, say), kept in this process's memory: enough
 * to stop a flood from one machine against one server. Behind several app instances each keeps
 * its own count.
 */
export interface RateLimiter {
  /** Records an attempt for `key` unless the key is over its limit. */
  hit(key: string): RateVerdict;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it, idle keys and then the least recent ones are forgotten. */
  maxKeys?: number;
  now?: () => number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  // Attempt times per key, oldest first; Map order doubles as least-recently-used order.
  const attempts = new Map<string, number[]>();

  function forgetIdleKeys(time: number) {
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= time - windowMs) attempts.delete(key);
    }
    for (const key of attempts.keys()) {
      if (attempts.size <= maxKeys) break;
      attempts.delete(key);
    }
  }

  return {
    hit(key) {
      const time = now();
      const recent = (attempts.get(key) ?? []).filter((at) => at > time - windowMs);
      attempts.delete(key);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        const oldest = recent[0] ?? time;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
        };
      }
      recent.push(time);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) forgetIdleKeys(time);
      return { allowed: true };
    },
  };
}

/**
 * Counts an attempt for `key` and, when the key is over its limit, answers 429 with a Retry-After
 * header and a message that names what was too much (`subject`, e.g. "Too many comments.") and
 * when to try again.
 */
export function enforceRateLimit(
  c: Context,
  limiter: RateLimiter,
  key: string,
  subject: string,
): void {
  const verdict = limiter.hit(key);
  if (verdict.allowed) return;
  c.header("retry-after", String(verdict.retryAfterSeconds));
  throw new ApiError("TOO_MANY_REQUESTS", tooManyMessage(verdict.retryAfterSeconds, subject));
}
