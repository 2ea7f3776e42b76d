import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { createPostgresLimitStore } from "../limits/postgres-limit-store";
import { createRateLimitStorage } from "./rate-limit-storage";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe("createRateLimitStorage", () => {
  it("allows a rule's maximum per key within its window, then says when to retry", async () => {
    const storage = createRateLimitStorage(createPostgresLimitStore(database.db));
    const rule = { window: 60, max: 2 };
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    expect((await storage.consume("1.2.3.4|/sign-in/email", rule)).allowed).toBe(true);
    const refused = await storage.consume("1.2.3.4|/sign-in/email", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await storage.consume("5.6.7.8|/sign-in/email", rule)).allowed).toBe(true);
  });

  it("counts each rule apart, and refuses while the store is unreachable", async () => {
    const storage = createRateLimitStorage(createPostgresLimitStore(database.db));
    const strict = { window: 60, max: 1 };
    expect((await storage.consume("k", strict)).allowed).toBe(true);
    expect((await storage.consume("k", strict)).allowed).toBe(false);
    expect((await storage.consume("k", { window: 60, max: 300 })).allowed).toBe(true);
    const down = createRateLimitStorage({
      consume: () => Promise.reject(new Error("connection refused")),
      close: async () => {},
    });
    expect(await down.consume("k", strict)).toEqual({ allowed: false, retryAfter: 30 });
  });
});
