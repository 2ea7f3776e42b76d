import type { Context } from "hono";
import type { AppBindings } from "../context";
import type { LimitStore } from "../limits/limit-store";
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
 * client address across every app server (`name` sets its counts apart); past either, the write
 * answers 429 with Retry-After and changes nothing.
 */
export function createWriteLimit(limits: LimitStore, name: string, rule: WriteLimitRule) {
  const byAccount = createRateLimiter(limits, `${name}:account`, rule.perAccount);
  const byAddress = createRateLimiter(limits, `${name}:address`, rule.perAddress);
  return async (c: Context<AppBindings>, accountId: string | null) => {
    if (accountId) await enforceRateLimit(c, byAccount, accountId, rule.message);
    await enforceRateLimit(c, byAddress, c.get("clientIp"), rule.message);
  };
}
