import { randomInt } from "node:crypto";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "../../src/server/platform/db/schema";
import { createBlogPost } from "../factories/blog";
import { createUser } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { secondServer } from "../setup/second-server";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestApp } from "../setup/test-app";
import { TestClient } from "../setup/test-client";
import { TcpProxy } from "./faults-proxy";

const REDIS_URL = "redis://127.0.0.1:6379";

/** Whether something listens at Redis's port; the Redis tests skip, saying so, when not. */
function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port: 6379, timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}
const redisUp = await redisReachable();

/** A client address of its own per run: Redis keeps counts between test runs. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Sends the same request through two servers in turn, returning each answer's status. */
async function alternate(
  servers: TestApp[],
  times: number,
  send: (client: TestClient) => Promise<Response>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const server = servers[i % servers.length] as TestApp;
    statuses.push((await send(new TestClient(server))).status);
  }
  return statuses;
}

function sharedLimitTests(store: string, env: Record<string, string>) {
  describe(`limits counted in ${store}`, () => {
    const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "4", ...env });
    const opened: TestApp[] = [];
    const both = async () => {
      const other = secondServer(t);
      opened.push(other);
      // A store just made counts once its first connection is open; on a busy host that first
      // attempt can time out and be retried in the background, so the counting starts after it.
      await vi.waitFor(() => other.deps.limits.consume(`probe:${randomInt(1e9)}`, 100, 60_000), {
        timeout: 10_000,
        interval: 100,
      });
      return [t, other];
    };
    afterAll(() => Promise.all(opened.map((server) => server.close())));

    it("count sign-in attempts across two servers (Better Auth's limit)", async () => {
      const account = await createUser(t);
      const address = newAddress();
      const statuses = await alternate(await both(), 6, (client) =>
        client.post(
          "/api/auth/sign-in/email",
          { email: account.email, password: "wrong-password" },
          { headers: { "x-forwarded-for": address } },
        ),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it("count e-mails to one address across two servers (the app's own limit)", async () => {
      const account = await createUser(t);
      const statuses = await alternate(await both(), 5, (client) =>
        client.post(
          "/api/auth/request-password-reset",
          { email: account.email, redirectTo: "/reset-password" },
          { headers: { "x-forwarded-for": newAddress() } },
        ),
      );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
}

sharedLimitTests("the database", {});

function redisOutageTests() {
  describe("limits counted in Redis while it stops answering", () => {
    // A proxy in front of the real Redis, which the test silences and cuts (Redis itself stays up).
    const proxy = new TcpProxy("127.0.0.1", 6379);
    // The system picks a free port when the proxy first listens, before the app reads its
    // settings (hooks run in order); a port picked here could already be taken.
    const env: Record<string, string> = { TRUST_PROXY: "true" };
    beforeAll(async () => {
      env.REDIS_URL = `redis://127.0.0.1:${await proxy.start()}`;
    });
    afterAll(() => proxy.stop());
    const t = setupTestApp(env);

    const subscribe = () =>
      new TestClient(t).post(
        "/api/blog/subscribers",
        { email: `reader-${randomInt(1e9)}@example.test` },
        { headers: { "x-forwarded-for": newAddress() } },
      );

    it("answer within moments, and count again once it is back", async () => {
      const post = await createBlogPost(t);
      const view = () => new TestClient(t).post(`/api/blog/posts/${post.id}/views`);
      expect((await view()).status).toBe(204);
      proxy.silence();
      const started = performance.now();
      for (let i = 0; i < 3; i++) expect((await view()).status).toBe(204);
      expect(performance.now() - started).toBeLessThan(1000);
      expect((await subscribe()).status).toBe(429);

      await proxy.stop();
      await proxy.start();
      await vi.waitFor(async () => expect((await subscribe()).status).toBe(202), {
        timeout: 5000,
        interval: 100,
      });
    });
  });
}

if (redisUp) {
  sharedLimitTests("Redis", { REDIS_URL });
  redisOutageTests();
} else
  describe.skip(`limits counted in Redis (nothing listens at ${REDIS_URL}; skipped)`, () => {
    it("count across servers", () => {});
  });

describe("limits while their store is unreachable", () => {
  // Nothing listens at port 1: every count fails at once.
  const t = setupTestApp({ TRUST_PROXY: "true", REDIS_URL: "redis://127.0.0.1:1" });

  it("refuse newsletter confirmation mails with a 429 and a short wait, sending none", async () => {
    const email = `reader-${randomInt(1e9)}@example.test`;
    for (let i = 0; i < 8; i++) {
      const response = await new TestClient(t).post(
        "/api/blog/subscribers",
        { email },
        { headers: { "x-forwarded-for": newAddress() } },
      );
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("30");
    }
    expect(await queuedMailCount(t.deps.db, email)).toBe(0);
  });

  it("answer limited requests without waiting for the store", async () => {
    const post = await createBlogPost(t);
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      expect((await new TestClient(t).post(`/api/blog/posts/${post.id}/views`)).status).toBe(204);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuse sign-in with a 429 and a short wait", async () => {
    const account = await createUser(t);
    const response = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("let other limited requests through, counting the views they record", async () => {
    const post = await createBlogPost(t);
    const client = new TestClient(t);
    for (let i = 0; i < 3; i++) {
      expect((await client.post(`/api/blog/posts/${post.id}/views`)).status).toBe(204);
    }
    const [row] = await t.deps.db
      .select({ views: blogPosts.views })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(row?.views).toBe(3);
  });
});
