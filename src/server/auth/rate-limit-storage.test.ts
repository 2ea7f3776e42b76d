import { describe, expect, it } from "vitest";
import { createRateLimitStorage } from "./rate-limit-storage";

describe("createRateLimitStorage", () => {
  it("allows a rule's maximum per key within its window, then says when to retry", async () => {
    const storage = createRateLimitStorage();
    const rule = { window: 60, max: 2 };
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    const refused = await storage.consume("1.2.3.4|/sign-in/email", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await storage.consume("5.6.7.8|/sign-in/email", rule)).allowed).toBe(true);
  });

  it("counts each rule apart, and each storage apart (one per auth instance)", async () => {
    const first = createRateLimitStorage();
    const strict = { window: 60, max: 1 };
    expect((await first.consume("k", strict)).allowed).toBe(true);
    expect((await first.consume("k", strict)).allowed).toBe(false);
    expect((await first.consume("k", { window: 60, max: 300 })).allowed).toBe(true);
    expect((await createRateLimitStorage().consume("k", strict)).allowed).toBe(true);
  });
});
