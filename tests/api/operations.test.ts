import { describe, expect, it } from "vitest";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const TOKEN = "metrics-token-for-the-tests-0123";

describe("/metrics", () => {
  const t = setupTestApp({ METRICS_TOKEN: TOKEN });

  it("answers 401 without the bearer token, or with a wrong one", async () => {
    const client = new TestClient(t);
    expect((await client.get("/metrics")).status).toBe(401);
    const wrong = await client.get("/metrics", { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
  });

  it("counts requests by route pattern and status, with latency, pool, jobs and e-mails", async () => {
    const client = new TestClient(t);
    await client.get("/api/blog/posts/00000000-0000-4000-8000-000000000000");
    const response = await client.get("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(
      /homescope_http_requests_total\{method="GET",route="\/api\/blog\/posts\/:id",status="404"\} 1/,
    );
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(text).toContain("homescope_http_request_duration_seconds_bucket{");
    expect(text).toMatch(/homescope_jobs\{state="failed"\} \d+/);
    expect(text).toMatch(/homescope_emails_sent \d+/);
    expect(text).toContain("homescope_db_pool_connections");
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  const t = setupTestApp();

  it("does not exist", async () => {
    expect((await new TestClient(t).get("/metrics")).status).toBe(404);
  });
});

describe("liveness and readiness", () => {
  const t = setupTestApp();

  it("answer apart: liveness needs no database, readiness does", async () => {
    const client = new TestClient(t);
    expect((await client.get("/api/live")).status).toBe(200);
    expect((await client.get("/api/health")).status).toBe(200);
    const { ping } = t.deps.database;
    t.deps.database.ping = () => Promise.reject(new Error("gone"));
    try {
      expect((await client.get("/api/health")).status).toBe(503);
      expect((await client.get("/api/live")).status).toBe(200);
    } finally {
      t.deps.database.ping = ping;
    }
  });
});
