import type { Context } from "hono";
import type { AppBindings } from "../context";
import { createRateLimiter, enforceRateLimit, type RateLimitOptions } from "./rate-limit";

export interface WriteLimitRule {
  /** Per signed-in account: one person cannot flood others from many addresses. */
  perAccount: RateLimitOptions;
  /** Per client address: many throwaway accounts from one machine cannot either. */
  perAddress: RateLimitOptions;
  /** What the 429 names as too much, e.g. "Too many likes." (the wait is added). */
  message: string;
}

/**
 * A limit on a write that reaches another person or costs CPU, counted per account and per
 * client address; past either, the write answers 429 with Retry-After and changes nothing.
 */
export function createWriteLimit(rule: WriteLimitRule) {
  const byAccount = createRateLimiter(rule.perAccount);
  const byAddress = createRateLimiter(rule.perAddress);
  return (c: Context<AppBindings>, accountId: string | null) => {
    if (accountId) enforceRateLimit(c, byAccount, accountId, rule.message);
    enforceRateLimit(c, byAddress, c.get("clientIp"), rule.message);
  };
}
