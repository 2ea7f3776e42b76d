import { describe, expect, it } from "vitest";
import { tooManyMessage } from "../../src/shared/retry-after";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "5" });

describe("sign-in rate limit", () => {
  it("limits attempts per client address, whatever address header the client sends", async () => {
    const account = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await new TestClient(t).post(
        "/api/auth/sign-in/email",
        { email: account.email, password: "wrong-password" },
        { headers: { "x-client-ip": `198.51.100.${i}`, "x-forwarded-for": `203.0.113.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    // Said in words a person can act on, not "Request failed".
    expect(await limited.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: tooManyMessage(wait),
    });
  });
});

describe("reading the session", () => {
  it("is never rate limited: every page load of every visitor behind one address reads it", async () => {
    const client = new TestClient(t);
    const statuses = new Set<number>();
    // Past the general limit of 300 a minute per address.
    for (let i = 0; i < 320; i++) {
      statuses.add((await client.get("/api/auth/get-session")).status);
    }
    expect([...statuses]).toEqual([200]);
  });
});
