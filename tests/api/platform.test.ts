import { describe, expect, it } from "vitest";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ BODY_LIMIT_BYTES: "2048" });

describe("platform", () => {
  it("reports health once the database answers", async () => {
    const response = await t.client.get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    const response = await t.client.get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await t.client.request("POST", "/api/auth/sign-up/email", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses bodies over the limit with 413 and no stack trace", async () => {
    const response = await t.client.post("/api/auth/sign-up/email", {
      name: "x".repeat(5000),
      email: "a@b.co",
      password: "12345678",
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("sends security headers on every response", async () => {
    const response = await t.client.get("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    // JSON runs no inline script: no nonce, the same policy on every answer.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("compresses JSON responses when the client accepts gzip", async () => {
    const response = await t.client.get(
      "/api/no-such-thing-with-a-long-path-".concat("x".repeat(2000)),
      {
        headers: { "accept-encoding": "gzip" },
      },
    );
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("refuses state-changing requests from an untrusted origin with 403 and changes nothing", async () => {
    const email = `csrf-${Date.now()}@example.test`;
    const response = await t.client.post(
      "/api/auth/sign-up/email",
      { name: "Mallory", email, password: "long-enough-pass" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    const signIn = await new TestClient(t).post("/api/auth/sign-in/email", {
      email,
      password: "long-enough-pass",
    });
    expect(signIn.status).toBe(401);
  });

  it("refuses cross-site fetches that carry no Origin", async () => {
    const response = await t.client.post(
      "/api/auth/sign-out",
      {},
      { headers: { origin: "", "sec-fetch-site": "cross-site" } },
    );
    expect(response.status).toBe(403);
  });
});
