import { describe, expect, it } from "vitest";
import type { Logger } from "../http/logger";
import { guardedLimitStore } from "./guarded-store";
import type { LimitStore } from "./limit-store";

function recordingLogger() {
  const lines: string[] = [];
  const log = (level: string) => (message: string) => lines.push(`${level}: ${message}`);
  const logger: Logger = {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
  };
  return { logger, lines };
}

describe("guardedLimitStore", () => {
  it("warns once when the store goes away, and notes when it is back", async () => {
    let up = false;
    const store: LimitStore = {
      consume: async () => {
        if (!up) throw new Error("connect ECONNREFUSED");
        return { allowed: true };
      },
      close: async () => {},
    };
    const { logger, lines } = recordingLogger();
    const guarded = guardedLimitStore(store, logger, "redis");
    for (let i = 0; i < 5; i++) await expect(guarded.consume("k", 1, 1000)).rejects.toThrow();
    up = true;
    await guarded.consume("k", 1, 1000);
    await guarded.consume("k", 1, 1000);
    expect(lines).toEqual([
      "warn: rate-limit store unreachable; sign-in and e-mail limits refuse, others let through",
      "info: rate-limit store reachable again",
    ]);
  });
});
