import { describe, expect, it } from "vitest";
import { ApiClientError } from "./api-client";
import { shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("never retries client errors", () => {
    expect(shouldRetry(0, new ApiClientError(401, "UNAUTHORIZED", "Sign in"))).toBe(false);
    expect(shouldRetry(0, new ApiClientError(429, "TOO_MANY_REQUESTS", "Slow down"))).toBe(false);
  });

  it("retries network and server errors twice", () => {
    const offline = new ApiClientError(0, "SERVICE_UNAVAILABLE", "offline");
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, new ApiClientError(500, "INTERNAL", "boom"))).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });
});
