import { describe, expect, it } from "vitest";
import { type LimitStore, verdictOf } from "../limits/limit-store";
import { createRateLimitStorage } from "./rate-limit-storage";

/** Counts per key in memory, with no window: enough to see what the storage asks of a store. */
function countingStore(): LimitStore & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async consume(key, limit, windowMs) {
      keys.push(key);
      const points = (counts.get(key) ?? 0) + 1;
      counts.set(key, points);
      return verdictOf(points, limit, windowMs);
    },
    close: async () => {},
  };
}

describe("createRateLimitStorage", () => {
  it("allows a rule's maximum per key, then says when to retry", async () => {
    const storage = createRateLimitStorage(countingStore());
    const rule = { window: 60, max: 2 };
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    expect(await storage.consume("1.2.3.4|/sign-in/email", rule)).toEqual({
      allowed: false,
      retryAfter: 60,
    });
    expect((await storage.consume("5.6.7.8|/sign-in/email", rule)).allowed).toBe(true);
  });

  it("counts each rule apart", async () => {
    const store = countingStore();
    const storage = createRateLimitStorage(store);
    await storage.consume("k", { window: 60, max: 1 });
    await storage.consume("k", { window: 60, max: 300 });
    expect(store.keys).toEqual(["auth:60:1:k", "auth:60:300:k"]);
  });

  it("refuses while the store is unreachable", async () => {
    const storage = createRateLimitStorage({
      consume: () => Promise.reject(new Error("connection refused")),
      close: async () => {},
    });
    expect(await storage.consume("k", { window: 60, max: 5 })).toEqual({
      allowed: false,
      retryAfter: 30,
    });
  });
});
