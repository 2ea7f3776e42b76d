import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows `limit` hits per window for each key, then tells when to retry", () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    c.advance(15_000);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("b").allowed).toBe(true);
  });

  it("slides: each hit frees its slot one window later", () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: c.now });
    limiter.hit("a");
    c.advance(6_000);
    limiter.hit("a");
    expect(limiter.hit("a").allowed).toBe(false);
    c.advance(4_000);
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 6 });
  });

  it("does not count refused hits", () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, now: c.now });
    limiter.hit("a");
    for (let i = 0; i < 5; i++) {
      c.advance(1_000);
      limiter.hit("a");
    }
    c.advance(5_000);
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("forgets idle keys, then the least recent ones, to bound memory", () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, maxKeys: 2, now: c.now });
    limiter.hit("old");
    c.advance(20_000);
    limiter.hit("a");
    limiter.hit("b");
    expect(limiter.hit("a").allowed).toBe(false);
    limiter.hit("c");
    // "a" was just seen (refused hits count as activity), so "b" is forgotten to make room.
    expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("b").allowed).toBe(true);
  });
});
