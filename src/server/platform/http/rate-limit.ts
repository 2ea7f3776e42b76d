import type { Context } from "hono";
import { tooManyMessage } from "@/shared/retry-after";
import type { LimitStore, RateVerdict } from "../limits/limit-store";
import { ApiError } from "./errors";

/** A limit per key (a client address, an account), counted across every app server. */
export interface RateLimiter {
  /** Records an attempt for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateVerdict>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /**
   * When the shared store cannot be reached: "closed" refuses (sign-in, passwords: a guessing
   * script must not get an unlimited window; and every limit on mail to an address the client
   * typed, whose owner asked for nothing), "open" lets the attempt through (decision 025).
   */
  whenStoreDown?: "open" | "closed";
}

/**
 * How long a refusal for an unreachable store asks the client to wait: a 429 like any other, so
 * every client already knows it (Better Auth's hook can answer no other way; decision 025).
 */
const STORE_DOWN_RETRY_SECONDS = 30;

/** `name` sets the limit's keys apart from every other limit's in the shared store. */
export function createRateLimiter(
  store: LimitStore,
  name: string,
  { limit, windowMs, whenStoreDown = "open" }: RateLimitOptions,
): RateLimiter {
  return {
    async hit(key) {
      try {
        return await store.consume(`${name}:${key}`, limit, windowMs);
      } catch {
        return whenStoreDown === "open"
          ? { allowed: true }
          : { allowed: false, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS };
      }
    },
  };
}

/**
 * Counts an attempt for `key` and, when the key is over its limit, answers 429 with a Retry-After
 * header and a message that names what was too much (`subject`, e.g. "Too many comments.") and
 * when to try again.
 */
export async function enforceRateLimit(
  c: Context,
  limiter: RateLimiter,
  key: string,
  subject: string,
): Promise<void> {
  const verdict = await limiter.hit(key);
  if (verdict.allowed) return;
  c.header("retry-after", String(verdict.retryAfterSeconds));
  throw new ApiError("TOO_MANY_REQUESTS", tooManyMessage(verdict.retryAfterSeconds, subject));
}
